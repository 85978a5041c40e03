/**
 * One chunk for the engine's rules (every game's definition, the lessons, the deal generator and its
 * ciphers), and one for what the first screens read: the catalogue (`@kitchen-table/engine/catalogue`)
 * and core/game.ts's shared helpers (`isEvent`), with everything they import. Without it the bundler splits the
 * rules along the lazy screens that use them into chunks that always load together, and each split costs
 * compression (issue 27: everything a screen may load stays within 150 KB).
 */
import { fileURLToPath } from 'node:url';

type ModuleInfo = { importedIds: readonly string[] } | null;
type ManualChunks = (id: string, api: { getModuleInfo(id: string): ModuleInfo }) => string | undefined;

const engineFile = (path: string): string => fileURLToPath(new URL(`../../engine/src/${path}`, import.meta.url));
const LIGHT_ROOTS = [engineFile('catalogue.ts'), engineFile('core/game.ts')];
const ENGINE_DIR = engineFile('');
const isRules = (id: string): boolean => id.startsWith(ENGINE_DIR) || /[\\/]node_modules[\\/]@noble[\\/]/.test(id);

export function engineChunk(): ManualChunks {
  let light: Set<string> | null = null;
  return (id, { getModuleInfo }) => {
    if (!isRules(id)) return undefined;
    if (!light) {
      light = new Set();
      const visit = (m: string): void => {
        if (light!.has(m) || !isRules(m)) return;
        light!.add(m);
        for (const next of getModuleInfo(m)?.importedIds ?? []) visit(next);
      };
      for (const root of LIGHT_ROOTS) visit(root);
    }
    // Named too: Rollup would otherwise pull a light module into 'engine' as that chunk's dependency.
    return light.has(id) ? 'catalogue' : 'engine';
  };
}
