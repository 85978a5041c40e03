/**
 * The two rating tables, the overall `ratings` (scores.ts) and the per-game `game_ratings`
 * (statistics.ts), are read and written alike: the rows before a match, and the new ones replacing them.
 */
import { sql } from 'kysely';
import type { PlayerRating } from '../ranking/ratings.ts';
import { toNumber } from './schema.ts';

/** The rated players' ratings before a match, by profile, from their rows. */
export function ratingsBefore(rows: readonly { profile_id: string; mu: number; sigma: number; matches: unknown; wins: unknown }[]): Map<string, PlayerRating> {
  return new Map(rows.map((r) => [r.profile_id, { mu: r.mu, sigma: r.sigma, matches: toNumber(r.matches), wins: toNumber(r.wins) }]));
}

/** On a rating row's conflict (`doUpdateSet`): the new values replace the old, in SQLite and PostgreSQL alike. */
export const NEW_RATING_VALUES = {
  rating: sql<number>`excluded.rating`,
  mu: sql<number>`excluded.mu`,
  sigma: sql<number>`excluded.sigma`,
  matches: sql<number>`excluded.matches`,
  wins: sql<number>`excluded.wins`,
  updated_at: sql<number>`excluded.updated_at`,
};
