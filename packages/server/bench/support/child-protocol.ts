/** Messages between a harness and the server child process (server-child.ts) over Node's IPC channel. */
import type { LogLevel } from '../../src/log.ts';
import type { BucketSpec } from '../../src/realtime/rate-limit.ts';
import type { RoomTimings } from '../../src/timers.ts';

export interface ChildConfig {
  port?: number;
  host?: string;
  sqlitePath?: string;
  /** '' (default) forces SQLite even when DATABASE_URL is set. */
  databaseUrl?: string;
  botDelayMs?: number;
  /**
   * `default`: whatever startServer uses; `normal`: the bots package's normal level, in-thread;
   * `player`: the bots package's bot player as `kitchen-table serve` plugs it in (cheap lane in-thread,
   * strong searches in `botThreads` worker threads, room by room); `shared`: every level through one
   * shared worker pool in arrival order (how the bots ran before issue 15, for comparison).
   */
  bots?: 'default' | 'normal' | 'player' | 'shared';
  /** Worker threads of the `player` and `shared` bots (default 2). */
  botThreads?: number;
  /** Niceness of the `player` bots' search threads (default: the bot player's). */
  botNice?: number;
  logLevel?: LogLevel;
  messageRate?: BucketSpec;
  failedJoinRate?: BucketSpec;
  maxConnectionsPerAddress?: number;
  roomCreateRate?: BucketSpec;
  joinRate?: BucketSpec;
  timings?: Partial<RoomTimings>;
  /** PostgreSQL only: the schema the tables live in (one per test or benchmark run). */
  schema?: string;
  /** Join the cluster on this Redis (docs/scaling.md); '' (default) keeps the process on its own. */
  redisUrl?: string;
  /** Cluster: the Redis key prefix (one per test or benchmark run) and the lease time, ms. */
  redisPrefix?: string;
  leaseMs?: number;
  /** Cluster: hand rooms to less loaded processes (default true). */
  rebalance?: boolean;
}

export interface ChildMetrics {
  loopLagMs: { p50: number; p99: number; max: number };
  /** Share of one core since the last reset, percent. */
  cpuPercent: number;
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  externalBytes: number;
  rooms: number;
  /** The codes of the rooms this process holds (a cluster's benchmark checks none is held twice). */
  roomCodes?: string[];
  handles: number;
  /** Stop-the-world garbage collection since the last reset: how many pauses, their sum and the longest. */
  gc?: { count: number; totalMs: number; maxMs: number; majorCount: number };
}

export type ChildRequest =
  | { type: 'metrics'; id: number; gc?: boolean; reset?: boolean }
  | { type: 'close' }
  /** Harness-only operations on the live server (soak): a bots-only match in a room, or closing it. */
  | { type: 'harness'; id: number; op: 'botMatch'; code: string; game: string; seats: number }
  | { type: 'harness'; id: number; op: 'closeRoom'; code: string };

export type ChildReply =
  | { type: 'ready'; url: string; port: number; pid: number }
  | { type: 'metrics'; id: number; metrics: ChildMetrics }
  | { type: 'harness'; id: number; ok: boolean; error?: string };
