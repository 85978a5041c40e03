/**
 * Issue 12: matches stored before the deal generator changed keep replaying exactly. A database of the
 * previous release (schema up to migration 0001, matches without a generator column) holds the four
 * matches of fixtures/v1-matches.json, written and played by that release's engine. Opening it with
 * this release migrates it (0002: existing matches are version 1); each match then replays through
 * the server's own replay path to the very result it had, deal for deal. On SQLite and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CURRENT_DEAL_GENERATOR, findGame, type MatchResult, type OptionValue } from '@kitchen-table/engine';
import { migrationProvider } from '../../src/storage/migrations.ts';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import type { MatchesTable, MovesTable } from '../../src/storage/schema.ts';
import { MatchSession } from '../../src/rooms/match-session.ts';
import { postgresUrlOrSkip } from '../support/services.ts';
import { sampleMatch } from './store-fixtures.ts';

interface V1Match {
  match: { id: string; roomCode: string; game: string; options: Record<string, OptionValue>; seats: number; seed: string; startedAt: number };
  firstHands: string[][];
  moves: { seq: number; seat: number; move: unknown }[];
  result: MatchResult;
}

const fixture = JSON.parse(readFileSync(new URL('./fixtures/v1-matches.json', import.meta.url), 'utf8')) as { matches: V1Match[] };

/** Brings a fresh store to the previous release's schema (migration 0001 only). */
async function previousReleaseSchema(store: KyselyStore): Promise<void> {
  const all = await migrationProvider.getMigrations();
  if (store.schema) await store.db.schema.createSchema(store.schema).ifNotExists().execute();
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => ({ '0001_initial': all['0001_initial']! }) },
    migrationTableSchema: store.schema,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** The tables the previous release wrote, as they were then (schema 0001: no generator, no coached column). */
interface PreviousReleaseTables {
  matches: Omit<MatchesTable, 'deal_generator' | 'coached'>;
  moves: MovesTable;
}

/** Writes the fixture's rows as the previous release wrote them (no generator column existed). */
async function writeAsPreviousRelease(store: KyselyStore): Promise<void> {
  // The same database, seen with the previous release's tables (this test brought it to that schema).
  const db = store.db as unknown as Kysely<PreviousReleaseTables>;
  for (const { match, moves } of fixture.matches) {
    await db
      .insertInto('matches')
      .values({
        id: match.id,
        room_code: match.roomCode,
        game: match.game,
        options: JSON.stringify(match.options),
        seats: match.seats,
        seed: match.seed,
        lineup: 'null',
        started_at: match.startedAt,
        finished_at: match.startedAt + 1,
      })
      .execute();
    for (const m of moves) {
      await db
        .insertInto('moves')
        .values({ match_id: match.id, seq: m.seq, seat: m.seat, move: JSON.stringify(m.move), by_clock: 0, at: match.startedAt + m.seq })
        .execute();
    }
  }
}

async function upgradeAndReplay(store: KyselyStore): Promise<void> {
  await previousReleaseSchema(store);
  // PostgreSQL lists the tables of every schema: other tests' `matches` (already migrated) are not ours.
  const tables = await store.db.introspection.getTables();
  const matches = tables.find((t) => t.name === 'matches' && (!store.schema || t.schema === store.schema))!;
  const columns = matches.columns.map((c) => c.name);
  expect(columns).not.toContain('deal_generator');
  await writeAsPreviousRelease(store);

  await store.migrate();

  expect(fixture.matches.map((m) => m.match.game).sort()).toEqual(['elevator', 'fahrstuhl', 'fuenfzehnern', 'lusti']);
  for (const { match, firstHands, moves, result } of fixture.matches) {
    const game = findGame(match.game)!;
    const loaded = (await store.loadMatch(match.id))!;
    expect(loaded.match.generator).toBe(1);
    expect(loaded.moves).toHaveLength(moves.length);

    // The first deal is the one the previous release dealt …
    const start = MatchSession.start(game, { ...match, generator: loaded.match.generator });
    expect(Array.from({ length: match.seats }, (_, s) => start.seatView(s).hand), match.game).toEqual(firstHands);
    // … and the whole log replays, every move legal, to the result it had.
    const { session, aborted } = MatchSession.replay(game, loaded.match, loaded.moves);
    expect(aborted).toBe(false);
    expect(session.isOver()).toBe(true);
    expect(game.matchResult(session.state), match.game).toEqual(result);

    // Dealt by today's generator instead, the same seed gives another deal: the version is what keeps it.
    const now = MatchSession.start(game, { ...match, generator: CURRENT_DEAL_GENERATOR });
    expect(Array.from({ length: match.seats }, (_, s) => now.seatView(s).hand)).not.toEqual(firstHands);
  }

  // A match written now says version 2 and reads back so.
  await store.createMatch(sampleMatch({ id: 'new-match' }));
  expect((await store.loadMatch('new-match'))!.match.generator).toBe(2);
  // A version this engine does not know is refused when read, never dealt with a wrong generator.
  await sql`update matches set deal_generator = 9 where id = 'new-match'`.execute(store.db);
  await expect(store.loadMatch('new-match')).rejects.toMatchObject({ code: 'BAD_RECORD' });
}

describe('matches stored by the previous release replay exactly (deal generator version 1)', () => {
  it('SQLite', async () => {
    const store = await openKyselyStore({ databaseUrl: '', sqlitePath: ':memory:', migrate: false });
    try {
      await upgradeAndReplay(store);
    } finally {
      await store.close();
    }
  });

  it('PostgreSQL', async (ctx) => {
    const databaseUrl = await postgresUrlOrSkip();
    if (!databaseUrl) return ctx.skip();
    const schema = `kt_test_upgrade_${process.pid}_${randomBytes(3).toString('hex')}`;
    const store = await openKyselyStore({ databaseUrl, schema, poolSize: 2, migrate: false });
    try {
      await upgradeAndReplay(store);
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
      await store.close();
    }
  });
});
