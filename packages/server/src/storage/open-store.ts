/**
 * Opens the store the server runs on: PostgreSQL when a database URL is given (or DATABASE_URL is
 * set), otherwise SQLite on a file (default ./data/kitchen-table.sqlite, or SQLITE_PATH). The schema
 * is migrated before the store is handed out.
 *
 * SQLite durability: WAL journal with synchronous=NORMAL (default). A commit is in the WAL file, in the
 * operating system's cache, when the call returns, so it survives the process being killed (SIGKILL,
 * a crash) — the requirement. It is not fsynced per commit, so a power loss or kernel crash can lose
 * the last transactions (never corrupt the file). FULL fsyncs every commit and survives power loss
 * too, but better-sqlite3 is synchronous, so each fsync would block the whole event loop (every room)
 * for the disk's flush time; set SQLITE_SYNCHRONOUS=FULL where that trade is wanted.
 *
 * Outages (issue 26): a PostgreSQL connection that breaks — a restart, `pg_terminate_backend`,
 * `idle_session_timeout`, a pooler — is an `'error'` event on the pool (idle connection) or on the
 * client (checked out between queries). Both are handled here: logged, the connection dropped (the pool
 * opens a new one for the next query), and reported to `KyselyStore.onConnectionError`, so that the
 * storage watch (rooms/storage-watch.ts) checks at once whether the database can still be written. No
 * database error ever reaches the process as an unhandled event. A connection attempt gives up after
 * `connectTimeoutMs` (the pool's default would wait for ever on a database that does not answer).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { KyselyStore, type KyselyStoreOptions } from './kysely-store.ts';
import type { Database } from './schema.ts';
import { cacheStatements } from './statement-cache.ts';
import { offloadCheckpoints } from './wal-checkpointer.ts';
import type { Store } from './store.ts';

export const DEFAULT_SQLITE_PATH = './data/kitchen-table.sqlite';

export type SqliteSynchronous = 'NORMAL' | 'FULL';

export interface OpenStoreOptions {
  /** PostgreSQL connection string; default `process.env.DATABASE_URL`; '' forces SQLite (tests). */
  databaseUrl?: string;
  /** SQLite file (or ':memory:'); default `process.env.SQLITE_PATH` or ./data/kitchen-table.sqlite. */
  sqlitePath?: string;
  /** PostgreSQL only: keep the tables in this schema (created if missing), e.g. one per test run. */
  schema?: string;
  /** SQLite only; default `process.env.SQLITE_SYNCHRONOUS` or NORMAL (see above). */
  sqliteSynchronous?: SqliteSynchronous;
  /** PostgreSQL pool size; default 10. */
  poolSize?: number;
  /** PostgreSQL: the connections' application_name (pg_stat_activity shows it); default `kitchen-table`. */
  applicationName?: string;
  /** PostgreSQL: a new connection gives up after this long; default 5000 ms. */
  connectTimeoutMs?: number;
  /** SQLite: how long a write waits for another connection's lock before SQLITE_BUSY; default 5000 ms. */
  sqliteBusyTimeoutMs?: number;
  /** Migrate on open (default true). */
  migrate?: boolean;
  now?: KyselyStoreOptions['now'];
}

export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  return openKyselyStore(options);
}

/** The same as openStore, typed as the implementation (tests and tools reach the Kysely instance). */
export async function openKyselyStore(options: OpenStoreOptions = {}): Promise<KyselyStore> {
  const databaseUrl = options.databaseUrl ?? nonEmpty(process.env.DATABASE_URL);
  const store = databaseUrl ? openPostgres(databaseUrl, options) : openSqlite(options);
  if (options.migrate !== false) {
    try {
      await store.migrate();
    } catch (error) {
      await store.close().catch(() => {});
      throw error;
    }
  }
  return store;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value : undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** int8 (bigint: our times, count(), sum() of integers) as a JS number rather than pg's default string. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

function openPostgres(connectionString: string, options: OpenStoreOptions): KyselyStore {
  const schema = options.schema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`bad PostgreSQL schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    types: pgTypes,
    application_name: options.applicationName ?? 'kitchen-table',
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    // Notices a dead peer (a database host gone without a word) on an otherwise idle connection.
    keepAlive: true,
    // The schema first on the search path, so that the unqualified queries land in it.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const store = new KyselyStore(db, 'postgres', { schema, now: options.now });
  // An idle connection's error: the pool has already dropped it.
  pool.on('error', (error) => store.connectionError(error));
  // A checked-out connection's error between queries (a query in flight is rejected instead): without
  // a listener it would be thrown as an uncaught exception. The pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', (error) => store.connectionError(error)));
  return store;
}

function openSqlite(options: OpenStoreOptions): KyselyStore {
  const path = options.sqlitePath ?? nonEmpty(process.env.SQLITE_PATH) ?? DEFAULT_SQLITE_PATH;
  const inMemory = path === ':memory:' || path === '';
  if (!inMemory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const synchronous = options.sqliteSynchronous ?? parseSynchronous(process.env.SQLITE_SYNCHRONOUS);
  const database = cacheStatements(new BetterSqlite3(path));
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${synchronous}`);
  database.pragma('foreign_keys = ON');
  // Another process on the same file (a restarted server while the old one is still dying) waits
  // instead of failing at once.
  database.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.sqliteBusyTimeoutMs ?? 5000))}`);
  const checkpoints = inMemory ? null : offloadCheckpoints(database, path);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return new KyselyStore(db, 'sqlite', { now: options.now, afterClose: checkpoints ? () => checkpoints.stopped : undefined });
}

function parseSynchronous(value: string | undefined): SqliteSynchronous {
  const v = value?.trim().toUpperCase();
  if (!v) return 'NORMAL';
  if (v === 'NORMAL' || v === 'FULL') return v;
  throw new Error(`SQLITE_SYNCHRONOUS must be NORMAL or FULL, got ${value}`);
}
