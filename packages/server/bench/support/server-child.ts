/**
 * Child-process entry: the real server (`startServer`) in a process of its own, configured by the JSON in
 * KT_CHILD_CONFIG, reporting to its parent over IPC. It answers `metrics` requests with its event-loop
 * delay (perf_hooks.monitorEventLoopDelay), CPU time, memory and live handles — measured inside the
 * server process, so no metrics endpoint has to be exposed on the network. It exits when the parent
 * goes away (IPC disconnect), so a crashed harness leaves no server behind.
 */
import { monitorEventLoopDelay, PerformanceObserver, constants as perfConstants } from 'node:perf_hooks';
import { GAMES } from '@kitchen-table/engine';
import type { BotPlayer } from '../../src/bots/bot-player.ts';
import { startServer, type ServerOptions } from '../../src/server.ts';
import { openStore } from '../../src/storage/open-store.ts';
import { closeRoom, startBotsOnlyMatch } from './bot-rooms.ts';
import type { ChildConfig, ChildMetrics, ChildReply, ChildRequest } from './child-protocol.ts';

const config = JSON.parse(process.env.KT_CHILD_CONFIG ?? '{}') as ChildConfig;

async function normalBots(): Promise<BotPlayer> {
  const { chooseMoveSync, findGameBots } = await import('@kitchen-table/bots');
  // A game without bots yet plays the first legal move (what the server itself does without bots).
  return {
    chooseMove: async (game, view, context) =>
      findGameBots(game.meta.id) ? chooseMoveSync(game.meta.id, 'normal', view, context.seed) : view.legal[0]!,
  };
}

/** The bots package's worker-backed bots: the bot player (`player`) or one shared pool (`shared`). */
async function pooledBots(kind: 'player' | 'shared', threads: number, nice?: number): Promise<BotPlayer> {
  const { createBotPlayer, createBotPool } = await import('@kitchen-table/bots');
  if (kind === 'player') return createBotPlayer({ threads, ...(nice === undefined ? {} : { nice }) });
  const pool = createBotPool({ threads });
  return {
    chooseMove: (game, view, context) =>
      pool.chooseMove(game.meta.id, context.forClock ? 'normal' : context.level ?? 'normal', view, context.seed, { history: context.history }),
    close: () => pool.close(),
  };
}

const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();
// Garbage-collection pauses, as the load benchmark's tails are often theirs.
let gcStats = { count: 0, totalMs: 0, maxMs: 0, majorCount: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcStats.count++;
    gcStats.totalMs += entry.duration;
    gcStats.maxMs = Math.max(gcStats.maxMs, entry.duration);
    if ((entry as unknown as { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) gcStats.majorCount++;
  }
}).observe({ entryTypes: ['gc'] });
let cpuMark = process.cpuUsage();
let wallMark = performance.now();

const options: ServerOptions = {
  port: config.port ?? 0,
  host: config.host ?? '127.0.0.1',
  sqlitePath: config.sqlitePath,
  databaseUrl: config.databaseUrl ?? '',
  botDelayMs: config.botDelayMs,
  logLevel: config.logLevel ?? 'warn',
  webRoot: null,
  messageRate: config.messageRate,
  failedJoinRate: config.failedJoinRate,
  maxConnectionsPerAddress: config.maxConnectionsPerAddress,
  roomCreateRate: config.roomCreateRate,
  joinRate: config.joinRate,
  timings: config.timings,
  redisUrl: config.redisUrl ?? '',
  ...(config.redisPrefix || config.leaseMs ? { cluster: { keyPrefix: config.redisPrefix, leaseMs: config.leaseMs, rebalance: config.rebalance } } : {}),
};
// A schema of its own: the store is opened here (the server then leaves it open; the process exits).
if (config.schema && config.databaseUrl) options.store = await openStore({ databaseUrl: config.databaseUrl, schema: config.schema, poolSize: 6 });
if (config.bots === 'normal') options.bots = await normalBots();
if (config.bots === 'player' || config.bots === 'shared') options.bots = await pooledBots(config.bots, config.botThreads ?? 2, config.botNice);
// KT_MOVE_TRACE=FILE: where each move's time goes (support/move-trace.ts), written at each window's end.
const traceFile = process.env.KT_MOVE_TRACE;
const trace = traceFile ? await import('./move-trace.ts') : null;
if (trace) {
  trace.installMoveTrace();
  if (options.bots) options.bots = trace.traceBots(options.bots);
}

// KT_ALLOC_PROFILE=FILE: what the server allocates in each window (sampled, collected objects included:
// a move's garbage is what the young generation's scavenges pay for), written as a .heapprofile.
const allocFile = process.env.KT_ALLOC_PROFILE;
const allocations = allocFile ? await import('./alloc-profile.ts') : null;

const server = await startServer(options);

function metrics(request: Extract<ChildRequest, { type: 'metrics' }>): ChildMetrics {
  if (request.gc && typeof globalThis.gc === 'function') {
    globalThis.gc();
    globalThis.gc();
  }
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage(cpuMark);
  const wallMs = performance.now() - wallMark;
  const out: ChildMetrics = {
    loopLagMs: { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
    cpuPercent: wallMs > 0 ? ((cpu.user + cpu.system) / 1000 / wallMs) * 100 : 0,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    heapTotalBytes: memory.heapTotal,
    externalBytes: memory.external,
    rooms: server.manager.size,
    roomCodes: [...server.manager.rooms.keys()],
    handles: process.getActiveResourcesInfo().length,
    gc: { ...gcStats },
  };
  if (trace && traceFile && !request.reset && !request.gc) trace.dumpMoveTrace(traceFile);
  if (trace && request.reset) trace.resetMoveTrace();
  if (allocations && allocFile && !request.reset && !request.gc) allocations.stopAllocationProfile(allocFile);
  if (allocations && request.reset) allocations.startAllocationProfile();
  if (request.reset) {
    gcStats = { count: 0, totalMs: 0, maxMs: 0, majorCount: 0 };
    lag.reset();
    cpuMark = process.cpuUsage();
    wallMark = performance.now();
  }
  return out;
}

function send(reply: ChildReply): void {
  process.send?.(reply);
}

process.on('message', (message: ChildRequest) => {
  if (message.type === 'metrics') send({ type: 'metrics', id: message.id, metrics: metrics(message) });
  else if (message.type === 'harness') {
    const done = (ok: boolean, error?: string): void => send({ type: 'harness', id: message.id, ok, ...(error ? { error } : {}) });
    const op =
      message.op === 'botMatch'
        ? (() => {
            const game = GAMES.find((g) => g.meta.id === message.game);
            if (!game) return Promise.reject(new Error(`no game ${message.game}`));
            return startBotsOnlyMatch(server.manager, message.code, game, message.seats);
          })()
        : closeRoom(server.manager, message.code);
    op.then(
      () => done(true),
      (error: unknown) => done(false, (error as Error).message),
    );
  } else if (message.type === 'close') {
    void server.close().finally(() => process.exit(0));
  }
});
process.on('disconnect', () => {
  void server.close().finally(() => process.exit(0));
});
send({ type: 'ready', url: server.url, port: server.port, pid: process.pid });
