/**
 * Redis restarts (docs/scaling.md, "What happens when…"): for a moment every process's Redis connections
 * are gone and Redis comes back empty — no leases, heartbeats or tokens. The cluster's own connections
 * are cut and its keys deleted in one transaction (other tests' clusters share this Redis and are left
 * alone). The matches go on to their end with every acknowledged move in the log, each room is held by
 * one process, the sockets' sharded channels and the bus channels are subscribed again, and every phone
 * of a room owned by another process is brought up to date with a fresh snapshot (updates published
 * while it was cut are lost). Two real processes on this machine's PostgreSQL and Redis; skipped with a
 * printed reason when either is absent, unless REQUIRE_SERVICES=1.
 */
import { describe, expect, it } from 'vitest';
import { connectionName } from '../../src/cluster/cluster.ts';
import { startClusterRun, type ClusterRun } from '../../bench/support/cluster.ts';
import { waitFor, type TestClient } from '../support/harness.ts';
import { clusterTestContext, expectLogged, holders, playRecording, roomOnFirst, type Acked } from './cluster-play.ts';

const { databaseUrl, redisUrl, runs, clients } = await clusterTestContext();

/** Deletes the run's keys and closes its processes' connections at once, as a restart of an empty Redis would. */
async function restartRedisFor(run: ClusterRun): Promise<number> {
  const redis = run.redis();
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${run.prefix}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  const named = connectionName(run.prefix, '');
  const list = (await redis.client('LIST')) as string;
  const ids = list
    .split('\n')
    .map((line) => ({ id: /(?:^| )id=(\d+)/.exec(line)?.[1], name: /(?:^| )name=(\S*)/.exec(line)?.[1] ?? '' }))
    .filter((c) => c.id && c.name.startsWith(named))
    .map((c) => c.id!);
  const cut = redis.multi();
  if (keys.length > 0) cut.del(...keys);
  for (const id of ids) cut.client('KILL', 'ID', id);
  await cut.exec();
  return ids.length;
}

const subscribers = async (run: ClusterRun, kind: 'numsub' | 'shardnumsub', channel: string): Promise<number> =>
  Number(((await run.redis().call('pubsub', kind, channel)) as [string, number])[1]);

describe.skipIf(!databaseUrl || !redisUrl)('Redis restarts empty in the middle of matches (issue 16)', () => {
  it('the matches go on with every acknowledged move, each room held once, the phones brought up to date', async () => {
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 2_000 });
    runs.push(run);
    const rooms = await Promise.all(Array.from({ length: 3 }, () => roomOnFirst(run, 8, clients)));
    const played = rooms.map((room) => {
      const acked: Acked[] = [];
      return { ...room, acked, players: [playRecording(room.anna, acked, 30), playRecording(room.ben, acked, 30)] };
    });
    await Promise.all(played.map((room) => room.anna.start()));
    await Promise.all(played.map((room) => waitFor(room.anna, () => room.acked.length >= 3, 'three moves before the restart', 20_000)));

    const snapshotsBefore = played.map((room) => room.anna.received.filter((r) => r.event === 'room:snapshot').length);
    // Two processes, two connections each (publishing and subscribing).
    expect(await restartRedisFor(run)).toBe(4);
    const ackedAtRestart = played.map((room) => room.acked.length);

    // Each room's phones are pushed a fresh snapshot once their process is back.
    for (const [i, room] of played.entries()) {
      await waitFor(room.anna, () => room.anna.received.filter((r) => r.event === 'room:snapshot').length > snapshotsBefore[i]!, 'a snapshot after the restart', 20_000);
    }
    // The matches go on to their end, each acknowledged move in the log, and more were played after the restart.
    for (const [i, room] of played.entries()) {
      await waitFor(room.anna, () => room.anna.state.room?.phase === 'finished', 'the match over', 60_000);
      for (const p of room.players) p.stop();
      expect(room.acked.length).toBeGreaterThan(ackedAtRestart[i]!);
      await expectLogged(run, room.acked);
      // Taken over late, a room is held by its old owner too until the taker's announcement reaches it
      // (or its next renewal, when the announcement was published while it was cut off): a moment.
      await expect.poll(async () => (await holders(run, room.code, [0, 1])).length, { timeout: 5_000, interval: 100 }).toBe(1);
    }
    // Every process listens on its bus channel again, and each phone's own channel has its process.
    const processes = await run.redis().zrange(`${run.prefix}procs`, 0, -1);
    expect(processes).toHaveLength(2);
    for (const id of processes) expect(await subscribers(run, 'numsub', `${run.prefix}rpc:${id}`)).toBe(1);
    for (const room of played) expect(await subscribers(run, 'shardnumsub', `${run.prefix}socket.io#/#${room.anna.socket.id!}#`)).toBe(1);
  }, 120_000);
});
