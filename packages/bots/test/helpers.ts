/** Test helpers: seeded positions of a game reached by random legal play, through the engine interface. */
import { findGame, type GameDefinition, type GameEvent } from '@kitchen-table/engine';
import { Rng } from '../src/util/rng.ts';

export interface Position {
  game: GameDefinition;
  state: unknown;
  seat: number;
  history: GameEvent[];
}

/** Options that keep one test deal short but real. */
export const TEST_OPTIONS: Record<string, (i: number) => Record<string, unknown>> = {
  fahrstuhl: (i) => ({ mode: 'single', cards: 1 + (i % 10) }),
  elevator: () => ({ games: 1 }),
  fuenfzehnern: () => ({ hands: 1 }),
  lusti: () => ({}),
};

export function newMatch(gameId: string, i: number, seats = 4): { game: GameDefinition; state: unknown } {
  const game = findGame(gameId)!;
  const options = game.resolveOptions(TEST_OPTIONS[gameId](i), seats);
  if (!options.ok) throw new Error(options.error.message);
  return { game, state: game.setup(options.value, seats, `test:${gameId}:${i}`) };
}

/** A position after a random number of random legal moves (within the first deal). */
export function randomPosition(gameId: string, i: number): Position {
  const { game } = newMatch(gameId, i);
  let { state } = newMatch(gameId, i);
  const rng = new Rng(`pos:${gameId}:${i}`);
  const history: GameEvent[] = [];
  const steps = rng.int(40);
  for (let k = 0; k < steps; k++) {
    const seat = game.toAct(state)[0];
    const legal = game.legalMoves(state, seat);
    const r = game.applyMove(state, seat, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.code);
    if (r.events.some((e) => e.type === 'dealScored' || e.type === 'handScored' || e.type === 'matchOver')) break;
    state = r.state;
    history.push(...r.events);
  }
  return { game, state, seat: game.toAct(state)[0], history };
}

export function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}
