/**
 * The storage interface the rooms use. One implementation over Kysely serves SQLite (default, a file
 * under ./data/) and PostgreSQL (when DATABASE_URL is set) with the same queries and migrations.
 *
 * The move log is append-only and is the truth: a match is (game, options, seats, seed, deal generator
 * version, moves); every accepted move is appended (and awaited) before it is broadcast, and start-up
 * replays unfinished matches from it.
 */
import type { DealGeneratorVersion } from '@kitchen-table/engine';
import type { RankingEntry, ScoreEntry } from '@kitchen-table/protocol';

export interface ProfileRecord {
  id: string;
  name: string;
}

export interface RoomRecord {
  code: string;
  /** Opaque JSON the room manager needs to rebuild the room (lobby config, seat list, tokens' hashes). */
  data: unknown;
  /** The match being played in the room, if any. */
  matchId: string | null;
  updatedAt: number;
}

export interface MatchRecord {
  id: string;
  roomCode: string;
  game: string;
  options: Record<string, unknown>;
  seats: number;
  /** Secret until the match has ended: it deals every card (see docs/security.md). */
  seed: string;
  /** The deal generator's version that deals this match from its seed (1 = before 256-bit seeds). */
  generator: DealGeneratorVersion;
  /** Who sat where at the start (profile ids or bot markers): opaque JSON for the room manager. */
  lineup: unknown;
  startedAt: number;
  finishedAt: number | null;
  /** A seat had the coach (issue 18, part 2; migration 0006): the match is not rated. Default false. */
  coached?: boolean;
}

/** One accepted entry of a match's log. `seq` counts from 1 without gaps. */
export interface MoveRecord {
  matchId: string;
  seq: number;
  /** The seat that moved, or null for a system entry (e.g. "finish after this deal"). */
  seat: number | null;
  /** The move JSON exactly as the engine accepted it (or the system entry). */
  move: unknown;
  /** True when the clock played it (auto-move), for the table's marker and for replays. */
  byClock: boolean;
  at: number;
}

export interface SeatOutcome {
  /** Issue 30 part 4: an outside bot held the seat at the end (`isBot` too; not stored apart). */
  outside?: boolean;
  seat: number;
  /** Null for a bot. */
  profileId: string | null;
  name: string;
  isBot: boolean;
  total: number;
  /** 1 = best, ties share (from the engine's matchResult; partners share their team's place). */
  placement: number;
  /** Held the seat at the end and for at least half of the deals: only then is a human rated. */
  rated: boolean;
  /**
   * Issue 28 §1: the same person (or bot) held the seat at the match's first move and at its end. A
   * seat that changed hands is stored for the match's own record (named "Bot 1 → Emil") but counts for
   * nobody: no match played, no win, no placement, no rating. Absent: true.
   */
  credited?: boolean;
}

/** The measures of one holder's own deals of a seat that changed hands (issue 28 §1), in holder order. */
export interface MeasurePart {
  seat: number;
  /** Null for a bot (told apart by name). */
  profileId: string | null;
  name: string;
  isBot: boolean;
  values: Record<string, number>;
}

export interface FinishedMatch {
  matchId: string;
  game: string;
  finishedAt: number;
  outcomes: SeatOutcome[];
  /** The match had a coached seat: stored on the match, and no seat is rated whatever `rated` says. */
  coached?: boolean;
  /**
   * Issue 18, part 4: the game's own measures of this match, by seat (measure id → integer ≥ 0), from
   * its replay (engine core/stats.ts). Absent or empty: none are stored (the outcomes still are).
   */
  measures?: Record<string, number>[];
  /**
   * Issue 28 §1: for a seat that changed hands, each holder's own deals' measures (in the order they
   * held it); they replace that seat's entry of `measures` in the stored rows.
   */
  measureParts?: MeasurePart[];
}

export interface MatchPlayerRow {
  seat: number;
  name: string;
  isBot: boolean;
  total: number;
  placement: number;
}

// ---- the family's statistics (issue 18, part 4; storage/statistics.ts) ------------------------------

/** One measure over many matches: its sum and its best single match (the game says which it shows). */
export interface MeasureAggregate {
  sum: number;
  max: number;
}

/** A rating (overall or in one game): display rating, mu and sigma, rated matches and wins. */
export interface RatingRecord {
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
  wins: number;
}

export interface PersonGameRecord {
  game: string;
  /** Every finished match of this game (rated or not), as in the score table. */
  matches: number;
  wins: number;
  /** The per-game rating, null until a rated match of this game. */
  rating: RatingRecord | null;
  measures: Record<string, MeasureAggregate>;
}

export interface PersonStatsRecord {
  profileId: string;
  name: string;
  /** The overall rating (the ranking's), null until a rated match. */
  rating: RatingRecord | null;
  /** The games this person finished a match of, most matches first. */
  games: PersonGameRecord[];
}

export interface GameStatsRow {
  name: string;
  isBot: boolean;
  profileId: string | null;
  matches: number;
  wins: number;
  rating: RatingRecord | null;
  measures: Record<string, MeasureAggregate>;
}

