/**
 * The fairness benchmark (issue 15, "Fair bots"): can strong bots in other rooms starve a quiet room's
 * normal bots? The real server runs in a child process with the bots package's worker-backed bots (as
 * `kitchen-table serve` plugs them in), and this process drives the rooms over socket.io:
 *
 * 1. the quiet room alone (a phone and three `normal` bots, bot delay 0): its bot moves' latency, unloaded;
 * 2. then, with `attackRooms` rooms of five `strong` bots at bot delay 0 playing non-stop (by default
 *    three per bot thread), the same room's latency again.
 *
 * The aim: loaded p95 ≤ 3 × unloaded p95 + 50 ms. The attack rooms' bot moves per second show that the
 * strong bots are still served.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnChild, type ChildHandle } from '../support/child-process.ts';
import { percentile, round } from '../support/samples.ts';
import { BenchRoom, type RoomCounters } from './rooms.ts';

export interface FairnessOptions {
  /** `player`: the bot player (lanes); `shared`: one shared pool in arrival order (before issue 15). */
  bots: 'player' | 'shared';
  threads: number;
  /** Niceness of the search threads (`player` only; default: the bot player's). */
  nice?: number;
  attackRooms: number;
  /** Measured window per phase. */
  seconds: number;
  warmupSeconds: number;
  /** The quiet room's human think time range, ms. */
  thinkMs: [number, number];
  log: (line: string) => void;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export interface FairnessResult {
  bots: 'player' | 'shared';
  threads: number;
  nice?: number;
  attackRooms: number;
  unloaded: LatencySummary;
  loaded: LatencySummary;
  /** 3 × unloaded p95 + 50 ms. */
  aimMs: number;
  met: boolean;
  /** Bot moves per second in the attack rooms while loaded (strong bots still play). */
  attackBotMovesPerSecond: number;
  serverLoopP99Ms: number;
  /** The machine's 1-minute load average before the run and at its end (other work competes for the cores). */
  machineLoad: { before: number; after: number };
  serverErrors: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function summarizeLatency(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), max: round(sorted.at(-1) ?? 0) };
}

export async function runFairness(options: FairnessOptions): Promise<FairnessResult> {
  const log = options.log;
  const before = round(loadavg()[0]!, 1);
  const dir = mkdtempSync(join(tmpdir(), 'kt-fairness-'));
  const quiet: RoomCounters = { botMoves: 0, samples: [], measuring: false, stopped: false };
  const attack: RoomCounters = { botMoves: 0, samples: [], measuring: false, stopped: false };
  const rooms: BenchRoom[] = [];
  let server: ChildHandle | null = null;
  try {
    server = await spawnChild({ sqlitePath: join(dir, 'fairness.sqlite'), bots: options.bots, botThreads: options.threads, botNice: options.nice, botDelayMs: 0, logLevel: 'warn' });
    log(`server ${server.url} (pid ${server.pid}), bots: ${options.bots}, ${options.threads} bot threads; machine load ${before}`);
    const quietRoom = new BenchRoom(server.url, 'quiet', quiet, options.thinkMs);
    rooms.push(quietRoom);
    await quietRoom.open(1);

    const measure = async (phase: string): Promise<LatencySummary> => {
      await sleep(options.warmupSeconds * 1000);
      quiet.samples = [];
      quiet.measuring = true;
      await sleep(options.seconds * 1000);
      quiet.measuring = false;
      const summary = summarizeLatency(quiet.samples);
      log(`${phase}: quiet room's normal bot moves p50 ${summary.p50} / p95 ${summary.p95} / max ${summary.max} ms (${summary.count} moves)`);
      return summary;
    };

    const unloaded = await measure('unloaded');
    for (let i = 0; i < options.attackRooms; i++) {
      const room = new BenchRoom(server.url, 'attack', attack, [0, 0]);
      rooms.push(room);
      await room.open(i + 1);
    }
    log(`${options.attackRooms} rooms of five strong bots (bot delay 0) playing`);
    await server.metrics({ reset: true });
    const errorsBefore = server.errorCount();
    const attackMovesBefore = attack.botMoves;
    const t0 = performance.now();
    const loaded = await measure('loaded');
    const attackBotMovesPerSecond = round((attack.botMoves - attackMovesBefore) / ((performance.now() - t0) / 1000), 1);
    const metrics = await server.metrics();
    const aimMs = round(3 * unloaded.p95 + 50);
    const result: FairnessResult = {
      bots: options.bots,
      threads: options.threads,
      ...(options.nice === undefined ? {} : { nice: options.nice }),
      attackRooms: options.attackRooms,
      unloaded,
      loaded,
      aimMs,
      met: loaded.count > 0 && loaded.p95 <= aimMs,
      attackBotMovesPerSecond,
      serverLoopP99Ms: round(metrics.loopLagMs.p99),
      machineLoad: { before, after: round(loadavg()[0]!, 1) },
      serverErrors: server.errorCount() - errorsBefore,
    };
    log(
      `aim: loaded p95 ≤ 3 × ${unloaded.p95} + 50 = ${aimMs} ms → ${result.met ? 'met' : 'NOT met'} (p95 ${loaded.p95} ms); ` +
        `attack rooms' bot moves ${attackBotMovesPerSecond}/s; server loop p99 ${result.serverLoopP99Ms} ms; machine load ${result.machineLoad.after}`,
    );
    if (result.serverErrors > 0) log(`server errors: ${server.errors.slice(-3).join('\n')}`);
    return result;
  } finally {
    quiet.stopped = true;
    attack.stopped = true;
    for (const room of rooms) room.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
