/**
 * Every game on the platform, in catalogue order (the headline game first). This list is the one place a
 * game is added to the engine; everything that lists games (the server's lobby, the catalogue, the bots'
 * and the engine's benchmarks) derives from it at the time it asks.
 */
import type { GameDefinition } from './core/game.ts';
import { fahrstuhl } from './games/fahrstuhl/index.ts';
import { elevator } from './games/elevator/index.ts';
import { fuenfzehnern } from './games/fuenfzehnern/index.ts';
import { lusti } from './games/lusti/index.ts';

const registered: GameDefinition[] = [fahrstuhl, elevator, fuenfzehnern, lusti];

export const GAMES: readonly GameDefinition[] = registered;

export function findGame(id: string): GameDefinition | undefined {
  return GAMES.find((g) => g.meta.id === id);
}

/**
 * Adds a game after the built-in ones and returns the function that removes it again. For tests: a fake
 * game registered here must show up in every derived list without any other file naming it.
 */
export function registerGame(game: GameDefinition): () => void {
  if (findGame(game.meta.id)) throw new Error(`game "${game.meta.id}" is registered already`);
  registered.push(game);
  return () => {
    const at = registered.indexOf(game);
    if (at >= 0) registered.splice(at, 1);
  };
}
