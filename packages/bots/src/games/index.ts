/** The bots of every game, by game id. */
import type { GameBots } from '../api.ts';
import { fahrstuhlBots } from './fahrstuhl/bot.ts';
import { lustiBots } from './lusti/bot.ts';

export const GAME_BOTS: Record<string, GameBots<any>> = {
  fahrstuhl: fahrstuhlBots,
  lusti: lustiBots,
};

export function findGameBots(gameId: string): GameBots<any> | undefined {
  return GAME_BOTS[gameId];
}
