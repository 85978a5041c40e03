/**
 * Group commit of the SQLite move log (src/storage/group-commit.ts): appends of one event-loop turn
 * share one transaction, each promise settles only once that transaction committed, a refused entry
 * fails alone, and any other failure rolls the whole batch back and rejects every entry of it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import { StoreError } from '../../src/storage/store.ts';
import { move, sampleMatch } from './store-fixtures.ts';

let store: KyselyStore;
afterEach(() => store?.close());

async function openWithMatches(count: number): Promise<string[]> {
  store = await openKyselyStore({ sqlitePath: ':memory:', databaseUrl: '' });
  const ids = Array.from({ length: count }, (_, i) => `m${i}`);
  for (const id of ids) await store.createMatch(sampleMatch({ id }));
  return ids;
}

async function storedSeqs(matchId: string): Promise<number[]> {
  const rows = await store.db.selectFrom('moves').select('seq').where('match_id', '=', matchId).orderBy('seq').execute();
  return rows.map((r) => Number(r.seq));
}

describe('group commit of the SQLite move log', () => {
  it('writes the appends of one turn in one transaction, and each is stored when its promise resolves', async () => {
    const ids = await openWithMatches(5);
    const settled: string[] = [];
    const appends = ids.map((id) =>
      store.appendMove(move(id, 1)).then(async () => {
        // Durable at this point: the row is there for any reader.
        expect(await storedSeqs(id)).toEqual([1]);
        settled.push(id);
      }),
    );
    await Promise.all(appends);
    expect(settled.sort()).toEqual(ids);
    expect(store.moveLog!.largestBatch).toBe(5);
  });

  it('a refused entry fails alone: the others of its batch are stored', async () => {
    const ids = await openWithMatches(3);
    const results = await Promise.allSettled([
      store.appendMove(move(ids[0]!, 1)),
      store.appendMove(move(ids[1]!, 2)), // a gap: seq 1 is missing
      store.appendMove(move('no-such-match', 1)),
      store.appendMove(move(ids[2]!, 1)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(((results[1] as PromiseRejectedResult).reason as StoreError).code).toBe('MOVE_OUT_OF_ORDER');
    expect(((results[2] as PromiseRejectedResult).reason as StoreError).code).toBe('MATCH_NOT_FOUND');
    expect(await storedSeqs(ids[0]!)).toEqual([1]);
    expect(await storedSeqs(ids[1]!)).toEqual([]);
    expect(await storedSeqs(ids[2]!)).toEqual([1]);
  });

  it('any other failure rolls the whole batch back and rejects every entry of it', async () => {
    const ids = await openWithMatches(3);
    // A trigger that fails like a broken disk would, on the third entry only.
    await sql`create trigger fail_third before insert on moves when new.match_id = 'm2' begin select raise(abort, 'disk on fire'); end`.execute(store.db);
    const results = await Promise.allSettled(ids.map((id) => store.appendMove(move(id, 1))));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const id of ids) expect(await storedSeqs(id)).toEqual([]);
    // The log goes on afterwards.
    await sql`drop trigger fail_third`.execute(store.db);
    await Promise.all(ids.map((id) => store.appendMove(move(id, 1))));
    for (const id of ids) expect(await storedSeqs(id)).toEqual([1]);
  });

  it('entries of the next turn go into the next transaction, in order per match', async () => {
    const [id] = await openWithMatches(1);
    for (let seq = 1; seq <= 20; seq++) await store.appendMove(move(id!, seq));
    expect(await storedSeqs(id!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('closing the store writes the appends still waiting for their turn', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kt-group-commit-'));
    try {
      const path = join(dir, 'log.sqlite');
      store = await openKyselyStore({ sqlitePath: path, databaseUrl: '' });
      await store.createMatch(sampleMatch({ id: 'm0' }));
      const pending = [store.appendMove(move('m0', 1)), store.appendMove(move('m0', 2))];
      await store.close();
      await Promise.all(pending);
      store = await openKyselyStore({ sqlitePath: path, databaseUrl: '' });
      expect(await storedSeqs('m0')).toEqual([1, 2]);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
