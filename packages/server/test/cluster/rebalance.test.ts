/**
 * Rebalancing (cluster-rooms.ts, rebalance): a process that owns clearly more rooms than its share
 * hands a batch to the least loaded live process — a process that joins, or comes back after a
 * restart, gets its share — and the matches in the rooms handed over go on with every acknowledged
 * move, each room held by one process at a time. Two real processes on this machine's PostgreSQL and
 * Redis; skipped with a printed reason when either is absent, unless REQUIRE_SERVICES=1.
 */
import { describe, expect, it } from 'vitest';
import { startClusterRun, type ClusterRun } from '../../bench/support/cluster.ts';
import type { TestClient } from '../support/harness.ts';
import { clusterTestContext, expectLogged, playRecording, roomOnFirst, type Acked } from './cluster-play.ts';

const { databaseUrl, redisUrl, runs, clients } = await clusterTestContext();

describe.skipIf(!databaseUrl || !redisUrl)('rooms move to a less loaded process (issue 16)', () => {
  it('twelve rooms made on one process: about half go to the other while their matches are played, every acknowledged move kept', async () => {
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 1000 });
    runs.push(run);
    const [a, b] = run.processes;
    // Each room's TV on process 0 (which makes the room), its phones on process 1; matches long enough
    // to be under way when the rooms move.
    const rooms = await Promise.all(Array.from({ length: 12 }, () => roomOnFirst(run, 10, clients)));
    const played = rooms.map((room) => {
      const acked: Acked[] = [];
      return { ...room, acked, players: [playRecording(room.anna, acked, 20), playRecording(room.ben, acked, 20)] };
    });
    await Promise.all(played.map((room) => room.anna.start()));
    // Process 1 gets a share (12 on one, none on the other is far past the slack of four)…
    await expect.poll(async () => (await b!.metrics()).roomCodes?.length ?? 0, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(4);
    const [onA, onB] = await Promise.all([a!.metrics(), b!.metrics()]);
    // …and every room is held by exactly one process.
    expect([...(onA.roomCodes ?? []), ...(onB.roomCodes ?? [])].sort()).toEqual(rooms.map((r) => r.code).sort());
    // The matches go on to their end wherever their rooms are now, each acknowledged move in the log.
    for (const room of played) {
      await expect.poll(() => room.anna.state.room?.phase, { timeout: 60_000, interval: 200 }).toBe('finished');
      for (const p of room.players) p.stop();
      expect(room.acked.length).toBeGreaterThan(0);
      await expectLogged(run, room.acked);
    }
  }, 120_000);
});
