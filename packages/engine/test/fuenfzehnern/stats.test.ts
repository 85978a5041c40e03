/**
 * Fünfzehnern's measures (src/games/fuenfzehnern/stats.ts; docs/rules/fuenfzehnern.md, "Statistics").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameStats } from '../../src/core/game.ts';
import { measureMatch, type PlayedMove } from '../../src/core/stats.ts';
import { fuenfzehnern } from '../../src/games/fuenfzehnern/index.ts';
import { playRandomMatch } from '../support/random-match.ts';

/** The game's measures, through the common interface: the steps below hold only the event fields the measures read. */
const stats: GameStats = fuenfzehnern.stats;

const step = (...events: GameEvent[]): PlayedMove => ({ seat: 0, move: { play: 'QS' }, events });

describe('Fünfzehnern statistics', () => {
  it('Zwang played: a queen led announcing zwang (rule 4.1); a plain queen lead is none (rule 4.4)', () => {
    const m = stats.measure({
      seats: 3, options: {},
      steps: [step({ type: 'play', seat: 1, card: 'QS', zwang: true }), step({ type: 'play', seat: 2, card: 'QH', zwang: false })],
    });
    expect(m.map((s) => s.zwang)).toEqual([0, 1, 0]);
  });

  it('a hand above fifteen: more card points than the fifteen (rule 5.2); exactly fifteen is not', () => {
    const m = stats.measure({
      seats: 3, options: {},
      steps: [step({ type: 'dealScored', deal: 1, score: [1, 0, -1], totals: [1, 0, -1], cardPoints: [16, 15, 14] })],
    });
    expect(m.map((s) => s.aboveFifteen)).toEqual([1, 0, 0]);
    expect(m.map((s) => s.hands)).toEqual([1, 1, 1]);
  });

  it('in random matches: zwang counts the logged zwang leads, above fifteen counts the hands that scored > 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(3, 4), (seed, seats) => {
        const played = playRandomMatch(fuenfzehnern, seats, seed, { options: { hands: 3 } });
        const deals = played.steps.flatMap((s) => s.events).filter((e) => e.type === 'dealScored');
        const m = measureMatch(fuenfzehnern, played.log);
        for (let s = 0; s < seats; s++) {
          expect(m[s]!.zwang).toBe(played.log.entries.filter((e) => e.seat === s && (e.move as { zwang?: boolean }).zwang === true).length);
          expect(m[s]!.aboveFifteen).toBe(deals.filter((d) => (d.score as number[])[s]! > 0).length);
          expect(m[s]!.hands).toBe(deals.length);
        }
      }),
      { numRuns: 30 },
    );
  });
});
