/**
 * Issue 28 §6: while the match is paused (or the room on hold) the phone shows no "▶ Your turn!": the
 * server refuses every move then (PAUSED), so the turn bar says the game stands still and whose turn
 * comes next. The play screen's controls follow `moveRefused` (PhonePlay masks the view's moves).
 */
import { describe, expect, it } from 'vitest';
import { moveRefused, turnPrompt } from '../src/phone/turn-prompt.ts';

const pause = { readers: [], by: { id: 'm1', name: 'Anna' }, since: 0, autoResumeInMs: 300_000 };
const view = { toAct: [1], matchOver: false };

describe('the turn prompt', () => {
  it('is "your turn" on the seat due while the match runs', () => {
    expect(turnPrompt(view, { paused: null, hold: null }, 1)).toEqual({ actor: 1, kind: 'mine', halted: false });
    expect(turnPrompt(view, { paused: null, hold: null }, 0)).toEqual({ actor: 1, kind: 'theirs', halted: false });
  });

  it('is no call to act while the match is paused or on hold', () => {
    expect(turnPrompt(view, { paused: pause, hold: null }, 1)).toEqual({ actor: 1, kind: 'paused-mine', halted: true });
    expect(turnPrompt(view, { paused: pause, hold: null }, 0)).toEqual({ actor: 1, kind: 'paused-theirs', halted: true });
    expect(turnPrompt(view, { paused: null, hold: { reason: 'storage', since: 0 } }, 1)?.kind).toBe('paused-mine');
  });

  it('is nothing when nobody is due or the match is over', () => {
    expect(turnPrompt({ toAct: [], matchOver: false }, { paused: null, hold: null }, 1)).toBeNull();
    expect(turnPrompt({ toAct: [1], matchOver: true }, { paused: null, hold: null }, 1)).toBeNull();
  });

  it('moves are refused exactly while paused or on hold', () => {
    expect(moveRefused({ paused: null, hold: null })).toBe(false);
    expect(moveRefused({ paused: null })).toBe(false);
    expect(moveRefused({ paused: pause, hold: null })).toBe(true);
    expect(moveRefused({ paused: null, hold: { reason: 'cluster', since: 1 } })).toBe(true);
    expect(moveRefused(null)).toBe(false);
  });
});
