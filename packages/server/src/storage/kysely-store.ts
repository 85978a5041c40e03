/** The one Store implementation: Kysely over SQLite or PostgreSQL, the same queries for both. */
import type { EveningRecord, GameStatsRow, MatchMeasuresRow, PersonStatsRecord } from './store.ts';
import type { FinishedMatch, MatchPlayerRow, MatchRecord, MoveRecord, ProfileRecord, RoomRecord, Store } from './store.ts';
import type { Db, Dialect } from './schema.ts';
import { sql } from 'kysely';
import { GroupCommit, sqliteBatches } from './group-commit.ts';
import { migrateToLatest } from './migrations.ts';
import * as profiles from './profiles.ts';
import * as rooms from './rooms.ts';
import * as matches from './matches.ts';
import * as scores from './scores.ts';
import * as statistics from './statistics.ts';
import type { RankingEntry, ScoreEntry } from '@kitchen-table/protocol';

export interface KyselyStoreOptions {
  /** PostgreSQL only: the schema the tables live in (it must be first on the connections' search_path). */
  schema?: string;
  /** Time source for the rows the store stamps itself (profiles); tests may fix it. */
  now?: () => number;
  /** Waited for after the database is closed: SQLite's checkpoint worker letting go of the file. */
  afterClose?: () => Promise<void>;
}

export class KyselyStore implements Store {
  private readonly now: () => number;
  /** PostgreSQL: the schema the tables were put in, when one was chosen. */
  readonly schema: string | undefined;
  /**
   * SQLite: appends of one event-loop turn share a transaction (group-commit.ts). PostgreSQL's appends
   * are batched by the cluster's fenced store (`appendMovesFenced` in cluster/fencing.ts) instead.
   */
  readonly moveLog: GroupCommit | null;

  constructor(
    /** The Kysely instance, for tests and tools; the rooms use the Store methods only. */
    readonly db: Db,
    readonly dialect: Dialect,
    private readonly options: KyselyStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.schema = options.schema;
    this.moveLog = dialect === 'sqlite' ? new GroupCommit(sqliteBatches(db, (trx, entry) => matches.appendMove(trx, 'sqlite', entry))) : null;
  }

  /** Issue 26: who hears of a broken database connection (open-store.ts reports them; one listener). */
  private connectionListener: ((error: unknown) => void) | null = null;

  onConnectionError(listener: (error: unknown) => void): void {
    this.connectionListener = listener;
  }

  /** A pooled connection broke (open-store.ts): never thrown, only told. */
  connectionError(error: unknown): void {
    try {
      this.connectionListener?.(error);
    } catch {
      // A listener's own failure must not turn a handled connection error into an unhandled one.
    }
  }

  /**
   * Issue 26: one small real write (a row of Kysely's migration lock table, set to what it is), so that
   * it fails exactly when the database cannot be written: unreachable, read-only, locked, out of disk.
   */
  async probeWrite(): Promise<void> {
    await sql`update kysely_migration_lock set is_locked = is_locked where id = 'migration_lock'`.execute(this.db);
  }

  migrate(): Promise<void> {
    return migrateToLatest(this.db, this.dialect, this.options.schema);
  }

  async close(): Promise<void> {
    // Appends still waiting for their turn's transaction are written, not dropped.
    await this.moveLog?.drain();
    await this.db.destroy();
    await this.options.afterClose?.();
  }

  profileForToken(deviceToken: string, name: string): Promise<ProfileRecord> {
    return profiles.profileForToken(this.db, deviceToken, name, this.now());
  }

  saveRoom(room: RoomRecord): Promise<void> {
    return rooms.saveRoom(this.db, room);
  }

  deleteRoom(code: string): Promise<void> {
    return rooms.deleteRoom(this.db, code);
  }

  loadRooms(): Promise<RoomRecord[]> {
    return rooms.loadRooms(this.db);
  }

  createMatch(match: MatchRecord): Promise<void> {
    return matches.createMatch(this.db, match);
  }

  appendMove(entry: MoveRecord): Promise<void> {
    return this.moveLog ? this.moveLog.append(entry) : matches.appendMove(this.db, this.dialect, entry);
  }

  loadMatch(matchId: string): Promise<{ match: MatchRecord; moves: MoveRecord[] } | null> {
    return matches.loadMatch(this.db, matchId);
  }

  finishMatch(result: FinishedMatch): Promise<boolean> {
    return scores.finishMatch(this.db, this.dialect, result);
  }

  matchPlayers(matchId: string): Promise<MatchPlayerRow[]> {
    return scores.matchPlayers(this.db, matchId);
  }

  gameScores(game: string, matchId?: string): Promise<ScoreEntry[]> {
    return scores.gameScores(this.db, game, matchId);
  }

  rankings(limit?: number, minMatches?: number): Promise<RankingEntry[]> {
    return scores.rankings(this.db, limit, minMatches);
  }

  pruneProfiles(olderThan: number, keep: readonly string[]): Promise<number> {
    return profiles.pruneProfiles(this.db, olderThan, keep);
  }

  // ---- the family's statistics (issue 18, part 4) ----
  personStats(profileId: string): Promise<PersonStatsRecord | null> {
    return statistics.personStats(this.db, profileId);
  }

  gameStats(game: string, room?: { roomCode: string; since: number }): Promise<GameStatsRow[]> {
    return statistics.gameStats(this.db, game, room);
  }

  eveningTable(roomCode: string, since: number): Promise<EveningRecord | null> {
    return statistics.eveningTable(this.db, roomCode, since);
  }

  matchMeasures(matchId: string): Promise<MatchMeasuresRow[]> {
    return statistics.matchMeasures(this.db, matchId);
  }
}
