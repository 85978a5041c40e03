import { describe, expect, it } from 'vitest';
import { fuenfzehnern } from '../../src/games/fuenfzehnern/index.ts';
import { cardPoints } from '../../src/games/fuenfzehnern/pack.ts';
import { FULL_HAND_3, FULL_HAND_4 } from './fixtures.ts';
import { newMatch, playRandomly, playScript } from './helpers.ts';

const scored = (events: { type: string }[]) => events.filter((e) => e.type === 'dealScored');

describe('Fünfzehnern scoring (rules 5.1–5.3)', () => {
  it('rule 5.2: a full 3-seat hand scores card points − 15 per seat', () => {
    const { events } = playScript(3, FULL_HAND_3);
    expect(scored(events)).toEqual([
      { type: 'dealScored', deal: 1, cardPoints: [15, 30, 0], score: [0, 15, -15], totals: [0, 15, -15] },
    ]);
  });

  it('rule 5.2: a full 4-seat hand (with zwang) scores card points − 15 per seat', () => {
    const { events } = playScript(4, FULL_HAND_4);
    expect(scored(events)).toEqual([
      { type: 'dealScored', deal: 1, cardPoints: [27, 0, 23, 10], score: [12, -15, 8, -5], totals: [12, -15, 8, -5] },
    ]);
  });

  for (const seats of [3, 4]) {
    it(`rule 5.2: with ${seats} seats every hand is zero-sum and its points match the tricks taken`, () => {
      for (let seed = 1; seed <= 5; seed++) {
        const { events } = playRandomly(newMatch(seats, seed), seed * 7);
        const points = new Array<number>(seats).fill(0);
        let hands = 0;
        for (const e of events) {
          if (e.type === 'trickTaken') points[e.seat as number] += (e.cards as string[]).reduce((a, c) => a + cardPoints(c), 0);
          if (e.type === 'dealScored') {
            hands++;
            expect(e.cardPoints).toEqual(points);
            expect(points.reduce((a, b) => a + b, 0)).toBe(15 * seats);
            expect(e.score).toEqual(points.map((p) => p - 15));
            expect((e.score as number[]).reduce((a, b) => a + b, 0)).toBe(0);
            points.fill(0);
          }
        }
        expect(hands).toBe(2 * seats);
      }
    });
  }

  it('rule 5.3: the hard score — 15 chips into the pool per seat at each deal, card points taken out', () => {
    let s = newMatch(4, 'hard');
    let h = fuenfzehnern.tableView(s).hardScore;
    expect(h).toEqual({ pool: 60, paidIn: [15, 15, 15, 15], takenOut: [0, 0, 0, 0], balance: [-15, -15, -15, -15] });
    // Play out the first hand: the antes are paid for hand 2, the points of hand 1 taken out.
    const first = playRandomly(s, 3, (st) => st.hand === 2);
    s = first.state;
    const hand1 = first.events.find((e) => e.type === 'dealScored')!;
    h = fuenfzehnern.tableView(s).hardScore;
    expect(h.paidIn).toEqual([30, 30, 30, 30]);
    expect(h.takenOut).toEqual(hand1.cardPoints);
    expect(h.pool).toBe(60);
    expect(h.balance).toEqual(s.totals.map((t) => t - 15));
    // After the match the pool is empty and the balance is the total.
    const end = playRandomly(s, 4).state;
    h = fuenfzehnern.tableView(end).hardScore;
    expect(h.pool).toBe(0);
    expect(h.balance).toEqual(end.totals);
    expect(h.paidIn).toEqual([120, 120, 120, 120]);
  });

  it('rule 6.1: totals are the sum of the hand scores', () => {
    const { state, events } = playRandomly(newMatch(3, 'sum'), 11);
    const sums = [0, 0, 0];
    for (const e of scored(events) as unknown as { score: number[] }[]) e.score.forEach((v, i) => (sums[i] += v));
    expect(state.totals).toEqual(sums);
  });
});
