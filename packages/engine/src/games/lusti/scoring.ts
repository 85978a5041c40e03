/**
 * Scoring a hand in game points (Striche) and the match to the target (rules 5–7).
 *
 * - Brand: the team that took it scores 4 (brand.ts).
 * - Otherwise the team with 50 or more card points wins the hand and scores 1; 2 when the losers took
 *   at least one trick but have 0 points (they *stink*; the last-trick 10 counts as points); 3 when the
 *   losers took no trick (*unterm Tisch*).
 * - With the full pack the 90 points always give exactly one team 50 or more. A referee deal with
 *   shorter hands may leave both teams below 50: then nobody wins the hand (our rule, see the rules
 *   document).
 * - The match goes to `target` game points (default 11). Only one team scores per hand, so both teams
 *   can never reach the target in the same hand.
 */
import { placementsFromTotals } from '../../core/placements.ts';
import type { Seat } from '../../core/game.ts';
import { BRAND_GAME_POINTS } from './brand.ts';

export const WIN_THRESHOLD = 50;
export const DEFAULT_TARGET = 11;

export type Team = 0 | 1;
export type HandOutcome = 'brand' | 'win' | 'stink' | 'untermTisch' | 'none';

export interface HandScoring {
  winner: Team | null;
  gamePoints: number;
  outcome: HandOutcome;
}

/** The team of a seat: partners sit opposite, team 0 = seats 0 and 2, team 1 = seats 1 and 3. */
export function teamOf(seat: Seat): Team {
  return (seat & 1) as Team;
}

export const TEAMS: readonly (readonly Seat[])[] = [
  [0, 2],
  [1, 3],
];

/**
 * Scores a finished hand from the teams' card points and tricks taken. `brandTeam` is the team that
 * took a brand trick, or -1 when the hand was played out.
 */
export function scoreHand(cardPoints: ArrayLike<number>, tricksTaken: ArrayLike<number>, brandTeam: number): HandScoring {
  if (brandTeam === 0 || brandTeam === 1) return { winner: brandTeam, gamePoints: BRAND_GAME_POINTS, outcome: 'brand' };
  const winner: Team | null = cardPoints[0] >= WIN_THRESHOLD ? 0 : cardPoints[1] >= WIN_THRESHOLD ? 1 : null;
  if (winner === null) return { winner: null, gamePoints: 0, outcome: 'none' };
  const loser = 1 - winner;
  if (tricksTaken[loser] === 0) return { winner, gamePoints: 3, outcome: 'untermTisch' };
  if (cardPoints[loser] === 0) return { winner, gamePoints: 2, outcome: 'stink' };
  return { winner, gamePoints: 1, outcome: 'win' };
}

/** The team that has reached the target, or null. */
export function teamAtTarget(gamePoints: readonly number[], target: number): Team | null {
  if (gamePoints[0] >= target) return 0;
  if (gamePoints[1] >= target) return 1;
  return null;
}

/** Per-seat totals: each seat shows its team's game points. */
export function seatTotals(gamePoints: readonly number[]): number[] {
  return [gamePoints[0], gamePoints[1], gamePoints[0], gamePoints[1]];
}

/**
 * Per-seat placements, shared by partners: the teams are ranked on their game points (equal points —
 * possible only when the host ends the match early — share place 1), then each seat gets its team's
 * place. Ranking the four seats directly would put the second team third.
 */
export function seatPlacements(gamePoints: readonly number[]): number[] {
  const teamPlaces = placementsFromTotals([gamePoints[0], gamePoints[1]]);
  return [teamPlaces[0], teamPlaces[1], teamPlaces[0], teamPlaces[1]];
}
