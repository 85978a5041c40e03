/** Section 5 of docs/rules/elevator.md: the Kopile. */
import { describe, expect, it } from 'vitest';
import { elevator, expectError, game, give, legalFor, play, sorted, step, steps, PASS } from './helpers.ts';

/*
 * Four seats, dealer 0, seat 1 opens and plays KS on the starter 3H. Nobody else holds a red ace or the
 * red joker, and the stock's first three cards (drawn by the passes of seats 2, 3, 0) are black.
 */
const HANDS = [['8S', '9C', '2S'], ['KS', '4D', '5D'], ['4S', '5S'], ['6S', '3D']];
const circle = (stock: string[], hands = HANDS) => {
  const s = game({ hands: hands.map((h) => h.slice()), starter: '3H', stock });
  return steps(s, [[1, play('KS')], [2, PASS], [3, PASS], [0, PASS]]);
};

describe('rule 5.1: Kopile — every other seat passed since a play, the turn is back with its player', () => {
  it('rule 5.1: the seat whose play is on top draws one card per opponent (seats − 1)', () => {
    const s = game({ hands: HANDS, starter: '3H', stock: ['2C', '3C', '4C', 'AH', 'QD', '7C', '8C'] });
    const before = steps(s, [[1, play('KS')], [2, PASS], [3, PASS]]);
    const { state, events } = step(before, 0, PASS);
    expect(events).toEqual([
      { type: 'pass', seat: 0, drew: true },
      { type: 'kopile', seat: 1, drawn: 3, owed: 0 },
    ]);
    expect(state.round.hands[1]).toEqual(['4D', '5D', 'AH', 'QD', '7C']);
    expect(state.round.stock).toEqual(['8C']);
    expect(elevator.toAct(state)).toEqual([1]);
    expect(elevator.seatView(state, 1).drawn).toEqual(['AH', 'QD', '7C']);
  });

  it('rule 5.1: three seats draw two', () => {
    const s = game({ hands: [['2S', '3S'], ['KS', '4D'], ['4S', '5S']], starter: '3H', stock: ['2C', '3C', '4C', '5C', '6C'] });
    const after = steps(s, [[1, play('KS')], [2, PASS], [0, PASS]]);
    expect(after.round.hands[1]).toEqual(['4D', '4C', '5C']);
  });

  it('rule 5.1: a play in between is no Kopile', () => {
    const s = game({ hands: [['8H', '9D'], ['KS', '4D'], ['AH', '5S'], ['6S', '3D']], starter: '3H', stock: ['2C', '3C', '4C'] });
    const after = steps(s, [[1, play('KS')], [2, play('AH')], [3, PASS], [0, PASS]]);
    expect(after.round.history.some((e) => e.type === 'kopile')).toBe(false);
    expect(after.round.hands[1]).toEqual(['4D']);
  });
});

describe('rule 5.2: a short stock — the rest is given by the opponents', () => {
  it('rule 5.2: the Kopile seat takes the stock, then the next seats in turn order owe one card each', () => {
    const state = circle(['2C', '3C', '4C', 'AH']);
    expect(state.round.hands[1]).toEqual(['4D', '5D', 'AH']);
    expect(state.round.givesDue).toEqual([2, 3]);
    expect(state.round.history.at(-1)).toEqual({ type: 'kopile', seat: 1, drawn: 1, owed: 2 });
    expect(elevator.toAct(state)).toEqual([2]);
    expect(elevator.tableView(state).givesDue).toEqual([2, 3]);
  });

  it('rule 5.2: with the stock empty every opponent gives one', () => {
    const state = circle([]);
    expect(state.round.givesDue).toEqual([2, 3, 0]);
  });

  it('rule 5.2: each giver chooses the card it gives; the Kopile seat receives it', () => {
    const state = circle(['2C', '3C', '4C', 'AH']);
    expect(sorted(legalFor(state, 2))).toEqual(sorted([give('4S'), give('5S'), give('2C')]));
    const after = steps(state, [[2, give('5S')], [3, give('6S')]]);
    expect(after.round.hands[1]).toEqual(['4D', '5D', 'AH', '5S', '6S']);
    expect(after.round.hands[2]).toEqual(['4S', '2C']);
    expect(after.round.hands[3]).toEqual(['3D', '3C']);
    expect(elevator.seatView(after, 1).drawn).toEqual(['AH', '5S', '6S']);
  });

  it('rule 5.2: gives are not turns — after them the Kopile seat plays, and the turn order is unchanged', () => {
    const after = steps(circle(['2C', '3C', '4C', 'AH']), [[2, give('5S')], [3, give('6S')]]);
    expect(elevator.toAct(after)).toEqual([1]);
    expect(after.round.turn).toBe(1);
    const played = step(after, 1, play('AH')).state;
    expect(elevator.toAct(played)).toEqual([2]);
  });

  it('rule 5.2: the gives come in order — MUST_GIVE for the giver due, NOT_YOUR_TURN for everybody else', () => {
    const state = circle(['2C', '3C', '4C', 'AH']);
    expectError(state, 2, PASS, 'MUST_GIVE');
    expectError(state, 2, play('4S'), 'MUST_GIVE');
    expectError(state, 3, give('6S'), 'NOT_YOUR_TURN');
    expectError(state, 1, play('AH'), 'NOT_YOUR_TURN');
    expectError(state, 2, give('AH'), 'NOT_IN_HAND');
  });

  it('WRONG_PHASE: a give when none is due', () => {
    const s = game({ hands: HANDS, starter: '3H' });
    expectError(s, 1, give('4D'), 'WRONG_PHASE');
  });
});

