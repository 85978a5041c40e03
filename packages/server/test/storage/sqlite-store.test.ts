/** The Store contract on SQLite (in memory and on a file), plus what only a file can show. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import { defineStoreSuite } from './store-suite.ts';
import { human, move, sampleMatch } from './store-fixtures.ts';

const tempRoot = mkdtempSync(join(tmpdir(), 'kt-sqlite-'));
afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));
let fileCounter = 0;
const freshFile = () => join(tempRoot, `db-${++fileCounter}`, 'kitchen-table.sqlite');

defineStoreSuite('SQLite :memory:', {
  open: () => openKyselyStore({ sqlitePath: ':memory:', databaseUrl: '' }),
  dispose: (store) => store.close(),
});

defineStoreSuite('SQLite file', {
  open: () => openKyselyStore({ sqlitePath: freshFile(), databaseUrl: '' }),
  dispose: (store) => store.close(),
});

describe('SQLite file specifics', () => {
  it('creates the folder, uses WAL with synchronous=NORMAL by default, FULL on request', async () => {
    const path = freshFile();
    const store = await openKyselyStore({ sqlitePath: path, databaseUrl: '' });
    expect(existsSync(path)).toBe(true);
    const { sql } = await import('kysely');
    expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db)).rows[0]!.journal_mode).toBe('wal');
    expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db)).rows[0]!.synchronous).toBe(1);
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(store.db)).rows[0]!.foreign_keys).toBe(1);
    await store.close();
    const full = await openKyselyStore({ sqlitePath: path, databaseUrl: '', sqliteSynchronous: 'FULL' });
    expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(full.db)).rows[0]!.synchronous).toBe(2);
    await full.close();
  });

  it('everything persists across close and reopen, and the log goes on where it stopped', async () => {
    const path = freshFile();
    const first = await openKyselyStore({ sqlitePath: path, databaseUrl: '' });
    const ann = await first.profileForToken('token-ann', 'Ann');
    const bob = await first.profileForToken('token-bob', 'Bob');
    await first.saveRoom({ code: 'KXTR', data: { seats: [ann.id, bob.id] }, matchId: 'm1', updatedAt: 7 });
    await first.createMatch(sampleMatch({ id: 'm1' }));
    await first.appendMove(move('m1', 1, { call: 1 }));
    await first.appendMove(move('m1', 2, { call: 0 }, 1, true));
    await first.createMatch(sampleMatch({ id: 'm0' }));
    await first.finishMatch({ matchId: 'm0', game: 'elevator', finishedAt: 9, outcomes: [human(0, ann.id, 'Ann', 3, 1), human(1, bob.id, 'Bob', 1, 2)] });
    const snapshot = {
      rooms: await first.loadRooms(),
      m1: await first.loadMatch('m1'),
      m0: await first.loadMatch('m0'),
      scores: await first.gameScores('elevator'),
      rankings: await first.rankings(),
    };
    await first.close();

    const second = await openKyselyStore({ sqlitePath: path, databaseUrl: '' });
    expect(await second.profileForToken('token-ann', 'Ann')).toEqual(ann);
    expect({
      rooms: await second.loadRooms(),
      m1: await second.loadMatch('m1'),
      m0: await second.loadMatch('m0'),
      scores: await second.gameScores('elevator'),
      rankings: await second.rankings(),
    }).toEqual(snapshot);
    expect(snapshot.m1!.moves).toHaveLength(2);
    expect(snapshot.rankings).toHaveLength(2);
    await expect(second.appendMove(move('m1', 2))).rejects.toMatchObject({ code: 'MOVE_OUT_OF_ORDER' });
    await second.appendMove(move('m1', 3));
    expect((await second.loadMatch('m1'))!.moves.map((m) => m.seq)).toEqual([1, 2, 3]);
    await second.close();
  });

  it('the raw device token is nowhere in the database files (main file and WAL)', async () => {
    const path = freshFile();
    const token = 'raw-device-token-in-file-0123456789abcdef';
    const store = await openKyselyStore({ sqlitePath: path, databaseUrl: '' });
    await store.profileForToken(token, 'Ann');
    // Read while open (the row may sit in the WAL) and after close (checkpointed into the main file).
    const files = () => [path, `${path}-wal`].filter(existsSync).map((f) => readFileSync(f).toString('latin1'));
    expect(files().some((f) => f.includes('Ann'))).toBe(true);
    expect(files().some((f) => f.includes(token))).toBe(false);
    await store.close();
    expect(files().some((f) => f.includes(token))).toBe(false);
  });
});
