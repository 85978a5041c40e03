/**
 * Issue 26 in a cluster: the HTTP API lands on any process, and a room's evening table must answer its
 * own TV and phones there too — the room owned by another process is found by the token's entry in
 * Redis and checked against its stored record (a kicked phone's token opens nothing). Skipped with a
 * printed reason when PostgreSQL or Redis is absent, unless REQUIRE_SERVICES=1.
 */
import { describe, expect, it } from 'vitest';
import { startClusterRun } from '../../bench/support/cluster.ts';
import { waitFor } from '../support/harness.ts';
import { clusterTestContext } from './cluster-play.ts';

const { databaseUrl, redisUrl, runs, client } = await clusterTestContext();

async function tonight(url: string, code: string, token?: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}/api/rooms/${code}/tonight`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, body: await res.json() };
}

describe.skipIf(!databaseUrl || !redisUrl)('room tokens over HTTP in a cluster (issue 26)', () => {
  it('a room owned by one process: its TV and phones are answered by the other, strangers and a kicked phone get the 404', async () => {
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 1000 });
    runs.push(run);
    const [a, b] = run.processes;
    const tv = client(a!.url);
    const { code } = await tv.createRoom();
    const anna = client(a!.url);
    const ben = client(a!.url);
    await anna.join(code, 'Anna');
    await ben.join(code, 'Ben');
    await waitFor(tv, () => tv.state.room?.members.length === 2, 'both phones');
    for (const token of [tv.session!.token, anna.session!.token, ben.session!.token]) {
      expect(await tonight(b!.url, code, token)).toEqual({ status: 200, body: expect.objectContaining({ room: code, rows: [], matches: [] }) });
    }
    const benToken = ben.session!.token;
    await anna.kick(ben.state.you!.memberId!);
    await waitFor(tv, () => tv.state.room?.members.length === 1, 'Ben kicked');
    const refused = { status: 404, body: { error: `no evening table for room ${code}` } };
    // The kicked token's record is written with the kick; give the write a moment on a busy machine.
    await expect.poll(() => tonight(b!.url, code, benToken), { timeout: 5_000 }).toEqual(refused);
    expect(await tonight(b!.url, code)).toEqual(refused);
    expect(await tonight(b!.url, code, 'f'.repeat(32))).toEqual(refused);
  }, 60_000);
});
