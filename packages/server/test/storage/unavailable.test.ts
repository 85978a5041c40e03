/**
 * Issue 26: which errors are storage outages (the rooms wait) and which are not (they stay errors);
 * and the storage watch's promise: once the store can be written again, the rooms are released within
 * PROBE_MAX_MS, however long the outage lasted (fast-check over outage lengths, on a fake clock).
 */
import BetterSqlite3 from 'better-sqlite3';
import fc from 'fast-check';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { StoreError, type Store } from '../../src/storage/store.ts';
import { isStorageOutage } from '../../src/storage/unavailable.ts';
import { PROBE_MAX_MS, StorageWatch } from '../../src/rooms/storage-watch.ts';
import { RoomError } from '../../src/rooms/room-error.ts';
import { FakeTimers } from '../support/fake-timers.ts';

function sqliteError(run: (db: BetterSqlite3.Database) => void): unknown {
  const db = new BetterSqlite3(':memory:');
  try {
    run(db);
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
  throw new Error('expected SQLite to refuse');
}

describe('storage outages', () => {
  it('SQLite disk full (a real SQLITE_FULL), PostgreSQL shutdown and lost connections are outages', () => {
    const full = sqliteError((db) => {
      db.exec('create table t (x blob)');
      db.pragma('max_page_count = 8');
      for (let i = 0; i < 100; i++) db.prepare('insert into t values (zeroblob(4096))').run();
    });
    expect((full as { code: string }).code).toBe('SQLITE_FULL');
    expect(isStorageOutage(full)).toBe(true);
    expect(isStorageOutage(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(true);
    expect(isStorageOutage(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' }))).toBe(true);
    expect(isStorageOutage(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }))).toBe(true);
    expect(isStorageOutage(Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }))).toBe(true);
    expect(isStorageOutage(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isStorageOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('a refusal, a constraint or a bad query is no outage', () => {
    const constraint = sqliteError((db) => {
      db.exec('create table t (x int primary key)');
      db.exec('insert into t values (1); insert into t values (1)');
    });
    expect(isStorageOutage(constraint)).toBe(false);
    expect(isStorageOutage(sqliteError((db) => db.exec('select * from nowhere')))).toBe(false);
    expect(isStorageOutage(new StoreError('MOVE_OUT_OF_ORDER', 'seq 3 after 1'))).toBe(false);
    expect(isStorageOutage(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isStorageOutage(new TypeError('x is undefined'))).toBe(false);
    expect(isStorageOutage(null)).toBe(false);
  });
});

describe('the storage watch', () => {
  const outage = (): Error => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

  it('holds on the first outage, answers STORAGE_UNAVAILABLE, and releases within PROBE_MAX_MS of the store’s return, however long the outage', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 60_000 }), async (outageMs) => {
        const timers = new FakeTimers();
        let down = true;
        const store = {
          probeWrite: () => (down ? Promise.reject(outage()) : Promise.resolve()),
          saveRoom: () => (down ? Promise.reject(outage()) : Promise.resolve()),
        } as unknown as Store;
        const changes: boolean[] = [];
        const watch = new StorageWatch(store, timers, pino({ level: 'silent' }), (available) => changes.push(available));
        const rooms = watch.wrap(store);
        const error = await rooms.saveRoom({ code: 'X', data: {}, matchId: null, updatedAt: 0 }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RoomError);
        expect((error as RoomError).code).toBe('STORAGE_UNAVAILABLE');
        expect(changes).toEqual([false]);
        const settle = async (ms: number): Promise<void> => {
          for (let t = 0; t < ms; t += 50) {
            timers.advance(Math.min(50, ms - t));
            for (let i = 0; i < 5; i++) await Promise.resolve();
          }
        };
        await settle(outageMs);
        expect(changes).toEqual([false]);
        down = false;
        await settle(PROBE_MAX_MS);
        expect(changes).toEqual([false, true]);
        watch.close();
      }),
      { numRuns: 30 },
    );
  });

  it('a broken connection alone probes at once: no hold while the database still takes writes', async () => {
    const timers = new FakeTimers();
    let listener: ((error: unknown) => void) | null = null;
    let probes = 0;
    const store = {
      probeWrite: () => {
        probes++;
        return Promise.resolve();
      },
      onConnectionError: (l: (error: unknown) => void) => (listener = l),
    } as unknown as Store;
    const changes: boolean[] = [];
    const watch = new StorageWatch(store, timers, pino({ level: 'silent' }), (available) => changes.push(available));
    listener!(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    await Promise.resolve();
    expect(probes).toBe(1);
    expect(changes).toEqual([]);
    expect(watch.available).toBe(true);
  });
});
