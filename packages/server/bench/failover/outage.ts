/**
 * `bench failover --fault redis|postgres` (issue 26): instead of killing processes, one outage of a
 * service the cluster needs, through a fault proxy (support/fault-proxy.ts) the benchmark starts in
 * front of it and the processes connect through. After the rooms have played a while, the proxy cuts
 * every connection and refuses new ones for `outageMs`, then lets them through again. Measured:
 * - maxResumeMs: from the service's return until the slowest room acknowledged a move again;
 * - clockMovesDuringOutage: moves the clock made for a person's seat from the cut until the room
 *   acknowledged a move again (its phones could not reach it meanwhile): seen by the phones (updates
 *   flagged byClock for their own seat) or found in the database's log (byClock, a person's seat, made
 *   in that window), each counted once;
 * - what the phones were answered meanwhile (error codes, by code), for the log.
 */
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import type { FaultProxy } from '../support/fault-proxy.ts';

export type Fault = 'redis' | 'postgres';

export interface OutageRoom {
  code: string;
  acked: { matchId: string; at: number }[];
}

/** A clock move for a phone's own seat, as the phone saw it (performance.now()). */
export interface SeenClockMove {
  code: string;
  matchId: string;
  seq: number;
  at: number;
}

export interface OutageOutcome {
  /** performance.now() and Date.now() at the cut and at the service's return. */
  cutAt: number;
  cutWall: number;
  restoredAt: number;
  /** Each room's first acknowledged move after the return (performance.now()), when it came. */
  resumedAt: Map<string, number>;
  maxResumeMs: number;
  lost: { code: string; reason: string }[];
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The host and port of a service URL (for the proxy's target). */
export function targetOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || defaultPort };
}

/**
 * Cuts the service off for `outageMs`, then waits (up to `resumeTimeoutMs`) until every room has
 * acknowledged a move after its return.
 */
export async function runOutage(options: {
  proxy: FaultProxy;
  outageMs: number;
  rooms: readonly OutageRoom[];
  resumeTimeoutMs?: number;
  log: (line: string) => void;
}): Promise<OutageOutcome> {
  const { proxy, outageMs, rooms, log } = options;
  const cutAt = performance.now();
  const cutWall = Date.now();
  log(`outage: service cut off for ${outageMs} ms (${proxy.open} connections closed)`);
  await proxy.outage(outageMs);
  const restoredAt = performance.now();
  log(`outage: service back after ${Math.round(restoredAt - cutAt)} ms`);
  const deadline = restoredAt + (options.resumeTimeoutMs ?? 60_000);
  const resumedAt = new Map<string, number>();
  const lost: OutageOutcome['lost'] = [];
  let maxResumeMs = 0;
  const resumes: number[] = [];
  for (const room of rooms) {
    const first = (): number | undefined => room.acked.find((a) => a.at > restoredAt)?.at;
    while (first() === undefined && performance.now() < deadline) await sleep(20);
    const at = first();
    if (at === undefined) {
      lost.push({ code: room.code, reason: `no move acknowledged within ${Math.round((deadline - restoredAt) / 1000)} s of the service's return` });
      continue;
    }
    resumedAt.set(room.code, at);
    resumes.push(at - restoredAt);
    maxResumeMs = Math.max(maxResumeMs, at - restoredAt);
  }
  resumes.sort((x, y) => x - y);
  const q = (p: number): number => Math.round(resumes[Math.min(resumes.length - 1, Math.floor(p * resumes.length))] ?? 0);
  log(`outage: rooms moving again after the return: p50 ${q(0.5)} ms, p90 ${q(0.9)} ms, max ${Math.round(maxResumeMs)} ms (${resumes.length} of ${rooms.length})`);
  return { cutAt, cutWall, restoredAt, resumedAt, maxResumeMs: Math.round(maxResumeMs), lost };
}

/**
 * The clock's moves for a person's seat from the cut until each room moved again: those the phones
 * saw, and those in the database's log (`humanSeats`: a match's seats held by the benchmark's phones),
 * each (match, seq) once.
 */
export async function clockMovesDuringOutage(
  outcome: OutageOutcome,
  seen: readonly SeenClockMove[],
  store: KyselyStore,
  matchesOf: ReadonlyMap<string, { code: string; humanSeats: ReadonlySet<number> }>,
): Promise<{ count: number; moves: string[] }> {
  const found = new Set<string>();
  const until = (code: string): number => outcome.resumedAt.get(code) ?? Infinity;
  for (const m of seen) if (m.at >= outcome.cutAt && m.at <= until(m.code)) found.add(`${m.code} ${m.matchId}#${m.seq}`);
  // Wall-clock ends of each room's window, for the log's `at` (the server's Date.now()).
  const wallOf = (perf: number): number => outcome.cutWall + (perf - outcome.cutAt);
  for (const [matchId, { code, humanSeats }] of matchesOf) {
    const loaded = await store.loadMatch(matchId);
    for (const move of loaded?.moves ?? []) {
      if (!move.byClock || move.seat === null || !humanSeats.has(move.seat)) continue;
      if (move.at >= outcome.cutWall && move.at <= wallOf(until(code))) found.add(`${code} ${matchId}#${move.seq}`);
    }
  }
  return { count: found.size, moves: [...found] };
}
