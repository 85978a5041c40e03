/**
 * Fencing in the database. A room's lease in Redis says which process owns it; Redis alone cannot stop
 * a process that lost its lease without knowing it (paused by GC, cut off from Redis) from writing
 * late. So every room row carries an epoch (migration 0004): a process that takes a room increments it
 * and keeps the new value; the owner's writes are conditioned on it *in the same statement*, and a
 * write under an older epoch changes nothing and is reported (StoreError FENCED).
 *
 * The move append locks the room row FOR SHARE while it checks the epoch: an append that has checked
 * commits before a takeover's increment can commit (the increment waits for the row lock), and the
 * taker replays the log only after its increment committed, so it sees every move a stale owner could
 * still store. An append that comes after the increment re-reads the row and is refused.
 *
 * PostgreSQL only (the cluster runs on PostgreSQL).
 */
import { CompiledQuery } from 'kysely';
import type { KyselyStore } from '../storage/kysely-store.ts';
import { refusalOf, type GroupCommit } from '../storage/group-commit.ts';
import { constraintViolation, toFlag } from '../storage/schema.ts';
import { StoreError, type FinishedMatch, type MatchPlayerRow, type MatchRecord, type MoveRecord, type ProfileRecord, type RoomRecord, type Store } from '../storage/store.ts';
import type { EveningRecord, GameStatsRow, MatchMeasuresRow, PersonStatsRecord } from '../storage/store.ts';
import type { RankingEntry, ScoreEntry } from '@kitchen-table/protocol';

type Db = KyselyStore['db'];

const APPEND_FENCED_SQL =
  'insert into "moves" ("match_id", "seq", "seat", "move", "by_clock", "at") ' +
  'select cast($1 as text), cast($2 as integer), cast($3 as integer), cast($4 as text), cast($5 as integer), cast($6 as bigint) ' +
  'where (select coalesce(max("seq"), 0) from "moves" where "match_id" = $1) = $7 ' +
  'and exists (select 1 from "rooms" where "code" = $8 and "epoch" = $9 for share)';

async function run(db: Db, text: string, parameters: unknown[]): Promise<{ rows: Record<string, unknown>[]; affected: bigint }> {
  const result = await db.executeQuery(CompiledQuery.raw(text, parameters));
  return { rows: result.rows as Record<string, unknown>[], affected: result.numAffectedRows ?? 0n };
}

/** The room's current epoch, or null when the room has no row. */
export async function currentEpoch(db: Db, code: string): Promise<number | null> {
  const { rows } = await run(db, 'select "epoch" from "rooms" where "code" = $1', [code]);
  return rows[0] ? Number(rows[0].epoch) : null;
}

/**
 * Reserves a code for a new room: a row with epoch 1 if no room has that code (true), else false. The
 * caller holds the code's lease already; the row makes the code unique cluster-wide even against a room
 * whose owner died and whose lease has lapsed.
 */
export async function claimCode(db: Db, code: string, now: number): Promise<boolean> {
  const { affected } = await run(
    db,
    'insert into "rooms" ("code", "data", "match_id", "updated_at", "epoch") values ($1, $2, null, $3, 1) on conflict ("code") do nothing',
    [code, 'null', now],
  );
  return affected === 1n;
}

/** Takes a room over: its epoch + 1 and its record as of then; null when the room is gone. */
export async function takeRoom(db: Db, code: string, now: number): Promise<{ epoch: number; record: RoomRecord } | null> {
  return (await takeRooms(db, [code], now)).get(code) ?? null;
}

/**
 * A claimed code whose room has not been saved yet (its record is still `null`) is left to its creator
 * this long: a creator stalled past its lease on a busy machine renews it again and finishes, instead of
 * having its new room taken, found unreadable and deleted under it. Older, it was abandoned: taken (and
 * then dropped) like any other.
 */
export const CREATION_GRACE_MS = 60_000;

