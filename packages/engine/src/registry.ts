/** Every game on the platform. Each helper that adds a game adds its import and its entry here. */
import type { GameDefinition } from './core/game.ts';
import { lusti } from './games/lusti/index.ts';
import { fahrstuhl } from './games/fahrstuhl/index.ts';
import { fuenfzehnern } from './games/fuenfzehnern/index.ts';
import { elevator } from './games/elevator/index.ts';

export const GAMES: readonly GameDefinition[] = [
  lusti,
  fahrstuhl,
  fuenfzehnern,
  elevator,
];

export function findGame(id: string): GameDefinition | undefined {
  return GAMES.find((g) => g.meta.id === id);
}
