/**
 * Table types for Kysely. Only portable column types are used (text, integer, bigint, double
 * precision), so the same migrations and queries run on SQLite and PostgreSQL:
 * - JSON is stored as text and parsed by the store (never by the database);
 * - booleans are integers 0/1 (SQLite has no boolean type);
 * - times are epoch milliseconds in bigint columns (the PostgreSQL pool parses int8 as a JS number).
 */
import type { Kysely } from 'kysely';

export type Flag = 0 | 1;

export interface ProfilesTable {
  id: string;
  /** SHA-256 (hex) of the device token: the token itself is a secret and is never stored. */
  token_hash: string;
  name: string;
  created_at: number;
  updated_at: number;
}

export interface RoomsTable {
  code: string;
  /** JSON text. */
  data: string;
  match_id: string | null;
  updated_at: number;
}

export interface MatchesTable {
  id: string;
  room_code: string;
  game: string;
  /** JSON text. */
  options: string;
  seats: number;
  seed: string;
  /** The deal generator's version (migration 0002; rows stored before it are version 1). */
  deal_generator: number;
  /** JSON text. */
  lineup: string;
  started_at: number;
  finished_at: number | null;
  /** 1 when a seat had the coach (migration 0006; issue 18, part 2). */
  coached: number;
}

export interface MovesTable {
  match_id: string;
  seq: number;
  seat: number | null;
  /** JSON text, exactly as accepted. */
  move: string;
  by_clock: Flag;
  at: number;
}

export interface MatchOutcomesTable {
  match_id: string;
  seat: number;
  game: string;
  /** Who the score table groups by: `p:<profile id>` for a human, `b:<name>` for a bot. */
  competitor_key: string;
  profile_id: string | null;
  name: string;
  is_bot: Flag;
  total: number;
  placement: number;
  rated: Flag;
  /** Issue 28 §1 (migration 0007): 0 when the seat changed hands — the row counts for nobody. */
  credited: Flag;
  finished_at: number;
}

export interface RatingsTable {
  profile_id: string;
  /** openskill ordinal (mu - 3 sigma): the display rating and the ranking's sort key. */
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
  wins: number;
  updated_at: number;
}

/** Issue 18, part 4: one game measure of one seat of a finished match (migration 0005). */
export interface MatchMeasuresTable {
  match_id: string;
  seat: number;
  /** Which of the seat's holders (0: the first; migration 0007): each holder's own deals. */
  part: number;
  game: string;
  competitor_key: string;
  profile_id: string | null;
  measure: string;
  value: number;
  finished_at: number;
}

/** A human's rating in one game, beside the overall one in `ratings` (migration 0005). */
export interface GameRatingsTable {
  profile_id: string;
  game: string;
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
  wins: number;
  updated_at: number;
}

export interface Database {
  profiles: ProfilesTable;
  rooms: RoomsTable;
  matches: MatchesTable;
  moves: MovesTable;
  match_outcomes: MatchOutcomesTable;
  ratings: RatingsTable;
  match_measures: MatchMeasuresTable;
  game_ratings: GameRatingsTable;
}

export type Db = Kysely<Database>;

export type Dialect = 'sqlite' | 'postgres';

/** Which constraint a database error reports, across both drivers (SQLite codes, PostgreSQL SQLSTATE). */
export function constraintViolation(error: unknown): 'unique' | 'foreign' | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE') return 'unique';
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'foreign';
  return null;
}

export const toFlag = (value: boolean): Flag => (value ? 1 : 0);

/** Aggregates come back as strings or bigint-as-number depending on the driver: normalize. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
