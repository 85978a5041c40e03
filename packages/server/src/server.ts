/**
 * Starts the whole platform in one process: Fastify for HTTP (web app, JSON API, health) and socket.io
 * on the same HTTP server for the rooms. Restores every unfinished room from the store before it
 * accepts connections, so that phones reconnect to where they were.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import type { Logger } from 'pino';
import { GAMES, type GameDefinition } from '@kitchen-table/engine';
import {
  CLOSE_AFTER_MS,
  PAUSE_AUTO_RESUME_MS,
  SUSPEND_AFTER_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@kitchen-table/protocol';
import { jsonOnlyParser } from './realtime/json-parser.ts';
import { openStore } from './storage/open-store.ts';
import type { Store } from './storage/store.ts';
import { firstLegalBot, type BotPlayer } from './bots/bot-player.ts';
import type { CoachAdvisor } from './coach/advisor.ts';
import { RANKING_MIN_MATCHES, registerApi, type ApiRate } from './http/api.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { DEFAULT_WEB_ROOT, registerWebApp, webAppScriptHashes } from './http/web-app.ts';
import { createLogger, type LogLevel } from './log.ts';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, DEFAULT_ROOM_CREATE_RATE, guardFloods } from './realtime/flood-guard.ts';
import { attachGateway } from './realtime/gateway.ts';
import { connectionGate } from './realtime/connection-gate.ts';
import { checkOpenFilesLimit } from './realtime/open-files.ts';
import type { BucketSpec } from './realtime/rate-limit.ts';
import { RoomManager } from './rooms/room-manager.ts';
import { realTimers, type RoomTimings, type Timers } from './timers.ts';
import { lanAddresses, lanBaseUrls, parsePublicUrl } from './lan.ts';
import { Cluster, type ClusterOptions } from './cluster/cluster.ts';
import { warmUp } from './rooms/warm-up.ts';

export interface ServerOptions {
  /** Default 8080; 0 picks a free port (tests). */
  port?: number;
  /** Default 0.0.0.0 (every interface, so phones on the LAN can reach it). */
  host?: string;
  /** A store to use (the caller keeps ownership); otherwise one is opened from the next two. */
  store?: Store;
  /** PostgreSQL URL; default DATABASE_URL. */
  databaseUrl?: string;
  /** SQLite file; default SQLITE_PATH or ./data/kitchen-table.sqlite. */
  sqlitePath?: string;
  /** The games offered; default every registered game. */
  games?: readonly GameDefinition[];
  bots?: BotPlayer;
  /** The coach (issue 18, part 2): the CLI plugs in the bots' strong search; without one, coaching is refused. */
  coach?: CoachAdvisor;
  /** Default bot delay for new rooms, ms (the host can change it); default 1200. */
  botDelayMs?: number;
  timers?: Timers;
  timings?: Partial<RoomTimings>;
  logger?: Logger;
  logLevel?: LogLevel;
  /** The built web app; null serves the placeholder page. Default packages/web/dist. */
  webRoot?: string | null;
  /** socket.io's maxHttpBufferSize: the largest message accepted, bytes (default 16 KiB). */
  maxMessageBytes?: number;
  /** Per connection (default burst 40, 20 per second). */
  messageRate?: BucketSpec;
  /** Failed joins/resumes per address (default burst 20, one every 3 s). */
  failedJoinRate?: BucketSpec;
  /** Open sockets per address (default 200); see realtime/flood-guard.ts. */
  maxConnectionsPerAddress?: number;
  /** Rooms created per address (default burst 30, one every 10 s). */
  roomCreateRate?: BucketSpec;
  /** The address phones use when the server is behind a proxy (PUBLIC_URL); it wins over LAN addresses. */
  publicUrl?: string | null;
  /** This machine's LAN addresses (tests inject them); default the network interfaces'. */
  lanAddresses?: () => string[];
  /** Joins that add a member (seat or watcher), per address (default burst 8, then one every 5 s). */
  joinRate?: BucketSpec;
  /** Origins allowed besides the page's own (default none; `ALLOWED_ORIGINS`, comma-separated). */
  allowedOrigins?: readonly string[];
  /** An engine.io connection must join the socket.io namespace within this time (default 5 s). */
  connectTimeoutMs?: number;
  /** A client's unsent data past this many bytes drops its socket (default 1 MiB). */
  maxBufferedBytes?: number;
  /** Rated matches a profile needs to show in the ranking (default 5). */
  rankingMinMatches?: number;
  /** Requests per address to the JSON API (default 300 a minute; http/api.ts). */
  apiRate?: ApiRate;
  /**
   * Redis URL: join the cluster of processes on this Redis (and PostgreSQL). Default REDIS_URL; '' or
   * unset: one process on its own, as always (docs/scaling.md).
   */
  redisUrl?: string;
  /** Cluster only: prefix of the Redis keys (default REDIS_PREFIX or `kt:`) and the lease time. */
  cluster?: Omit<ClusterOptions, 'redisUrl'>;
}

