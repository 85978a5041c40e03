/**
 * The Store contract on PostgreSQL. Each test gets its own schema (first on the pool's search_path),
 * dropped afterwards, so runs never see each other's rows. Skips with a printed reason when
 * PostgreSQL cannot be reached, unless REQUIRE_SERVICES=1.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import { postgresUrlOrSkip } from '../support/services.ts';
import { defineStoreSuite } from './store-suite.ts';

const databaseUrl = await postgresUrlOrSkip();
const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
let schemaCounter = 0;
const freshSchema = () => `kt_test_${runId}_${++schemaCounter}`;

describe.skipIf(!databaseUrl)('PostgreSQL', () => {
  defineStoreSuite('PostgreSQL', {
    open: () => openKyselyStore({ databaseUrl: databaseUrl!, schema: freshSchema(), poolSize: 4 }),
    dispose: async (store) => {
      await sql`drop schema if exists ${sql.id(store.schema!)} cascade`.execute(store.db);
      await store.close();
    },
  });

  it('int8 columns and aggregates come back as numbers, not strings', async () => {
    const store = await openKyselyStore({ databaseUrl: databaseUrl!, schema: freshSchema(), poolSize: 1 });
    try {
      await store.saveRoom({ code: 'ABCD', data: null, matchId: null, updatedAt: 1_700_000_000_123 });
      expect((await store.loadRooms())[0]!.updatedAt).toBe(1_700_000_000_123);
      const { rows } = await sql<{ n: unknown }>`select count(*) as n from rooms`.execute(store.db);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await sql`drop schema if exists ${sql.id(store.schema!)} cascade`.execute(store.db);
      await store.close();
    }
  });
});
