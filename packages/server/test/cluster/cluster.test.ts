/**
 * The cluster (issue 16) with two and three real server processes on this machine's PostgreSQL and
 * Redis: the TV on one process, the phones on the others. Each test has its own PostgreSQL schema and
 * Redis key prefix. Skipped with a printed reason when PostgreSQL or Redis is absent, unless
 * REQUIRE_SERVICES=1. The large-scale run is `npm run bench:failover`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appendMoveFenced, claimCode, currentEpoch, FencedStore, takeRoom } from '../../src/cluster/fencing.ts';
import { StoreError } from '../../src/storage/store.ts';
import { startClusterRun, type ClusterRun } from '../../bench/support/cluster.ts';
import { connectClient, seatView, waitFor, type TestClient } from '../support/harness.ts';
import { expectLogged, holders, playRecording, type Acked } from './cluster-play.ts';
import { postgresUrlOrSkip, redisUrlOrSkip } from '../support/services.ts';

const databaseUrl = await postgresUrlOrSkip();
const redisUrl = databaseUrl ? await redisUrlOrSkip() : null;

/** One round of Fahrstuhl: bids, then `cards` tricks (docs/rules/fahrstuhl.md). */
const SINGLE_ROUND = (cards: number) => ({ game: 'fahrstuhl', seats: 4, options: { mode: 'single', cards }, clockSeconds: 0 as const, botDelayMs: 0 });

const runs: ClusterRun[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const run of runs.splice(0)) await run.dispose();
});

async function cluster(processes: number): Promise<ClusterRun> {
  const run = await startClusterRun({ processes, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 1000 });
  runs.push(run);
  return run;
}

function client(url: string): TestClient {
  const c = connectClient(url);
  clients.push(c);
  return c;
}

describe.skipIf(!databaseUrl || !redisUrl)('a cluster of processes (issue 16)', () => {
  it('two processes: the TV on one, the phones on the other; a whole match, every move seen everywhere', async () => {
    const run = await cluster(2);
    const [a, b] = run.processes;
    const tv = client(a!.url);
    const { code } = await tv.createRoom();
    const anna = client(b!.url);
    const ben = client(b!.url);
    await anna.join(code.toLowerCase(), 'Anna');
    await ben.join(code, 'Ben');
    await waitFor(tv, () => tv.state.room?.members.length === 2, 'both phones on the TV');
    await anna.configure(SINGLE_ROUND(3));
    const acked: Acked[] = [];
    const players = [playRecording(anna, acked), playRecording(ben, acked)];
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the match over on the TV', 30_000);
    for (const p of players) p.stop();
    await waitFor(anna, () => anna.state.room?.phase === 'finished', 'the match over on the phone');
    expect(acked.length).toBeGreaterThan(0);
    expect(anna.state.match?.seq).toBe(tv.state.match?.seq);
    await expectLogged(run, acked);
    // The room is held by the process that created it, and only there.
    expect(await holders(run, code, [0, 1])).toEqual([0]);
  }, 60_000);

  it('an update to a phone on another process is published on that phone’s own channel, which only its process hears', async () => {
    const run = await cluster(2);
    const [a, b] = run.processes;
    // Every classic pub/sub message of this cluster (the bus, and what an unsharded adapter would send).
    const spy = run.redis().duplicate();
    const heard: string[] = [];
    spy.on('pmessage', (_pattern: string, channel: string) => heard.push(channel));
    await spy.psubscribe(`${run.prefix}*`);
    try {
      const tv = client(a!.url);
      const { code } = await tv.createRoom();
      const anna = client(b!.url);
      await anna.join(code, 'Anna');
      await waitFor(tv, () => tv.state.room?.members.length === 1, 'the phone on the TV');
      const channel = (sid: string): string => `${run.prefix}socket.io#/#${sid}#`;
      const subscribers = async (sid: string): Promise<number> => Number(((await run.redis().call('pubsub', 'shardnumsub', channel(sid))) as [string, number])[1]);
      // The phone's channel has one subscriber (its own process, b); the owner's TV needs none.
      expect(await subscribers(anna.socket.id!)).toBe(1);
      heard.length = 0;
      const before = anna.received.length;
      await anna.configure(SINGLE_ROUND(3));
      await waitFor(anna, () => anna.received.length > before, 'the phone got the owner’s update');
      // The owner (a) answered over the bus and sent the update on the phone's shard channel: no message
      // went to a channel that every process hears.
      expect(heard.filter((c) => c.includes('socket.io'))).toEqual([]);
      expect(heard.length).toBeGreaterThan(0); // the bus's request and answer
    } finally {
      spy.disconnect();
    }
  }, 60_000);

  it('three processes: SIGKILL the owner mid-trick, the match goes on at another process with every acknowledged move', async () => {
    const run = await cluster(3);
    const [a, b, c] = run.processes;
    const tv = client(a!.url);
    const { code } = await tv.createRoom();
    const anna = client(b!.url);
    const ben = client(c!.url);
    await anna.join(code, 'Anna');
    await ben.join(code, 'Ben');
    await anna.configure(SINGLE_ROUND(6));
    const acked: Acked[] = [];
    const players = [playRecording(anna, acked), playRecording(ben, acked)];
    await anna.start();
    // Mid-trick: after the bids, some cards of a trick are on the table.
    const trickOnTable = (): boolean => {
      const view = seatView(anna) as unknown as { trick?: { plays?: unknown[] } | unknown[] } | null;
      const trick = view?.trick;
      const plays = Array.isArray(trick) ? trick : trick?.plays;
      return (plays?.length ?? 0) > 0 && acked.length >= 3;
    };
    await waitFor(anna, trickOnTable, 'a trick under way', 30_000);
    const before = acked.length;
    const killedAt = Date.now();
    await run.kill(0);
    // The phones stay connected to their own processes and see the match go on.
    await waitFor(anna, () => anna.state.room?.phase === 'finished', 'the match over after the failover', 45_000);
    await waitFor(ben, () => ben.state.room?.phase === 'finished', 'the match over for Ben', 10_000);
    for (const p of players) p.stop();
    expect(acked.length).toBeGreaterThan(before);
    expect(anna.socket.connected && ben.socket.connected).toBe(true);
    await expectLogged(run, acked);
    // Exactly one of the survivors holds the room.
    expect((await holders(run, code, [1, 2])).length).toBe(1);
    // The TV, whose process died, comes back through another process with its token.
    const again = client(b!.url);
    const snapshot = await again.resume({ token: tv.session!.token });
    expect(snapshot.room.code).toBe(code);
    expect(snapshot.room.phase).toBe('finished');
    expect(Date.now() - killedAt).toBeLessThan(45_000);
  }, 90_000);

  it('an owner that stalls past its lease and comes back cannot write: the room moved, its store refuses', async () => {
    const run = await cluster(2);
    const [a, b] = run.processes;
    const tv = client(a!.url);
    const { code } = await tv.createRoom();
    const anna = client(b!.url);
    await anna.join(code, 'Anna');
    await anna.configure(SINGLE_ROUND(4));
    const acked: Acked[] = [];
    const player = playRecording(anna, acked);
    await anna.start();
    await waitFor(anna, () => acked.length >= 2, 'two moves', 20_000);
    a!.process.kill('SIGSTOP');
    try {
      // B takes the room over once A's lease lapsed; the match goes on there.
      await waitFor(anna, () => anna.state.room?.phase === 'finished', 'the match over at B', 45_000);
    } finally {
      a!.process.kill('SIGCONT');
    }
    player.stop();
    const store = await run.store();
    expect(await currentEpoch(store.db, code)).toBeGreaterThan(1);
    // A wakes up, finds its lease gone and lets the room go.
    await expect.poll(async () => holders(run, code, [0, 1]), { timeout: 10_000, interval: 200 }).toEqual([1]);
    await expectLogged(run, acked);
  }, 90_000);
});

