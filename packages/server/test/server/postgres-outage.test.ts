/**
 * Issue 26 §2 on a real PostgreSQL: a broken pooled connection must not stop the process, and a
 * database that goes away holds the rooms until it is back.
 * - `pg_terminate_backend` on the server's idle pooled connections (found by their application_name):
 *   before, the pool's unhandled 'error' event stopped the process; now it stays up and the room plays on.
 * - the database cut off through a TCP proxy: moves are answered STORAGE_UNAVAILABLE, the room is on
 *   hold with its clock standing still, and when the proxy lets connections through again the room
 *   moves again; every acknowledged move is in the log.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import { highCard } from '../support/test-game.ts';
import { refusal, seatView, startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import { postgresUrlOrSkip } from '../support/services.ts';
import { startFaultProxy, type FaultProxy } from '../../bench/support/fault-proxy.ts';

const databaseUrl = await postgresUrlOrSkip();
const schema = `kt_outage_${process.pid}_${Date.now()}`;
let server: TestServer | null = null;
const stores: KyselyStore[] = [];
let proxy: FaultProxy | null = null;

afterEach(async () => {
  await server?.closeAll();
  server = null;
  // A store may go through the proxy: it drops the schema before the proxy goes.
  for (const store of stores.splice(0)) {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db).catch(() => undefined);
    await store.close();
  }
  await proxy?.close();
  proxy = null;
});

async function table(store: KyselyStore, clockSeconds: 0 | 90) {
  server = await startTestServer({ games: [highCard], store, timings: { clockSecondMs: 5 } });
  const { tv, code } = await server.tv();
  const anna = await server.phone(code, 'Anna');
  const ben = await server.phone(code, 'Ben');
  await anna.configure({ game: 'highcard', seats: 2, options: { deals: 2, cards: 3 }, clockSeconds });
  await anna.start();
  return { tv, anna, ben };
}

describe.skipIf(!databaseUrl)('PostgreSQL outages (issue 26)', () => {
  it('terminating the server’s idle pooled connections leaves the process up and the room playing', async () => {
    const applicationName = `kt-terminate-${process.pid}-${Date.now()}`;
    const store = await openKyselyStore({ databaseUrl: databaseUrl!, schema, poolSize: 4, applicationName });
    stores.push(store);
    const { tv, anna, ben } = await table(store, 0);
    await waitFor(ben, () => seatView(ben)?.toAct.includes(1) === true, 'Ben to act');
    await ben.move(seatView(ben)!.legal[0], ben.state.match!.seq);

    // A second connection (not the server's) terminates every idle connection of the server's pool.
    const admin = await openKyselyStore({ databaseUrl: databaseUrl!, migrate: false, poolSize: 1, applicationName: 'kt-admin' });
    try {
      for (let round = 0; round < 3; round++) {
        const { rows } = await sql<{ terminated: boolean }>`
          select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where application_name = ${applicationName} and state = 'idle'`.execute(admin.db);
        if (round === 0) expect(rows.length).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 100));
        // The room plays on: each round a move is stored on a fresh connection. A connection whose end the
        // pool has not heard of yet may take the move and fail: then the room holds for a moment and the
        // move is refused STORAGE_UNAVAILABLE — the phone tries again once the hold is over.
        const player = seatView(anna)?.toAct.includes(0) ? anna : ben;
        await waitFor(player, () => seatView(player)!.toAct.includes(seatView(player)!.seat), 'a player to act');
        for (let attempt = 0; ; attempt++) {
          const code = await player.move(seatView(player)!.legal[0], player.state.match!.seq).then(() => null, (error: unknown) => (error as { code?: string }).code ?? String(error));
          if (code === null) break;
          expect([code, attempt]).toEqual(['STORAGE_UNAVAILABLE', 0]);
          await waitFor(tv, () => (tv.state.room?.hold ?? null) === null, 'the hold to end');
        }
      }
    } finally {
      await admin.close();
    }
    expect((tv.state.room!.hold ?? null)).toBeNull();
    const log = await store.loadMatch(tv.state.match!.matchId);
    expect(log!.moves).toHaveLength(tv.state.match!.seq);
  });

  it('the database cut off: moves refused STORAGE_UNAVAILABLE, the room on hold with its clock still; back: the room moves again, nothing acknowledged lost', async () => {
    const target = new URL(databaseUrl!);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = proxy.via(databaseUrl!);
    const store = await openKyselyStore({ databaseUrl: viaProxy, schema, poolSize: 4, connectTimeoutMs: 1000 });
    stores.push(store);
    const { tv, anna, ben } = await table(store, 90);
    await waitFor(ben, () => seatView(ben)?.toAct.includes(1) === true, 'Ben to act');
    await ben.move(seatView(ben)!.legal[0], ben.state.match!.seq);
    await waitFor(anna, () => seatView(anna)?.toAct.includes(0) === true, 'Anna to act');
    const seqBefore = anna.state.match!.seq;

    proxy.cut();
    // The broken connections alone hold the room (a probe fails), or Anna's move does: either way it is refused.
    expect(await refusal(anna.move(seatView(anna)!.legal[0], seqBefore))).toBe('STORAGE_UNAVAILABLE');
    await waitFor(tv, () => tv.state.room?.hold?.reason === 'storage', 'the hold');
    expect(tv.state.room!.clock!.running).toBe(false);
    // Longer than the 450 ms clock: nothing is played for Anna.
    await new Promise((r) => setTimeout(r, 700));
    expect(tv.state.match!.seq).toBe(seqBefore);
    expect(tv.updates.some((u) => u.byClock)).toBe(false);

    proxy.restore();
    await waitFor(tv, () => (tv.state.room?.hold ?? null) === null, 'the room to go on');
    const seq = await anna.move(seatView(anna)!.legal[0], anna.state.match!.seq);
    expect(seq).toBe(seqBefore + 1);
    const log = await store.loadMatch(tv.state.match!.matchId);
    expect(log!.moves.map((m) => m.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    expect(log!.moves.some((m) => m.byClock)).toBe(false);
  });
});
