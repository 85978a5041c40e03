/**
 * What a game offers the search: a compact, mutable, perfect-information state of the current deal
 * that can be sampled from a seat's view (a determinization) and played forward through the game's
 * rules. Moves are small integers so that the tree stays cheap.
 */
import type { Rng } from '../util/rng.ts';

export interface SearchModel<S> {
  /** Seats in the deal. */
  seats: number;
  /** The searching seat. */
  rootSeat: number;
  /**
   * A full state of the deal consistent with everything the root seat's view shows (its hand, cards
   * played, voids revealed, calls, hand sizes): the hidden cards are sampled.
   */
  determinize(rng: Rng): S;
  /** The seat to move, or -1 when the deal is over. */
  toAct(s: S): number;
  /**
   * Writes the legal moves into `out` and returns how many there are — all of them, also when `out` is
   * too short to hold them (it holds the first `out.length` then): the search asks again with a longer one.
   */
  legalMoves(s: S, out: Int32Array): number;
  /** Applies a legal move in place. */
  apply(s: S, move: number): void;
  /** Plays the deal to its end with the game's playout policy (in place). */
  playout(s: S, rng: Rng): void;
  /**
   * Optional: the seat to move is modelled as playing at random (e.g. an opponent seen playing so): the
   * tree then follows a uniformly random legal move for it instead of that seat's best reply.
   */
  movesAtRandom?(s: S, seat: number): boolean;
  /** The outcome for `seat` once the deal is over, scaled to about [0, 1]. */
  reward(s: S, seat: number): number;
}
