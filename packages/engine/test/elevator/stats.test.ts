/**
 * Elevator's measures (src/games/elevator/stats.ts; docs/rules/elevator.md, "Statistics").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameStats } from '../../src/core/game.ts';
import { measureMatch, type PlayedMove } from '../../src/core/stats.ts';
import { elevator } from '../../src/games/elevator/index.ts';
import { playRandomMatch } from '../support/random-match.ts';

/** The game's measures, through the common interface: the steps below hold only the event fields the measures read. */
const stats: GameStats = elevator.stats;

const step = (...events: GameEvent[]): PlayedMove => ({ seat: 0, move: { pass: true }, events });

describe('Elevator statistics', () => {
  it('Kopile taken: the seat that draws as the Kopile player (rule 5.1), each time again (rule 5.4)', () => {
    const m = stats.measure({
      seats: 3, options: {},
      steps: [step({ type: 'pass', seat: 2, drew: true }, { type: 'kopile', seat: 1, drawn: 2, owed: 0 }), step({ type: 'kopile', seat: 1, drawn: 2, owed: 0 })],
    });
    expect(m.map((s) => s.kopileTaken)).toEqual([0, 2, 0]);
    expect(m.map((s) => s.kopileGiven)).toEqual([0, 0, 0]);
  });

  it('Kopile given: a card given to the Kopile player when the stock ran short (rule 5.2)', () => {
    const m = stats.measure({
      seats: 3, options: {},
      steps: [step({ type: 'kopile', seat: 0, drawn: 0, owed: 2 }), step({ type: 'give', seat: 1, to: 0 }), step({ type: 'give', seat: 2, to: 0 })],
    });
    expect(m.map((s) => s.kopileGiven)).toEqual([0, 1, 1]);
    expect(m.map((s) => s.kopileTaken)).toEqual([1, 0, 0]);
  });

  it('in random matches: one Kopile taken per kopile event, gives never exceed what was owed, games per deal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(3, 4, 5), (seed, seats) => {
        const played = playRandomMatch(elevator, seats, seed, { options: { games: 1 } });
        const events = played.steps.flatMap((s) => s.events);
        const m = measureMatch(elevator, played.log);
        const kopiles = events.filter((e) => e.type === 'kopile');
        expect(m.reduce((n, s) => n + s.kopileTaken!, 0)).toBe(kopiles.length);
        const owed = kopiles.reduce((n, e) => n + (e.owed as number), 0);
        expect(m.reduce((n, s) => n + s.kopileGiven!, 0)).toBeLessThanOrEqual(owed);
        // A give is a legal move of its own: the log's give moves are the gives measured.
        for (let s = 0; s < seats; s++) {
          expect(m[s]!.kopileGiven).toBe(played.steps.filter((x) => x.seat === s && 'give' in x.move).length);
          expect(m[s]!.games).toBe(events.filter((e) => e.type === 'dealScored').length);
        }
      }),
      { numRuns: 30 },
    );
  });
});
