import { describe, expect, it } from 'vitest';
import { SeatClocks } from '../../src/rooms/seat-clocks.ts';
import { FakeTimers } from '../support/fake-timers.ts';

function clocks(seconds = 45) {
  const timers = new FakeTimers();
  const expired: number[] = [];
  const c = new SeatClocks(timers, (seat) => expired.push(seat));
  c.setDuration(seconds);
  return { timers, expired, c };
}

describe('the move clock', () => {
  it('a seat that starts to act gets the full time; on expiry its default move is due', () => {
    const { timers, expired, c } = clocks(45);
    c.reset([2]);
    expect(c.info()).toEqual({ durationMs: 45_000, running: true, seats: [{ seat: 2, remainingMs: 45_000, deadline: timers.now() + 45_000 }] });
    timers.advance(44_999);
    expect(expired).toEqual([]);
    timers.advance(1);
    expect(expired).toEqual([2]);
    expect(c.expired(2)).toBe(true);
  });

  it('pausing keeps the remaining time; resuming goes on from there', () => {
    const { timers, expired, c } = clocks(20);
    c.reset([0]);
    timers.advance(5_000);
    c.pause();
    timers.advance(60_000);
    expect(expired).toEqual([]);
    expect(c.info()!.seats[0]).toMatchObject({ remainingMs: 15_000, deadline: null });
    expect(c.info()!.running).toBe(false);
    c.resume();
    timers.advance(14_999);
    expect(expired).toEqual([]);
    timers.advance(1);
    expect(expired).toEqual([0]);
  });

  it('a seat still due after another seat’s move keeps its running time; the seat that moved starts afresh', () => {
    const { timers, c } = clocks(30);
    c.reset([0, 1]);
    timers.advance(10_000);
    c.update([0, 1], 1);
    const seats = Object.fromEntries(c.info()!.seats.map((s) => [s.seat, s.remainingMs]));
    expect(seats).toEqual({ 0: 20_000, 1: 30_000 });
  });

  it('a seat no longer due loses its deadline', () => {
    const { timers, expired, c } = clocks(30);
    c.reset([0]);
    c.update([1], 0);
    timers.advance(30_000);
    expect(expired).toEqual([1]);
  });

  it('an expired seat whose auto-move was overtaken fires again when the state moves on', () => {
    const { timers, expired, c } = clocks(20);
    c.reset([0, 1]);
    timers.advance(20_000);
    expect(expired.sort()).toEqual([0, 1]);
    c.update([0], 1);
    timers.advance(0);
    expect(expired).toEqual([0, 1, 0]);
  });

  it('clock off: no deadlines, nothing fires', () => {
    const { timers, expired, c } = clocks(0);
    c.reset([0]);
    expect(c.info()).toBeNull();
    timers.advance(1_000_000);
    expect(expired).toEqual([]);
    expect(timers.size).toBe(0);
  });
});
