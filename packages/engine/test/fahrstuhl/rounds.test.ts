import { describe, expect, it } from 'vitest';
import { fahrstuhl } from '../../src/games/fahrstuhl/index.ts';
import { roundSchedule } from '../../src/games/fahrstuhl/rounds.ts';
import { lcg, randomMatch } from './helpers.ts';

describe('Fahrstuhl: rounds', () => {
  it('rule Rounds: hourglass from 7 goes 7 … 1, the 1-card round twice, then 1 … 7 (14 rounds)', () => {
    const s = roundSchedule('hourglass', 7, 7);
    expect(s.cards).toEqual([7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('rule Rounds: the hourglass has 2 × startCards rounds for startCards 7 … 10', () => {
    for (let start = 7; start <= 10; start++) {
      const s = roundSchedule('hourglass', start, 7);
      expect(s.cards).toHaveLength(2 * start);
      expect(s.cards[0]).toBe(start);
      expect(s.cards.at(-1)).toBe(start);
      expect(s.cards[start - 1]).toBe(1);
      expect(s.cards[start]).toBe(1);
    }
  });

  it('rule Rounds: the first half is the outbound trip, the second the return trip (first 1-card round outbound, second return)', () => {
    const s = roundSchedule('hourglass', 8, 7);
    expect(s.trips).toEqual([...Array(8).fill('outbound'), ...Array(8).fill('return')]);
    expect(s.cards[7]).toBe(1);
    expect(s.trips[7]).toBe('outbound');
    expect(s.cards[8]).toBe(1);
    expect(s.trips[8]).toBe('return');
  });

  it('rule Rounds: up goes 1, 2, … startCards, every round outbound', () => {
    expect(roundSchedule('up', 5, 7)).toEqual({ cards: [1, 2, 3, 4, 5], trips: Array(5).fill('outbound') });
    expect(roundSchedule('up', 1, 7)).toEqual({ cards: [1], trips: ['outbound'] });
    expect(roundSchedule('up', 10, 7).cards).toHaveLength(10);
  });

  it('rule Rounds: single is one round of `cards` cards, outbound', () => {
    for (let c = 1; c <= 10; c++) expect(roundSchedule('single', 7, c)).toEqual({ cards: [c], trips: ['outbound'] });
  });

  it('rule A round: the dealer is seat 0 in round 1 and moves one seat on each round; each round deals its floor', () => {
    const start = fahrstuhl.setup({ mode: 'hourglass', startCards: 7, cards: 7, bonus: 100 }, 5, 'dealers');
    expect(start.dealer).toBe(0);
    expect(start.hands.map((h) => h.length)).toEqual([7, 7, 7, 7, 7]);
    const { states } = randomMatch(start, lcg(3));
    const seen = new Map<number, { dealer: number; sizes: number[] }>();
    for (const s of states) {
      if (s.phase === 'calling' && !seen.has(s.round)) seen.set(s.round, { dealer: s.dealer, sizes: s.hands.map((h) => h.length) });
    }
    const floors = [7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7];
    expect([...seen.keys()]).toEqual(floors.map((_, i) => i));
    for (const [round, { dealer, sizes }] of seen) {
      expect(dealer).toBe(round % 5);
      expect(sizes).toEqual(Array(5).fill(floors[round]));
    }
  });

  it('rule A round: the turned-up card is nobody\'s — it is not in any hand count and never played', () => {
    const start = fahrstuhl.setup({ mode: 'single', startCards: 7, cards: 10, bonus: 100 }, 6, 'turned');
    expect(start.hands.flat()).toHaveLength(60);
    const { states } = randomMatch(start, lcg(5));
    const end = states.at(-1)!;
    const played = end.tricks.flatMap((t) => t.cards);
    expect(played).toHaveLength(60);
    // The multiset dealt equals the multiset played: the turned-up card was never played.
    expect(played.slice().sort((a, b) => a - b)).toEqual(start.hands.flat().sort((a, b) => a - b));
  });
});
