/**
 * A cluster of real server processes on this machine's PostgreSQL and Redis, for the cluster tests and
 * `bench failover` / `bench load --processes`: each run gets a PostgreSQL schema and a Redis key prefix
 * of its own (removed by `dispose`), so that runs never see each other's rooms.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import { spawnChild, type ChildHandle } from './child-process.ts';
import type { ChildConfig } from './child-protocol.ts';

export interface ClusterRun {
  /** The config every process starts with (schema, prefix, URLs); `port` is set per process. */
  readonly config: ChildConfig;
  readonly schema: string;
  readonly prefix: string;
  /** The live processes, in start order; a killed one is replaced at its index by `restart`. */
  readonly processes: ChildHandle[];
  /** The run's store (its schema), for checks against the database. */
  store(): Promise<KyselyStore>;
  redis(): Redis;
  /** SIGKILLs process i. */
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts process i again on the same port (after a kill). */
  restart(i: number): Promise<ChildHandle>;
  /** Stops every process, drops the schema and the Redis keys. */
  dispose(): Promise<void>;
}

export interface ClusterRunOptions {
  processes: number;
  databaseUrl: string;
  redisUrl: string;
  /** Lease time, ms (default: the server's). */
  leaseMs?: number;
  config?: ChildConfig;
  /**
   * The URLs the processes use instead of databaseUrl / redisUrl (a fault proxy in front of the service,
   * `bench failover --fault`); the run's own checks and clean-up keep to the direct ones.
   */
  via?: { databaseUrl?: string; redisUrl?: string };
  onLine?: (process: number, line: string) => void;
}

export async function startClusterRun(options: ClusterRunOptions): Promise<ClusterRun> {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const schema = `kt_cluster_${id}`;
  const prefix = `kt-test:${id}:`;
  const config: ChildConfig = {
    botDelayMs: 0,
    bots: 'normal',
    logLevel: 'warn',
    ...options.config,
    databaseUrl: options.via?.databaseUrl ?? options.databaseUrl,
    schema,
    redisUrl: options.via?.redisUrl ?? options.redisUrl,
    redisPrefix: prefix,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
  };
  // Migrated once before the processes start, so that they do not race to create the schema.
  const store = await openKyselyStore({ databaseUrl: options.databaseUrl, schema, poolSize: 2 });
  const redis = new Redis(options.redisUrl);
  const processes: ChildHandle[] = [];
  const ports: number[] = [];
  const spawnOne = async (i: number): Promise<ChildHandle> => {
    const child = await spawnChild({ ...config, ...(ports[i] ? { port: ports[i] } : {}) }, { readyTimeoutMs: 180_000, ...(options.onLine ? { onLine: (line: string) => options.onLine!(i, line) } : {}) });
    ports[i] = child.port;
    processes[i] = child;
    return child;
  };
  try {
    await Promise.all(Array.from({ length: options.processes }, (_, i) => spawnOne(i)));
  } catch (error) {
    for (const p of processes) await p?.kill('SIGKILL').catch(() => undefined);
    await removeTraces(store, redis, schema, prefix);
    throw error;
  }
  return {
    config,
    schema,
    prefix,
    processes,
    store: async () => store,
    redis: () => redis,
    kill: (i, signal = 'SIGKILL') => processes[i]!.kill(signal),
    restart: (i) => spawnOne(i),
    async dispose() {
      await Promise.all(processes.map((p) => p.kill('SIGKILL').catch(() => undefined)));
      await removeTraces(store, redis, schema, prefix);
    },
  };
}

/** Drops the run's schema and Redis keys, and closes the connections. */
async function removeTraces(store: KyselyStore, redis: Redis, schema: string, prefix: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db).catch(() => undefined);
  await store.close();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}