describe('rule 5.3: after a Kopile nobody may pass while able to play, until the turn comes back', () => {
  const stock = ['2C', '3C', '4C', 'AH', 'QD', '7C', '8C'];

  it('rule 5.3: the Kopile seat must play if it can', () => {
    const state = circle(stock);
    expectError(state, 1, PASS, 'MUST_PLAY');
    expect(elevator.seatView(state, 1)).toMatchObject({ mustPlayIfAble: true, obligation: 'kopile', kopileSeat: 1 });
  });

  it('rule 5.3: the Kopile cards may be played in the turn that follows the Kopile', () => {
    const state = circle(stock);
    expect(legalFor(state, 1)).toEqual([play('AH')]);
  });

  it('rule 5.3: a seat after a play, which could normally pass, must play if it can while the Kopile obligation runs', () => {
    const after = step(circle(stock), 1, play('AH')).state;
    expectError(after, 2, PASS, 'MUST_PLAY');
    expect(legalFor(after, 2).some((m) => 'pass' in m)).toBe(false);
    const more = steps(after, [[2, play('5S')], [3, play('3D')]]);
    expectError(more, 0, PASS, 'MUST_PLAY');
  });

  it('rule 5.3: the obligation ends when the turn comes back to the Kopile seat', () => {
    const after = steps(circle(stock), [[1, play('AH')], [2, play('5S')], [3, play('3D')], [0, play('2S')]]);
    // Seat 1 could play (a red card above 2S) but the previous turn was a play and the obligation is over.
    expect(elevator.seatView(after, 1)).toMatchObject({ mustPlayIfAble: false, obligation: null, kopileSeat: null });
    expect(legalFor(after, 1)).toContainEqual(PASS);
    expect(elevator.applyMove(after, 1, PASS).ok).toBe(true);
  });

  it('rule 5.3: a seat that cannot play may still pass under the obligation', () => {
    const state = circle(['2C', '3C', '4C', '5C', '6C', '7C']);
    expect(legalFor(state, 1)).toEqual([PASS]);
  });
});

describe('rule 5.4: the Kopile fires again each time the situation recurs', () => {
  it('rule 5.4: the Kopile seat cannot play, everybody passes again — a second Kopile', () => {
    const state = circle(['2C', '3C', '4C', '5C', '6C', '7C', '8C', '10C', 'JC', 'QC', '2H', '6H', '8D']);
    expect(state.round.hands[1]).toEqual(['4D', '5D', '5C', '6C', '7C']);
    const again = steps(state, [[1, PASS], [2, PASS], [3, PASS], [0, PASS]]);
    const kopiles = again.round.history.filter((e) => e.type === 'kopile');
    expect(kopiles).toHaveLength(2);
    expect(again.round.hands[1]).toEqual(['4D', '5D', '5C', '6C', '7C', '8C', '2H', '6H', '8D']);
  });
});

describe('rule 5.5: a full circle of passes over the starter is no Kopile', () => {
  it('rule 5.5: nobody played the starter — the turn simply goes on', () => {
    const s = game({ hands: [['2H', '3D'], ['4H', '5D'], ['6H', '7D']], starter: 'KH', stock: ['8H', '9H', '10H', 'JH'] });
    const after = steps(s, [[1, PASS], [2, PASS], [0, PASS]]);
    expect(after.round.history.some((e) => e.type === 'kopile')).toBe(false);
    expect(elevator.toAct(after)).toEqual([1]);
    expect(after.round.hands[1]).toEqual(['4H', '5D', '8H']);
    expect(after.round.stock).toEqual(['JH']);
  });
});
