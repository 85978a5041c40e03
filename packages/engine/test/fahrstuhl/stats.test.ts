/**
 * Fahrstuhl's measures (src/games/fahrstuhl/stats.ts; docs/rules/fahrstuhl.md, "Statistics").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameStats } from '../../src/core/game.ts';
import { measureMatch, type PlayedMove } from '../../src/core/stats.ts';
import { fahrstuhl } from '../../src/games/fahrstuhl/index.ts';
import { playRandomMatch } from '../support/random-match.ts';

/** The game's measures, through the common interface: the steps below hold only the event fields the measures read. */
const stats: GameStats = fahrstuhl.stats;

const scored = (calls: number[], taken: number[]): PlayedMove => ({
  seat: 0,
  move: { play: 'AS' },
  events: [{ type: 'dealScored', deal: 1, score: [], totals: [], calls, taken } as GameEvent],
});
const measure = (steps: PlayedMove[]) => stats.measure({ seats: 3, options: {}, steps });

describe('Fahrstuhl statistics', () => {
  it('counts a call as exact when the credited tricks equal it ("Points": called exactly), 0 for 0 included', () => {
    const m = measure([scored([2, 0, 1], [2, 0, 3])]);
    expect(m.map((s) => s.exactCalls)).toEqual([1, 1, 0]);
    expect(m.map((s) => s.rounds)).toEqual([1, 1, 1]);
  });

  it('keeps the best streak of exact calls in a row; a missed call ends it', () => {
    const m = measure([scored([1, 1, 1], [1, 0, 1]), scored([1, 1, 1], [1, 1, 0]), scored([0, 0, 0], [1, 0, 0]), scored([2, 2, 2], [2, 2, 2])]);
    expect(m.map((s) => s.bestStreak)).toEqual([2, 3, 2]);
    expect(m.map((s) => s.exactCalls)).toEqual([3, 3, 3]);
  });

  it('in random matches a round is exact exactly when it scored ≥ 0 (a missed call always costs points)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(3, 4, 5), (seed, seats) => {
        const played = playRandomMatch(fahrstuhl, seats, seed, { options: { mode: 'up', startCards: 1 } });
        const deals = played.steps.flatMap((s) => s.events).filter((e) => e.type === 'dealScored');
        const m = measureMatch(fahrstuhl, played.log);
        for (let s = 0; s < seats; s++) {
          expect(m[s]!.rounds).toBe(deals.length);
          expect(m[s]!.exactCalls).toBe(deals.filter((d) => (d.score as number[])[s]! >= 0).length);
          expect(m[s]!.exactCalls).toBeLessThanOrEqual(m[s]!.rounds!);
          expect(m[s]!.bestStreak).toBeLessThanOrEqual(m[s]!.exactCalls!);
          if (m[s]!.exactCalls! > 0) expect(m[s]!.bestStreak).toBeGreaterThan(0);
        }
      }),
      { numRuns: 30 },
    );
  });
});
