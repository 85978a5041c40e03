/**
 * Issue 15, "Ranking farming": a match counts for the ranking only when it is a real one (at least the
 * game's `rankedMovesPerSeat` log entries per seat — default 5 — and a complete deal), and a profile
 * shows in the ranking only from 5 rated matches on. Two device tokens playing one-card matches no
 * longer reach the ranking at all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RankingEntry } from '@kitchen-table/protocol';
import { highCard } from '../support/test-game.ts';
import { autoPlay, startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import { DEFAULT_RANKED_MOVES_PER_SEAT, isRealMatch } from '../../src/rooms/outcomes.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

/** High card asking, like the real games, for 3 entries per seat (a 1-card match has 1). */
const farmable = { ...highCard, meta: { ...highCard.meta, rankedMovesPerSeat: 3 } };

describe('security: ranking farming', () => {
  it('a real match has enough moves per seat and a complete deal', () => {
    expect(DEFAULT_RANKED_MOVES_PER_SEAT).toBe(5);
    expect(isRealMatch(8, 4, 1)).toBe(false); // a Fahrstuhl match of one-card rounds: 2 entries a seat
    expect(isRealMatch(20, 4, 1)).toBe(true);
    expect(isRealMatch(40, 4, 0)).toBe(false);
    expect(isRealMatch(4, 2, 1, 2)).toBe(true);
  });

  it('one-card matches are not rated; a fresh profile shows in the ranking only after 5 rated matches', async () => {
    server = await startTestServer({ games: [farmable] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    const players = [autoPlay(anna), autoPlay(ben)];
    const play = async (options: { deals: number; cards: number }): Promise<boolean[]> => {
      const before = tv.state.room?.result?.matchId;
      await anna.configure({ game: 'highcard', seats: 2, options, clockSeconds: 0 });
      await anna.start();
      await waitFor(tv, () => tv.state.room?.phase === 'finished' && tv.state.room.result?.matchId !== before, 'the end of the match');
      return tv.state.room!.result!.outcomes.map((o) => o.rated);
    };
    const ranking = async (): Promise<string[]> => ((await (await fetch(`${server.url}/api/rankings`)).json()) as RankingEntry[]).map((r) => r.name);

    // The farmer's match: one card each (1 entry per seat).
    for (let i = 0; i < 3; i++) expect(await play({ deals: 1, cards: 1 })).toEqual([false, false]);
    expect(await ranking()).toEqual([]);
    // Real matches: 2 deals of 2 cards (4 entries per seat). Rated, but not ranked before the fifth.
    for (let i = 0; i < 4; i++) expect(await play({ deals: 2, cards: 2 })).toEqual([true, true]);
    expect(await ranking()).toEqual([]);
    expect(await play({ deals: 2, cards: 2 })).toEqual([true, true]);
    expect((await ranking()).sort()).toEqual(['Anna', 'Ben']);
    for (const p of players) p.stop();
  });
});
