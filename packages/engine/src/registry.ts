/**
 * Every game on the platform with its full definition, in the catalogue's order. The list of games is the
 * catalogue (catalogue.ts: metadata and host options, light enough for a first screen); this file pairs each
 * entry with its rules. Everything that plays or lists games (the server's lobby, the bots' and the
 * engine's benchmarks) derives from it at the time it asks.
 */
import type { GameDefinition } from './core/game.ts';
import { CATALOGUE, registerEntry } from './catalogue.ts';
import { fahrstuhl } from './games/fahrstuhl/index.ts';
import { elevator } from './games/elevator/index.ts';
import { fuenfzehnern } from './games/fuenfzehnern/index.ts';
import { lusti } from './games/lusti/index.ts';

/**
 * The catalogue's entries paired with their rules (the built-in definitions, found by id). Marked pure so
 * that a bundle importing the engine's index for something else (`isEvent`) drops every game's rules.
 */
function pairWithDefinitions(): GameDefinition[] {
  const definitions = new Map<string, GameDefinition>([fahrstuhl, elevator, fuenfzehnern, lusti].map((g) => [g.meta.id, g]));
  const games = CATALOGUE.map((entry) => {
    const game = definitions.get(entry.meta.id);
    // Both halves must describe the same game: a lobby shows the catalogue's options, the referee checks these.
    if (!game || game.meta !== entry.meta || game.optionDefs !== entry.optionDefs) {
      throw new Error(`catalogue entry "${entry.meta.id}" has no matching game definition`);
    }
    return game;
  });
  if (definitions.size !== games.length) throw new Error('a game definition is missing from the catalogue');
  return games;
}

const registered: GameDefinition[] = /* @__PURE__ */ pairWithDefinitions();

export const GAMES: readonly GameDefinition[] = registered;

export function findGame(id: string): GameDefinition | undefined {
  return GAMES.find((g) => g.meta.id === id);
}

/**
 * Adds a game after the built-in ones (to the catalogue too) and returns the function that removes it
 * again. For tests: a fake game registered here must show up in every derived list without any other file
 * naming it.
 */
export function registerGame(game: GameDefinition): () => void {
  if (findGame(game.meta.id)) throw new Error(`game "${game.meta.id}" is registered already`);
  const removeEntry = registerEntry(game);
  registered.push(game);
  return () => {
    removeEntry();
    const at = registered.indexOf(game);
    if (at >= 0) registered.splice(at, 1);
  };
}
