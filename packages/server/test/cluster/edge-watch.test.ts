/**
 * The edge's own watch (cluster/edge.ts, Edges.watch): answers a dead process will never give are not
 * waited for. The watch for deaths (cluster-rooms.ts) tells the bus once, when it sees a process die;
 * a request an edge sends to that owner *after* that notice, before its socket followed the room, is
 * abandoned by this watch. Without it such a request waited for its 20 s timeout (measured: a failover
 * benchmark's resumes went from 2.3 s to 21 s). No services needed: the bus and the leases are fakes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Edges } from '../../src/cluster/edge.ts';
import type { EdgeOptions } from '../../src/cluster/edge.ts';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('the edge abandons requests to owners that died (issue 16)', () => {
  let edges: Edges | null = null;
  afterEach(() => edges?.stop());

  it('a request waiting on a process that is not alive any more is abandoned at the next look; one on a live process is not', async () => {
    const abandoned: (string | null)[] = [];
    // Requests are waiting on two processes; only "alive" still beats and listens.
    const bus = { targets: () => new Set(['dead', 'alive']), abandon: (to: string | null) => void abandoned.push(to) };
    const leases = { leaseMs: 200, processId: 'me', liveProcesses: async () => new Set(['me', 'alive']), owners: async () => [] };
    edges = new Edges({ bus, leases, manager: {}, log: pino({ level: 'silent' }), now: () => Date.now() } as unknown as EdgeOptions);
    edges.start();
    await expect.poll(() => abandoned, { timeout: 2_000, interval: 20 }).toContain('dead');
    await sleep(200);
    expect(abandoned).not.toContain('alive');
    expect(abandoned).not.toContain(null);
  });
});
