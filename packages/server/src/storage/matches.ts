/** Matches and their append-only move log (the truth a restart replays). */
import { CompiledQuery, sql, type Selectable } from 'kysely';
import { DEAL_GENERATOR_VERSIONS, type DealGeneratorVersion } from '@kitchen-table/engine';
import { StoreError, type MatchRecord, type MoveRecord } from './store.ts';
import { constraintViolation, toFlag, type Db, type Dialect, type MatchesTable, type MovesTable } from './schema.ts';

export async function createMatch(db: Db, match: MatchRecord): Promise<void> {
  const row: MatchesTable = {
    id: match.id,
    room_code: match.roomCode,
    game: match.game,
    options: JSON.stringify(match.options ?? {}),
    seats: match.seats,
    seed: String(match.seed),
    deal_generator: match.generator,
    lineup: JSON.stringify(match.lineup ?? null),
    started_at: match.startedAt,
    finished_at: match.finishedAt,
    coached: toFlag(match.coached === true),
  };
  try {
    await db.insertInto('matches').values(row).execute();
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw new StoreError('MATCH_EXISTS', `match ${match.id} already exists`);
    throw error;
  }
}

/**
 * One autocommitted INSERT ... SELECT that inserts only when `seq` is the last seq + 1: a single round
 * trip on the hot path (every move waits for it before it is broadcast), and atomic. Racing writers
 * cannot both win: the (match_id, seq) primary key rejects the second one. Nothing is dropped or
 * reordered silently: whatever does not insert is reported.
 *
 * The statement is written out once per dialect rather than built with Kysely's query builder: it runs
 * for every move, and building and compiling the query tree cost more than executing it (the load
 * benchmark's profile: ~5% of the server's busy time in the builder). It still goes through Kysely's
 * executor, so it is serialised with every other query on the SQLite connection. The casts give
 * PostgreSQL the parameter types it cannot infer in a SELECT list.
 */
const APPEND_MOVE_SQL = {
  sqlite: appendMoveSql(() => '?'),
  postgres: appendMoveSql((n) => `$${n}`),
} as const satisfies Record<Dialect, string>;

function appendMoveSql(param: (n: number) => string): string {
  return (
    'insert into "moves" ("match_id", "seq", "seat", "move", "by_clock", "at") ' +
    `select cast(${param(1)} as text), cast(${param(2)} as integer), cast(${param(3)} as integer), ` +
    `cast(${param(4)} as text), cast(${param(5)} as integer), cast(${param(6)} as bigint) ` +
    `where (select coalesce(max("seq"), 0) from "moves" where "match_id" = ${param(7)}) = ${param(8)}`
  );
}

export async function appendMove(db: Db, dialect: Dialect, entry: MoveRecord): Promise<void> {
  if (!Number.isSafeInteger(entry.seq) || entry.seq < 1) {
    throw new StoreError('MOVE_OUT_OF_ORDER', `match ${entry.matchId}: seq must be a positive integer, got ${entry.seq}`);
  }
  const parameters = [
    entry.matchId,
    entry.seq,
    entry.seat,
    JSON.stringify(entry.move ?? null),
    toFlag(entry.byClock),
    entry.at,
    entry.matchId,
    entry.seq - 1,
  ];
  let inserted: bigint;
  try {
    const result = await db.executeQuery(CompiledQuery.raw(APPEND_MOVE_SQL[dialect], parameters));
    inserted = result.numAffectedRows ?? 0n;
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation === 'unique') {
      throw new StoreError('MOVE_OUT_OF_ORDER', `match ${entry.matchId}: seq ${entry.seq} was already written`);
    }
    if (violation === 'foreign') throw new StoreError('MATCH_NOT_FOUND', `match ${entry.matchId} does not exist`);
    throw error;
  }
  if (inserted !== 1n) {
    const last = await lastSeq(db, entry.matchId);
    throw new StoreError(
      'MOVE_OUT_OF_ORDER',
      `match ${entry.matchId}: expected seq ${last + 1}, got ${entry.seq}` + (entry.seq <= last ? ' (already written)' : ' (gap)'),
    );
  }
}

async function lastSeq(db: Db, matchId: string): Promise<number> {
  const row = await db
    .selectFrom('moves')
    .select(sql<number>`coalesce(max(seq), 0)`.as('last'))
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** A stored version this engine knows how to deal with, or an error that names the match. */
function generatorVersion(matchId: string, stored: number): DealGeneratorVersion {
  const known = DEAL_GENERATOR_VERSIONS.find((v) => v === stored);
  if (known === undefined) throw new StoreError('BAD_RECORD', `match ${matchId}: unknown deal generator version ${stored}`);
  return known;
}

export async function loadMatch(db: Db, matchId: string): Promise<{ match: MatchRecord; moves: MoveRecord[] } | null> {
  const m = await db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirst();
  if (!m) return null;
  const rows = await db.selectFrom('moves').selectAll().where('match_id', '=', matchId).orderBy('seq').execute();
  return { match: matchFromRow(m), moves: rows.map(moveFromRow) };
}

/**
 * Several matches with their logs in two queries (a cluster's batched takeover, cluster/takeover.ts):
 * the same records loadMatch gives, by match id; an unknown id is absent from the map.
 */
export async function loadMatches(db: Db, matchIds: readonly string[]): Promise<Map<string, { match: MatchRecord; moves: MoveRecord[] }>> {
  const out = new Map<string, { match: MatchRecord; moves: MoveRecord[] }>();
  if (matchIds.length === 0) return out;
  const ids = [...new Set(matchIds)];
  for (const m of await db.selectFrom('matches').selectAll().where('id', 'in', ids).execute()) out.set(m.id, { match: matchFromRow(m), moves: [] });
  const rows = await db.selectFrom('moves').selectAll().where('match_id', 'in', ids).orderBy('match_id').orderBy('seq').execute();
  for (const r of rows) out.get(r.match_id)?.moves.push(moveFromRow(r));
  return out;
}

function matchFromRow(m: Selectable<MatchesTable>): MatchRecord {
  return {
    id: m.id,
    roomCode: m.room_code,
    game: m.game,
    options: JSON.parse(m.options),
    seats: Number(m.seats),
    seed: m.seed,
    generator: generatorVersion(m.id, Number(m.deal_generator)),
    lineup: JSON.parse(m.lineup),
    startedAt: Number(m.started_at),
    finishedAt: m.finished_at === null ? null : Number(m.finished_at),
    // Only a coached match says so (records of matches without a coach stay as they were).
    ...(Number(m.coached) === 1 ? { coached: true } : {}),
  };
}

function moveFromRow(r: Selectable<MovesTable>): MoveRecord {
  return {
    matchId: r.match_id,
    seq: Number(r.seq),
    seat: r.seat === null ? null : Number(r.seat),
    move: JSON.parse(r.move),
    byClock: Number(r.by_clock) === 1,
    at: Number(r.at),
  };
}
