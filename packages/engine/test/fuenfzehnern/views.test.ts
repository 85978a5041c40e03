import { describe, expect, it } from 'vitest';
import { fuenfzehnern } from '../../src/games/fuenfzehnern/index.ts';
import { FULL_HAND_4 } from './fixtures.ts';
import { dealOf, handsFromTricks, movesFromTricks, newMatch, play, playRandomly } from './helpers.ts';

const hands4 = handsFromTricks(4, FULL_HAND_4);
const moves4 = movesFromTricks(4, FULL_HAND_4);

describe('Fünfzehnern views (rules 7.1–7.4)', () => {
  it('rule 7.1: tricks lie face down — trick counts and the last trick, no card points or history', () => {
    // After three tricks (seat 2 took T1 and T2, seat 0 T3).
    const s = play(dealOf(hands4), moves4.slice(0, 12)).state;
    const v = fuenfzehnern.tableView(s);
    expect(v.tricksTaken).toEqual([1, 0, 2, 0]);
    expect(v.lastTrick).toEqual({ leader: 2, plays: [{ seat: 2, card: '9H' }, { seat: 3, card: '10H' }, { seat: 0, card: 'KH' }, { seat: 1, card: 'JH' }], zwang: false, winner: 0 });
    expect(v.cardPoints).toBeNull();
    expect(v.history).toBeNull();
    // The cards of the earlier tricks are nowhere on the table.
    const text = JSON.stringify(v);
    for (const c of ['QH', 'AH', 'AS', '9S']) expect(text).not.toContain(`"${c}"`);
    expect(JSON.stringify(fuenfzehnern.seatView(s, 1))).not.toContain('"AS"');
  });

  it('rule 7.1: bindings and an announced zwang are shown to everyone', () => {
    const s = play(dealOf(hands4), moves4.slice(0, 1)).state;
    expect(fuenfzehnern.seatView(s, 3).zwang).toEqual({ seat: 0, suit: 'H' });
    const t1 = play(dealOf(hands4), moves4.slice(0, 4)).state;
    expect(fuenfzehnern.tableView(t1).bound).toEqual([null, null, 'H', null]);
    expect(fuenfzehnern.tableView(t1).zwang).toBeNull();
  });

  it('rule 7.2: the beginners\' aid shows running card points and the hand\'s history', () => {
    const s = play(dealOf(hands4, 3, { beginnersAid: true }), moves4.slice(0, 12)).state;
    const v = fuenfzehnern.tableView(s);
    expect(v.beginnersAid).toBe(true);
    expect(v.cardPoints).toEqual([7, 0, 13, 0]);
    expect(v.history?.map((t) => t.winner)).toEqual([2, 2, 0]);
  });

  it('rule 7.3: at the end of a hand its card points are revealed', () => {
    const { state, events } = playRandomly(newMatch(4, 'reveal'), 2, (s) => s.hand === 2);
    const v = fuenfzehnern.tableView(state);
    const scored = events.find((e) => e.type === 'dealScored')!;
    expect(v.lastHand).toMatchObject({ hand: 1, dealer: 0, cardPoints: scored.cardPoints, score: scored.score });
    expect(v.cardPoints).toBeNull();
    const end = play(dealOf(hands4), moves4).state;
    const ve = fuenfzehnern.tableView(end);
    expect(ve.cardPoints).toEqual([27, 0, 23, 10]);
    expect(ve.history).toHaveLength(8);
  });

  it('rule 7.4: a seat sees its own hand and its legal moves; others see neither', () => {
    const s = dealOf(hands4);
    const v0 = fuenfzehnern.seatView(s, 0);
    expect(v0.hand).toEqual(s.hands[0]);
    expect(v0.legal.length).toBeGreaterThan(0);
    const v1 = fuenfzehnern.seatView(s, 1);
    expect(v1.legal).toEqual([]);
    const text = JSON.stringify(v1);
    for (const c of s.hands[0]) expect(text).not.toContain(`"${c}"`);
  });

  it('rule 7.4: the table view holds no hand', () => {
    const s = newMatch(4, 'table');
    const v = fuenfzehnern.tableView(s);
    expect('hand' in v).toBe(false);
    expect('legal' in v).toBe(false);
    const text = JSON.stringify(v);
    for (const c of s.hands.flat()) expect(text).not.toContain(`"${c}"`);
    expect(v).toMatchObject({ game: 'fuenfzehnern', seats: 4, dealer: 0, toAct: [1], handSizes: [8, 8, 8, 8], deal: 1, deals: 8 });
  });
});
