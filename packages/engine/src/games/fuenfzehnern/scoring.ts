/**
 * Scoring. The card points in a seat's tricks (A 5, K 4, Q 3, J 2, 10 1; 15 per suit) minus 15 are its
 * hand score — zero-sum, since the pack holds exactly 15 points per seat (4 suits for 4 seats, 3 for 3).
 *
 * The hard score is the same running total told the traditional way, in chips: at every deal each seat
 * pays 15 chips into the pool; at the end of the hand each seat takes its card points out of the pool.
 * A full hand empties the pool again, so between hands every seat's chip balance equals its total;
 * during a hand the pool holds the antes (15 per seat) and every balance is its total − 15.
 */
import type { MatchResult } from '../../core/game.ts';
import { placementsFromTotals } from '../../core/placements.ts';
import { POINTS_PER_SUIT } from './pack.ts';
import type { FuenfzehnernState } from './state.ts';

/** The ante each seat pays into the pool per hand, and the par a hand's card points are scored against. */
export const ANTE = POINTS_PER_SUIT;

/** A seat's hand score: its card points minus 15. */
export function handScore(cardPoints: number): number {
  return cardPoints - ANTE;
}

export interface HardScore {
  /** Chips in the pool now: the antes of the hand being played, 0 between hands. */
  pool: number;
  /** Chips each seat has paid into the pool (15 per hand dealt). */
  paidIn: number[];
  /** Chips each seat has taken out of the pool (its card points of every finished hand). */
  takenOut: number[];
  /** takenOut − paidIn: chips won (positive) or lost (negative). */
  balance: number[];
}

export function hardScore(state: FuenfzehnernState): HardScore {
  const handsDealt = state.hand;
  const handsScored = state.matchOver ? state.hand : state.hand - 1;
  const paidIn = state.totals.map(() => ANTE * handsDealt);
  const takenOut = state.totals.map((t) => t + ANTE * handsScored);
  const balance = takenOut.map((t, s) => t - paidIn[s]);
  const pool = paidIn.reduce((a, b) => a + b, 0) - takenOut.reduce((a, b) => a + b, 0);
  return { pool, paidIn, takenOut, balance };
}

/** Whether the hand being played is the last of the match's number of hands (never in a match against the clock). */
export function handsPlayedOut(state: FuenfzehnernState): boolean {
  return state.handsInMatch !== null && state.hand >= state.handsInMatch;
}

/** Whether the hand being played is the match's last: the number of hands is reached or the host (or the clock) ended it. */
export function isLastHand(state: FuenfzehnernState): boolean {
  return state.finishAfterDeal || handsPlayedOut(state);
}

export function matchResult(state: FuenfzehnernState): MatchResult {
  return { totals: state.totals.slice(), placements: placementsFromTotals(state.totals) };
}
