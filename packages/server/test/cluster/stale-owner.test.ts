/**
 * A stale owner stops acting by itself (issue 16: "no room twice"), with real processes on this
 * machine's PostgreSQL and Redis; skipped with a printed reason when they are absent, unless
 * REQUIRE_SERVICES=1:
 * - a write the database refuses (FENCED: the room's epoch moved on) makes the owner let the room go at
 *   once, lease included, and the room is taken again under a newer epoch — even while the stale owner still
 *   holds a valid lease (a renewal re-takes a lapsed lease, so the lease alone cannot tell);
 * - an owner that was stopped for longer than its lease lets every room go before it answers anything.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_EVENTS } from '@kitchen-table/protocol';
import { currentEpoch, takeRoom } from '../../src/cluster/fencing.ts';
import { startClusterRun, type ClusterRun } from '../../bench/support/cluster.ts';
import { connectClient, myTurn, seatView, waitFor, type TestClient } from '../support/harness.ts';
import { clusterTestContext, expectLogged, holders, playRecording, roomOnFirst, type Acked } from './cluster-play.ts';

const { databaseUrl, redisUrl, runs, clients } = await clusterTestContext();

describe.skipIf(!databaseUrl || !redisUrl)('a stale owner stops acting by itself (issue 16)', () => {
  it('a write refused FENCED lets the room go, lease and all; it is taken again under a newer epoch and the match goes on', async () => {
    // Long leases: only the refusal can move the room within this test.
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 60_000 });
    runs.push(run);
    const { code, anna, ben } = await roomOnFirst(run, 5, clients);
    const acked: Acked[] = [];
    const players = [playRecording(anna, acked, 50), playRecording(ben, acked, 50)];
    await anna.start();
    await waitFor(anna, () => acked.length >= 2, 'two moves at the first owner', 20_000);
    // Another taker bumps the epoch behind the owner's back (its lease in Redis stays valid).
    const store = await run.store();
    const taken = await takeRoom(store.db, code, Date.now());
    expect(taken!.epoch).toBeGreaterThan(1);
    // The owner's next write is refused; it lets the room go, and the room is taken again under a newer
    // epoch (by whichever process its code is assigned to), held by exactly one process.
    await expect.poll(() => currentEpoch(store.db, code), { timeout: 20_000, interval: 100 }).toBeGreaterThan(taken!.epoch);
    await expect.poll(async () => (await holders(run, code, [0, 1])).length, { timeout: 10_000, interval: 100 }).toBe(1);
    await waitFor(anna, () => anna.state.room?.phase === 'finished', 'the match over at process 1', 30_000);
    for (const p of players) p.stop();
    await expectLogged(run, acked);
  }, 90_000);

  it('a takeover announced under a newer epoch makes the owner let the room go at once, without a write; an older one does not', async () => {
    // Long leases and rooms in their lobbies: no renewal and no write tells the owner anything here.
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 60_000 });
    runs.push(run);
    const kept = await roomOnFirst(run, 3, clients);
    const moved = await roomOnFirst(run, 3, clients);
    expect(await holders(run, kept.code, [0])).toEqual([0]);
    expect(await holders(run, moved.code, [0])).toEqual([0]);
    const taken = await takeRoom((await run.store()).db, moved.code, Date.now());
    // Announcements on one channel arrive in order: the stale one (the epoch the owner holds) first.
    const announce = (code: string, epoch: number): Promise<number> =>
      run.redis().publish(`${run.prefix}moved`, JSON.stringify({ t: 'moved', owner: 'another-process', codes: [code], epochs: [epoch] }));
    await announce(kept.code, 1);
    await announce(moved.code, taken!.epoch);
    await expect.poll(() => holders(run, moved.code, [0]), { timeout: 5_000, interval: 50 }).toEqual([]);
    expect(await holders(run, kept.code, [0])).toEqual([0]);
  }, 60_000);

  it('an owner stopped past its lease lets its rooms go before it answers anything', async () => {
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 1_000 });
    runs.push(run);
    const { code } = await roomOnFirst(run, 3, clients);
    expect(await holders(run, code, [0])).toEqual([0]);
    const first = run.processes[0]!;
    first.process.kill('SIGSTOP');
    try {
      // Process 1 takes the room once the lease lapsed.
      await expect.poll(() => holders(run, code, [1]), { timeout: 20_000, interval: 100 }).toEqual([1]);
    } finally {
      first.process.kill('SIGCONT');
    }
    // The first answer of the woken process already leaves the room out: it let it go on waking, not
    // at its next lease renewal's answer.
    expect(await holders(run, code, [0])).toEqual([]);
  }, 60_000);
});

const seatOf = (phone: TestClient): number | undefined => seatView(phone)?.seat;

describe.skipIf(!databaseUrl || !redisUrl)('an owner that let a client go takes it back (issue 16)', () => {
  it("a client's message that reaches the owner without a session there brings the session back, updates and all", async () => {
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 60_000 });
    runs.push(run);
    const { code, anna, ben } = await roomOnFirst(run, 5, clients);
    // The owner lets Anna's connection go, as it does when it takes her process for dead: she gets no
    // more updates of the room.
    const redis = run.redis();
    const owner = await redis.get(`${run.prefix}lease:${code}`);
    await redis.publish(`${run.prefix}rpc:${owner}`, JSON.stringify({ t: 'bye', sid: anna.socket.id }));
    const drops: string[] = [];
    anna.socket.on('disconnect', () => drops.push('disconnected'));
    // Her next message reaches the owner without a session there: her session is resumed first, and the
    // message is then judged by the room itself (a selection in the lobby is out of phase) — not refused
    // as from a stranger.
    const reply = await anna.request(CLIENT_EVENTS.select, { move: null });
    expect(reply.ok ? null : reply.error.code).toBe('WRONG_PHASE');
    const acked: Acked[] = [];
    const players = [playRecording(anna, acked, 50), playRecording(ben, acked, 50)];
    // Once her edge has resumed her session, she starts the match as the host she is.
    await expect.poll(() => anna.start().then(() => true, () => false), { timeout: 10_000, interval: 200 }).toBe(true);
    // Her phone stays connected, sees every turn of hers and plays it: the match goes to its end.
    await waitFor(anna, () => anna.state.room?.phase === 'finished', 'the match over on her phone', 30_000);
    for (const p of players) p.stop();
    expect(drops).toEqual([]);
    expect(acked.some((a) => a.seat === seatOf(anna))).toBe(true);
    await expectLogged(run, acked);
  }, 60_000);
});

describe.skipIf(!databaseUrl || !redisUrl)('a move its stale owner could not store is played at the new owner (issue 16)', () => {
  it("a phone on another process and one on the owner's own: each move acknowledged once, in the log, never \"something went wrong\"", async () => {
    // Long leases: only the refusal moves the room.
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 60_000 });
    runs.push(run);
    const tv = connectClient(run.processes[0]!.url);
    const anna = connectClient(run.processes[1]!.url);
    const cleo = connectClient(run.processes[0]!.url);
    clients.push(tv, anna, cleo);
    const onProcess = new Map([[anna, 1], [cleo, 0]]);
    const { code } = await tv.createRoom();
    await anna.join(code, 'Anna');
    await cleo.join(code, 'Cleo');
    await anna.configure({ game: 'fahrstuhl', seats: 4, options: { mode: 'single', cards: 5 }, clockSeconds: 0, botDelayMs: 0 });
    await anna.start();
    const store = await run.store();
    const acked: Acked[] = [];
    const play = async (phone: TestClient): Promise<Awaited<ReturnType<TestClient['request']>>> => {
      const view = seatView(phone)!;
      const match = phone.state.match!;
      const reply = await phone.request(CLIENT_EVENTS.move, { seq: match.seq, move: view.legal[0] });
      if (reply.ok) acked.push({ matchId: match.matchId, seq: (reply.data as { seq: number }).seq, seat: view.seat, move: view.legal[0] });
      return reply;
    };
    /** Plays the other phone's turns (the bots play theirs) until it is `phone`'s turn. */
    const untilTurnOf = async (phone: TestClient): Promise<void> => {
      for (;;) {
        await waitFor(phone, () => [anna, cleo].some(myTurn), 'a phone to act', 20_000);
        if (myTurn(phone)) return;
        const other = phone === anna ? cleo : anna;
        expect(await play(other)).toMatchObject({ ok: true });
      }
    };
    // First the phone whose messages are forwarded to the owner, then the one connected to the owner.
    for (const local of [false, true]) {
      await expect.poll(async () => (await holders(run, code, [0, 1])).length, { timeout: 10_000, interval: 100 }).toBe(1);
      const [owner] = await holders(run, code, [0, 1]);
      const phone = [anna, cleo].find((p) => (onProcess.get(p) === owner) === local)!;
      await untilTurnOf(phone);
      const taken = await takeRoom(store.db, code, Date.now());
      const reply = await play(phone);
      expect(reply, local ? 'the local phone' : 'the forwarded phone').toMatchObject({ ok: true });
      expect(await currentEpoch(store.db, code)).toBeGreaterThan(taken!.epoch);
    }
    await expectLogged(run, acked);
  }, 90_000);
});
