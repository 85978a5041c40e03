/**
 * Issue 28 §6: the TV's "clock" badge is the seat holder's. It marks a seat whose latest move the clock
 * made, goes when the seat moves by itself, and goes when the seat changes hands (the host removed its
 * person and a bot plays on there) — it stayed on the bot's plate before.
 */
import { describe, expect, it } from 'vitest';
import type { SlotInfo } from '@kitchen-table/protocol';
import { clockMarkedSeats, holderKey, markMove, type ClockMarks } from '../src/tv/clock-marks.ts';

const anna: SlotInfo = { kind: 'human', memberId: 'm-anna', name: 'Anna', connected: true };
const ben: SlotInfo = { kind: 'human', memberId: 'm-ben', name: 'Ben', connected: true };
const bot1: SlotInfo = { kind: 'bot', name: 'Bot 1', level: 'normal' };

describe('the clock badge on the TV\'s seat plates', () => {
  it('marks a seat the clock moved for until that seat moves by itself', () => {
    const slots = [anna, ben];
    let marks: ClockMarks = new Map();
    marks = markMove(marks, 0, true, holderKey(anna));
    expect([...clockMarkedSeats(marks, slots)]).toEqual([0]);
    // Another seat's own move leaves the mark; the same seat's own move removes it.
    expect(markMove(marks, 1, false, holderKey(ben))).toBe(marks);
    marks = markMove(marks, 0, false, holderKey(anna));
    expect([...clockMarkedSeats(marks, slots)]).toEqual([]);
  });

  it('goes when the seat changes hands: its person removed, a bot plays on', () => {
    const marks = markMove(new Map(), 0, true, holderKey(anna));
    expect(clockMarkedSeats(marks, [anna, ben]).has(0)).toBe(true);
    expect(clockMarkedSeats(marks, [bot1, ben]).has(0)).toBe(false);
    // …and a late-comer in a bot's seat does not inherit the bot's mark.
    const botMarked = markMove(new Map(), 1, true, holderKey(bot1));
    expect(clockMarkedSeats(botMarked, [anna, bot1]).has(1)).toBe(true);
    expect(clockMarkedSeats(botMarked, [anna, ben]).has(1)).toBe(false);
  });

  it('holders: a person by member id, a bot by name, an open seat', () => {
    expect(holderKey(anna)).not.toBe(holderKey(ben));
    expect(holderKey(bot1)).not.toBe(holderKey({ kind: 'bot', name: 'Bot 2', level: 'normal' }));
    expect(holderKey({ kind: 'open' })).toBe('open');
  });
});
