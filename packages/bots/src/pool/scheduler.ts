/**
 * The bot scheduler: which request runs where and when, so that strong searches can never take the
 * capacity the cheap bots need (issue 15, "Fair bots").
 *
 * - Two lanes. `easy`, `normal` and `random` (the clock's auto-move is `normal`) go to the cheap lane,
 *   capacity of their own that no search ever holds (the bot player runs them in-thread: they take well
 *   under a millisecond). Only `strong` requests go to the strong lane (the worker threads).
 * - The strong lane runs at most `strongSlots` searches at once (one per worker thread, so the worker
 *   pool's own FIFO queue stays empty and the order is decided here) and serves the waiting requests
 *   room by room, round-robin (the room served least recently first): a room with five queued searches
 *   gets one turn like a room with one.
 * - When the strong lane is behind, the budget handed to a search shrinks with the backlog:
 *   `scale = max(floor, slots / (slots + waiting))`, iterations and wall-clock cap alike. With nothing
 *   waiting the request's budget is passed on untouched, so an idle pool plays exactly as before
 *   (deterministic per seed).
 * - A strong request whose room no longer wants the move (`stillWanted()` is false when its turn comes:
 *   the room moved on, was paused or closed) is not searched: it is answered by the cheap lane's
 *   `normal` move (the room discards it anyway; should it not, the move is still a sensible one).
 *
 * The executors are injected: the bot player plugs in the worker pool and the in-thread dispatcher,
 * the tests plug in controlled fakes.
 */
import type { BotDecision, BotRequest, SearchBudget } from '../api.ts';

/** A request as the scheduler takes it: the bot request plus where it comes from and whether it still matters. */
export interface ScheduledRequest extends BotRequest {
  /** The room asking (fairness key). Requests without one share a single key. */
  room?: string;
  /** Checked when a strong request's turn comes; false drops the search. A throw counts as wanted. */
  stillWanted?: () => boolean;
}

export type Lane = 'cheap' | 'strong';

export interface ScheduledDecision extends BotDecision {
  lane: Lane;
  /** How the executor obtained the answer (the worker pool's `worker` / `retry` / `in-thread`), or `dropped`. */
  via: string;
  /** The factor applied to the strong budget (1 = the full budget); absent on the cheap lane. */
  budgetScale?: number;
}

/** Runs one request; the result's `via` says how (optional). */
export type BotExecutor = (request: BotRequest) => Promise<BotDecision & { via?: string }>;

export interface BotSchedulerOptions {
  /** The cheap lane: easy, normal, random (and the answers to dropped strong requests). */
  cheap: BotExecutor;
  /** The strong lane: searches. */
  strong: BotExecutor;
  /** Searches running at once at most (the strong pool's threads). */
  strongSlots: number;
  /** A game's default strong budget (to scale when the request carries none or only part of one). */
  defaultBudget: (gameId: string) => SearchBudget | undefined;
  /** The smallest budget factor under backlog (default 1/8). */
  minBudgetScale?: number;
}

export interface BotScheduler {
  decide(request: ScheduledRequest): Promise<ScheduledDecision>;
  /** Strong requests waiting for a slot. */
  readonly waiting: number;
  /** Strong searches running. */
  readonly running: number;
  /** Refuses new requests and rejects the waiting ones (the running ones finish or fail with their executor). */
  close(): void;
}

export const DEFAULT_MIN_BUDGET_SCALE = 1 / 8;

/** Rooms whose last service the round-robin remembers (the least recently served are forgotten first). */
const REMEMBERED_ROOMS = 10_000;

/** The budget factor for a search dispatched while `waiting` others wait for `slots` slots. */
export function budgetScale(waiting: number, slots: number, floor = DEFAULT_MIN_BUDGET_SCALE): number {
  if (waiting <= 0) return 1;
  return Math.max(floor, slots / (slots + waiting));
}

/** `base` scaled by `scale` (at least one iteration and one millisecond). */
export function scaleBudget(base: SearchBudget, scale: number): SearchBudget {
  return { iterations: Math.max(1, Math.round(base.iterations * scale)), maxMs: Math.max(1, Math.round(base.maxMs * scale)) };
}

interface Waiting {
  request: BotRequest;
  stillWanted?: () => boolean;
  resolve: (decision: ScheduledDecision) => void;
  reject: (error: unknown) => void;
}

