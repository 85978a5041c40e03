/**
 * The move clock: every seat whose move is due has its own deadline (games may let several seats act at
 * once). A seat that starts to act gets the full time; a seat still due after another seat's move keeps
 * its time running; the seat that just moved starts afresh if it is due again. Pausing freezes every
 * remaining time; resuming goes on from there. On expiry the room plays the seat's default move.
 */
import type { ClockInfo } from '@kitchen-table/protocol';
import type { TimerHandle, Timers } from '../timers.ts';

interface SeatTimer {
  remainingMs: number;
  /** When the running stretch began (null while stopped). */
  startedAt: number | null;
  handle: TimerHandle | null;
}

export class SeatClocks {
  private durationMs = 0;
  private running = true;
  private readonly seats = new Map<number, SeatTimer>();

  constructor(
    private readonly timers: Timers,
    private readonly onExpire: (seat: number) => void,
    /** Milliseconds per clock second (1000; tests shrink it). */
    private readonly secondMs = 1000,
  ) {}

  /** Seconds per move; 0 turns the clock off (and clears every deadline). */
  setDuration(seconds: number): void {
    this.durationMs = seconds * this.secondMs;
    if (this.durationMs === 0) this.clear();
  }

  get enabled(): boolean {
    return this.durationMs > 0;
  }

  /** Every seat in `toAct` gets the full time (a match starts or is restored). */
  reset(toAct: readonly number[]): void {
    this.clear();
    this.update(toAct, null);
  }

  /** After an accepted entry: `moved` is the seat that just moved (null for a system entry). */
  update(toAct: readonly number[], moved: number | null): void {
    for (const seat of [...this.seats.keys()]) {
      if (!toAct.includes(seat) || seat === moved) this.drop(seat);
    }
    if (!this.enabled) return;
    for (const seat of toAct) {
      const existing = this.seats.get(seat);
      if (existing) {
        // Still due from before: its time keeps running; if it already ran out while the expiry's
        // auto-move was overtaken by another seat's move, fire again.
        if (this.running && existing.handle === null) this.arm(seat, existing);
        continue;
      }
      const entry: SeatTimer = { remainingMs: this.durationMs, startedAt: null, handle: null };
      this.seats.set(seat, entry);
      if (this.running) this.arm(seat, entry);
    }
  }

  pause(): void {
    if (!this.running) return;
    this.running = false;
    const now = this.timers.now();
    for (const entry of this.seats.values()) {
      if (entry.startedAt !== null) entry.remainingMs = Math.max(0, entry.remainingMs - (now - entry.startedAt));
      entry.startedAt = null;
      this.timers.clearTimeout(entry.handle);
      entry.handle = null;
    }
  }

  resume(): void {
    if (this.running) return;
    this.running = true;
    for (const [seat, entry] of this.seats) this.arm(seat, entry);
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** True when the seat's time has run out (its auto-move is due). */
  expired(seat: number): boolean {
    const entry = this.seats.get(seat);
    return entry !== undefined && this.remaining(entry) <= 0;
  }

  clear(): void {
    for (const seat of [...this.seats.keys()]) this.drop(seat);
  }

  /** Restarts from a clean, running state (a new match). */
  restart(): void {
    this.clear();
    this.running = true;
  }

  info(): ClockInfo | null {
    if (!this.enabled) return null;
    const now = this.timers.now();
    return {
      durationMs: this.durationMs,
      // Issue 30: a seat's time runs only while a seat is due: after a match (no seats) the clock is stopped.
      running: this.running && this.seats.size > 0,
      seats: [...this.seats].map(([seat, entry]) => {
        const remainingMs = this.remaining(entry, now);
        return { seat, remainingMs, deadline: entry.startedAt === null ? null : now + remainingMs };
      }),
    };
  }

  private remaining(entry: SeatTimer, now = this.timers.now()): number {
    const spent = entry.startedAt === null ? 0 : now - entry.startedAt;
    return Math.max(0, entry.remainingMs - spent);
  }

  private arm(seat: number, entry: SeatTimer): void {
    entry.startedAt = this.timers.now();
    this.timers.clearTimeout(entry.handle);
    entry.handle = this.timers.setTimeout(() => {
      const current = this.seats.get(seat);
      if (current !== entry) return;
      entry.remainingMs = 0;
      entry.handle = null;
      this.onExpire(seat);
    }, entry.remainingMs);
  }

  private drop(seat: number): void {
    const entry = this.seats.get(seat);
    if (!entry) return;
    this.timers.clearTimeout(entry.handle);
    this.seats.delete(seat);
  }
}
