import { describe, expect, it } from 'vitest';
import { fahrstuhl } from '../../src/games/fahrstuhl/index.ts';
import { callsInOrder, dealOf, play, rejectCode } from './helpers.ts';

// A 2-card deal for 4 seats, trump clubs (8C turned up); seat 1 holds the only trump in hand.
const base = () =>
  dealOf({ hands: [['AH', '9S'], ['10D', 'KC'], ['AS', '7H'], ['QH', 'JD']], trump: '8C', dealer: 0 });

describe('Fahrstuhl: calls', () => {
  it('rule Calls: one pass, clockwise from the seat after the dealer', () => {
    let state = dealOf({ hands: [['AH'], ['AD'], ['AS']], trump: '7C', dealer: 1 });
    const order: number[] = [];
    while (state.phase === 'calling') {
      const seat = fahrstuhl.toAct(state)[0];
      order.push(seat);
      state = play(state, [[seat, { call: 0 }]]).state;
    }
    expect(order).toEqual([2, 0, 1]);
  });

  it('rule Calls: each seat calls an integer 0 … cards', () => {
    const state = base();
    expect(fahrstuhl.legalMoves(state, 1)).toEqual([{ call: 0 }, { call: 1 }, { call: 2 }]);
    expect(rejectCode(state, 1, { call: 3 })).toBe('INVALID_CALL');
    expect(rejectCode(state, 1, { call: -1 })).toBe('INVALID_CALL');
    expect(play(state, [[1, { call: 2 }]]).state.calls[1]).toBe(2);
  });

  it('rule Calls: there is no restriction on their sum', () => {
    expect(play(base(), callsInOrder(0, [2, 2, 2, 2])).state.phase).toBe('playing');
    expect(play(base(), callsInOrder(0, [0, 0, 0, 0])).state.phase).toBe('playing');
  });

  it('rule Calls: calls are public and final', () => {
    const { state } = play(base(), [[1, { call: 1 }]]);
    expect(fahrstuhl.tableView(state).calls).toEqual([null, 1, null, null]);
    expect(fahrstuhl.seatView(state, 3).calls).toEqual([null, 1, null, null]);
    expect(rejectCode(state, 1, { call: 0 })).toBe('NOT_YOUR_TURN');
  });

  it('rule Calls: shared when the sum of calls is less than the number of tricks', () => {
    const shared = play(base(), callsInOrder(0, [0, 1, 0, 0]));
    expect(shared.state.shared).toBe(true);
    expect(shared.events.at(-1)).toEqual({ type: 'callsDone', shared: true, sum: 1, tricks: 2 });
  });

  it('rule Calls: not shared when the sum of calls equals or exceeds the number of tricks', () => {
    expect(play(base(), callsInOrder(0, [0, 1, 0, 1])).state.shared).toBe(false);
    expect(play(base(), callsInOrder(0, [2, 1, 0, 1])).state.shared).toBe(false);
    expect(fahrstuhl.tableView(base()).shared).toBe(null);
  });
});

