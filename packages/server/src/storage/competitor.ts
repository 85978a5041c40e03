/** Who the score tables and the statistics group a seat by, and the one query that groups them. */
import { sql } from 'kysely';
import { toNumber, type Db } from './schema.ts';
import type { SeatOutcome } from './store.ts';

/** A human is grouped by profile (renames keep their history), a bot by its name. */
export function competitorKey(o: SeatOutcome): string {
  return o.isBot || o.profileId === null ? `b:${o.name}` : `p:${o.profileId}`;
}

/**
 * A credited seat placed first in a match without a coach (issue 28 §1): what the score tables and the
 * statistics count as a win. Needs `o` (match_outcomes) and `m` (matches) in the query.
 */
export const winCase = sql<number>`case when o.placement = 1 and m.coached = 0 then 1 else 0 end`;

/**
 * Each competitor's credited seats of a game, grouped by competitor: key, bot or not, profile, current
 * name (a human's profile name; a bot's name is its key), matches and wins. The score tables
 * (scores.ts) and the statistics (statistics.ts) add their own filter (one match, one room) and columns.
 */
export function competitorTotals(db: Db, game: string) {
  return db
    .selectFrom('match_outcomes as o')
    .leftJoin('profiles as p', 'p.id', 'o.profile_id')
    .innerJoin('matches as m', 'm.id', 'o.match_id')
    .select((eb) => [
      'o.competitor_key',
      eb.fn.max('o.is_bot').as('is_bot'),
      eb.fn.max('o.profile_id').as('profile_id'),
      eb.fn.coalesce(eb.fn.max('p.name'), eb.fn.max('o.name')).as('name'),
      eb.fn.countAll().as('matches'),
      eb.fn.sum(winCase).as('wins'),
    ])
    .where('o.game', '=', game)
    .where('o.credited', '=', 1)
    .groupBy('o.competitor_key');
}

/** A row of `competitorTotals` as the API shows a competitor (a bot has no profile). */
export function competitorOf(row: { is_bot: unknown; profile_id: string | null; name: unknown; matches: unknown; wins: unknown }) {
  const isBot = toNumber(row.is_bot) === 1;
  return { name: String(row.name), isBot, profileId: isBot ? null : (row.profile_id ?? null), matches: toNumber(row.matches), wins: toNumber(row.wins) };
}