/**
 * Takes many rooms over in one statement: each one's epoch + 1 and its record as of then, by code; a
 * code without a row (the room is gone) or whose room is still being created (CREATION_GRACE_MS) is
 * absent. One autocommitted UPDATE: every row is locked and
 * bumped as in takeRoom, so each room's fencing is the same as if it were taken alone — an append of a
 * stale owner that holds the row FOR SHARE commits before the bump (and is in the log the caller reads
 * after this returns) or is refused after it. The caller must read the logs only after this resolved.
 */
export async function takeRooms(db: Db, codes: readonly string[], now: number): Promise<Map<string, { epoch: number; record: RoomRecord }>> {
  const out = new Map<string, { epoch: number; record: RoomRecord }>();
  if (codes.length === 0) return out;
  const { rows } = await run(
    db,
    'update "rooms" set "epoch" = "epoch" + 1 where "code" = any(cast($1 as text[])) and ("data" <> $2 or "updated_at" < $3) ' +
      'returning "code", "epoch", "data", "match_id", "updated_at"',
    [[...new Set(codes)].sort(), 'null', now - CREATION_GRACE_MS],
  );
  for (const row of rows) {
    const code = String(row.code);
    out.set(code, {
      epoch: Number(row.epoch),
      record: { code, data: JSON.parse(String(row.data)), matchId: (row.match_id as string | null) ?? null, updatedAt: Number(row.updated_at) },
    });
  }
  return out;
}

/** Every room code in the database (the orphan scan's list). */
export async function roomCodes(db: Db): Promise<string[]> {
  const { rows } = await run(db, 'select "code" from "rooms"', []);
  return rows.map((r) => String(r.code));
}

/**
 * The room whose record holds this token hash (TV, seat or kicked token): a scan of the records, only
 * for a resume whose token Redis does not know (Redis restarted without its data).
 */
export async function roomOfTokenHash(db: Db, tokenHash: string): Promise<string | null> {
  if (!/^[0-9a-f]{16,128}$/.test(tokenHash)) return null;
  const { rows } = await run(db, 'select "code" from "rooms" where strpos("data", $1) > 0 limit 1', [`"${tokenHash}"`]);
  return rows[0] ? String(rows[0].code) : null;
}

async function refusal(db: Db, code: string, epoch: number, what: string): Promise<StoreError | null> {
  const now = await currentEpoch(db, code);
  if (now === epoch) return null;
  return new StoreError('FENCED', `room ${code}: ${what} under epoch ${epoch} refused, the room is at ${now === null ? 'no epoch (gone)' : `epoch ${now}`}`);
}

export async function appendMoveFenced(db: Db, code: string, epoch: number, entry: MoveRecord): Promise<void> {
  const parameters = [entry.matchId, entry.seq, entry.seat, JSON.stringify(entry.move ?? null), toFlag(entry.byClock), entry.at, entry.seq - 1, code, epoch];
  let affected: bigint;
  try {
    ({ affected } = await run(db, APPEND_FENCED_SQL, parameters));
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation === 'unique') throw new StoreError('MOVE_OUT_OF_ORDER', `match ${entry.matchId}: seq ${entry.seq} was already written`);
    if (violation === 'foreign') throw new StoreError('MATCH_NOT_FOUND', `match ${entry.matchId} does not exist`);
    throw error;
  }
  if (affected === 1n) return;
  throw (await refusal(db, code, epoch, `move ${entry.seq} of match ${entry.matchId}`)) ??
    new StoreError('MOVE_OUT_OF_ORDER', `match ${entry.matchId}: seq ${entry.seq} is not the next one`);
}

/** One fenced append of a batch: the move and the room (and epoch) it is written under. */
export interface FencedAppend {
  code: string;
  epoch: number;
  entry: MoveRecord;
}

