/**
 * Issue 26, part 1, in a cluster of real server processes: a phone on one process sends the crafted
 * 8,000-deep selection for a room owned by another. It was forwarded, stored at the owner, and when the
 * seat's clock ran out the owner's process exited; another process took the room over and the next
 * clock killed that one too. Now it is BAD_MESSAGE wherever it arrives, the clock runs out and plays
 * for the seat, and no process exits. A clock second lasts 20 ms here (the 20 s clock: 400 ms).
 */
import { describe, expect, it } from 'vitest';
import { startClusterRun } from '../../bench/support/cluster.ts';
import { waitFor } from '../support/harness.ts';
import { clusterTestContext } from './cluster-play.ts';
import { rawRequest } from '../fuzz/hostile-values.ts';

const { databaseUrl, redisUrl, runs, client } = await clusterTestContext();

describe.skipIf(!databaseUrl || !redisUrl)('a cluster and the crafted selection (issue 26)', () => {
  it('the 8,000-deep selection, from a phone on the owner and from one on another process, is BAD_MESSAGE; the clocks play for both seats; no process exits', async () => {
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 1000, config: { timings: { clockSecondMs: 20 } } });
    runs.push(run);
    const exits: number[] = [];
    run.processes.forEach((p, i) => void p.exited.then(() => exits.push(i)));
    const [owner, other] = run.processes;
    const tv = client(owner!.url);
    const { code } = await tv.createRoom();
    // Anna is on the owner's process; Ben's messages reach the owner through the other process.
    const anna = client(owner!.url);
    const ben = client(other!.url);
    await anna.join(code, 'Anna');
    await ben.join(code, 'Ben');
    await anna.configure({ game: 'fahrstuhl', seats: 4, options: { mode: 'single', cards: 6 }, clockSeconds: 20, botDelayMs: 0 });
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing', 'the match', 20_000);
    const deep = `{"move":{"play":${'['.repeat(8000)}"AH"${']'.repeat(8000)}}}`;
    for (const phone of [anna, ben]) {
      const answer = await rawRequest(phone, 'match:select', deep);
      expect(answer?.ok ? 'ok' : answer?.error?.code).toBe('BAD_MESSAGE');
    }
    // Nobody plays: the clock runs out again and again and plays for both.
    await waitFor(tv, () => new Set(tv.updates.filter((u) => u.byClock).map((u) => u.seat)).size >= 2, 'the clock to play for Anna and Ben', 30_000);
    for (const phone of [anna, ben]) expect((await phone.request('rules:close', {})).ok).toBe(true);
    expect(exits).toEqual([]);
    expect(run.processes.map((p) => p.process.exitCode)).toEqual([null, null]);
  }, 90_000);
});
