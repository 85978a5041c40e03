/**
 * The family's statistics (issue 18, part 4) as part of the Store contract run on every database:
 * measures stored per match and seat, idempotently with the outcomes; the per-game rating beside the
 * overall one with the same rule (a match that does not count for the ranking counts for neither); a
 * person's, a game's and an evening's tables; nothing secret in any of them.
 */
import { describe, expect, it } from 'vitest';
import { updateRatings } from '../../src/ranking/ratings.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import type { FinishedMatch, MeasurePart, SeatOutcome } from '../../src/storage/store.ts';
import { bot, human, sampleMatch } from './store-fixtures.ts';

export function defineStatisticsSuite(store: () => KyselyStore): void {
  async function profiles(...names: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const name of names) ids.push((await store().profileForToken(`token-of-${name}`, name)).id);
    return ids;
  }

  async function finish(
    matchId: string,
    game: string,
    outcomes: SeatOutcome[],
    measures: Record<string, number>[] | undefined,
    extra: { finishedAt?: number; room?: string; coached?: boolean; measureParts?: MeasurePart[] } = {},
  ): Promise<boolean> {
    if (!(await store().loadMatch(matchId))) {
      await store().createMatch(sampleMatch({ id: matchId, game, seats: outcomes.length, roomCode: extra.room ?? 'KXTR' }));
    }
    const result: FinishedMatch = { matchId, game, finishedAt: extra.finishedAt ?? 1_700_000_100_000, outcomes, measures };
    if (extra.coached) result.coached = true;
    if (extra.measureParts) result.measureParts = extra.measureParts;
    return store().finishMatch(result);
  }

  describe('statistics', () => {
    it('stores each seat\'s measures with the outcomes, once: finishing again changes nothing', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      const outcomes = [human(0, ann, 'Ann', 30, 1), bot(1, 'Bot Kim', 20, 2), human(2, bob, 'Bob', 10, 3)];
      const measures = [{ exactCalls: 3, rounds: 5 }, { exactCalls: 1, rounds: 5 }, { exactCalls: 0, rounds: 5 }];
      expect(await finish('m1', 'fahrstuhl', outcomes, measures)).toBe(true);
      expect(await finish('m1', 'fahrstuhl', outcomes, measures.map(() => ({ exactCalls: 9, rounds: 9 })))).toBe(false);
      expect(await store().matchMeasures('m1')).toEqual([
        { seat: 0, name: 'Ann', isBot: false, values: { exactCalls: 3, rounds: 5 }, best: { exactCalls: 3, rounds: 5 }, holders: 1 },
        { seat: 1, name: 'Bot Kim', isBot: true, values: { exactCalls: 1, rounds: 5 }, best: { exactCalls: 1, rounds: 5 }, holders: 1 },
        { seat: 2, name: 'Bob', isBot: false, values: { exactCalls: 0, rounds: 5 }, best: { exactCalls: 0, rounds: 5 }, holders: 1 },
      ]);
      expect(await store().matchMeasures('ghost')).toEqual([]);
    });

    it('a person\'s statistics add up per game: sums and best single match, matches and wins, both ratings', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      await finish('m1', 'fahrstuhl', [human(0, ann, 'Ann', 30, 1), human(1, bob, 'Bob', 10, 2)], [{ exact: 3, streak: 2 }, { exact: 1, streak: 1 }]);
      await finish('m2', 'fahrstuhl', [human(0, ann, 'Ann', 5, 2), human(1, bob, 'Bob', 10, 1)], [{ exact: 2, streak: 1 }, { exact: 4, streak: 4 }]);
      await finish('m3', 'elevator', [human(0, ann, 'Ann', 9, 1), bot(1, 'Bot Kim', 3, 2)], [{ kopile: 1 }, { kopile: 0 }]);
      const stats = await store().personStats(ann);
      expect(stats).toMatchObject({ profileId: ann, name: 'Ann' });
      expect(stats!.games.map((g) => [g.game, g.matches, g.wins])).toEqual([['fahrstuhl', 2, 1], ['elevator', 1, 1]]);
      expect(stats!.games[0]!.measures).toEqual({ exact: { sum: 5, max: 3 }, streak: { sum: 3, max: 2 } });
      expect(stats!.games[1]!.measures).toEqual({ kopile: { sum: 1, max: 1 } });

      // The per-game rating is the overall method on this game's matches alone.
      const first = updateRatings(new Map(), [human(0, ann, 'Ann', 30, 1), human(1, bob, 'Bob', 10, 2)]);
      const second = updateRatings(new Map(first.map((u) => [u.profileId, u])), [human(0, ann, 'Ann', 5, 2), human(1, bob, 'Bob', 10, 1)]);
      const annFahrstuhl = second.find((u) => u.profileId === ann)!;
      expect(stats!.games[0]!.rating).toMatchObject({ matches: 2, wins: 1 });
      expect(stats!.games[0]!.rating!.rating).toBeCloseTo(annFahrstuhl.rating, 9);
      // One human against a bot: not rated, overall or per game.
      expect(stats!.games[1]!.rating).toBeNull();
      expect(stats!.rating).toMatchObject({ matches: 2, wins: 1 });
      expect(await store().personStats('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('a match that does not count for the ranking counts for no game\'s rating either', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      // `rated: false` is the room's decision (too short, a seat taken over, a coached seat …).
      await finish('m1', 'lusti', [human(0, ann, 'Ann', 1, 1, false), human(1, bob, 'Bob', 0, 2, false)], [{ brands: 1 }, { brands: 0 }]);
      expect(await store().rankings()).toEqual([]);
      const stats = await store().personStats(ann);
      expect(stats!.rating).toBeNull();
      expect(stats!.games).toEqual([{ game: 'lusti', matches: 1, wins: 1, rating: null, measures: { brands: { sum: 1, max: 1 } } }]);
      expect((await store().gameStats('lusti')).every((r) => r.rating === null)).toBe(true);
    });

    it('a game\'s statistics: humans by profile (current name), bots by name, most wins first', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      await finish('m1', 'fuenfzehnern', [human(0, ann, 'Ann', 5, 2), bot(1, 'Bot Kim', 9, 1), human(2, bob, 'Bob', -14, 3)], [{ zwang: 1 }, { zwang: 2 }, { zwang: 0 }]);
      await finish('m2', 'fuenfzehnern', [human(0, ann, 'Ann', 5, 1), bot(1, 'Bot Kim', 1, 2), human(2, bob, 'Bob', -6, 3)], [{ zwang: 1 }, { zwang: 0 }, { zwang: 3 }]);
      await store().profileForToken('token-of-Ann', 'Annie');
      const rows = await store().gameStats('fuenfzehnern');
      expect(rows.map((r) => [r.name, r.isBot, r.matches, r.wins, r.measures.zwang])).toEqual([
        ['Annie', false, 2, 1, { sum: 2, max: 1 }],
        ['Bot Kim', true, 2, 1, { sum: 2, max: 2 }],
        ['Bob', false, 2, 0, { sum: 3, max: 3 }],
      ]);
      expect(rows.find((r) => r.isBot)!.rating).toBeNull();
      expect(rows.find((r) => r.name === 'Annie')!.rating).toMatchObject({ matches: 2, wins: 1 });
      expect(await store().gameStats('nothing')).toEqual([]);
    });

    it('the evening\'s table: this room\'s matches since the given time, who won how often', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      await finish('old', 'elevator', [human(0, ann, 'Ann', 1, 2), human(1, bob, 'Bob', 2, 1)], undefined, { finishedAt: 1000 });
      await finish('t1', 'elevator', [human(0, ann, 'Ann', 3, 1), human(1, bob, 'Bob', 2, 2)], undefined, { finishedAt: 5000 });
      await finish('t2', 'lusti', [human(0, ann, 'Ann', 3, 1), bot(1, 'Bot Kim', 1, 2), human(2, bob, 'Bob', 3, 1), bot(3, 'Bot Lou', 1, 2)], undefined, { finishedAt: 6000 });
      await finish('elsewhere', 'elevator', [human(0, ann, 'Ann', 1, 2), human(1, bob, 'Bob', 2, 1)], undefined, { finishedAt: 5500, room: 'QWER' });
      const evening = await store().eveningTable('KXTR', 4000);
      expect(evening!.rows.map((r) => [r.name, r.matches, r.wins])).toEqual([['Ann', 2, 2], ['Bob', 2, 1], ['Bot Kim', 1, 0], ['Bot Lou', 1, 0]]);
      expect(evening!.matches).toEqual([
        { matchId: 't1', game: 'elevator', finishedAt: 5000, winners: ['Ann'], coached: false },
        { matchId: 't2', game: 'lusti', finishedAt: 6000, winners: ['Ann', 'Bob'], coached: false },
      ]);
      expect(await store().eveningTable('KXTR', 7000)).toEqual({ rows: [], matches: [] });
      expect(await store().eveningTable('ZZZZ', 0)).toBeNull();
    });

    it('issue 28 §1: a seat that changed hands counts for nobody — no match, win, placement or rating — but each holder\'s own deals\' measures count', async () => {
      const [ann, emil] = await profiles('Ann', 'Emil');
      // Emil took Bot 1's seat for the last deal; the seat (the bot's play, mostly) won the match.
      const late: SeatOutcome = { ...human(1, emil, 'Bot 1 → Emil', 21, 1), credited: false };
      const outcomes = [human(0, ann, 'Ann', 10, 2), late];
      const parts: MeasurePart[] = [
        { seat: 1, profileId: null, name: 'Bot 1', isBot: true, values: { exactCalls: 1, rounds: 1, bestStreak: 1 } },
        { seat: 1, profileId: emil, name: 'Emil', isBot: false, values: { exactCalls: 1, rounds: 1, bestStreak: 1 } },
      ];
      const measures = [{ exactCalls: 0, rounds: 2, bestStreak: 0 }, { exactCalls: 2, rounds: 2, bestStreak: 2 }];
      expect(await finish('m1', 'fahrstuhl', outcomes, measures, { measureParts: parts })).toBe(true);

      expect(await store().rankings()).toEqual([]);
      const emilStats = await store().personStats(emil);
      expect(emilStats!.rating).toBeNull();
      // Not played, not won — but his one deal's exact call is his.
      expect(emilStats!.games).toEqual([{ game: 'fahrstuhl', matches: 0, wins: 0, rating: null, measures: { exactCalls: { sum: 1, max: 1 }, rounds: { sum: 1, max: 1 }, bestStreak: { sum: 1, max: 1 } } }]);
      const rows = await store().gameStats('fahrstuhl');
      expect(rows.map((r) => [r.name, r.matches, r.wins])).toEqual([['Ann', 1, 0]]);
      expect((await store().gameScores('fahrstuhl')).map((r) => [r.name, r.matches, r.wins])).toEqual([['Ann', 1, 0]]);
      const evening = await store().eveningTable('KXTR', 0);
      expect(evening!.rows.map((r) => [r.name, r.matches, r.wins])).toEqual([['Ann', 1, 0]]);
      expect(evening!.matches[0]!.winners).toEqual(['Bot 1 → Emil']);
      // The match's own record keeps the seat under both names; its awards add the holders' parts up.
      expect((await store().matchPlayers('m1'))[1]).toMatchObject({ name: 'Bot 1 → Emil', placement: 1 });
      expect((await store().matchMeasures('m1'))[1]).toMatchObject({ name: 'Bot 1 → Emil', values: { exactCalls: 2, rounds: 2, bestStreak: 2 }, best: { exactCalls: 1, bestStreak: 1 }, holders: 2 });
    });

    it('issue 28 §1: a coached match adds no win to "Best at", the statistics or tonight, and names no winner tonight', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      await finish('c1', 'elevator', [human(0, ann, 'Ann', 0, 1), human(1, bob, 'Bob', 5, 2)], [{ k: 1 }, { k: 0 }], { coached: true });
      expect((await store().gameScores('elevator')).map((r) => [r.name, r.matches, r.wins])).toEqual([['Ann', 1, 0], ['Bob', 1, 0]]);
      expect((await store().gameStats('elevator')).map((r) => [r.name, r.matches, r.wins])).toEqual([['Ann', 1, 0], ['Bob', 1, 0]]);
      expect((await store().personStats(ann))!.games.map((g) => [g.game, g.matches, g.wins])).toEqual([['elevator', 1, 0]]);
      const evening = await store().eveningTable('KXTR', 0);
      expect(evening!.rows.map((r) => [r.name, r.matches, r.wins])).toEqual([['Ann', 1, 0], ['Bob', 1, 0]]);
      expect(evening!.matches).toEqual([{ matchId: 'c1', game: 'elevator', finishedAt: 1_700_000_100_000, winners: [], coached: true }]);
    });

    it('refuses measures that are not integers ≥ 0 or not one per seat, and stores nothing then', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      const outcomes = [human(0, ann, 'Ann', 1, 1), human(1, bob, 'Bob', 0, 2)];
      await expect(finish('m1', 'elevator', outcomes, [{ a: -1 }, { a: 0 }])).rejects.toMatchObject({ code: 'BAD_OUTCOMES' });
      await expect(finish('m1', 'elevator', outcomes, [{ a: 1.5 }, { a: 0 }])).rejects.toMatchObject({ code: 'BAD_OUTCOMES' });
      await expect(finish('m1', 'elevator', outcomes, [{ a: 1 }])).rejects.toMatchObject({ code: 'BAD_OUTCOMES' });
      await expect(finish('m1', 'elevator', outcomes, [{ 'x; drop': 1 }, { a: 0 }])).rejects.toMatchObject({ code: 'BAD_OUTCOMES' });
      expect((await store().loadMatch('m1'))!.match.finishedAt).toBeNull();
      expect(await store().matchMeasures('m1')).toEqual([]);
    });

    it('the statistics never carry a device token or its hash', async () => {
      const [ann] = await profiles('Ann');
      await finish('m1', 'elevator', [human(0, ann, 'Ann', 1, 1), bot(1, 'Bot Kim', 0, 2)], [{ k: 1 }, { k: 0 }]);
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update('token-of-Ann').digest('hex');
      const text = JSON.stringify([await store().personStats(ann), await store().gameStats('elevator'), await store().eveningTable('KXTR', 0), await store().matchMeasures('m1')]);
      expect(text).not.toContain('token-of-Ann');
      expect(text).not.toContain(hash);
      expect(text).not.toMatch(/token/i);
    });
  });
}
