/**
 * The Store contract, run unchanged against every database (SQLite in memory, SQLite on a file,
 * PostgreSQL): migrations, profiles, rooms and the move log. Scores and ranking: scores-suite.ts.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../src/storage/store.ts';
import { defineScoresSuite } from './scores-suite.ts';
import { defineStatisticsSuite } from './statistics-suite.ts';
import { dumpAllTables, human, move, sampleMatch, useFreshStore, type StoreFactory } from './store-fixtures.ts';

async function storeErrorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StoreError);
    return (error as StoreError).code;
  }
  throw new Error('expected the store to reject');
}

export function defineStoreSuite(label: string, factory: StoreFactory): void {
  describe(`Store on ${label}`, () => {
    const store = useFreshStore(factory);

    describe('migrations', () => {
      it('migrate is idempotent: running it again keeps the schema and the data', async () => {
        await store().saveRoom({ code: 'ABCD', data: { a: 1 }, matchId: null, updatedAt: 5 });
        await store().migrate();
        await store().migrate();
        expect(await store().loadRooms()).toEqual([{ code: 'ABCD', data: { a: 1 }, matchId: null, updatedAt: 5 }]);
      });
    });

    describe('profiles', () => {
      it('the same device token finds the same profile; a new name renames it', async () => {
        const first = await store().profileForToken('token-aaaa', 'Ann');
        const again = await store().profileForToken('token-aaaa', 'Anna');
        expect(again).toEqual({ id: first.id, name: 'Anna' });
        const other = await store().profileForToken('token-bbbb', 'Anna');
        expect(other.id).not.toBe(first.id);
      });

      it('device tokens are secrets: only their SHA-256 hash is stored, the raw token appears nowhere', async () => {
        const token = 'raw-device-token-5f0c1e7a9b3d4c2e8f6a1b0c9d8e7f6a';
        await store().profileForToken(token, 'Ann');
        const dump = await dumpAllTables(store());
        expect(dump).not.toContain(token);
        expect(dump).toContain(createHash('sha256').update(token).digest('hex'));
      });

      it('an empty token is refused', async () => {
        expect(await storeErrorCode(store().profileForToken('', 'Ann'))).toBe('BAD_TOKEN');
      });

      it('racing first calls with one new token make one profile', async () => {
        const [a, b] = await Promise.all([store().profileForToken('token-race', 'A'), store().profileForToken('token-race', 'B')]);
        expect(a.id).toBe(b.id);
      });
    });

    describe('rooms', () => {
      it('saveRoom inserts, then updates the same code in place; loadRooms returns exact JSON', async () => {
        const data = { lobby: { game: 'lusti', seats: [null, { name: 'Ann' }] }, tokens: ['h1', 'h2'], n: 1.25 };
        await store().saveRoom({ code: 'QWER', data, matchId: null, updatedAt: 1 });
        await store().saveRoom({ code: 'ABCD', data: { other: true }, matchId: null, updatedAt: 2 });
        await store().saveRoom({ code: 'QWER', data: { ...data, n: 2 }, matchId: 'm-9', updatedAt: 3 });
        expect(await store().loadRooms()).toEqual([
          { code: 'ABCD', data: { other: true }, matchId: null, updatedAt: 2 },
          { code: 'QWER', data: { ...data, n: 2 }, matchId: 'm-9', updatedAt: 3 },
        ]);
      });

      it('deleteRoom removes only that room (and deleting a missing one is harmless)', async () => {
        await store().saveRoom({ code: 'QWER', data: {}, matchId: null, updatedAt: 1 });
        await store().saveRoom({ code: 'ABCD', data: {}, matchId: null, updatedAt: 1 });
        await store().deleteRoom('QWER');
        await store().deleteRoom('ZZZZ');
        expect((await store().loadRooms()).map((r) => r.code)).toEqual(['ABCD']);
      });
    });

    describe('matches and the move log', () => {
      it('createMatch / appendMove / loadMatch round-trip every field and the exact JSON', async () => {
        const match = sampleMatch();
        await store().createMatch(match);
        const moves = [
          move(match.id, 1, { call: 2 }, 0),
          move(match.id, 2, { play: ['8S', '8H'] }, 1, true),
          move(match.id, 3, { finishAfterDeal: true, by: 'host', note: 'ünïcødé ✓' }, null),
          move(match.id, 4, { play: 'QH', zwang: true, weights: [0.1, -2, 1e21] }, 3),
        ];
        for (const m of moves) await store().appendMove(m);
        const loaded = await store().loadMatch(match.id);
        expect(loaded).toEqual({ match, moves });
        expect(JSON.stringify(loaded!.match.options)).toBe(JSON.stringify(match.options));
        expect(loaded!.moves.map((m) => JSON.stringify(m.move))).toEqual(moves.map((m) => JSON.stringify(m.move)));
      });

      it('loadMatch of an unknown id is null; createMatch of a taken id is refused', async () => {
        expect(await store().loadMatch('nope')).toBeNull();
        await store().createMatch(sampleMatch());
        expect(await storeErrorCode(store().createMatch(sampleMatch({ game: 'other' })))).toBe('MATCH_EXISTS');
        expect((await store().loadMatch('match-1'))!.match.game).toBe('elevator');
      });

      it('the log is append-only: a duplicate, a gap, a seq of 0 or a rewind is refused and changes nothing', async () => {
        await store().createMatch(sampleMatch());
        await store().appendMove(move('match-1', 1, { a: 1 }));
        await store().appendMove(move('match-1', 2, { a: 2 }));
        expect(await storeErrorCode(store().appendMove(move('match-1', 2, { a: 'dup' })))).toBe('MOVE_OUT_OF_ORDER');
        expect(await storeErrorCode(store().appendMove(move('match-1', 4, { a: 'gap' })))).toBe('MOVE_OUT_OF_ORDER');
        expect(await storeErrorCode(store().appendMove(move('match-1', 1, { a: 'rewind' })))).toBe('MOVE_OUT_OF_ORDER');
        expect(await storeErrorCode(store().appendMove(move('match-1', 0, { a: 'zero' })))).toBe('MOVE_OUT_OF_ORDER');
        const loaded = await store().loadMatch('match-1');
        expect(loaded!.moves.map((m) => m.move)).toEqual([{ a: 1 }, { a: 2 }]);
        await store().appendMove(move('match-1', 3, { a: 3 }));
        expect((await store().loadMatch('match-1'))!.moves.map((m) => m.seq)).toEqual([1, 2, 3]);
      });

      it('the first entry must be seq 1, and each match counts its own seq', async () => {
        await store().createMatch(sampleMatch({ id: 'a' }));
        await store().createMatch(sampleMatch({ id: 'b' }));
        expect(await storeErrorCode(store().appendMove(move('a', 2)))).toBe('MOVE_OUT_OF_ORDER');
        await store().appendMove(move('a', 1));
        await store().appendMove(move('b', 1));
        await store().appendMove(move('a', 2));
        expect((await store().loadMatch('a'))!.moves.map((m) => m.seq)).toEqual([1, 2]);
        expect((await store().loadMatch('b'))!.moves.map((m) => m.seq)).toEqual([1]);
      });

      it('a move for an unknown match is refused', async () => {
        expect(await storeErrorCode(store().appendMove(move('ghost', 1)))).toBe('MATCH_NOT_FOUND');
      });

      it('two racing appends of the same seq: exactly one is written, the other is refused', async () => {
        await store().createMatch(sampleMatch());
        const results = await Promise.allSettled([
          store().appendMove(move('match-1', 1, { who: 'first' })),
          store().appendMove(move('match-1', 1, { who: 'second' })),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect((refused.reason as StoreError).code).toBe('MOVE_OUT_OF_ORDER');
        expect((await store().loadMatch('match-1'))!.moves).toHaveLength(1);
      });
    });

    // ---- the coach (issue 18, part 2; migration 0006) ----
    describe('coached matches', () => {
      it('a match created coached loads as coached; one finished coached is marked and rates nobody', async () => {
        await store().createMatch(sampleMatch({ id: 'c1', coached: true }));
        expect((await store().loadMatch('c1'))!.match.coached).toBe(true);
        await store().createMatch(sampleMatch({ id: 'c2', game: 'fahrstuhl', seats: 2 }));
        expect((await store().loadMatch('c2'))!.match.coached).toBeUndefined();
        const a = (await store().profileForToken('token-a', 'Anna')).id;
        const b = (await store().profileForToken('token-b', 'Ben')).id;
        const outcomes = [human(0, a, 'Anna', 10, 1), human(1, b, 'Ben', 5, 2)];
        expect(await store().finishMatch({ matchId: 'c2', game: 'fahrstuhl', finishedAt: 5, outcomes, coached: true })).toBe(true);
        expect((await store().loadMatch('c2'))!.match.coached).toBe(true);
        // The caller said rated; the coached match rates nobody all the same.
        expect(await store().rankings()).toEqual([]);
        const table = await store().gameScores('fahrstuhl', 'c2');
        expect(table.map((r) => r.name).sort()).toEqual(['Anna', 'Ben']);
        // The same without the coach rates both.
        await store().createMatch(sampleMatch({ id: 'c3', game: 'fahrstuhl', seats: 2 }));
        await store().finishMatch({ matchId: 'c3', game: 'fahrstuhl', finishedAt: 6, outcomes });
        expect((await store().rankings()).map((r) => r.matches)).toEqual([1, 1]);
      });
    });

    defineScoresSuite(store);
    defineStatisticsSuite(store);
  });
}
