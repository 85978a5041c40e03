/** Who the score tables and the statistics group a seat by. */
import { sql } from 'kysely';
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
