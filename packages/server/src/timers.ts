/**
 * The time source of the rooms (clocks, bot delays, pause, suspension, closing). Injected, so that tests
 * can use short values or a fake clock; the server uses the real one.
 */
export type TimerHandle = { readonly __timer: unique symbol } | ReturnType<typeof setTimeout>;

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle | null | undefined): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    // Room timers never keep the process alive on their own (close() stops the server, not them).
    t.unref?.();
    return t;
  },
  clearTimeout: (h) => {
    if (h) clearTimeout(h as ReturnType<typeof setTimeout>);
  },
};

/** How long the rooms wait for things; the defaults are the product's, tests shorten them. */
export interface RoomTimings {
  /** No phone connected this long → the match is suspended. */
  suspendAfterMs: number;
  /** A room untouched this long is closed. */
  closeAfterMs: number;
  /** A rules pause ends by itself after this long. */
  pauseAutoResumeMs: number;
  /** How often the room sweeper looks for rooms to close. */
  sweepIntervalMs: number;
  /** How long one second of the move clock lasts: 1000 in play; tests shrink it to run a 20 s clock fast. */
  clockSecondMs: number;
  /** After a kick, new devices from the kicked phone's address are refused this long (10 minutes). */
  kickAddressBanMs?: number;
  /** Room states are sent at most once per this interval per room, the latest winning (100 ms). */
  stateIntervalMs?: number;
  /**
   * Issue 18 part 3: in a learning deal the script's bot seats wait at least this long before each
   * move, so that the TV's line can be read before the move it is about (LESSON_BOT_DELAY_MS).
   */
  lessonBotDelayMs?: number;
  /** Issue 30 part 4: an outside bot's invitation code works this long (INVITE_TTL_MS, 15 minutes). */
  inviteTtlMs?: number;
}

export const LESSON_BOT_DELAY_MS = 2500;
