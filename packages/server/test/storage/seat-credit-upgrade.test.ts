/**
 * Issue 28 §1, migration 0007: a database of the release before it (migrations up to 0006) keeps its
 * statistics. Its outcomes count as before (credited), its measures become each seat's part 0 — the
 * measures table is rebuilt for its new key — and a person's, a game's and a match's measures read
 * back unchanged. On SQLite and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from '../../src/storage/migrations.ts';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import type { MatchesTable, MatchMeasuresTable, MatchOutcomesTable } from '../../src/storage/schema.ts';
import { postgresUrlOrSkip } from '../support/services.ts';
import { sampleMatch } from './store-fixtures.ts';

/** The tables this test writes, as they were at migration 0006 (before the seat credit). */
interface TablesAt0006 {
  matches: MatchesTable;
  match_outcomes: Omit<MatchOutcomesTable, 'credited'>;
  match_measures: Omit<MatchMeasuresTable, 'part'>;
}

async function migrateUpTo(store: KyselyStore, last: string): Promise<void> {
  const all = await migrationProvider.getMigrations();
  if (store.schema) await store.db.schema.createSchema(store.schema).ifNotExists().execute();
  const migrations = Object.fromEntries(Object.entries(all).filter(([name]) => name <= last));
  const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: store.schema });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

async function upgrade(store: KyselyStore): Promise<void> {
  await migrateUpTo(store, '0006_coached_matches');
  const ann = (await store.profileForToken('token-of-Ann', 'Ann')).id;
  await store.createMatch(sampleMatch({ id: 'old', game: 'fahrstuhl', seats: 2 }));
  // The same database, seen with its tables as they were at 0006 (no `credited`, no measure `part`).
  const db = store.db as unknown as Kysely<TablesAt0006>;
  await db.updateTable('matches').set({ finished_at: 10 }).where('id', '=', 'old').execute();
  const outcome = { match_id: 'old', game: 'fahrstuhl', total: 0, rated: 0 as const, finished_at: 10 };
  await db
    .insertInto('match_outcomes')
    .values([
      { ...outcome, seat: 0, competitor_key: `p:${ann}`, profile_id: ann, name: 'Ann', is_bot: 0, placement: 1 },
      { ...outcome, seat: 1, competitor_key: 'b:Bot 1', profile_id: null, name: 'Bot 1', is_bot: 1, placement: 2 },
    ])
    .execute();
  const measure = { match_id: 'old', game: 'fahrstuhl', measure: 'exactCalls', finished_at: 10 };
  await db
    .insertInto('match_measures')
    .values([
      { ...measure, seat: 0, competitor_key: `p:${ann}`, profile_id: ann, value: 3 },
      { ...measure, seat: 1, competitor_key: 'b:Bot 1', profile_id: null, value: 1 },
    ])
    .execute();

  await store.migrate();

  expect(await store.matchMeasures('old')).toEqual([
    { seat: 0, name: 'Ann', isBot: false, values: { exactCalls: 3 }, best: { exactCalls: 3 }, holders: 1 },
    { seat: 1, name: 'Bot 1', isBot: true, values: { exactCalls: 1 }, best: { exactCalls: 1 }, holders: 1 },
  ]);
  const person = await store.personStats(ann);
  expect(person!.games).toEqual([{ game: 'fahrstuhl', matches: 1, wins: 1, rating: null, measures: { exactCalls: { sum: 3, max: 3 } } }]);
  expect((await store.gameScores('fahrstuhl')).map((r) => [r.name, r.matches, r.wins])).toEqual([['Ann', 1, 1], ['Bot 1', 1, 0]]);
}

describe('migration 0007 (seat credit) keeps the statistics stored before it', () => {
  it('SQLite', async () => {
    const store = await openKyselyStore({ databaseUrl: '', sqlitePath: ':memory:', migrate: false });
    try {
      await upgrade(store);
    } finally {
      await store.close();
    }
  });

  it('PostgreSQL', async (ctx) => {
    const databaseUrl = await postgresUrlOrSkip();
    if (!databaseUrl) return ctx.skip();
    const schema = `kt_test_credit_${process.pid}_${randomBytes(3).toString('hex')}`;
    const store = await openKyselyStore({ databaseUrl, schema, poolSize: 2, migrate: false });
    try {
      await upgrade(store);
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
      await store.close();
    }
  });
});
