/** The bots of every game, by game id. */
import type { GameBots } from '../api.ts';
import { elevatorBots } from './elevator/bot.ts';
import { fahrstuhlBots } from './fahrstuhl/bot.ts';
import { fuenfzehnernBots } from './fuenfzehnern/bot.ts';
import { lustiBots } from './lusti/bot.ts';

export const GAME_BOTS: Record<string, GameBots<any>> = {
  elevator: elevatorBots,
  fahrstuhl: fahrstuhlBots,
  fuenfzehnern: fuenfzehnernBots,
  lusti: lustiBots,
};

export function findGameBots(gameId: string): GameBots<any> | undefined {
  return GAME_BOTS[gameId];
}
