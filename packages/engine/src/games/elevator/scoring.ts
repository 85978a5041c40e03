/**
 * Scoring. Within a game: the seat that empties its hand wins; the others are placed by the cards they
 * have left (fewer is better, equal counts share). Across a match (platform scoring, not in the source):
 * the winner of a game scores one point per card left in the other hands; the highest total wins.
 */
import type { MatchResult, Seat } from '../../core/game.ts';
import { placementsFromTotals } from '../../core/placements.ts';

/** Placements within one game: the winner (no card left) first, then fewer cards left is better. */
export function gamePlacements(cardsLeft: readonly number[]): number[] {
  return placementsFromTotals(cardsLeft, false);
}

/** Match points of one game: the winner takes one point per card left in the other hands. */
export function gamePoints(cardsLeft: readonly number[], winner: Seat): number[] {
  const points = new Array<number>(cardsLeft.length).fill(0);
  points[winner] = cardsLeft.reduce((sum, n, seat) => (seat === winner ? sum : sum + n), 0);
  return points;
}

/** Totals and placements from match totals (higher is better; ties share a place). */
export function matchResultFromTotals(totals: readonly number[]): MatchResult {
  return { totals: totals.slice(), placements: placementsFromTotals(totals) };
}
