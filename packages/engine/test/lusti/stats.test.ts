/**
 * Lusti-Kartl'n's measures (src/games/lusti/stats.ts; docs/rules/lusti.md, "Statistics").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameStats } from '../../src/core/game.ts';
import { measureMatch, type PlayedMove } from '../../src/core/stats.ts';
import { lusti } from '../../src/games/lusti/index.ts';
import { playRandomMatch } from '../support/random-match.ts';

/** The game's measures, through the common interface: the steps below hold only the event fields the measures read. */
const stats: GameStats = lusti.stats;

const step = (...events: GameEvent[]): PlayedMove => ({ seat: 0, move: { play: 'OE' }, events });
const scored = (winner: number, outcome: string): GameEvent => ({ type: 'dealScored', deal: 1, score: [], totals: [], winner, outcome });

describe('Lusti-Kartl\'n statistics', () => {
  it('a Brand goes to the player of the fourth card (rule 5.2): the brand event\'s seat', () => {
    const m = stats.measure({ seats: 4, options: {}, steps: [step({ type: 'brand', seat: 3, team: 1, rank: 'O' }, scored(1, 'brand'))] });
    expect(m.map((s) => s.brands)).toEqual([0, 0, 0, 1]);
    expect(m.map((s) => s.stinks)).toEqual([0, 0, 0, 0]);
  });

  it('a stink is the losing team\'s (rule 6.3): both partners count it; a plain win or unterm Tisch is none', () => {
    const m = stats.measure({ seats: 4, options: {}, steps: [step(scored(0, 'stink')), step(scored(1, 'untermTisch')), step(scored(1, 'win'))] });
    expect(m.map((s) => s.stinks)).toEqual([0, 1, 0, 1]);
    expect(m.map((s) => s.hands)).toEqual([3, 3, 3, 3]);
  });

  it('in random matches: Brands are the hands that ended in a Brand, partners share their stinks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const played = playRandomMatch(lusti, 4, seed, { options: { target: 5 } });
        const deals = played.steps.flatMap((s) => s.events).filter((e) => e.type === 'dealScored');
        const m = measureMatch(lusti, played.log);
        expect(m.reduce((n, s) => n + s.brands!, 0)).toBe(deals.filter((d) => d.brand === true).length);
        expect(m[0]!.stinks).toBe(m[2]!.stinks);
        expect(m[1]!.stinks).toBe(m[3]!.stinks);
        expect(m[0]!.stinks! + m[1]!.stinks!).toBe(deals.filter((d) => d.outcome === 'stink').length);
        for (const s of m) expect(s.hands).toBe(deals.length);
      }),
      { numRuns: 30 },
    );
  });
});
