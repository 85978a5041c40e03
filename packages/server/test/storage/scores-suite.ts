/**
 * finishMatch, the games' score tables and the overall ranking (issue 4, "Scores and ranking"), as part
 * of the Store contract run on every database.
 */
import { describe, expect, it } from 'vitest';
import { updateRatings } from '../../src/ranking/ratings.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import { StoreError, type SeatOutcome } from '../../src/storage/store.ts';
import { bot, human, sampleMatch } from './store-fixtures.ts';

export function defineScoresSuite(store: () => KyselyStore): void {
  async function profiles(...names: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const name of names) ids.push((await store().profileForToken(`token-of-${name}`, name)).id);
    return ids;
  }

  async function finish(matchId: string, game: string, outcomes: SeatOutcome[], finishedAt = 1_700_000_100_000): Promise<boolean> {
    if (!(await store().loadMatch(matchId))) await store().createMatch(sampleMatch({ id: matchId, game, seats: outcomes.length }));
    return store().finishMatch({ matchId, game, finishedAt, outcomes });
  }

  describe('finishMatch and the score tables', () => {
    it('each game keeps its score table per match, bots included with the bot marker', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      await finish('m1', 'elevator', [human(0, ann, 'Ann', 31, 2), bot(1, 'Bot Kim', 40, 1), human(2, bob, 'Bob', 12, 3)]);
      expect(await store().gameScores('elevator', 'm1')).toEqual([
        { name: 'Bot Kim', isBot: true, profileId: null, matches: 1, wins: 1, totalPoints: 40, bestTotal: 40, bestPlacement: 1 },
        { name: 'Ann', isBot: false, profileId: ann, matches: 1, wins: 0, totalPoints: 31, bestTotal: 31, bestPlacement: 2 },
        { name: 'Bob', isBot: false, profileId: bob, matches: 1, wins: 0, totalPoints: 12, bestTotal: 12, bestPlacement: 3 },
      ]);
      const loaded = await store().loadMatch('m1');
      expect(loaded!.match.finishedAt).toBe(1_700_000_100_000);
      // The replay's players (issue 18): by seat, as the match ended.
      expect(await store().matchPlayers('m1')).toEqual([
        { seat: 0, name: 'Ann', isBot: false, total: 31, placement: 2 },
        { seat: 1, name: 'Bot Kim', isBot: true, total: 40, placement: 1 },
        { seat: 2, name: 'Bob', isBot: false, total: 12, placement: 3 },
      ]);
      expect(await store().matchPlayers('ghost')).toEqual([]);
    });

    it('the all-time table adds up the matches of that game only, humans by profile (current name), bots by name', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      await finish('m1', 'elevator', [human(0, ann, 'Ann', 31, 1), bot(1, 'Bot Kim', 20, 2), human(2, bob, 'Bob', 12, 3)], 1000);
      await finish('m2', 'elevator', [human(0, ann, 'Ann', 50, 2), bot(1, 'Bot Kim', 55, 1)], 2000);
      await finish('m3', 'elevator', [human(0, ann, 'Ann', 44, 1), human(1, bob, 'Bob', 44, 1)], 3000);
      await finish('x1', 'kopile', [human(0, bob, 'Bob', 9, 1), bot(1, 'Bot Kim', 3, 2)]);
      await store().profileForToken('token-of-Ann', 'Annie');

      expect(await store().gameScores('elevator')).toEqual([
        // Ann's best placement is 1, reached in m1 (31) and m3 (44): the latest one counts.
        { name: 'Annie', isBot: false, profileId: ann, matches: 3, wins: 2, totalPoints: 125, bestTotal: 44, bestPlacement: 1 },
        { name: 'Bob', isBot: false, profileId: bob, matches: 2, wins: 1, totalPoints: 56, bestTotal: 44, bestPlacement: 1 },
        { name: 'Bot Kim', isBot: true, profileId: null, matches: 2, wins: 1, totalPoints: 75, bestTotal: 55, bestPlacement: 1 },
      ]);
      expect(await store().gameScores('kopile')).toEqual([
        { name: 'Bob', isBot: false, profileId: bob, matches: 1, wins: 1, totalPoints: 9, bestTotal: 9, bestPlacement: 1 },
        { name: 'Bot Kim', isBot: true, profileId: null, matches: 1, wins: 0, totalPoints: 3, bestTotal: 3, bestPlacement: 2 },
      ]);
      expect(await store().gameScores('fuenfzehnern')).toEqual([]);
    });

    it('finishMatch is idempotent: a second call answers false and counts nothing twice', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      const outcomes = [human(0, ann, 'Ann', 10, 1), human(1, bob, 'Bob', 5, 2)];
      expect(await finish('m1', 'elevator', outcomes)).toBe(true);
      const ranking = await store().rankings();
      expect(await finish('m1', 'elevator', outcomes)).toBe(false);
      expect(await store().rankings()).toEqual(ranking);
      expect((await store().gameScores('elevator')).map((r) => r.matches)).toEqual([1, 1]);
    });

    it('an unknown match, the wrong game or malformed outcomes are refused and change nothing', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      const code = (p: Promise<unknown>) => p.then(() => 'resolved', (e: StoreError) => e.code);
      expect(await code(store().finishMatch({ matchId: 'ghost', game: 'elevator', finishedAt: 1, outcomes: [] }))).toBe('MATCH_NOT_FOUND');
      await store().createMatch(sampleMatch({ id: 'm1', game: 'elevator' }));
      const ok = [human(0, ann, 'Ann', 10, 1), human(1, bob, 'Bob', 5, 2)];
      expect(await code(store().finishMatch({ matchId: 'm1', game: 'kopile', finishedAt: 1, outcomes: ok }))).toBe('BAD_OUTCOMES');
      const twoSeats = [human(0, ann, 'Ann', 10, 1), human(0, bob, 'Bob', 5, 2)];
      expect(await code(store().finishMatch({ matchId: 'm1', game: 'elevator', finishedAt: 1, outcomes: twoSeats }))).toBe('BAD_OUTCOMES');
      const onePersonTwice = [human(0, ann, 'Ann', 10, 1), human(1, ann, 'Ann', 5, 2)];
      expect(await code(store().finishMatch({ matchId: 'm1', game: 'elevator', finishedAt: 1, outcomes: onePersonTwice }))).toBe('BAD_OUTCOMES');
      const placeZero = [human(0, ann, 'Ann', 10, 0), human(1, bob, 'Bob', 5, 2)];
      expect(await code(store().finishMatch({ matchId: 'm1', game: 'elevator', finishedAt: 1, outcomes: placeZero }))).toBe('BAD_OUTCOMES');
      expect((await store().loadMatch('m1'))!.match.finishedAt).toBeNull();
      expect(await store().gameScores('elevator')).toEqual([]);
      expect(await store().rankings()).toEqual([]);
    });

    it('outcomes and ratings are one transaction: a failure half-way leaves the match unfinished', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      // The second human's profile does not exist: the outcome insert fails after the match was marked.
      const outcomes = [human(0, ann, 'Ann', 10, 1), human(1, 'no-such-profile', 'Ghost', 5, 2), human(2, bob, 'Bob', 1, 3)];
      await store().createMatch(sampleMatch({ id: 'm1' }));
      await expect(store().finishMatch({ matchId: 'm1', game: 'elevator', finishedAt: 1, outcomes })).rejects.toThrow();
      expect((await store().loadMatch('m1'))!.match.finishedAt).toBeNull();
      expect(await store().gameScores('elevator')).toEqual([]);
      expect(await store().rankings()).toEqual([]);
    });
  });

  describe('the overall ranking (humans only, openskill)', () => {
    it('ranks humans only, across games, with the ratings of the pure update; bots never appear', async () => {
      const [ann, bob, cid] = await profiles('Ann', 'Bob', 'Cid');
      const m1 = [bot(0, 'Bot Kim', 99, 1), human(1, ann, 'Ann', 50, 2), human(2, bob, 'Bob', 40, 3), human(3, cid, 'Cid', 10, 4)];
      await finish('m1', 'elevator', m1);
      const expected = new Map(updateRatings(new Map(), m1).map((u) => [u.profileId, u]));
      const m2 = [human(0, cid, 'Cid', 9, 1), human(1, ann, 'Ann', 3, 2)];
      await finish('m2', 'kopile', m2);
      for (const u of updateRatings(expected, m2)) expected.set(u.profileId, u);

      const ranking = await store().rankings();
      expect(ranking.map((r) => r.name).sort()).toEqual(['Ann', 'Bob', 'Cid']);
      for (const row of ranking) {
        const e = expected.get(row.profileId)!;
        expect(row.mu).toBeCloseTo(e.mu, 9);
        expect(row.sigma).toBeCloseTo(e.sigma, 9);
        expect(row.rating).toBeCloseTo(e.rating, 9);
        expect([row.matches, row.wins]).toEqual([e.matches, e.wins]);
      }
      const ratings = ranking.map((r) => r.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      // Ann was 1st among the humans in m1 but the bot won: no win for her (a win is placement 1).
      expect(ranking.find((r) => r.name === 'Ann')!.wins).toBe(0);
      expect(ranking.find((r) => r.name === 'Cid')!).toMatchObject({ matches: 2, wins: 1 });
    });

    it('ties share the rating change: Lusti partners sharing their team place come out equal', async () => {
      const [ann, bob, cid, dan] = await profiles('Ann', 'Bob', 'Cid', 'Dan');
      await finish('l1', 'lusti', [human(0, ann, 'Ann', 2, 1), human(1, bob, 'Bob', 0, 2), human(2, cid, 'Cid', 2, 1), human(3, dan, 'Dan', 0, 2)]);
      const byName = Object.fromEntries((await store().rankings()).map((r) => [r.name, r]));
      expect(byName.Ann!.mu).toBeCloseTo(byName.Cid!.mu, 12);
      expect(byName.Bob!.mu).toBeCloseTo(byName.Dan!.mu, 12);
      expect(byName.Ann!.mu).toBeGreaterThan(byName.Bob!.mu);
      expect([byName.Ann!.wins, byName.Cid!.wins, byName.Bob!.wins, byName.Dan!.wins]).toEqual([1, 1, 0, 0]);
    });

    it('a match with fewer than two rated humans changes no rating (alone with bots, or beside an unrated human)', async () => {
      const [ann, bob] = await profiles('Ann', 'Bob');
      await finish('solo', 'elevator', [human(0, ann, 'Ann', 50, 1), bot(1, 'Bot Kim', 10, 2), bot(2, 'Bot Lou', 5, 3)]);
      expect(await store().rankings()).toEqual([]);
      await finish('one-rated', 'elevator', [human(0, ann, 'Ann', 50, 1), human(1, bob, 'Bob', 10, 2, false)]);
      expect(await store().rankings()).toEqual([]);
      // The score table still counts both matches.
      expect((await store().gameScores('elevator')).find((r) => r.profileId === ann)!.matches).toBe(2);
    });

    it('an unrated human is left untouched while the rated ones are updated', async () => {
      const [ann, bob, cid] = await profiles('Ann', 'Bob', 'Cid');
      await finish('m1', 'elevator', [human(0, ann, 'Ann', 5, 1), human(1, bob, 'Bob', 4, 2), human(2, cid, 'Cid', 3, 3)]);
      const before = Object.fromEntries((await store().rankings()).map((r) => [r.name, r]));
      // Cid left half-way in m2 (not rated) although placed first.
      await finish('m2', 'elevator', [human(0, ann, 'Ann', 1, 3), human(1, bob, 'Bob', 4, 2), human(2, cid, 'Cid', 9, 1, false)]);
      const after = Object.fromEntries((await store().rankings()).map((r) => [r.name, r]));
      expect(after.Cid).toEqual(before.Cid);
      expect(after.Bob!.mu).toBeGreaterThan(before.Bob!.mu);
      expect(after.Ann!.mu).toBeLessThan(before.Ann!.mu);
      expect([after.Ann!.matches, after.Bob!.matches, after.Cid!.matches]).toEqual([2, 2, 1]);
    });

    it('rankings honours its limit and shows the current profile name', async () => {
      const [ann, bob, cid] = await profiles('Ann', 'Bob', 'Cid');
      await finish('m1', 'elevator', [human(0, ann, 'Ann', 5, 1), human(1, bob, 'Bob', 4, 2), human(2, cid, 'Cid', 3, 3)]);
      await store().profileForToken('token-of-Ann', 'Anna');
      const top = await store().rankings(2);
      expect(top.map((r) => r.name)).toEqual(['Anna', 'Bob']);
    });
  });
}
