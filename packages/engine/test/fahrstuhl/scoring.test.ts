import { describe, expect, it } from 'vitest';
import { fahrstuhl } from '../../src/games/fahrstuhl/index.ts';
import { perTrickValue, roundPoints } from '../../src/games/fahrstuhl/scoring.ts';
import { callsInOrder, dealOf, lcg, play, randomMatch } from './helpers.ts';

describe('Fahrstuhl: points per round', () => {
  it('rule Points: a trick is worth 10 on the outbound trip and 20 on the return trip', () => {
    expect(perTrickValue('outbound')).toBe(10);
    expect(perTrickValue('return')).toBe(20);
  });

  it('rule Points: called exactly → bonus + per-trick × tricks taken', () => {
    expect(roundPoints(3, 3, 10, 100)).toBe(130);
    expect(roundPoints(3, 3, 20, 100)).toBe(160);
    expect(roundPoints(0, 0, 10, 100)).toBe(100);
    expect(roundPoints(2, 2, 20, 0)).toBe(40);
    expect(roundPoints(1, 1, 10, 500)).toBe(510);
  });

  it('rule Points: otherwise → −per-trick × |taken − called|, over or under', () => {
    expect(roundPoints(3, 1, 10, 100)).toBe(-20);
    expect(roundPoints(1, 3, 10, 100)).toBe(-20);
    expect(roundPoints(0, 4, 20, 100)).toBe(-80);
    expect(roundPoints(5, 0, 20, 500)).toBe(-100);
  });

  it('rule Points: a whole deal on the outbound trip (default bonus 100)', () => {
    const state = dealOf({ hands: [['AH', '9S'], ['10D', 'KC'], ['AS', '7H'], ['QH', 'JD']], trump: '8C', dealer: 0 });
    const { state: s, events } = play(state, [
      ...callsInOrder(0, [0, 1, 0, 1]),
      [1, { play: 'KC' }], [2, { play: '7H' }], [3, { play: 'QH' }], [0, { play: '9S' }],
      [1, { play: '10D' }], [2, { play: 'AS' }], [3, { play: 'JD' }], [0, { play: 'AH' }],
    ]);
    expect(events.find((e) => e.type === 'dealScored')).toMatchObject({
      calls: [0, 1, 0, 1], taken: [1, 1, 0, 0], score: [-10, 110, 100, -10], totals: [-10, 110, 100, -10], trip: 'outbound',
    });
    expect(s.totals).toEqual([-10, 110, 100, -10]);
  });

  it('rule Points: the same deal on the return trip with bonus 50', () => {
    const state = dealOf({ hands: [['AH', '9S'], ['10D', 'KC'], ['AS', '7H'], ['QH', 'JD']], trump: '8C', dealer: 0, trip: 'return', bonus: 50 });
    const { state: s, events } = play(state, [
      ...callsInOrder(0, [0, 1, 0, 2]),
      [1, { play: 'KC' }], [2, { play: '7H' }], [3, { play: 'QH' }], [0, { play: '9S' }],
      [1, { play: '10D' }], [2, { play: 'AS' }], [3, { play: 'JD' }], [0, { play: 'AH' }],
    ]);
    expect(s.lastDeal?.score).toEqual([-20, 70, 50, -40]);
    // The deal's event names the trick's worth and the bonus, so that the summary can explain −20 and 70.
    expect(events.find((e) => e.type === 'dealScored')).toMatchObject({ trip: 'return', perTrick: 20, bonus: 50, score: [-20, 70, 50, -40] });
  });

  it('rule Points: in the hourglass the first 1-card round scores outbound (10), the second return (20)', () => {
    const start = fahrstuhl.setup({ mode: 'hourglass', startCards: 7, cards: 7, bonus: 100 }, 3, 'trips');
    const { events } = randomMatch(start, lcg(11));
    const scored = events.flat().filter((e) => e.type === 'dealScored') as unknown as {
      deal: number; trip: string; calls: number[]; taken: number[]; score: number[];
    }[];
    expect(scored.map((d) => d.trip)).toEqual([...Array(7).fill('outbound'), ...Array(7).fill('return')]);
    for (const d of scored) {
      const per = d.deal <= 7 ? 10 : 20;
      d.score.forEach((pts, s) => {
        const diff = Math.abs(d.taken[s] - d.calls[s]);
        expect(pts).toBe(diff === 0 ? 100 + per * d.taken[s] : -per * diff);
      });
    }
  });

  it('rule Points: totals after the last round give the placements, ties share a place', () => {
    const state = dealOf({ hands: [['AH'], ['AD'], ['AS']], trump: '7C', dealer: 2 });
    const { state: s } = play(state, [...callsInOrder(2, [1, 1, 0]), [0, { play: 'AH' }], [1, { play: 'AD' }], [2, { play: 'AS' }]]);
    // Not shared (sum 2 ≥ 1): seat 0 takes; seats 0 and 2 called exactly.
    expect(s.totals).toEqual([110, -10, 100]);
    expect(fahrstuhl.matchResult(s)).toEqual({ totals: [110, -10, 100], placements: [1, 3, 2] });
    const tie = dealOf({ hands: [['AH'], ['KD'], ['AS']], trump: '7C', dealer: 2 });
    const { state: t } = play(tie, [...callsInOrder(2, [1, 0, 0]), [0, { play: 'AH' }], [1, { play: 'KD' }], [2, { play: 'AS' }]]);
    expect(fahrstuhl.matchResult(t)).toEqual({ totals: [110, 100, 100], placements: [1, 2, 2] });
  });
});
