/**
 * WAL checkpoints off the event loop. better-sqlite3 is synchronous: with SQLite's automatic checkpoint,
 * every ~4 MB of log one commit also copies the WAL into the database file and fsyncs it, on the main
 * thread, stalling every room for that flush (tens of milliseconds on a quiet disk, seconds on a busy
 * one — the load benchmark saw the server's event loop stop for up to 9 s). Instead the main connection
 * never checkpoints, and a worker thread with its own connection to the same file runs a PASSIVE
 * checkpoint every second: it copies what it can without blocking writers, and the fsync happens there.
 * Commits are unchanged (in the WAL, safe against a killed process, as before). Should the worker
 * fail, the main connection goes back to automatic checkpoints, so the WAL never grows without bound.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

const BETTER_SQLITE3 = createRequire(import.meta.url).resolve('better-sqlite3');

/** Plain CommonJS, evaluated in the worker (no TypeScript loader there). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage({ error: String(error && error.message || error) }); }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** SQLite's default: checkpoint when the WAL reaches this many pages. */
const AUTO_CHECKPOINT_PAGES = 1000;

/**
 * Hands the database's checkpoints to a worker. Returns a promise that settles once the worker has stopped
 * after `database.close()`: its own connection is closed only then, and SQLite removes the WAL files with
 * the last connection (a store's close waits for it, so the files are gone when close resolves).
 */
export function offloadCheckpoints(database: Database, path: string, intervalMs = 1000): { stopped: Promise<void> } {
  database.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module: BETTER_SQLITE3, path, intervalMs } });
  worker.unref();
  let fallenBack = false;
  const fallBack = (): void => {
    if (fallenBack || !database.open) return;
    fallenBack = true;
    database.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  worker.on('error', fallBack);
  worker.on('message', (message: { error?: string }) => {
    // A busy checkpoint is retried on the next tick; anything else ends the offloading.
    if (message?.error && !/busy|locked/i.test(message.error)) fallBack();
  });
  const stopped = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('exit', fallBack);
  const close = database.close.bind(database);
  database.close = () => {
    fallenBack = true;
    // Unref'd while the store is open (it must not keep a process alive); from here the store's close
    // waits for its exit, so it must keep the event loop alive until then — or a process whose last work
    // is that close (`serve` on SIGTERM) ends with its top-level await unsettled: exit code 13.
    worker.ref();
    worker.postMessage('stop');
    return close();
  };
  return { stopped };
}
