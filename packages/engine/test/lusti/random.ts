/** Random legal play through the GameDefinition interface, seeded, for match and property tests. */
import { nextInt, seedRng } from '../../src/core/rng.ts';
import type { GameEvent } from '../../src/core/game.ts';
import { lusti, type LustiState } from '../../src/games/lusti/index.ts';

export interface Step {
  seat: number;
  move: { play: string };
  before: LustiState;
  after: LustiState;
  events: GameEvent[];
}

/** Plays random legal moves until `stop` says so (or the match is over); returns every step. */
export function playRandomly(state: LustiState, seed: number | string, stop: (s: Step) => boolean = () => false): { state: LustiState; steps: Step[] } {
  const rng = seedRng(seed);
  const steps: Step[] = [];
  while (!lusti.isMatchOver(state)) {
    const seat = lusti.toAct(state)[0];
    const legal = lusti.legalMoves(state, seat);
    const move = legal[nextInt(rng, legal.length)];
    const r = lusti.applyMove(state, seat, move);
    if (!r.ok) throw new Error(`legal move rejected: ${r.error.code}`);
    const step = { seat, move, before: state, after: r.state, events: r.events };
    steps.push(step);
    state = r.state;
    if (stop(step)) break;
  }
  return { state, steps };
}

/** Plays the current hand to its end with random legal moves. */
export function finishHand(state: LustiState, seed: number | string) {
  return playRandomly(state, seed, (s) => s.events.some((e) => e.type === 'dealScored'));
}