/**
 * Many rooms' appends in one statement, each checked as APPEND_FENCED_SQL checks one (the next seq of
 * its match, its room at its epoch, the row held FOR SHARE until the commit): the rows that pass are
 * inserted, the others are not, and the statement answers which went in.
 */
const APPEND_MANY_FENCED_SQL =
  'insert into "moves" ("match_id", "seq", "seat", "move", "by_clock", "at") ' +
  'select v.match_id, v.seq, v.seat, v.move, v.by_clock, v.at ' +
  'from unnest(cast($1 as text[]), cast($2 as integer[]), cast($3 as integer[]), cast($4 as text[]), cast($5 as integer[]), cast($6 as bigint[]), cast($7 as text[]), cast($8 as integer[])) ' +
  'as v(match_id, seq, seat, move, by_clock, at, code, epoch) ' +
  'where (select coalesce(max(m."seq"), 0) from "moves" m where m."match_id" = v.match_id) = v.seq - 1 ' +
  'and exists (select 1 from "rooms" r where r."code" = v.code and r."epoch" = v.epoch for share) ' +
  'on conflict do nothing returning "match_id", "seq"';

/**
 * The cluster's group commit writer (storage/group-commit.ts): a turn's appends of every room this
 * process owns in one statement and one commit, instead of a pooled query, a socket write and a WAL
 * flush each. An entry the statement left out is written alone again, which stores it or says why
 * not (FENCED, out of order) exactly as a single append would; so does every entry when the statement
 * fails as a whole (a match that does not exist, a deadlock with a takeover's bump).
 */
export async function appendMovesFenced(db: Db, batch: readonly FencedAppend[]): Promise<(StoreError | null)[]> {
  const alone = (a: FencedAppend): Promise<StoreError | null> => refusalOf(appendMoveFenced(db, a.code, a.epoch, a.entry));
  if (batch.length === 1) return [await alone(batch[0]!)];
  // The room rows are locked in one order (the takeover's bump locks them sorted too).
  const order = batch.map((_, i) => i).sort((x, y) => (batch[x]!.code < batch[y]!.code ? -1 : batch[x]!.code > batch[y]!.code ? 1 : 0));
  const column = <T>(pick: (a: FencedAppend) => T): T[] => order.map((i) => pick(batch[i]!));
  let stored: Set<string>;
  try {
    const { rows } = await run(db, APPEND_MANY_FENCED_SQL, [
      column((a) => a.entry.matchId),
      column((a) => a.entry.seq),
      column((a) => a.entry.seat),
      column((a) => JSON.stringify(a.entry.move ?? null)),
      column((a) => toFlag(a.entry.byClock)),
      column((a) => a.entry.at),
      column((a) => a.code),
      column((a) => a.epoch),
    ]);
    stored = new Set(rows.map((r) => `${String(r.match_id)}\0${Number(r.seq)}`));
  } catch {
    return Promise.all(batch.map(alone));
  }
  return Promise.all(batch.map((a) => (stored.has(`${a.entry.matchId}\0${a.entry.seq}`) ? null : alone(a))));
}

export async function saveRoomFenced(db: Db, epoch: number, room: RoomRecord): Promise<void> {
  const { affected } = await run(db, 'update "rooms" set "data" = $1, "match_id" = $2, "updated_at" = $3 where "code" = $4 and "epoch" = $5', [
    JSON.stringify(room.data ?? null),
    room.matchId,
    room.updatedAt,
    room.code,
    epoch,
  ]);
  if (affected !== 1n) throw (await refusal(db, room.code, epoch, 'saving the room')) ?? new StoreError('FENCED', `room ${room.code}: not saved`);
}

export async function deleteRoomFenced(db: Db, code: string, epoch: number): Promise<void> {
  await run(db, 'delete from "rooms" where "code" = $1 and "epoch" = $2', [code, epoch]);
}

/**
 * The store one owned room uses: its writes carry the room's epoch; everything else is the shared
 * store's. A new one is made at each takeover.
 */