export interface RunningServer {
  /** http://host:port, with 127.0.0.1 when listening on every interface. */
  url: string;
  port: number;
  host: string;
  store: Store;
  manager: RoomManager;
  /** The cluster this process is part of, when it has a Redis URL. */
  cluster: Cluster | null;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8080;
/** A burst of 8 joins, then one every 5 s, per address (counting joins that add a member). */
export const DEFAULT_JOIN_RATE: BucketSpec = { capacity: 8, refillPerSecond: 1 / 5 };
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;

/** `ALLOWED_ORIGINS="https://a.example, https://b.example"` → the list (empty entries dropped). */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter((s) => s.length > 0);
}
export const DEFAULT_BOT_DELAY_MS = 1200;

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.logger ?? createLogger(options.logLevel ?? 'info');
  const timers = options.timers ?? realTimers;
  const games = options.games ?? GAMES;
  const bots = options.bots ?? firstLegalBot;
  const ownStore = !options.store;
  const store = options.store ?? (await openStore({ databaseUrl: options.databaseUrl, sqlitePath: options.sqlitePath }));
  const timings: RoomTimings = {
    suspendAfterMs: SUSPEND_AFTER_MS,
    closeAfterMs: CLOSE_AFTER_MS,
    pauseAutoResumeMs: PAUSE_AUTO_RESUME_MS,
    sweepIntervalMs: 60_000,
    clockSecondMs: 1000,
    ...options.timings,
  };

  const redisUrl = options.redisUrl ?? process.env.REDIS_URL?.trim();
  let cluster: Cluster | null = null;
  let manager: RoomManager;
  try {
    const managerDeps = { store, bots, coach: options.coach ?? null, timers, timings, log, games, defaultBotDelayMs: options.botDelayMs ?? DEFAULT_BOT_DELAY_MS };
    if (redisUrl) {
      cluster = await Cluster.open({ redisUrl, keyPrefix: process.env.REDIS_PREFIX?.trim() || undefined, ...options.cluster }, store, log);
      manager = cluster.roomManager(managerDeps);
    } else manager = new RoomManager(managerDeps);
    await manager.restore();
  } catch (error) {
    await cluster?.close().catch(() => undefined);
    if (ownStore) await store.close().catch(() => undefined);
    throw error;
  }

  const app = Fastify({
    loggerInstance: log.child({ component: 'http' }),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 16_384,
    // A connection that sends no complete request is not kept for long (each holds a descriptor).
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
  }) as unknown as FastifyInstance;
  app.server.headersTimeout = 10_000;
  const webRoot = options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot;
  await addSecurityHeaders(app, { scriptHashes: webAppScriptHashes(webRoot) });
  const publicUrl = options.publicUrl ? parsePublicUrl(options.publicUrl) : null;
  let listening: { port: number; host: string } | null = null;
  const joinInfo = () => ({
    publicUrl,
    lanUrls: listening ? lanBaseUrls(listening.port, listening.host, options.lanAddresses ?? lanAddresses) : [],
  });
  await registerApi(app, {
    store,
    games,
    roomCount: () => manager.size,
    startedAt: Date.now(),
    joinInfo,
    rankingMinMatches: options.rankingMinMatches ?? RANKING_MIN_MATCHES,
    roomOfToken: (token) => manager.roomOfToken(token),
    apiRate: options.apiRate,
  });
  await registerWebApp(app, webRoot);

  const maxConnectionsPerAddress = options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS;
  const gate = connectionGate({ maxConnectionsPerAddress, allowedOrigins: options.allowedOrigins });
  checkOpenFilesLimit(gate.maxSocketsPerAddress, (details, message) => log.warn(details, message));
  const io = new SocketServer<ClientToServerEvents, ServerToClientEvents>(app.server, {
    maxHttpBufferSize: options.maxMessageBytes ?? 16_384,
    // A cluster process cut off from Redis lets no client in (issue 26): the client retries, "reconnecting".
    allowRequest: cluster
      ? (req, callback) => (cluster!.accepting() ? gate.allowRequest(req, callback) : callback('CLUSTER_UNAVAILABLE: this server cannot reach its cluster just now', false))
      : gate.allowRequest,
    // A connection that has not joined the namespace by then is closed (it holds a descriptor).
    connectTimeout: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    serveClient: false,
    // Phones lock their screens: a generous timeout keeps a seat from flapping away and back.
    pingInterval: 20_000,
    pingTimeout: 25_000,
    parser: jsonOnlyParser,
    ...(cluster ? { adapter: cluster.adapter() } : {}),
  });
  gate.attach(io, app.server);
  guardFloods(io, {
    roomCreateRate: options.roomCreateRate ?? DEFAULT_ROOM_CREATE_RATE,
    now: () => timers.now(),
  });
  const gateway = attachGateway(io, {
    manager,
    timers,
    log: log.child({ component: 'realtime' }),
    messageRate: options.messageRate ?? { capacity: 40, refillPerSecond: 20 },
    failedJoinRate: options.failedJoinRate ?? { capacity: 20, refillPerSecond: 1 / 3 },
    joinRate: options.joinRate ?? DEFAULT_JOIN_RATE,
    maxBufferedBytes: options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES,
    ...(cluster?.edges ? { cluster: cluster.edges } : {}),
  });
  if (cluster) {
    // A cluster process may be handed rooms at any moment: it rebuilds them warm (rooms/warm-up.ts).
    const warm = warmUp(games);
    log.info({ ms: Math.round(warm.ms), moves: warm.moves }, 'warmed up before taking rooms');
  }
  await cluster?.start(io, gateway);

  const host = options.host ?? '0.0.0.0';
  await app.listen({ port: options.port ?? DEFAULT_PORT, host });
  manager.startSweeper();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
  listening = { port, host };
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  log.info({ port, host }, 'server listening');

  let closed: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closed ??= (async () => {
      io.close();
      await manager.close();
      await app.close();
      await bots.close?.();
      await cluster?.close();
      if (ownStore) await store.close();
    })());

  return { url: `http://${urlHost}:${port}`, port, host, store, manager, cluster, close };
}
