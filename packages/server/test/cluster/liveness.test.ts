/**
 * Noticing a dead process (cluster/leases.ts): a process is alive while it beats *and* listens on its
 * bus channel. A killed process's connections are closed by its kernel at once, so its rooms are taken
 * at the next look instead of after its leases lapse; a frozen process (still connected) keeps its
 * rooms until its leases lapse. Against this machine's Redis (and, for the killed process, PostgreSQL);
 * skipped with a printed reason when they are absent, unless REQUIRE_SERVICES=1.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { ClusterKeys, Leases } from '../../src/cluster/leases.ts';
import { startClusterRun, type ClusterRun } from '../../bench/support/cluster.ts';
import { waitFor, type TestClient } from '../support/harness.ts';
import { postgresUrlOrSkip, redisUrlOrSkip } from '../support/services.ts';
import { expectLogged, holders, playRecording, roomOnFirst, type Acked } from './cluster-play.ts';

const redisUrl = await redisUrlOrSkip();
const databaseUrl = redisUrl ? await postgresUrlOrSkip() : null;

const connections: Redis[] = [];
const runs: ClusterRun[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const run of runs.splice(0)) await run.dispose();
  for (const redis of connections.splice(0)) redis.disconnect();
});

describe.skipIf(!redisUrl)('who is alive: a heartbeat and a listening bus channel (issue 16)', () => {
  const keys = new ClusterKeys(`kt-test:liveness:${process.pid}:${randomBytes(3).toString('hex')}:`);
  const redis = (): Redis => {
    const connection = new Redis(redisUrl!);
    connections.push(connection);
    return connection;
  };
  /** A process as Redis sees it: its leases' connection and (unless it was killed) its bus subscription. */
  async function processNamed(id: string, listening: boolean): Promise<{ leases: Leases; sub: Redis }> {
    const leases = new Leases(redis(), keys, id, 60_000);
    await leases.heartbeat(Date.now());
    const sub = redis();
    if (listening) await sub.subscribe(keys.rpc(id));
    return { leases, sub };
  }

  it('a process whose bus channel has no listener is not alive, though its heartbeat is fresh', async () => {
    const a = await processNamed('a', true);
    await processNamed('b', false);
    expect([...(await a.leases.liveProcesses(Date.now()))]).toEqual(['a']);
  });

  it("a dead owner's lease is taken at once; a live owner's is not, whatever the taker asks", async () => {
    const alive = await processNamed('alive', true);
    const dying = await processNamed('dying', true);
    const taker = await processNamed('taker', true);
    expect(await alive.leases.acquireMany(['ROOM1'])).toEqual(['ROOM1']);
    expect(await dying.leases.acquireMany(['ROOM2'])).toEqual(['ROOM2']);
    // Both owners listen: neither lease can be had (each has a minute left).
    expect(await taker.leases.acquireMany(['ROOM1', 'ROOM2'])).toEqual([]);
    // The dying process's connection closes (as its kernel does when it is killed).
    dying.sub.disconnect();
    await expect.poll(async () => [...(await taker.leases.liveProcesses(Date.now()))].sort(), { timeout: 5_000 }).toEqual(['alive', 'taker']);
    expect(await taker.leases.acquireMany(['ROOM1', 'ROOM2', 'ROOM3'])).toEqual(['ROOM2', 'ROOM3']);
    expect(await taker.leases.owners(['ROOM1', 'ROOM2', 'ROOM3'])).toEqual(['alive', 'taker', 'taker']);
    // The old owner, had it survived, would see its lease gone at its next renewal and let the room go.
    expect(await dying.leases.renew(['ROOM2'])).toEqual(['ROOM2']);
    expect(await alive.leases.renew(['ROOM1'])).toEqual([]);
  });
});

describe.skipIf(!redisUrl || !databaseUrl)('a killed owner is noticed before its leases lapse (issue 16)', () => {
  it("with leases longer than this whole test, a SIGKILLed owner's room goes on at the survivor", async () => {
    // The lease outlives the test (90 s): the room can only move because the death was noticed.
    const leaseMs = 120_000;
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs });
    runs.push(run);
    const { code, anna, ben } = await roomOnFirst(run, 5, clients);
    const acked: Acked[] = [];
    const players = [playRecording(anna, acked), playRecording(ben, acked)];
    await anna.start();
    await waitFor(anna, () => acked.length >= 2, 'two moves at the first owner', 20_000);
    const before = acked.length;
    await run.kill(0);
    await expect.poll(() => holders(run, code, [1]), { timeout: 20_000, interval: 100 }).toEqual([1]);
    await waitFor(anna, () => acked.length > before, 'a move acknowledged at the survivor', 20_000);
    await waitFor(anna, () => anna.state.room?.phase === 'finished', 'the match over at the survivor', 30_000);
    for (const p of players) p.stop();
    await expectLogged(run, acked);
  }, 90_000);
});
