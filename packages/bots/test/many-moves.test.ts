/**
 * The search holds any number of legal moves (issue 31 §4's full bench found two fallbacks): its move
 * buffers were 64 long, and in a determinized Elevator deal a seat with 16 or 17 cards after a joker
 * (anything may follow it) can have more runs than that (about 1 hand of 17 in 270; up to 148 runs). The moves past the 64th were read as `undefined`, the game's model was asked to
 * play it, and the strong bot threw — the room got the heuristic's move instead of the search's (the
 * bench's positions: Elevator deals 51 and 74 of strong vs normal, a seat with 16 and 17 cards).
 */
import { describe, expect, it } from 'vitest';
import { ismcts } from '../src/search/ismcts.ts';
import type { SearchModel } from '../src/search/model.ts';
import { Rng } from '../src/util/rng.ts';

/** Two plies: the root seat picks one of `width` moves, then the other seat one of `width`; move `width - 1` wins. */
function wideModel(width: number): SearchModel<{ moves: number[] }> {
  return {
    seats: 2,
    rootSeat: 0,
    determinize: () => ({ moves: [] }),
    toAct: (s) => (s.moves.length < 2 ? s.moves.length : -1),
    legalMoves: (_s, out) => {
      for (let i = 0; i < width && i < out.length; i++) out[i] = i;
      return width;
    },
    apply: (s, move) => {
      if (!Number.isInteger(move) || move < 0 || move >= width) throw new Error(`not a legal move: ${move}`);
      s.moves.push(move);
    },
    playout: () => undefined,
    reward: (s, seat) => (s.moves[seat] === width - 1 ? 1 : 0),
  };
}

describe('the search with more legal moves than its first buffers hold', () => {
  it('tries every one of 150 moves and finds the best, the last', () => {
    const outcome = ismcts(wideModel(150), new Rng('wide'), { iterations: 3000, maxMs: 60_000 });
    expect(outcome.root.length).toBe(150);
    expect(outcome.move).toBe(149);
  });

});
