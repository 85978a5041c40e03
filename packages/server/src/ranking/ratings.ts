/**
 * The overall ranking's rating update, as a pure function: previous ratings + one match's outcomes →
 * the new ratings of the humans it rates. The store applies it in the same transaction as the outcomes.
 *
 * Who is rated (issue 4, "Scores and ranking"):
 * - only humans whose `rated` is true (they held the seat at the end and for at least half of the
 *   deals); bots and unrated humans count as absent, as if they had not played;
 * - they are ordered by their match placement (1 = best). Only the order among the rated humans
 *   matters, so "1st and 3rd with a bot 2nd" rates exactly like "1st and 2nd"; equal placements are
 *   ties, which is how Lusti-Kartl'n partners (who share their team's place) come out even.
 * - a match with fewer than two rated humans changes nothing: no rating, no matches, no wins.
 *
 * Our choices (the issue leaves them open):
 * - `matches` and `wins` in the ranking count rated matches only (two or more rated humans), so the
 *   ranking's numbers describe the same games its rating comes from; playing alone against bots
 *   shows in the game's own score table, not here.
 * - a win is placement 1 in the match itself (shared firsts and partners included), not "best among
 *   the humans": a human beaten by a bot did not win the match, and the score tables use the same
 *   meaning, so the two tables never disagree about who won.
 */
import { ordinal, rate, rating as openskillRating } from 'openskill';
import { bradleyTerryFull } from 'openskill/models';

/**
 * The model: Bradley-Terry with full pairing (every rated human compared with every other), not the
 * package's default Plackett-Luce. With ties, Plackett-Luce can give a worse placement a bigger gain
 * than the tied players above it (placements 1, 1, 2, 3, 4 → the 2nd place gains most; openskill.js
 * issues #332 and #377), and ties are common here (equal totals, Lusti partners). Full pairing costs
 * k² comparisons, nothing for k ≤ 6 seats, and keeps "better placement, never smaller gain".
 */
const MODEL = { model: bradleyTerryFull } as const;

export interface PlayerRating {
  mu: number;
  sigma: number;
  /** Rated matches played. */
  matches: number;
  /** Rated matches won (placement 1). */
  wins: number;
}

export interface RatingUpdate extends PlayerRating {
  profileId: string;
  /** openskill ordinal (mu - 3 sigma): what the ranking shows and sorts by. */
  rating: number;
}

/** The part of a seat's outcome the rating needs (the store's SeatOutcome has it). */
export interface RatableOutcome {
  profileId: string | null;
  isBot: boolean;
  rated: boolean;
  placement: number;
}

export const MIN_RATED_HUMANS = 2;

export function initialRating(): PlayerRating {
  const { mu, sigma } = openskillRating(undefined, MODEL);
  return { mu, sigma, matches: 0, wins: 0 };
}

export function displayRating(r: { mu: number; sigma: number }): number {
  return ordinal(r, MODEL);
}

/** The seats the rating sees: rated humans with a profile. */
export function ratedHumans<T extends RatableOutcome>(outcomes: readonly T[]): (T & { profileId: string })[] {
  return outcomes.filter((o): o is T & { profileId: string } => !o.isBot && o.rated && o.profileId !== null);
}

/**
 * New ratings for the rated humans of one match (empty when fewer than two). A profile missing from
 * `previous` starts from openskill's default. Throws on a profile rated twice in one match or on a
 * placement that is not a positive integer (a caller's bug).
 */
export function updateRatings(previous: ReadonlyMap<string, PlayerRating>, outcomes: readonly RatableOutcome[]): RatingUpdate[] {
  const players = ratedHumans(outcomes);
  const seen = new Set<string>();
  for (const p of players) {
    if (seen.has(p.profileId)) throw new Error(`profile ${p.profileId} is rated twice in one match`);
    seen.add(p.profileId);
    if (!Number.isInteger(p.placement) || p.placement < 1) throw new Error(`placement must be a positive integer, got ${p.placement}`);
  }
  if (players.length < MIN_RATED_HUMANS) return [];

  const before = players.map((p) => previous.get(p.profileId) ?? initialRating());
  const teams = before.map((r) => [{ mu: r.mu, sigma: r.sigma }]);
  const after = rate(teams, { ...MODEL, rank: players.map((p) => p.placement) });

  return players.map((p, i) => {
    const { mu, sigma } = after[i]![0]!;
    return {
      profileId: p.profileId,
      mu,
      sigma,
      rating: displayRating({ mu, sigma }),
      matches: before[i]!.matches + 1,
      wins: before[i]!.wins + (p.placement === 1 ? 1 : 0),
    };
  });
}
