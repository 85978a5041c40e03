/**
 * The bots of every game, in the engine's catalogue order: the one place a game's bots are added. The
 * dispatcher, the worker pool and the benchmark (`bench bots`) find them here.
 */
import type { GameBots } from '../api.ts';
import { fahrstuhlGameBots } from './fahrstuhl/index.ts';
import { elevatorGameBots } from './elevator/index.ts';
import { fuenfzehnernGameBots } from './fuenfzehnern/index.ts';
import { lustiGameBots } from './lusti/index.ts';

const registered: GameBots[] = [fahrstuhlGameBots, elevatorGameBots, fuenfzehnernGameBots, lustiGameBots];

export const GAME_BOTS: readonly GameBots[] = registered;

export function findGameBots(gameId: string): GameBots | undefined {
  return GAME_BOTS.find((b) => b.gameId === gameId);
}

/** Adds a game's bots after the built-in ones and returns the function that removes them (for tests). */
export function registerGameBots(bots: GameBots): () => void {
  if (findGameBots(bots.gameId)) throw new Error(`bots for "${bots.gameId}" are registered already`);
  registered.push(bots);
  return () => {
    const at = registered.indexOf(bots);
    if (at >= 0) registered.splice(at, 1);
  };
}
