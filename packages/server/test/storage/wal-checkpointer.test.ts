/**
 * WAL checkpoints run off the event loop (storage/wal-checkpointer.ts): the server's own connection
 * never checkpoints, a worker thread does, so the database file still receives the log's pages.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { offloadCheckpoints } from '../../src/storage/wal-checkpointer.ts';

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('WAL checkpoints off the event loop', () => {
  it('the main connection does not checkpoint; the worker copies the WAL into the database file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'kt-wal-'));
    const path = join(dir, 'wal.sqlite');
    const db = new BetterSqlite3(path);
    db.pragma('journal_mode = WAL');
    const { stopped } = offloadCheckpoints(db, path, 50);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    db.exec('create table t (v text)');
    const before = statSync(path).size;
    const insert = db.prepare('insert into t (v) values (?)');
    for (let i = 0; i < 2000; i++) insert.run('x'.repeat(500));
    // Nothing on this connection copies pages into the file; only the worker can make it grow.
    const deadline = Date.now() + 20_000;
    while (statSync(path).size <= before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(statSync(path).size).toBeGreaterThan(before + 500_000);
    db.close();
    // The worker lets go of the file after the close; with the last connection SQLite removes the WAL
    // files (a store's close waits for this: a test's cleanup once found them still being removed).
    await stopped;
    expect(existsSync(`${path}-wal`)).toBe(false);
    expect(existsSync(`${path}-shm`)).toBe(false);
  });
});