/** Only these fields go to a bot, whatever the caller's object carries (the view, never a state). */
function botRequest(request: BotRequest): BotRequest {
  const out: BotRequest = { gameId: request.gameId, level: request.level, view: request.view, seed: request.seed };
  if (request.budget) out.budget = request.budget;
  if (request.history) out.history = request.history;
  if (request.explain) out.explain = true;
  return out;
}

function wanted(check: (() => boolean) | undefined): boolean {
  if (!check) return true;
  try {
    return check() !== false;
  } catch {
    return true;
  }
}

export function createBotScheduler(options: BotSchedulerOptions): BotScheduler {
  const slots = Math.max(1, options.strongSlots);
  const floor = options.minBudgetScale ?? DEFAULT_MIN_BUDGET_SCALE;
  /** Waiting strong requests per room (rooms with none are removed; insertion order breaks ties). */
  const queues = new Map<string, Waiting[]>();
  /**
   * When each room was last served (a dispatch counter). The next search goes to the waiting room served
   * least recently — round-robin that also counts the search a room got without waiting. The map is kept
   * in serving order, so the oldest entries come first; forgetting them is safe (a forgotten room counts
   * as never served, which keeps it ahead of every room still remembered, as it was), and bounds memory.
   */
  const lastServed = new Map<string, number>();
  let dispatches = 0;
  let waiting = 0;
  let running = 0;
  let closed = false;

  async function cheap(request: BotRequest): Promise<ScheduledDecision> {
    const decision = await options.cheap(request);
    return { ...decision, lane: 'cheap', via: decision.via ?? 'cheap' };
  }

  /** The next waiting request: the oldest of the room served least recently. */
  function next(): Waiting | undefined {
    let room: string | undefined;
    let served = Infinity;
    for (const candidate of queues.keys()) {
      const at = lastServed.get(candidate) ?? 0;
      if (at < served) [room, served] = [candidate, at];
    }
    if (room === undefined) return undefined;
    const queue = queues.get(room)!;
    const item = queue.shift()!;
    waiting--;
    if (queue.length === 0) queues.delete(room);
    lastServed.delete(room);
    lastServed.set(room, ++dispatches);
    if (lastServed.size > REMEMBERED_ROOMS) lastServed.delete(lastServed.keys().next().value!);
    return item;
  }

  function pump(): void {
    while (running < slots && !closed) {
      const item = next();
      if (!item) return;
      if (!wanted(item.stillWanted)) {
        // Not searched: the cheap lane's `normal` answer, which the room will discard.
        cheap({ ...item.request, level: 'normal' }).then((d) => item.resolve({ ...d, lane: 'strong', via: 'dropped' }), item.reject);
        continue;
      }
      const scale = budgetScale(waiting, slots, floor);
      let request = item.request;
      if (scale < 1) {
        const base = options.defaultBudget(request.gameId);
        if (base) request = { ...request, budget: scaleBudget({ ...base, ...request.budget }, scale) };
      }
      running++;
      // (An executor that throws instead of rejecting must not stop the pump.)
      new Promise<BotDecision & { via?: string }>((resolve) => resolve(options.strong(request)))
        .then(
          (d) => item.resolve({ ...d, lane: 'strong', via: d.via ?? 'strong', budgetScale: scale }),
          (error: unknown) => item.reject(error),
        )
        .finally(() => {
          running--;
          pump();
        });
    }
  }

  return {
    decide(scheduled) {
      if (closed) return Promise.reject(new Error('the bot pool is closed'));
      const request = botRequest(scheduled);
      if (request.level !== 'strong') return cheap(request);
      return new Promise<ScheduledDecision>((resolve, reject) => {
        const room = scheduled.room ?? '';
        let queue = queues.get(room);
        if (!queue) {
          queue = [];
          queues.set(room, queue);
        }
        queue.push({ request, stillWanted: scheduled.stillWanted, resolve, reject });
        waiting++;
        pump();
      });
    },
    get waiting() {
      return waiting;
    },
    get running() {
      return running;
    },
    close() {
      closed = true;
      for (const queue of queues.values()) for (const item of queue) item.reject(new Error('the bot pool is closed'));
      queues.clear();
      lastServed.clear();
      waiting = 0;
    },
  };
}
