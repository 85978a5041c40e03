/**
 * Issue 26 §2 on SQLite: a write the database refuses — here SQLITE_BUSY, another connection holding
 * the file's write lock (as a second process or a backup tool would) — holds the room instead of
 * failing the move as INTERNAL: the move is answered STORAGE_UNAVAILABLE, the room state shows the hold
 * and its clock stands still; when the lock goes the room moves again and every acknowledged move is
 * in the log. The process stays up throughout (the test runs in it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import { highCard } from '../support/test-game.ts';
import { refusal, seatView, startTestServer, waitFor, type TestServer } from '../support/harness.ts';

let server: TestServer | null = null;
let store: KyselyStore | null = null;
let dir: string | null = null;
afterEach(async () => {
  await server?.closeAll();
  await store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  server = null;
  store = null;
  dir = null;
});

describe('SQLite refuses writes (issue 26)', () => {
  it('SQLITE_BUSY: the move is refused STORAGE_UNAVAILABLE, the room waits on hold with its clock still; the lock gone, it moves again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'kt-sqlite-outage-'));
    const path = join(dir, 'table.sqlite');
    // A short busy timeout: better-sqlite3 waits for a lock on the event loop.
    store = await openKyselyStore({ sqlitePath: path, sqliteBusyTimeoutMs: 20 });
    server = await startTestServer({ games: [highCard], store, timings: { clockSecondMs: 5 } });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 2 }, clockSeconds: 90 });
    await anna.start();
    await waitFor(ben, () => seatView(ben)?.toAct.includes(1) === true, 'Ben to act');
    await ben.move(seatView(ben)!.legal[0], ben.state.match!.seq);
    await waitFor(anna, () => seatView(anna)?.toAct.includes(0) === true, 'Anna to act');
    const seqBefore = anna.state.match!.seq;

    const locker = new BetterSqlite3(path);
    try {
      locker.exec('BEGIN IMMEDIATE');
      expect(await refusal(anna.move(seatView(anna)!.legal[0], seqBefore))).toBe('STORAGE_UNAVAILABLE');
      await waitFor(tv, () => tv.state.room?.hold?.reason === 'storage', 'the hold');
      expect(tv.state.room!.clock!.running).toBe(false);
      // Longer than the 450 ms clock: nothing is played for Anna meanwhile.
      await new Promise((r) => setTimeout(r, 700));
      expect(tv.state.match!.seq).toBe(seqBefore);
      expect(tv.updates.some((u) => u.byClock)).toBe(false);
      expect(tv.state.room!.hold?.reason).toBe('storage');
      locker.exec('ROLLBACK');
    } finally {
      locker.close();
    }
    await waitFor(tv, () => (tv.state.room?.hold ?? null) === null && tv.state.room!.clock!.running, 'the room to go on');
    const seq = await anna.move(seatView(anna)!.legal[0], anna.state.match!.seq);
    expect(seq).toBe(seqBefore + 1);
    const log = await store.loadMatch(tv.state.match!.matchId);
    expect(log!.moves.map((m) => m.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    expect(log!.moves.some((m) => m.byClock)).toBe(false);
  });
});
