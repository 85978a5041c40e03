/** A manual clock implementing the server's Timers: time moves only when the test says so. */
import type { TimerHandle, Timers } from '../../src/timers.ts';

export class FakeTimers implements Timers {
  private time = 1_000_000;
  private nextId = 1;
  private readonly pending = new Map<number, { at: number; fn: () => void }>();

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.pending.set(id, { at: this.time + Math.max(0, ms), fn });
    return id as unknown as TimerHandle;
  }

  clearTimeout(handle: TimerHandle | null | undefined): void {
    if (handle !== null && handle !== undefined) this.pending.delete(handle as unknown as number);
  }

  /** Moves time forward, firing due timers in order (timers they set are fired too when due). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let next: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.pending) if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
      if (!next) break;
      this.pending.delete(next[0]);
      this.time = next[1].at;
      next[1].fn();
    }
    this.time = end;
  }

  /** When the next pending timer is due (null: none), so that a test can stop there and let its work run. */
  nextAt(): number | null {
    let at: number | null = null;
    for (const t of this.pending.values()) if (at === null || t.at < at) at = t.at;
    return at;
  }

  get size(): number {
    return this.pending.size;
  }
}
