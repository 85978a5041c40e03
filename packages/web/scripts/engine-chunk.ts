/**
 * One chunk for the engine's rules (every game's definition, the lessons, the deal generator and its
 * ciphers), and one for what the first screens read: the catalogue (`@kitchen-table/engine/catalogue`),
 * core/game.ts's shared helpers (`isEvent`), the bot levels the lobby offers (core/bot-contract.ts,
 * through the protocol's constants) and each game's cards (games/<id>/cards.ts or pack.ts: the
 * rank order the web's game modules sort hands by, `RANK_ORDER` of the game's entry point), with
 * everything they import. Without the cards there, the web's game registry — on every first screen —
 * imported the rules chunk for a list of ranks, and the phone's lobby for the three bot levels (+40 KB
 * before the lobby each). Without it the bundler splits the
 * rules along the lazy screens that use them into chunks that always load together, and each split costs
 * compression (issue 27: everything a screen may load stays within 150 KB).
 */
import { fileURLToPath } from 'node:url';

type ModuleInfo = { importedIds: readonly string[] } | null;
type ManualChunks = (id: string, api: { getModuleInfo(id: string): ModuleInfo; getModuleIds?(): Iterable<string> }) => string | undefined;

const engineFile = (path: string): string => fileURLToPath(new URL(`../../engine/src/${path}`, import.meta.url));
const LIGHT_ROOTS = [engineFile('catalogue.ts'), engineFile('core/game.ts'), engineFile('core/bot-contract.ts')];
const ENGINE_DIR = engineFile('');
/** A game's card definitions: its ranks and suits (they import only core/cards.ts). */
const isGameCards = (id: string): boolean => id.startsWith(ENGINE_DIR) && /[\\/]games[\\/][^\\/]+[\\/](cards|pack)\.ts$/.test(id);
const isRules = (id: string): boolean => id.startsWith(ENGINE_DIR) || /[\\/]node_modules[\\/]@noble[\\/]/.test(id);

export function engineChunk(): ManualChunks {
  let light: Set<string> | null = null;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!isRules(id)) return undefined;
    if (!light) {
      light = new Set();
      const visit = (m: string): void => {
        if (light!.has(m) || !isRules(m)) return;
        light!.add(m);
        for (const next of getModuleInfo(m)?.importedIds ?? []) visit(next);
      };
      for (const root of LIGHT_ROOTS) visit(root);
      for (const m of getModuleIds?.() ?? []) if (isGameCards(m)) visit(m);
    }
    // (A bundler without getModuleIds: the cards are light when asked about; they import only light modules.)
    if (isGameCards(id)) return 'catalogue';
    // Named too: Rollup would otherwise pull a light module into 'engine' as that chunk's dependency.
    return light.has(id) ? 'catalogue' : 'engine';
  };
}
