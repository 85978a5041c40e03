/** Every game on the platform, in catalogue order (the headline game first). */
import type { GameDefinition } from './core/game.ts';
import { fahrstuhl } from './games/fahrstuhl/index.ts';
import { elevator } from './games/elevator/index.ts';
import { fuenfzehnern } from './games/fuenfzehnern/index.ts';
import { lusti } from './games/lusti/index.ts';

export const GAMES: readonly GameDefinition[] = [fahrstuhl, elevator, fuenfzehnern, lusti];

export function findGame(id: string): GameDefinition | undefined {
  return GAMES.find((g) => g.meta.id === id);
}
