/**
 * The load benchmark: the real server in a child process, a bare socket.io echo server in another, and
 * this process driving R rooms through the client SDK over loopback. The sweep adds rooms step by step
 * (100 → 500 → …); each step warms up, then measures for a fixed window: move latency (p50/p99/max),
 * the echo floor from the same clients, the server's event-loop delay, CPU, RSS and heap per room.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ECHO_CHILD, spawnChild, type ChildHandle } from '../support/child-process.ts';
import { startClusterRun, type ClusterRun } from '../support/cluster.ts';
import { round, Samples } from '../support/samples.ts';
import { LoadRoom, type LoadRecorder, type LoadSettings } from './room-driver.ts';
import { benchGames } from '../support/bench-games.ts';

export interface LoadOptions extends LoadSettings {
  rooms: number[];
  /** Measured window per step. */
  seconds: number;
  /** Warm-up per step, after the new rooms are open. */
  warmupSeconds: number;
  /** Rooms opened at once while setting up. */
  setupConcurrency: number;
  bots: 'default' | 'normal';
  /** Write a CPU profile of the server process into this directory (node --cpu-prof). */
  profileDir?: string;
  /**
   * More than 1: a cluster of this many server processes on PostgreSQL and Redis (DATABASE_URL,
   * REDIS_URL, or this machine's), each room's clients spread over them; the server figures
   * (loop, CPU, heap) are the first process's.
   */
  processes?: number;
  log: (line: string) => void;
}

export interface LoadStep {
  rooms: number;
  sockets: number;
  moveMs: { p50: number; p99: number; max: number };
  echoMs: { p50: number; p99: number; max: number };
  /** The bare fan-out floor: an update-sized message relayed by the echo server to every client of a room. */
  fanoutMs: { p50: number; p99: number; max: number };
  /** Move latency over the bare fan-out's, in the same run: the yardstick of the single-process aim (≤ 2×). */
  ratio: { p50: number; p99: number };
  /** Move latency over the bare echo's. */
  echoRatio: { p50: number; p99: number };
  moves: number;
  movesPerSecond: number;
  loopLagP99Ms: number;
  loopLagMaxMs: number;
  /** The server's stop-the-world GC pauses in the window: count, sum, longest, major collections. */
  gcPauses: { count: number; totalMs: number; maxMs: number; major: number };
  cpuPercent: number;
  heapPerRoomKB: number;
  rssMB: number;
  driverLagP99Ms: number;
  refused: number;
  timeouts: number;
  serverErrors: number;
  over100: boolean;
  /** The machine's 1-minute load average at the end of the window (other processes compete for the cores). */
  machineLoad: number;
}

/** Humans per room cycle 1, 2, 3 (two on average); the other seats are bots. */
export function humansFor(index: number, seats: number): number {
  return Math.min(seats - 1, 1 + (index % 3));
}

