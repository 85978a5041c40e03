import { describe, expect, it } from 'vitest';
import { fahrstuhl } from '../../src/games/fahrstuhl/index.ts';
import { callsInOrder, dealOf, lcg, play, randomMatch } from './helpers.ts';

const HOURGLASS = { mode: 'hourglass', startCards: 7, cards: 7, bonus: 100 };

describe('Fahrstuhl: a whole match in one state', () => {
  it('runs deal after deal: scoring a deal and dealing the next happen in the same move', () => {
    const start = fahrstuhl.setup(HOURGLASS, 4, 'match');
    const { states, events } = randomMatch(start, lcg(1));
    const types = events.flat().map((e) => e.type);
    expect(types.filter((t) => t === 'dealScored')).toHaveLength(14);
    expect(types.filter((t) => t === 'dealStart')).toHaveLength(13);
    expect(types.filter((t) => t === 'matchOver')).toHaveLength(1);
    expect(types.at(-1)).toBe('matchOver');
    // The move that ends a deal (not the last) carries trickTaken, dealScored and dealStart, in that order.
    const boundary = events.find((e) => e.some((x) => x.type === 'dealStart'))!;
    expect(boundary.map((e) => e.type)).toEqual(['play', 'trickTaken', 'dealScored', 'dealStart']);
    const end = states.at(-1)!;
    expect(fahrstuhl.isMatchOver(end)).toBe(true);
    expect(fahrstuhl.toAct(end)).toEqual([]);
    expect(fahrstuhl.progress(end)).toEqual({ deal: 14, deals: 14 });
    const r = fahrstuhl.applyMove(end, 0, { call: 0 });
    expect(r.ok ? null : r.error.code).toBe('DEAL_OVER');
  });

  it('events: dealStart, call, callsDone, play, trickTaken, dealScored, matchOver carry the public facts', () => {
    const start = fahrstuhl.setup({ mode: 'up', startCards: 2, cards: 7, bonus: 100 }, 3, 'events');
    const { events } = randomMatch(start, lcg(2));
    const flat = events.flat();
    expect(flat[0]).toMatchObject({ type: 'call', seat: 1 });
    expect(flat.find((e) => e.type === 'callsDone')).toHaveProperty('shared');
    expect(flat.find((e) => e.type === 'play')).toHaveProperty('card');
    const trick = flat.find((e) => e.type === 'trickTaken')!;
    expect(trick).toHaveProperty('winners');
    expect(trick).toHaveProperty('cards');
    const ds = flat.find((e) => e.type === 'dealStart')!;
    expect(ds).toMatchObject({ deal: 2, deals: 2, dealer: 1, cards: 2, trip: 'outbound' });
    expect(typeof ds.trump).toBe('string');
    expect(flat.find((e) => e.type === 'dealScored')).toHaveProperty('totals');
    // What a trick was worth and the exact call's bonus: the summary between deals explains the points with them.
    expect(flat.find((e) => e.type === 'dealScored')).toMatchObject({ trip: 'outbound', perTrick: 10, bonus: 100 });
    expect(flat.at(-1)).toHaveProperty('placements');
    // No event ever names a hand.
    expect(JSON.stringify(flat)).not.toMatch(/hand/i);
  });

  it('finishAfterCurrentDeal ends the match when the running deal ends', () => {
    const start = fahrstuhl.setup(HOURGLASS, 4, 'finish');
    const part = randomMatch(start, lcg(4), 40);
    const mid = part.states.at(-1)!;
    const round = mid.round;
    const flagged = fahrstuhl.finishAfterCurrentDeal(mid);
    expect(flagged.finishAfterDeal).toBe(true);
    expect(mid.finishAfterDeal).toBe(false);
    const rest = randomMatch(flagged, lcg(5));
    const end = rest.states.at(-1)!;
    expect(fahrstuhl.isMatchOver(end)).toBe(true);
    expect(end.round).toBe(round);
    expect(rest.events.flat().filter((e) => e.type === 'dealScored')).toHaveLength(1);
    expect(fahrstuhl.matchResult(end).totals).toEqual(end.totals);
  });

  it('views: a seat sees its hand, legal moves and the public state; the table sees no hand', () => {
    const state = dealOf({ hands: [['AH', '9S'], ['10D', 'KC'], ['AS', '7H'], ['QH', 'JD']], trump: '8C', dealer: 0 });
    const { state: s } = play(state, [...callsInOrder(0, [0, 1, 0, 1]), [1, { play: 'KC' }], [2, { play: '7H' }], [3, { play: 'QH' }], [0, { play: '9S' }], [1, { play: '10D' }]]);
    const v = fahrstuhl.seatView(s, 2);
    expect(v.hand).toEqual(['AS']);
    expect(v.legal).toEqual([{ play: 'AS' }]);
    expect(v).toMatchObject({
      seat: 2, game: 'fahrstuhl', seats: 4, dealer: 0, toAct: [2], handSizes: [1, 0, 1, 1], phase: 'playing',
      cards: 2, trump: '8C', trumpSuit: 'C', calls: [0, 1, 0, 1], shared: false, taken: [0, 1, 0, 0],
      floors: [2], floor: 0, trip: 'outbound', perTrick: 10, totals: [0, 0, 0, 0], matchOver: false,
    });
    expect(v.lowest.label).toBe('red 10'); // k = ceil((4 × 2 + 1) / 4) = 3
    expect(v.trick).toEqual({ leader: 1, plays: [{ seat: 1, card: '10D' }], winners: [] });
    expect(v.tricks).toEqual([{ leader: 1, plays: [{ seat: 1, card: 'KC' }, { seat: 2, card: '7H' }, { seat: 3, card: 'QH' }, { seat: 0, card: '9S' }], winners: [1] }]);
    expect(v.lastTrick).toEqual(v.tricks[0]);
    expect(fahrstuhl.seatView(s, 0).legal).toEqual([]);
    const t = fahrstuhl.tableView(s);
    expect(t).not.toHaveProperty('hand');
    expect(t).not.toHaveProperty('legal');
    expect(t.handSizes).toEqual([1, 0, 1, 1]);
  });

  it('views: the last trick stays visible after the next deal was dealt, with the last deal\'s points', () => {
    const start = fahrstuhl.setup({ mode: 'up', startCards: 2, cards: 7, bonus: 100 }, 3, 'last');
    const { states } = randomMatch(start, lcg(8), 7); // 3 calls + 3 plays end deal 1, + 1 call of deal 2
    const s = states.at(-1)!;
    expect(s.round).toBe(1);
    const v = fahrstuhl.tableView(s);
    expect(v.tricks).toEqual([]);
    expect(v.lastTrick?.plays).toHaveLength(3);
    expect(v.lastDeal?.deal).toBe(1);
    expect(v.floors).toEqual([1, 2]);
    expect(v.floor).toBe(1);
  });
});
