/**
 * Issue 26 §2 in a cluster: PostgreSQL goes away for a few seconds under two real server processes
 * (their connections go through a TCP proxy that the test cuts and restores). Before, the pool's
 * unhandled 'error' event stopped every process at once and no room came back. Now no process exits;
 * while the database is away the rooms are on hold (the phones see `room.hold`) and nothing is
 * acknowledged; when it is back every room plays on, and every acknowledged move is in the log.
 */
import { describe, expect, it } from 'vitest';
import { startClusterRun, type ClusterRun } from '../../bench/support/cluster.ts';
import { waitFor } from '../support/harness.ts';
import { startFaultProxy, type FaultProxy } from '../../bench/support/fault-proxy.ts';
import { clusterTestContext, expectLogged, playRecording, roomOnFirst, type Acked } from './cluster-play.ts';

const { databaseUrl, redisUrl, clients } = await clusterTestContext();

describe.skipIf(!databaseUrl || !redisUrl)('PostgreSQL away under a cluster (issue 26)', () => {
  it('no process exits, the rooms wait on hold, and every room plays on when the database is back', async () => {
    const target = new URL(databaseUrl!);
    const proxy: FaultProxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    let run: ClusterRun | null = null;
    try {
      const viaProxy = proxy.via(databaseUrl!);
      const cluster = await startClusterRun({ processes: 2, databaseUrl: viaProxy, redisUrl: redisUrl!, leaseMs: 2_000 });
      run = cluster;
      let exits = 0;
      for (const p of cluster.processes) void p.exited.then(() => exits++);
      const rooms = await Promise.all(Array.from({ length: 3 }, () => roomOnFirst(cluster, 10, clients)));
      const played = rooms.map((room) => {
        const acked: Acked[] = [];
        return { ...room, acked, players: [playRecording(room.anna, acked, 30), playRecording(room.ben, acked, 30)] };
      });
      await Promise.all(played.map((room) => room.anna.start()));
      await Promise.all(played.map((room) => waitFor(room.anna, () => room.acked.length >= 2, 'two moves before the outage', 20_000)));

      proxy.cut();
      // Every room is held: its phones see it, and nothing more is acknowledged.
      await Promise.all(played.map((room) => waitFor(room.anna, () => room.anna.state.room?.hold?.reason === 'storage', 'the hold', 15_000)));
      const ackedDuring = played.map((room) => room.acked.length);
      await new Promise((r) => setTimeout(r, 2_000));
      expect(played.map((room) => room.acked.length)).toEqual(ackedDuring);
      expect(exits).toBe(0);

      proxy.restore();
      await Promise.all(played.map((room) => waitFor(room.anna, () => (room.anna.state.room?.hold ?? null) === null, 'the hold to end', 15_000)));
      await Promise.all(played.map((room, i) => waitFor(room.anna, () => room.acked.length >= ackedDuring[i]! + 3, 'moves after the outage', 20_000)));
      for (const room of played) for (const p of room.players) p.stop();
      expect(exits).toBe(0);
      for (const room of played) await expectLogged(cluster, room.acked);
    } finally {
      // The run's own store goes through the proxy too: it drops its schema before the proxy goes.
      for (const c of clients.splice(0)) c.close();
      await run?.dispose();
      await proxy.close();
    }
  }, 120_000);
});