export function openFileLimit(): number {
  try {
    return Number(execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()) || Infinity;
  } catch {
    return Infinity;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function runLoad(options: LoadOptions): Promise<{ steps: LoadStep[] }> {
  const log = options.log;
  const rooms = [...options.rooms].sort((a, b) => a - b);
  const largest = rooms.at(-1) ?? 0;
  let clientSockets = 0;
  for (let i = 0; i < largest; i++) clientSockets += 1 + humansFor(i, options.seats);
  // This process holds every client socket twice (server + echo); the server holds one per client.
  const limit = openFileLimit();
  const need = clientSockets * 2 + 200;
  log(`open-file limit ${limit}; this process needs about ${need} descriptors at ${largest} rooms, the server about ${clientSockets + 100}`);
  if (need > limit) throw new Error(`ulimit -n is ${limit}; ${largest} rooms need about ${need}: raise it (ulimit -n ${need}) or sweep fewer rooms`);

  const dir = mkdtempSync(join(tmpdir(), 'kt-load-'));
  let server: ChildHandle | null = null;
  let cluster: ClusterRun | null = null;
  let servers: string[] = [];
  let echo: ChildHandle | null = null;
  const open: LoadRoom[] = [];
  const rec: LoadRecorder = {
    measuring: false,
    stopped: false,
    moves: new Samples(),
    echoes: new Samples(),
    fanouts: new Samples(),
    counts: { moves: 0, stale: 0, refused: 0, timeouts: 0, echoFailures: 0, restarts: 0 },
    refusals: new Map(),
  };
  const driverLag = monitorEventLoopDelay({ resolution: 5 });
  driverLag.enable();
  const steps: LoadStep[] = [];
  // The rooms cycle through every registered game that seats this many (the registry's order).
  const games = benchGames(options.seats);
  try {
    const settings = { botDelayMs: options.botDelayMs, bots: options.bots, logLevel: 'warn' as const };
    if ((options.processes ?? 1) > 1) {
      cluster = await startClusterRun({
        processes: options.processes!,
        databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
        redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        config: settings,
      });
      server = cluster.processes[0]!;
      servers = cluster.processes.map((p) => p.url);
      log(`cluster of ${servers.length} processes: ${servers.join(', ')}`);
    } else {
      server = await spawnChild({ ...settings, sqlitePath: join(dir, 'load.sqlite') }, options.profileDir ? { nodeFlags: ['--expose-gc', '--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] } : {});
      servers = [server.url];
    }
    echo = await spawnChild({}, { entry: ECHO_CHILD });
    log(`server ${server.url} (pid ${server.pid}), echo ${echo.url} (pid ${echo.pid})`);
    const base = await server.metrics({ gc: true });
    for (const target of rooms) {
      const t0 = performance.now();
      while (open.length < target) {
        const batch: LoadRoom[] = [];
        for (let i = open.length; i < target && batch.length < options.setupConcurrency; i++) {
          const index = i;
          batch.push(new LoadRoom(index, humansFor(index, options.seats), games[index % games.length]!, { server: servers, echo: echo.url }, options, rec));
        }
        open.push(...batch);
        const failures = (await Promise.allSettled(batch.map((room) => room.open()))).filter((r) => r.status === 'rejected');
        if (failures.length > 0) {
          log(`${failures.length} rooms failed to open: ${String((failures[0] as PromiseRejectedResult).reason)}`);
          log(`server errors (${server.errorCount()}): ${server.errors.slice(-3).join('\n')}`);
          const m = await server.metrics();
          log(`server: ${m.rooms} rooms, loop p99 ${round(m.loopLagMs.p99)} ms max ${round(m.loopLagMs.max)} ms, handles ${m.handles}`);
          throw new StepFailed(`${failures.length} of ${target} rooms failed to open`);
        }
      }
      log(`${target} rooms open (${Math.round(performance.now() - t0)} ms); warming up ${options.warmupSeconds} s`);
      await sleep(options.warmupSeconds * 1000);
      rec.moves.reset();
      rec.echoes.reset();
      rec.fanouts.reset();
      const before = { ...rec.counts };
      const errorsBefore = server.errorCount();
      await Promise.all([server.metrics({ reset: true }), echo.metrics({ reset: true })]);
      driverLag.reset();
      rec.measuring = true;
      await sleep(options.seconds * 1000);
      rec.measuring = false;
      const m = await server.metrics();
      const driverLagP99Ms = driverLag.percentile(99) / 1e6;
      const heap = await server.metrics({ gc: true });
      const moves = rec.moves.summary();
      const echoes = rec.echoes.summary();
      const fanouts = rec.fanouts.summary();
      const step: LoadStep = {
        rooms: target,
        sockets: open.reduce((s, r) => s + r.sockets, 0),
        moveMs: { p50: moves.p50, p99: moves.p99, max: moves.max },
        echoMs: { p50: echoes.p50, p99: echoes.p99, max: echoes.max },
        fanoutMs: { p50: fanouts.p50, p99: fanouts.p99, max: fanouts.max },
        ratio: { p50: round(fanouts.p50 ? moves.p50 / fanouts.p50 : 0), p99: round(fanouts.p99 ? moves.p99 / fanouts.p99 : 0) },
        echoRatio: { p50: round(echoes.p50 ? moves.p50 / echoes.p50 : 0), p99: round(echoes.p99 ? moves.p99 / echoes.p99 : 0) },
        moves: moves.count,
        movesPerSecond: round(moves.count / options.seconds, 1),
        loopLagP99Ms: round(m.loopLagMs.p99),
        loopLagMaxMs: round(m.loopLagMs.max),
        gcPauses: { count: m.gc?.count ?? 0, totalMs: round(m.gc?.totalMs ?? 0), maxMs: round(m.gc?.maxMs ?? 0), major: m.gc?.majorCount ?? 0 },
        cpuPercent: round(m.cpuPercent, 1),
        heapPerRoomKB: round((heap.heapUsedBytes - base.heapUsedBytes) / target / 1024, 1),
        rssMB: round(heap.rssBytes / 2 ** 20, 1),
        driverLagP99Ms: round(driverLagP99Ms),
        refused: rec.counts.refused - before.refused,
        timeouts: rec.counts.timeouts - before.timeouts,
        serverErrors: server.errorCount() - errorsBefore,
        over100: moves.p99 > 100,
        machineLoad: round(loadavg()[0]!, 1),
      };
      steps.push(step);
      log(formatStep(step));
      if (step.serverErrors > 0) log(`server errors: ${server.errors.slice(-3).join('\n')}`);
      if (rec.refusals.size > 0) log(`refusals so far: ${JSON.stringify(Object.fromEntries(rec.refusals))}`);
    }
  } catch (error) {
    // A step whose rooms cannot even be opened ends the sweep; the steps measured so far still count.
    if (!(error instanceof StepFailed)) throw error;
    log(`sweep stopped: ${error.message}`);
  } finally {
    rec.stopped = true;
    for (const room of open) room.close();
    await Promise.all([cluster ? cluster.dispose() : server?.close(), echo?.close()]);
    rmSync(dir, { recursive: true, force: true });
  }
  const crossing = steps.find((s) => s.over100);
  log(crossing ? `move p99 crosses 100 ms at ${crossing.rooms} rooms` : `move p99 stays under 100 ms up to ${steps.at(-1)?.rooms ?? 0} rooms`);
  return { steps };
}

class StepFailed extends Error {}

export function formatStep(s: LoadStep): string {
  return (
    `rooms ${s.rooms} sockets ${s.sockets}: move p50 ${s.moveMs.p50} p99 ${s.moveMs.p99} max ${s.moveMs.max} ms (${s.movesPerSecond}/s) | ` +
    `echo p50 ${s.echoMs.p50} p99 ${s.echoMs.p99} ms | fan-out p50 ${s.fanoutMs.p50} p99 ${s.fanoutMs.p99} ms | ratio to fan-out ${s.ratio.p50}/${s.ratio.p99}, to echo ${s.echoRatio.p50}/${s.echoRatio.p99} | loop p99 ${s.loopLagP99Ms} max ${s.loopLagMaxMs} ms | gc ${s.gcPauses.count}× ${s.gcPauses.totalMs} ms (max ${s.gcPauses.maxMs}, ${s.gcPauses.major} major) | ` +
    `cpu ${s.cpuPercent}% | heap/room ${s.heapPerRoomKB} KB | rss ${s.rssMB} MB | driver loop p99 ${s.driverLagP99Ms} ms | machine load ${s.machineLoad}`
  );
}
