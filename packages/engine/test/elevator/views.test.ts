/** Views: what a seat and the table may see. */
import { describe, expect, it } from 'vitest';
import { elevator, game, give, play, step, steps, PASS } from './helpers.ts';

describe('views', () => {
  const s = game({ hands: [['8S', '9C', '2S'], ['KS', '4D', '5D'], ['4S', '5S'], ['6S', '3D']], starter: '3H', stock: ['2C', '3C', '4C', 'AH'] });

  it('a seat sees its own hand and legal moves, the public facts, and no other hand', () => {
    const v = elevator.seatView(s, 1);
    expect(v).toMatchObject({
      game: 'elevator', seat: 1, hand: ['KS', '4D', '5D'], toAct: [1], handSizes: [3, 3, 2, 2],
      top: '3H', lift: 'up', free: false, stock: 4, givesDue: [], mustPlayIfAble: false, deal: 1, deals: 1,
    });
    expect(v.legal).toEqual([play('KS'), PASS]);
    expect(elevator.seatView(s, 0).legal).toEqual([]);
    const text = JSON.stringify(v);
    for (const card of ['8S', '9C', '4S', '6S', '3D', '2C', 'AH']) expect(text).not.toContain(`"${card}"`);
  });

  it('the table view has no hand, no legal moves and no drawn cards', () => {
    const v = elevator.tableView(s) as unknown as Record<string, unknown>;
    expect(v.hand).toBeUndefined();
    expect(v.legal).toBeUndefined();
    expect(v.drawn).toBeUndefined();
    expect(v).toMatchObject({ top: '3H', handSizes: [3, 3, 2, 2], stock: 4 });
  });

  it('the card a seat just drew is in its own view only', () => {
    const after = step(s, 1, PASS).state;
    expect(elevator.seatView(after, 1).drawn).toEqual(['2C']);
    for (const seat of [0, 2, 3]) {
      expect(elevator.seatView(after, seat).drawn).toEqual([]);
      expect(JSON.stringify(elevator.seatView(after, seat))).not.toContain('"2C"');
    }
    expect(JSON.stringify(elevator.tableView(after))).not.toContain('"2C"');
  });

  it('the public history lists plays, passes and the Kopile; gives and draws carry no card', () => {
    const kopile = steps(s, [[1, play('KS')], [2, PASS], [3, PASS], [0, PASS]]);
    const given = step(kopile, 2, give('5S')).state;
    const history = elevator.tableView(given).history;
    expect(history.map((e) => e.type)).toEqual(['dealStart', 'play', 'pass', 'pass', 'pass', 'kopile', 'give']);
    expect(history.at(-1)).toEqual({ type: 'give', seat: 2, to: 1 });
    expect(JSON.stringify(history)).not.toContain('"5S"');
    expect(elevator.seatView(given, 1).drawn).toEqual(['AH', '5S']);
    expect(JSON.stringify(elevator.seatView(given, 3))).not.toContain('"5S"');
  });

  it('events are copies: changing one never changes the state', () => {
    const { state, events } = step(s, 1, play('KS'));
    const before = JSON.stringify(state);
    ((events[0] as Record<string, unknown>).cards as string[]).push('XX');
    (events[0] as Record<string, unknown>).cards = ['XX'];
    expect(JSON.stringify(state)).toBe(before);
  });

  it('a view is a copy: changing it never changes the state', () => {
    const before = JSON.stringify(s);
    const v = elevator.seatView(s, 1);
    v.hand.push('XX');
    v.history.push({ type: 'pass', seat: 0, drew: false });
    (v.history[0] as Record<string, unknown>).starter = 'XX';
    expect(JSON.stringify(s)).toBe(before);
  });
});