describe.skipIf(!databaseUrl)('fencing in the database (issue 16)', () => {
  it('a write under an older epoch is refused by the database; the current owner writes on', async () => {
    const { openKyselyStore } = await import('../../src/storage/open-store.ts');
    const { sql } = await import('kysely');
    const store = await openKyselyStore({ databaseUrl: databaseUrl!, schema: `kt_fencing_${process.pid}_${Date.now()}`, poolSize: 2 });
    try {
      expect(await claimCode(store.db, 'BCDF', 1)).toBe(true);
      expect(await claimCode(store.db, 'BCDF', 2)).toBe(false); // the code is taken cluster-wide
      const stale = new FencedStore(store, 'BCDF', 1);
      await stale.saveRoom({ code: 'BCDF', data: { v: 1 }, matchId: null, updatedAt: 3 });
      await store.createMatch({ id: 'm1', roomCode: 'BCDF', game: 'fahrstuhl', options: {}, seats: 4, seed: 's', generator: 2, lineup: null, startedAt: 1, finishedAt: null });
      const move = (seq: number) => ({ matchId: 'm1', seq, seat: 0, move: { card: seq }, byClock: false, at: seq });
      await stale.appendMove(move(1));
      const taken = await takeRoom(store.db, 'BCDF', Date.now());
      expect(taken?.epoch).toBe(2);
      const fenced = async (write: Promise<unknown>) => {
        const error = await write.then(() => null, (e: unknown) => e);
        expect(error).toBeInstanceOf(StoreError);
        expect((error as StoreError).code).toBe('FENCED');
      };
      await fenced(stale.appendMove(move(2)));
      await fenced(appendMoveFenced(store.db, 'BCDF', 1, move(2)));
      await fenced(stale.saveRoom({ code: 'BCDF', data: { v: 'stale' }, matchId: null, updatedAt: 4 }));
      const owner = new FencedStore(store, 'BCDF', taken!.epoch);
      await owner.appendMove(move(2));
      // Out of order stays out of order under the right epoch.
      const gap = await owner.appendMove(move(5)).then(() => null, (e: unknown) => e as StoreError);
      expect(gap?.code).toBe('MOVE_OUT_OF_ORDER');
      expect((await store.loadMatch('m1'))!.moves.map((m) => m.seq)).toEqual([1, 2]);
      expect((await store.loadRooms())[0]!.data).toEqual({ v: 1 });
      await sql`drop schema if exists ${sql.id(store.schema!)} cascade`.execute(store.db);
    } finally {
      await store.close();
    }
  });
});