export class FencedStore implements Store {
  constructor(
    private readonly inner: KyselyStore,
    readonly code: string,
    readonly epoch: number,
    /**
     * The room's match and log, read by a batched takeover after its epoch bump (takeover.ts): the
     * restore's loadMatch of that match is answered from it once, instead of two more round trips.
     */
    private prefetched?: { match: MatchRecord; moves: MoveRecord[] },
    /**
     * A write was refused FENCED: another process took the room since. The owner lets it go at once
     * rather than at its next lease renewal (which may even have re-taken a lapsed lease for a room
     * whose epoch moved on: then only the refusal tells).
     */
    private readonly onFenced: (code: string, epoch: number) => void = () => undefined,
    /** The process's group commit of fenced appends (appendMovesFenced); without it, each append alone. */
    private readonly appends?: GroupCommit<FencedAppend>,
  ) {}

  private fenced<T>(write: Promise<T>): Promise<T> {
    return write.catch((error: unknown) => {
      if (error instanceof StoreError && error.code === 'FENCED') this.onFenced(this.code, this.epoch);
      throw error;
    });
  }

  appendMove(entry: MoveRecord): Promise<void> {
    const { code, epoch } = this;
    return this.fenced(this.appends ? this.appends.append({ code, epoch, entry }) : appendMoveFenced(this.inner.db, code, epoch, entry));
  }

  saveRoom(room: RoomRecord): Promise<void> {
    return this.fenced(saveRoomFenced(this.inner.db, this.epoch, room));
  }

  deleteRoom(code: string): Promise<void> {
    return deleteRoomFenced(this.inner.db, code, this.epoch);
  }

  migrate(): Promise<void> {
    return this.inner.migrate();
  }

  /** The shared store is the server's to close, not one room's. */
  async close(): Promise<void> {}

  profileForToken(deviceToken: string, name: string): Promise<ProfileRecord> {
    return this.inner.profileForToken(deviceToken, name);
  }

  loadRooms(): Promise<RoomRecord[]> {
    return this.inner.loadRooms();
  }

  createMatch(match: MatchRecord): Promise<void> {
    return this.inner.createMatch(match);
  }

  loadMatch(matchId: string): Promise<{ match: MatchRecord; moves: MoveRecord[] } | null> {
    const prefetched = this.prefetched;
    if (prefetched?.match.id === matchId) {
      // Once: a later load (none today) reads the database, not a log that has grown since.
      this.prefetched = undefined;
      return Promise.resolve(prefetched);
    }
    return this.inner.loadMatch(matchId);
  }

  finishMatch(result: FinishedMatch): Promise<boolean> {
    return this.inner.finishMatch(result);
  }

  matchPlayers(matchId: string): Promise<MatchPlayerRow[]> {
    return this.inner.matchPlayers(matchId);
  }

  gameScores(game: string, matchId?: string): Promise<ScoreEntry[]> {
    return this.inner.gameScores(game, matchId);
  }

  rankings(limit?: number, minMatches?: number): Promise<RankingEntry[]> {
    return this.inner.rankings(limit, minMatches);
  }

  pruneProfiles(olderThan: number, keep: readonly string[]): Promise<number> {
    return this.inner.pruneProfiles(olderThan, keep);
  }

  // ---- the family's statistics (issue 18, part 4): reads, no fencing needed ----
  personStats(profileId: string): Promise<PersonStatsRecord | null> {
    return this.inner.personStats(profileId);
  }

  gameStats(game: string, room?: { roomCode: string; since: number }): Promise<GameStatsRow[]> {
    return this.inner.gameStats(game, room);
  }

  eveningTable(roomCode: string, since: number): Promise<EveningRecord | null> {
    return this.inner.eveningTable(roomCode, since);
  }

  matchMeasures(matchId: string): Promise<MatchMeasuresRow[]> {
    return this.inner.matchMeasures(matchId);
  }
}
