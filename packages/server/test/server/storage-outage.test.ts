/**
 * Issue 26 §2: a storage outage puts the rooms on hold instead of stopping them. The store the server is
 * given fails every call with an outage error (a refused connection) while `down` is set, as a
 * PostgreSQL that went away does: the move is answered STORAGE_UNAVAILABLE, the room state shows the
 * hold, the clock stands still (nothing is played for the person), and when the store is back the room
 * moves again, the clock going on with its remaining time; everything acknowledged is in the log.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import type { Store } from '../../src/storage/store.ts';
import { highCard } from '../support/test-game.ts';
import { refusal, seatView, startTestServer, waitFor, type TestServer } from '../support/harness.ts';

/** A store that fails every call (or only the calls named in `only`) with a refused connection while `down` is set. */
function switchableStore(inner: KyselyStore, only?: readonly string[]): { store: Store; setDown(down: boolean): void; calls: { failed: number } } {
  let down = false;
  const calls = { failed: 0 };
  const store = new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || property === 'close' || property === 'onConnectionError') return value;
      return (...args: unknown[]) => {
        if (down && (!only || only.includes(String(property)) || property === 'probeWrite')) {
          calls.failed++;
          return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Store;
  return { store, setDown: (d) => (down = d), calls };
}

let server: TestServer | null = null;
let inner: KyselyStore | null = null;
afterEach(async () => {
  await server?.closeAll();
  await inner?.close();
  server = null;
  inner = null;
});

describe('a storage outage puts the room on hold (issue 26)', () => {
  it('a move is refused STORAGE_UNAVAILABLE, the clock stands still, the state shows the hold; after the outage the room moves again and nothing acknowledged is lost', async () => {
    inner = await openKyselyStore({ sqlitePath: ':memory:' });
    const switchable = switchableStore(inner);
    // A clock second lasts 5 ms: the 90 s clock runs out after 450 ms.
    server = await startTestServer({ games: [highCard], store: switchable.store, timings: { clockSecondMs: 5 } });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 2 }, clockSeconds: 90 });
    await anna.start();
    await waitFor(ben, () => seatView(ben)?.toAct.includes(1) === true, 'Ben to act');
    // One acknowledged move before the outage: Ben plays, Anna is to act.
    await ben.move(seatView(ben)!.legal[0], ben.state.match!.seq);
    await waitFor(anna, () => seatView(anna)?.toAct.includes(0) === true, 'Anna to act');
    expect(tv.state.room!.hold ?? null).toBeNull();

    switchable.setDown(true);
    const seqBefore = anna.state.match!.seq;
    expect(await refusal(anna.move(seatView(anna)!.legal[0], seqBefore))).toBe('STORAGE_UNAVAILABLE');
    await waitFor(tv, () => tv.state.room?.hold?.reason === 'storage', 'the TV to see the hold');
    await waitFor(anna, () => anna.state.room?.hold?.reason === 'storage', 'the phone to see the hold');
    expect(tv.state.room!.clock!.running).toBe(false);
    const frozen = tv.state.room!.clock!.seats.find((s) => s.seat === 0)!.remainingMs;
    expect(frozen).toBeGreaterThan(0);
    // Longer than the whole clock: nothing is played for Anna while the table cannot store it.
    await new Promise((r) => setTimeout(r, 700));
    expect(tv.updates.filter((u) => u.byClock)).toHaveLength(0);
    expect(tv.state.match!.seq).toBe(seqBefore);
    expect(await refusal(anna.move(seatView(anna)!.legal[0], seqBefore))).toBe('STORAGE_UNAVAILABLE');
    expect(switchable.calls.failed).toBeGreaterThan(1); // the probes kept trying

    switchable.setDown(false);
    await waitFor(tv, () => (tv.state.room?.hold ?? null) === null && tv.state.room!.clock!.running, 'the hold to end');
    // The clock goes on with the time it had, not a fresh one.
    const resumed = tv.state.room!.clock!.seats.find((s) => s.seat === 0)!.remainingMs;
    expect(resumed).toBeLessThanOrEqual(frozen);
    expect(resumed).toBeGreaterThan(0);
    const seq = await anna.move(seatView(anna)!.legal[0], anna.state.match!.seq);
    expect(seq).toBe(seqBefore + 1);

    // Everything acknowledged is in the log, in order, nothing else.
    const log = await inner.loadMatch(tv.state.match!.matchId);
    expect(log!.moves.map((m) => m.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    expect(log!.moves.filter((m) => m.seat !== null).map((m) => m.seat)).toEqual([1, 0]);
    expect(log!.moves.some((m) => m.byClock)).toBe(false);
  });

  it('the process stays up and other rooms resume too; a room created during the outage is refused, not half made', async () => {
    inner = await openKyselyStore({ sqlitePath: ':memory:' });
    const switchable = switchableStore(inner);
    server = await startTestServer({ games: [highCard], store: switchable.store });
    const first = await server.tv();
    const second = await server.tv();
    const anna = await server.phone(first.code, 'Anna');
    const ben = await server.phone(second.code, 'Ben');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 2 }, clockSeconds: 0 });
    await ben.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 2 }, clockSeconds: 0 });
    await anna.start();
    await ben.start();
    await waitFor(anna, () => seatView(anna)?.toAct.includes(0) === true, 'Anna to act');
    await waitFor(ben, () => seatView(ben)?.toAct.includes(0) === true, 'Ben to act');

    switchable.setDown(true);
    expect(await refusal(anna.move(seatView(anna)!.legal[0], anna.state.match!.seq))).toBe('STORAGE_UNAVAILABLE');
    // Ben's room did not write, yet it is held too: the storage is one for the process.
    await waitFor(second.tv, () => second.tv.state.room?.hold?.reason === 'storage', 'the other room to be held');
    expect(await refusal(ben.move(seatView(ben)!.legal[0], ben.state.match!.seq))).toBe('STORAGE_UNAVAILABLE');
    const size = server.manager.size;
    expect(await refusal(server.client().createRoom())).toBe('STORAGE_UNAVAILABLE');
    expect(server.manager.size).toBe(size);

    switchable.setDown(false);
    await waitFor(first.tv, () => (first.tv.state.room?.hold ?? null) === null, 'the first room to go on');
    await waitFor(second.tv, () => (second.tv.state.room?.hold ?? null) === null, 'the second room to go on');
    await anna.move(seatView(anna)!.legal[0], anna.state.match!.seq);
    await ben.move(seatView(ben)!.legal[0], ben.state.match!.seq);
    expect((await server.client().createRoom()).code).toMatch(/\S/);
  });

  it('the match’s last move stored but its end not: the move is acknowledged and shown, the room waits, and the outcomes are stored when the storage is back', async () => {
    inner = await openKyselyStore({ sqlitePath: ':memory:' });
    const switchable = switchableStore(inner, ['finishMatch', 'saveRoom']);
    server = await startTestServer({ games: [highCard], store: switchable.store });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 1 }, clockSeconds: 0 });
    await anna.start();
    // One card each: the bot (seat 1) leads, Anna's card ends the match.
    await waitFor(anna, () => seatView(anna)?.toAct.includes(0) === true, 'Anna to act');
    const matchId = anna.state.match!.matchId;
    switchable.setDown(true);
    const seq = await anna.move(seatView(anna)!.legal[0], anna.state.match!.seq);
    expect(seq).toBe(2);
    await waitFor(tv, () => tv.state.room?.phase === 'finished' && tv.state.room.hold?.reason === 'storage', 'the podium, on hold');
    expect(await inner.matchPlayers(matchId)).toEqual([]);

    switchable.setDown(false);
    await waitFor(tv, () => (tv.state.room?.hold ?? null) === null, 'the hold to end');
    await expect.poll(async () => (await inner!.matchPlayers(matchId)).map((p) => p.name).sort()).toEqual(['Anna', 'Bot 1']);
    const log = await inner.loadMatch(matchId);
    expect(log!.match.finishedAt).not.toBeNull();
    expect(log!.moves).toHaveLength(2);
  });

  it('a write whose commit was lost in the outage (stored, but answered with a broken connection): the room plays it when the storage is back, and its log and state agree', async () => {
    inner = await openKyselyStore({ sqlitePath: ':memory:' });
    const real = inner;
    let loseNextAck = false;
    const store = new Proxy(real, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'appendMove' || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          await (value as (...a: unknown[]) => Promise<void>).apply(target, args);
          if (!loseNextAck) return;
          loseNextAck = false;
          throw new Error('Connection terminated unexpectedly');
        };
      },
    });
    server = await startTestServer({ games: [highCard], store });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 3 }, clockSeconds: 0 });
    await anna.start();
    await waitFor(anna, () => seatView(anna)?.toAct.includes(0) === true, 'Anna to act');
    const seqBefore = anna.state.match!.seq;
    loseNextAck = true;
    expect(await refusal(anna.move(seatView(anna)!.legal[0], seqBefore))).toBe('STORAGE_UNAVAILABLE');
    // The database has it: once the storage is back the room plays it, and goes on from there.
    await waitFor(tv, () => tv.state.match!.seq === seqBefore + 1 && (tv.state.room?.hold ?? null) === null, 'the stored move played');
    // Then Anna is to act again (she leads the next trick, or follows the bot's lead).
    await waitFor(anna, () => anna.state.match!.seq >= seqBefore + 1 && seatView(anna)?.toAct.includes(0) === true, 'Anna to act again');
    const seq = await anna.move(seatView(anna)!.legal[0], anna.state.match!.seq);
    const log = await real.loadMatch(tv.state.match!.matchId);
    expect(log!.moves.map((m) => m.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    expect(tv.updates.filter((u) => u.seat === 0)).toHaveLength(log!.moves.filter((m) => m.seat === 0).length);
  });
});
