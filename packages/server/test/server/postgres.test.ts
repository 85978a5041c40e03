/** One smoke test of the server on PostgreSQL (the Store contract itself is tested by the storage tests). */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import { highCard } from '../support/test-game.ts';
import { autoPlay, startTestServer, waitFor } from '../support/harness.ts';
import { postgresUrlOrSkip } from '../support/services.ts';

const databaseUrl = await postgresUrlOrSkip();
let store: KyselyStore | null = null;

afterAll(async () => {
  if (!store) return;
  await sql`drop schema if exists ${sql.id(store.schema!)} cascade`.execute(store.db);
  await store.close();
});

describe.skipIf(!databaseUrl)('the server on PostgreSQL', () => {
  it('plays a match to the end, restores the room after a restart, and serves the scores', async () => {
    store = await openKyselyStore({ databaseUrl: databaseUrl!, schema: `kt_server_${process.pid}_${Date.now()}`, poolSize: 4 });
    const server = await startTestServer({ games: [highCard], store });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 2 }, clockSeconds: 0 });
    const p = autoPlay(anna);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished');
    p.stop();
    const scores = await (await fetch(`${server.url}/api/games/highcard/scores`)).json();
    expect(scores).toHaveLength(2);
    const token = anna.session!.token;
    await server.closeAll();

    const again = await startTestServer({ games: [highCard], store });
    const snapshot = await again.client().resume({ token });
    expect(snapshot.room.code).toBe(code);
    expect(snapshot.room.phase).toBe('finished');
    expect(snapshot.room.result?.outcomes.map((o) => o.name)).toEqual(['Anna', 'Bot 1']);
    await again.closeAll();
  });
});
