/**
 * Tells a storage outage from a refusal (issue 26). An outage is an error that says "the database
 * cannot be reached or written just now" — a lost or refused PostgreSQL connection, a server shutting
 * down or out of resources, SQLite's disk full, database locked or I/O error: the same write may
 * succeed later, and the rooms wait for it (rooms/storage-watch.ts). Everything else — a StoreError
 * (the caller's mistake), a constraint, a bad query — is not an outage and stays the error it is.
 */
import { StoreError } from './store.ts';

/** SQLite result codes (better-sqlite3's `SqliteError.code`, extended codes start with these) of an outage. */
const SQLITE_OUTAGES = ['SQLITE_FULL', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_READONLY', 'SQLITE_CANTOPEN', 'SQLITE_NOMEM', 'SQLITE_PROTOCOL'];

/**
 * PostgreSQL SQLSTATE classes of an outage: 08 connection exception, 53 insufficient resources (disk
 * full, too many connections), 57 operator intervention (admin shutdown, terminated backend, crash
 * shutdown, cannot connect now), 58 system error (I/O).
 */
const PG_OUTAGE_CLASSES = ['08', '53', '57', '58'];

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ENOSPC', 'EIO']);

/** node-postgres's own errors for a connection that went away (they carry no code). */
const PG_CONNECTION_MESSAGES = /Connection terminated|connection error|Client has encountered a connection error|timeout exceeded when trying to connect|Connection terminated due to connection timeout|the database system is (starting up|shutting down)/i;

export function isStorageOutage(error: unknown): boolean {
  if (error instanceof StoreError || typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_')) return SQLITE_OUTAGES.some((outage) => code === outage || code.startsWith(`${outage}_`));
    if (NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return PG_OUTAGE_CLASSES.includes(code.slice(0, 2));
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message);
}
