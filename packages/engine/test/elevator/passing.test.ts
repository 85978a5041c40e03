/** Section 4 of docs/rules/elevator.md: passing. */
import { describe, expect, it } from 'vitest';
import { elevator, expectError, game, legalFor, play, step, steps, PASS } from './helpers.ts';

describe('rule 4.1: a pass draws one card from the stock', () => {
  it('rule 4.1: a pass takes the stock’s top card into the hand', () => {
    const s = game({ hands: [['3C'], ['2D', '3D'], ['4C']], starter: '7H', stock: ['9S', '10S'] });
    const { state, events } = step(s, 1, PASS);
    expect(state.round.hands[1]).toEqual(['2D', '3D', '9S']);
    expect(state.round.stock).toEqual(['10S']);
    expect(events).toEqual([{ type: 'pass', seat: 1, drew: true }]);
  });

  it('rule 4.1: with the stock empty a pass draws nothing', () => {
    const s = game({ hands: [['3C'], ['2D', '3D'], ['4C']], starter: '7H' });
    const { state, events } = step(s, 1, PASS);
    expect(state.round.hands[1]).toEqual(['2D', '3D']);
    expect(events).toEqual([{ type: 'pass', seat: 1, drew: false }]);
  });

  it('rule 4.1: the drawn card cannot be played in the same turn — the pass ends the turn', () => {
    // 9S would beat 7H, but the pass has ended seat 1's turn.
    const s = game({ hands: [['3C'], ['2D', '3D'], ['4C', '5D']], starter: '7H', stock: ['9S'] });
    const { state } = step(s, 1, PASS);
    expect(elevator.toAct(state)).toEqual([2]);
    expectError(state, 1, play('9S'), 'NOT_YOUR_TURN');
  });
});

describe('rule 4.2: a seat that could play may pass only after a play', () => {
  it('rule 4.2: for the first turn the starter counts as a play — the opener may pass though it could play', () => {
    const s = game({ hands: [['3C'], ['8S', '2D'], ['4C']], starter: '7H' });
    expect(legalFor(s, 1)).toContainEqual(PASS);
    expect(elevator.applyMove(s, 1, PASS).ok).toBe(true);
  });

  it('rule 4.2: after a play the next seat may pass though it could play', () => {
    const s = game({ hands: [['3C', '5C'], ['8S', '2D'], ['9H', '4C']], starter: '7H' });
    const after = step(s, 1, play('8S')).state;
    expect(legalFor(after, 2)).toContainEqual(PASS);
    expect(elevator.applyMove(after, 2, PASS).ok).toBe(true);
  });

  it('rule 4.2: a seat that cannot play may always pass, even right after a pass', () => {
    const s = game({ hands: [['3C'], ['2D', '3D'], ['4H', '5D']], starter: '7H' });
    const after = step(s, 1, PASS).state;
    expect(legalFor(after, 2)).toEqual([PASS]);
    expect(elevator.applyMove(after, 2, PASS).ok).toBe(true);
  });
});

describe('rule 4.3: after a pass, the next seat must play if it can', () => {
  it('rule 4.3: a seat able to play right after a pass gets MUST_PLAY for a pass', () => {
    const s = game({ hands: [['3C'], ['2D', '3D'], ['9S', '4H']], starter: '7H' });
    const after = step(s, 1, PASS).state;
    expectError(after, 2, PASS, 'MUST_PLAY');
    expect(legalFor(after, 2)).toEqual([play('9S')]);
    expect(elevator.seatView(after, 2)).toMatchObject({ mustPlayIfAble: true, obligation: 'pass' });
  });

  it('rule 4.3: the obligation passes on along a row of passes', () => {
    const s = game({ hands: [['9C', '4H'], ['2D', '3D'], ['4D', '5D']], starter: '7H' });
    const after = steps(s, [[1, PASS], [2, PASS]]);
    expectError(after, 0, PASS, 'MUST_PLAY');
  });

  it('rule 4.3: a play lifts the obligation for the seat after it', () => {
    const s = game({ hands: [['10C', '4H'], ['2D', '3D'], ['9S', '5D']], starter: '7H' });
    const after = steps(s, [[1, PASS], [2, play('9S')]]);
    expect(elevator.seatView(after, 0).mustPlayIfAble).toBe(false);
    expect(elevator.applyMove(after, 0, PASS).ok).toBe(true);
  });
});