export interface EveningRow {
  name: string;
  isBot: boolean;
  profileId: string | null;
  matches: number;
  wins: number;
}

export interface EveningMatch {
  matchId: string;
  game: string;
  finishedAt: number;
  /** Names of the seats placed first ("Bot 1 → Emil" for a seat that changed hands); none for a coached match. */
  winners: string[];
  /** A seat had the coach: the match names no winners and counts for nobody's wins (issue 28 §1). */
  coached: boolean;
}

export interface EveningRecord {
  rows: EveningRow[];
  matches: EveningMatch[];
}

export interface MatchMeasuresRow {
  seat: number;
  name: string;
  isBot: boolean;
  /** The seat's measures over its holders: summed, and (`best`) the best single holder's. */
  values: Record<string, number>;
  best: Record<string, number>;
  /** How many holders' parts the seat has (more than 1: it changed hands, issue 28 §1). */
  holders: number;
}

/** Codes of the errors a Store throws on a caller's mistake (never swallowed, never retried). */
/** FENCED: a cluster process wrote to a room another process has taken over since (cluster/fencing.ts). */
export type StoreErrorCode = 'MOVE_OUT_OF_ORDER' | 'MATCH_NOT_FOUND' | 'MATCH_EXISTS' | 'BAD_OUTCOMES' | 'BAD_TOKEN' | 'BAD_RECORD' | 'FENCED';

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export interface Store {
  /** Creates or upgrades the schema (idempotent). */
  migrate(): Promise<void>;
  /**
   * Issue 26: a small real write that succeeds exactly when the store can be written (the storage
   * watch probes with it during an outage). A store without it is probed with `loadRooms`.
   */
  probeWrite?(): Promise<void>;
  /** Issue 26: `listener` hears of every broken database connection (handled; the store goes on). */
  onConnectionError?(listener: (error: unknown) => void): void;
  close(): Promise<void>;

  /**
   * Finds the profile of a device token, creating it (or renaming it) as needed. Only a SHA-256 hash
   * of the token is stored (StoreError BAD_TOKEN for an empty token).
   */
  profileForToken(deviceToken: string, name: string): Promise<ProfileRecord>;

  saveRoom(room: RoomRecord): Promise<void>;
  deleteRoom(code: string): Promise<void>;
  loadRooms(): Promise<RoomRecord[]>;

  /** Records a new match (StoreError MATCH_EXISTS when the id is taken). */
  createMatch(match: MatchRecord): Promise<void>;
  /**
   * Appends one entry; durable when the promise resolves. Rejects (StoreError MOVE_OUT_OF_ORDER) a seq
   * that is not exactly the last one + 1, duplicates included (the caller's bug, never silent), and
   * (MATCH_NOT_FOUND) an unknown match.
   */
  appendMove(entry: MoveRecord): Promise<void>;
  loadMatch(matchId: string): Promise<{ match: MatchRecord; moves: MoveRecord[] } | null>;

  /**
   * Marks the match finished, stores each seat's outcome and updates the humans' ratings, all in one
   * transaction. Idempotent: a match already finished is left alone and the answer is false (a restart
   * that replays a finished log may call it again); true when this call finished it.
   */
  finishMatch(result: FinishedMatch): Promise<boolean>;
  /** The seats of a finished match as it ended (from its outcomes), by seat; empty when there are none. */
  matchPlayers(matchId: string): Promise<MatchPlayerRow[]>;
  /** Per-game score table: all-time (no matchId) or one match; most wins first, then best placement. */
  gameScores(game: string, matchId?: string): Promise<ScoreEntry[]>;
  /**
   * Overall ranking across all games, humans only, best rating first (default limit 50); only profiles
   * with at least `minMatches` rated matches (default 0; the server's API asks for 5, issue 15).
   */
  rankings(limit?: number, minMatches?: number): Promise<RankingEntry[]>;
  /**
   * Deletes profiles untouched since `olderThan` (epoch ms) that never finished a match (no outcome, no
   * rating), except the ids in `keep` (phones in a live room). Returns how many went.
   */
  pruneProfiles(olderThan: number, keep: readonly string[]): Promise<number>;

  // ---- the family's statistics (issue 18, part 4) ----
  /** A person's statistics by public profile id; null for an unknown id. */
  personStats(profileId: string): Promise<PersonStatsRecord | null>;
  /**
   * One game's statistics, humans and bots (bots by name, without rating); most wins first. With a
   * room: only the competitors of that room's matches (`roomCode`, started at or after `since`), with
   * their figures from those matches (issue 26: a TV's board shows its own table's people only).
   */
  gameStats(game: string, room?: { roomCode: string; since: number }): Promise<GameStatsRow[]>;
  /** The room's matches finished at or after `since` (epoch ms): who won how often; null when the room never had a match. */
  eveningTable(roomCode: string, since: number): Promise<EveningRecord | null>;
  /** A finished match's stored measures by seat (empty when none were stored). */
  matchMeasures(matchId: string): Promise<MatchMeasuresRow[]>;
}
