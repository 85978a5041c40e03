/** Who the score tables and the statistics group a seat by. */
import type { SeatOutcome } from './store.ts';

/** A human is grouped by profile (renames keep their history), a bot by its name. */
export function competitorKey(o: SeatOutcome): string {
  return o.isBot || o.profileId === null ? `b:${o.name}` : `p:${o.profileId}`;
}
