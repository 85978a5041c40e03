/**
 * What the TV says beside the overall ranking (issue 28 §6). The server lists a player only from their
 * n-th rated match on (`x-ranking-min-matches`, 5 on a real server), while "Best at …" lists everyone who
 * finished a match: an empty ranking beside a filled "Best at" table says what it waits for, not "no
 * matches played yet".
 */
import type { StringKey } from '../strings/index.ts';

export interface NoteText {
  key: StringKey;
  vars?: Record<string, number>;
}

/** The server's minimum from the ranking's answer (null when it did not say). */
export function minMatchesOf(header: string | null): number | null {
  const n = header === null ? NaN : Number(header);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** The line in place of an empty ranking. */
export function emptyRankingNote(minMatches: number | null): NoteText {
  if (minMatches === null || minMatches < 1) return { key: 'rankingEmpty' };
  return { key: 'noRankingYet', vars: { n: minMatches } };
}

/** The extra line under a filled ranking: from which match a player is listed (nothing when from the first). */
export function listedFromNote(minMatches: number | null): NoteText | null {
  return minMatches !== null && minMatches > 1 ? { key: 'rankingListedFrom', vars: { n: minMatches } } : null;
}