describe('Fahrstuhl: play', () => {
  const playing = () => play(base(), callsInOrder(0, [0, 1, 0, 1])).state;

  it('rule A round: the seat after the dealer leads the first trick', () => {
    expect(fahrstuhl.toAct(playing())).toEqual([1]);
    const other = dealOf({ hands: [['AH'], ['AD'], ['AS']], trump: '7C', dealer: 2 });
    expect(fahrstuhl.toAct(play(other, callsInOrder(2, [0, 0, 0])).state)).toEqual([0]);
  });

  it('rule Play: a seat holding trump must play a trump when leading', () => {
    const state = playing();
    expect(fahrstuhl.legalMoves(state, 1)).toEqual([{ play: 'KC' }]);
    expect(rejectCode(state, 1, { play: '10D' })).toBe('MUST_PLAY_TRUMP');
  });

  it('rule Play: a seat holding trump must play a trump when following, whatever was led', () => {
    const state = dealOf({ hands: [['AH', '9S'], ['10D', 'KC'], ['AS', '7C'], ['QH', 'JD']], trump: '8C', dealer: 3 });
    const s = play(state, [...callsInOrder(3, [0, 1, 0, 1]), [0, { play: 'AH' }], [1, { play: 'KC' }]]).state;
    expect(fahrstuhl.legalMoves(s, 2)).toEqual([{ play: '7C' }]);
    expect(rejectCode(s, 2, { play: 'AS' })).toBe('MUST_PLAY_TRUMP');
  });

  it('seed example: a seat without trump may throw away an ace of another suit', () => {
    // Seat 2 holds no club (trump) and throws its ace of spades on a trump lead, keeping the 7 of hearts.
    const state = play(playing(), [[1, { play: 'KC' }]]).state;
    expect(fahrstuhl.legalMoves(state, 2)).toEqual([{ play: 'AS' }, { play: '7H' }]);
    const after = play(state, [[2, { play: 'AS' }]]).state;
    expect(after.hands[2]).toHaveLength(1);
  });

  it('rule Play: a seat without trump may play any card; there is no duty to follow suit', () => {
    const state = dealOf({ hands: [['KH', 'QS'], ['AH', '9D'], ['JD', '8S']], trump: '7C', dealer: 0 });
    const s = play(state, [...callsInOrder(0, [0, 1, 0]), [1, { play: 'AH' }]]).state;
    // Seat 2 holds no heart anyway; seat 0 holds the K♥ but may discard the Q♠ on a heart lead.
    expect(fahrstuhl.legalMoves(s, 2)).toEqual([{ play: 'JD' }, { play: '8S' }]);
    const s2 = play(s, [[2, { play: '8S' }], [0, { play: 'QS' }]]).state;
    expect(s2.tricks[0].winners).toEqual([1]);
  });

  it('rule Play: every seat plays one card per trick, clockwise from the leader', () => {
    let state = playing();
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = fahrstuhl.toAct(state)[0];
      order.push(seat);
      state = play(state, [[seat, fahrstuhl.legalMoves(state, seat)[0]]]).state;
    }
    expect(order).toEqual([1, 2, 3, 0]);
    expect(state.tricks).toHaveLength(1);
    expect(state.hands.map((h) => h.length)).toEqual([1, 1, 1, 1]);
  });

  it('rule Who takes the trick: the seat that played the first of the top cards leads next (shared round)', () => {
    // Shared (calls sum 0 < 2): A♥ and A♦ tie on top of a no-trump trick; both credited, seat 0 leads next.
    const state = dealOf({ hands: [['AH', '8H'], ['AD', '8D'], ['KS', '9H']], trump: '7C', dealer: 2 });
    const { state: s, events } = play(state, [...callsInOrder(2, [0, 0, 0]), [0, { play: 'AH' }], [1, { play: 'AD' }], [2, { play: 'KS' }]]);
    expect(events.at(-1)).toMatchObject({ type: 'trickTaken', winners: [0, 1], next: 0 });
    expect(s.taken).toEqual([1, 1, 0]);
    expect(fahrstuhl.toAct(s)).toEqual([0]);
  });

  it('rule Who takes the trick: shared credits can exceed the number of tricks', () => {
    const state = dealOf({ hands: [['AH'], ['AD'], ['AS']], trump: '7C', dealer: 2 });
    const { state: s } = play(state, [...callsInOrder(2, [0, 0, 0]), [0, { play: 'AH' }], [1, { play: 'AD' }], [2, { play: 'AS' }]]);
    expect(s.lastDeal?.taken).toEqual([1, 1, 0]);
  });

  it('seed example: the trump ace always takes a trick in a shared round', () => {
    // Both trump aces fall in the same trick of a shared round: each of their seats is credited.
    const state = dealOf({ hands: [['AC', 'KH'], ['AC', 'QH'], ['10C', 'AH']], trump: '9C', dealer: 2 });
    const { state: s } = play(state, [...callsInOrder(2, [0, 0, 1]), [0, { play: 'AC' }], [1, { play: 'AC' }], [2, { play: '10C' }]]);
    expect(s.shared).toBe(true);
    expect(s.tricks[0].winners).toEqual([0, 1]);
  });
});

describe('Fahrstuhl: move errors, checked in the order of the issue', () => {
  const playing = () => play(base(), callsInOrder(0, [0, 1, 0, 1])).state;
  const finished = () =>
    play(playing(), [
      [1, { play: 'KC' }], [2, { play: '7H' }], [3, { play: 'QH' }], [0, { play: '9S' }],
      [1, { play: '10D' }], [2, { play: 'AS' }], [3, { play: 'JD' }], [0, { play: 'AH' }],
    ]).state;

  it('DEAL_OVER comes first: no move after the deal, whoever makes it', () => {
    const over = finished();
    expect(rejectCode(over, 0, { call: 0 })).toBe('DEAL_OVER');
    expect(rejectCode(over, 3, { play: 'KC' })).toBe('DEAL_OVER');
  });

  it('NOT_YOUR_TURN comes before WRONG_PHASE', () => {
    expect(rejectCode(base(), 0, { play: 'AH' })).toBe('NOT_YOUR_TURN');
    expect(rejectCode(base(), 7, { call: 0 })).toBe('NOT_YOUR_TURN');
  });

  it('WRONG_PHASE: a play during calling or a call during play, before INVALID_CALL / NOT_IN_HAND', () => {
    expect(rejectCode(base(), 1, { play: 'KC' })).toBe('WRONG_PHASE');
    expect(rejectCode(base(), 1, { play: 'AS' })).toBe('WRONG_PHASE');
    expect(rejectCode(playing(), 1, { call: 1 })).toBe('WRONG_PHASE');
    expect(rejectCode(playing(), 1, { call: 99 })).toBe('WRONG_PHASE');
  });

  it('NOT_IN_HAND comes before MUST_PLAY_TRUMP', () => {
    expect(rejectCode(playing(), 1, { play: 'AS' })).toBe('NOT_IN_HAND');
  });

  it('BAD_MOVE: applyMove refuses malformed moves with a code, never an exception', () => {
    for (const m of [null, 5, 'AH', {}, { call: 1.5 }, { play: '6H' }, { call: 1, play: 'KC' }, { pass: true }]) {
      expect(rejectCode(base(), 1, m)).toBe('BAD_MOVE');
    }
  });
});
