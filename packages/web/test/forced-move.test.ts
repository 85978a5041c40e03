/**
 * Issue 18, part 5: "an automatic forced move preference: when a seat has exactly one legal move, it is
 * played after a short moment (the clock's rules otherwise unchanged)" — once, never between deals or
 * while paused, and not when switched off or when the player already moved.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createForcedMovePlayer, FORCED_MOVE_DELAY_MS, forcedMove, type ForcedMoveInput } from '../src/phone/forced-move.ts';

const ONE = [{ play: '7H' }];
const TWO = [{ play: '7H' }, { play: '9S' }];

function input(over: Partial<ForcedMoveInput> = {}): ForcedMoveInput {
  return { enabled: true, legal: ONE, summary: false, paused: false, busy: false, position: 'm1:10', ...over };
}

describe('forcedMove', () => {
  it('is the single legal move, and nothing when there is a choice or no move', () => {
    expect(forcedMove(input())).toEqual({ play: '7H' });
    expect(forcedMove(input({ legal: TWO }))).toBeNull();
    expect(forcedMove(input({ legal: [] }))).toBeNull();
  });

  it('is nothing when switched off, between deals or while paused', () => {
    expect(forcedMove(input({ enabled: false }))).toBeNull();
    expect(forcedMove(input({ summary: true }))).toBeNull();
    expect(forcedMove(input({ paused: true }))).toBeNull();
  });
});

describe('the forced-move player', () => {
  let sent: Record<string, unknown>[];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  const player = () => createForcedMovePlayer((m) => sent.push(m));

  it('plays exactly one legal move once, after the delay', () => {
    const p = player();
    p.update(input());
    vi.advanceTimersByTime(FORCED_MOVE_DELAY_MS - 1);
    expect(sent).toEqual([]);
    expect(p.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ play: '7H' }]);
    // Re-renders of the same position (the answer not yet in) do not send it again.
    p.update(input());
    p.update(input());
    vi.advanceTimersByTime(5 * FORCED_MOVE_DELAY_MS);
    expect(sent).toHaveLength(1);
  });

  it('re-renders during the moment do not restart or double it', () => {
    const p = player();
    p.update(input());
    vi.advanceTimersByTime(600);
    p.update(input());
    vi.advanceTimersByTime(400);
    expect(sent).toHaveLength(1);
  });

  it('plays again at the next position that is forced', () => {
    const p = player();
    p.update(input());
    vi.advanceTimersByTime(FORCED_MOVE_DELAY_MS);
    p.update(input({ position: 'm1:14', legal: [{ play: 'KS' }] }));
    vi.advanceTimersByTime(FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([{ play: '7H' }, { play: 'KS' }]);
  });

  it('does not play when there are two legal moves', () => {
    const p = player();
    p.update(input({ legal: TWO }));
    vi.advanceTimersByTime(10 * FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([]);
    expect(p.pending()).toBe(false);
  });

  it('does not play during the summary between deals', () => {
    const p = player();
    p.update(input({ summary: true }));
    vi.advanceTimersByTime(10 * FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([]);
  });

  it('a pause during the moment cancels it; after the pause the full moment runs again', () => {
    const p = player();
    p.update(input());
    vi.advanceTimersByTime(800);
    p.update(input({ paused: true }));
    vi.advanceTimersByTime(10 * FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([]);
    p.update(input());
    vi.advanceTimersByTime(FORCED_MOVE_DELAY_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
  });

  it('does not play when switched off, and switching off during the moment cancels it', () => {
    const p = player();
    p.update(input({ enabled: false }));
    vi.advanceTimersByTime(10 * FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([]);
    p.update(input());
    vi.advanceTimersByTime(500);
    p.update(input({ enabled: false }));
    vi.advanceTimersByTime(10 * FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([]);
  });

  it('a move the player sends during the moment is the only one', () => {
    const p = player();
    p.update(input());
    vi.advanceTimersByTime(300);
    p.update(input({ busy: true }));
    p.update(input());
    vi.advanceTimersByTime(10 * FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([]);
  });

  it('the next forced position arriving while the previous move is still being acknowledged is played', () => {
    const p = player();
    // The player taps a card at position 10 (two choices); the answer brings position 11, forced,
    // before the acknowledgement of the tap.
    p.update(input({ legal: TWO, position: 'm1:10' }));
    p.update(input({ legal: TWO, position: 'm1:10', busy: true }));
    p.update(input({ position: 'm1:11', busy: true }));
    vi.advanceTimersByTime(10 * FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([]);
    p.update(input({ position: 'm1:11' }));
    vi.advanceTimersByTime(FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([{ play: '7H' }]);
  });

  it('dispose (the screen goes away) cancels the pending move', () => {
    const p = player();
    p.update(input());
    p.dispose();
    vi.advanceTimersByTime(10 * FORCED_MOVE_DELAY_MS);
    expect(sent).toEqual([]);
  });
});
