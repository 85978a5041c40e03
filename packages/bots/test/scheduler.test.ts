/**
 * Issue 15, "Fair bots": strong searches can never occupy the capacity the cheap bots (easy, normal,
 * the clock's auto-move) need; strong requests are served room by room in turn; a search's budget
 * shrinks while others wait and returns when the backlog drains; a search the room no longer wants is
 * dropped. The executors here are controlled fakes: no timing, every step decided by the test.
 */
import { describe, expect, it } from 'vitest';
import type { BotDecision, BotRequest, SearchBudget } from '../src/api.ts';
import { decideSync } from '../src/choose.ts';
import { budgetScale, createBotScheduler, DEFAULT_MIN_BUDGET_SCALE, scaleBudget, type BotExecutor, type ScheduledRequest } from '../src/pool/scheduler.ts';
import { createBotPlayer } from '../src/player.ts';
import { findLegal } from '../src/util/moves.ts';
import { randomPosition } from './helpers.ts';

const position = randomPosition('fahrstuhl', 1500);
const VIEW = position.game.seatView(position.state, position.seat);
const DEFAULT: SearchBudget = { iterations: 8000, maxMs: 160 };

function request(room: string, n: number, level: BotRequest['level'] = 'strong', extra: Partial<ScheduledRequest> = {}): ScheduledRequest {
  return { gameId: 'fahrstuhl', level, view: VIEW, seed: `${room}${n}`, room, ...extra };
}

/** A strong lane the test drives by hand: every request waits until the test finishes it. */
function controlledLane(): { executor: BotExecutor; started: BotRequest[]; finish: (i?: number) => void } {
  const started: BotRequest[] = [];
  const pending: (() => void)[] = [];
  const executor: BotExecutor = (req) =>
    new Promise<BotDecision>((resolve) => {
      started.push(req);
      pending.push(() => resolve({ move: VIEW.legal[0] as BotDecision['move'], stats: { iterations: 0, ms: 0, searchMs: 0 } }));
    });
  return {
    executor,
    started,
    finish: (i = 0) => {
      const done = pending.splice(i, 1)[0];
      if (!done) throw new Error('nothing running to finish');
      done();
    },
  };
}

const never: BotExecutor = () => new Promise<BotDecision>(() => undefined);
const inThread: BotExecutor = async (req) => decideSync(req);
/** Lets every settled promise's reactions run (the scheduler's bookkeeping is promise-driven). */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('the cheap lane has capacity of its own', () => {
  it('with every search slot taken by searches that never finish, easy, normal and random bots still answer', async () => {
    let searches = 0;
    const scheduler = createBotScheduler({
      cheap: inThread,
      strong: (req) => {
        searches++;
        return never(req);
      },
      strongSlots: 2,
      defaultBudget: () => DEFAULT,
    });
    const stuck = Array.from({ length: 12 }, (_, i) => scheduler.decide(request(`r${i % 4}`, i)));
    void stuck;
    await settle();
    expect(searches).toBe(2);
    expect(scheduler.running).toBe(2);
    expect(scheduler.waiting).toBe(10);
    for (const level of ['easy', 'normal', 'random'] as const) {
      const answer = await scheduler.decide(request('quiet', 1, level));
      expect(answer.lane).toBe('cheap');
      expect(findLegal(VIEW.legal, answer.move)).toBeDefined();
    }
    // Nothing of the cheap lane went to the strong lane.
    expect(searches).toBe(2);
  });

  it('the bot player: a clock move and a normal bot answer while its only search thread never finishes', async () => {
    const player = createBotPlayer({ threads: 1, workerModule: new URL('./fixtures/hanging-bot-task.ts', import.meta.url).href });
    const searches = [0, 1, 2].map((i) => player.chooseMove(position.game, VIEW, { forClock: false, seed: `s${i}`, level: 'strong', room: `attack${i}` }));
    for (const search of searches) search.catch(() => undefined);
    try {
      const clock = await player.chooseMove(position.game, VIEW, { forClock: true, seed: 'c', level: 'strong', room: 'quiet' });
      const normal = await player.chooseMove(position.game, VIEW, { forClock: false, seed: 'n', level: 'normal', room: 'quiet' });
      expect(clock).toEqual(decideSync({ gameId: 'fahrstuhl', level: 'normal', view: VIEW, seed: 'c' }).move);
      expect(normal).toEqual(decideSync({ gameId: 'fahrstuhl', level: 'normal', view: VIEW, seed: 'n' }).move);
      expect(player.scheduler.running).toBe(1);
      expect(player.scheduler.waiting).toBe(2);
    } finally {
      await player.close();
    }
  });
});

describe('strong requests are served room by room in turn', () => {
  it('rooms A (5 requests) and B (1, queued after them): B is served second, not sixth', async () => {
    const lane = controlledLane();
    const scheduler = createBotScheduler({ cheap: inThread, strong: lane.executor, strongSlots: 1, defaultBudget: () => DEFAULT });
    for (let i = 1; i <= 5; i++) void scheduler.decide(request('A', i));
    void scheduler.decide(request('B', 1));
    for (let k = 0; k < 6; k++) {
      await settle();
      lane.finish();
    }
    await settle();
    expect(lane.started.map((r) => r.seed)).toEqual(['A1', 'B1', 'A2', 'A3', 'A4', 'A5']);
  });

  it('three rooms: the room served least recently goes next', async () => {
    const lane = controlledLane();
    const scheduler = createBotScheduler({ cheap: inThread, strong: lane.executor, strongSlots: 1, defaultBudget: () => DEFAULT });
    for (const [room, n] of [['A', 3], ['B', 2], ['C', 1]] as const) for (let i = 1; i <= n; i++) void scheduler.decide(request(room, i));
    for (let k = 0; k < 6; k++) {
      await settle();
      lane.finish();
    }
    await settle();
    expect(lane.started.map((r) => r.seed)).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3']);
  });

  it('a room whose search just finished and asks again waits behind the rooms that were waiting', async () => {
    const lane = controlledLane();
    const scheduler = createBotScheduler({ cheap: inThread, strong: lane.executor, strongSlots: 1, defaultBudget: () => DEFAULT });
    void scheduler.decide(request('A', 1));
    void scheduler.decide(request('B', 1));
    void scheduler.decide(request('C', 1));
    await settle();
    lane.finish(); // A1 done → B1 runs
    await settle();
    void scheduler.decide(request('A', 2)); // A's next move arrives while B1 runs and C1 waits
    lane.finish(); // B1 done
    await settle();
    lane.finish();
    await settle();
    expect(lane.started.map((r) => r.seed)).toEqual(['A1', 'B1', 'C1', 'A2']);
  });

  it('at most `strongSlots` searches run at once; the rest wait in the scheduler', async () => {
    const lane = controlledLane();
    const scheduler = createBotScheduler({ cheap: inThread, strong: lane.executor, strongSlots: 2, defaultBudget: () => DEFAULT });
    for (let i = 0; i < 7; i++) void scheduler.decide(request(`r${i}`, 0));
    await settle();
    expect(lane.started).toHaveLength(2);
    lane.finish();
    await settle();
    expect(lane.started).toHaveLength(3);
    expect(scheduler.running).toBe(2);
    expect(scheduler.waiting).toBe(4);
  });
});

describe('the search budget shrinks while searches wait and returns when the backlog drains', () => {
  it('the pure rule: slots / (slots + waiting), never below the floor, 1 with nothing waiting', () => {
    expect(budgetScale(0, 2)).toBe(1);
    expect(budgetScale(2, 2)).toBe(0.5);
    expect(budgetScale(6, 2)).toBe(0.25);
    expect(budgetScale(1000, 2)).toBe(DEFAULT_MIN_BUDGET_SCALE);
    for (let w = 0; w < 50; w++) expect(budgetScale(w + 1, 2)).toBeLessThanOrEqual(budgetScale(w, 2));
    expect(scaleBudget({ iterations: 8000, maxMs: 160 }, 0.25)).toEqual({ iterations: 2000, maxMs: 40 });
    expect(scaleBudget({ iterations: 3, maxMs: 1 }, 0.01)).toEqual({ iterations: 1, maxMs: 1 });
  });

  it('the budgets handed to the searches as a backlog builds and drains', async () => {
    const lane = controlledLane();
    const scheduler = createBotScheduler({ cheap: inThread, strong: lane.executor, strongSlots: 1, defaultBudget: () => DEFAULT });
    // Idle: the request goes out as it came (no budget: the game's default, untouched → deterministic).
    void scheduler.decide(request('A', 1));
    await settle();
    expect(lane.started[0]!.budget).toBeUndefined();
    // Four more rooms ask while A1 runs.
    for (const room of ['B', 'C', 'D', 'E']) void scheduler.decide(request(room, 1));
    for (let k = 0; k < 4; k++) {
      lane.finish();
      await settle();
    }
    // B went out with 3 waiting behind it, C with 2, D with 1, E with none.
    expect(lane.started.map((r) => r.budget)).toEqual([undefined, { iterations: 2000, maxMs: 40 }, { iterations: 2667, maxMs: 53 }, { iterations: 4000, maxMs: 80 }, undefined]);
    // Drained: the next request gets the whole budget again.
    lane.finish();
    await settle();
    void scheduler.decide(request('F', 1));
    await settle();
    expect(lane.started[5]!.budget).toBeUndefined();
  });

  it('a caller’s own budget is scaled (what it sets wins over the game default), and the floor holds', async () => {
    const lane = controlledLane();
    const scheduler = createBotScheduler({ cheap: inThread, strong: lane.executor, strongSlots: 1, defaultBudget: () => DEFAULT, minBudgetScale: 0.1 });
    void scheduler.decide(request('A', 0));
    for (let i = 0; i < 30; i++) void scheduler.decide(request(`r${i}`, 0, 'strong', { budget: { iterations: 1000 } }));
    await settle();
    lane.finish();
    await settle();
    expect(lane.started[1]!.budget).toEqual({ iterations: 100, maxMs: 16 });
  });
});

describe('a search the room no longer wants is dropped', () => {
  it('is never handed to the strong lane; it is answered by the cheap lane’s normal move', async () => {
    const lane = controlledLane();
    const scheduler = createBotScheduler({ cheap: inThread, strong: lane.executor, strongSlots: 1, defaultBudget: () => DEFAULT });
    let wanted = true;
    void scheduler.decide(request('A', 1));
    const stale = scheduler.decide(request('B', 1, 'strong', { stillWanted: () => wanted }));
    const throwing = scheduler.decide(request('C', 1, 'strong', { stillWanted: () => { throw new Error('room gone'); } }));
    await settle();
    wanted = false; // B's room moved on while B waited
    lane.finish();
    const answer = await stale;
    expect(answer.via).toBe('dropped');
    expect(answer.move).toEqual(decideSync({ gameId: 'fahrstuhl', level: 'normal', view: VIEW, seed: 'B1' }).move);
    await settle();
    // A predicate that throws counts as wanted: C is searched.
    expect(lane.started.map((r) => r.seed)).toEqual(['A1', 'C1']);
    lane.finish();
    expect((await throwing).lane).toBe('strong');
  });
});

describe('an idle pool plays as before', () => {
  it('the bot player’s strong move through the worker is the in-thread decision for the seed, at the full budget', async () => {
    const budget = { iterations: 60, maxMs: 60_000 };
    const player = createBotPlayer({ threads: 1, strongBudget: budget });
    try {
      for (let i = 0; i < 3; i++) {
        const p = randomPosition('fahrstuhl', 1510 + i);
        const view = p.game.seatView(p.state, p.seat);
        const context = { forClock: false, seed: `m:${i}:${p.seat}`, level: 'strong' as const, room: 'A', history: p.history };
        expect(await player.chooseMove(p.game, view, context)).toEqual(
          decideSync({ gameId: 'fahrstuhl', level: 'strong', view, seed: context.seed, budget, history: p.history }).move,
        );
      }
    } finally {
      await player.close();
    }
  });
});

describe('what reaches a bot', () => {
  it('only {gameId, level, view, seed[, budget, history]} goes to either lane, never the room, the predicate or a smuggled state', async () => {
    const seen: BotRequest[] = [];
    const record: BotExecutor = async (req) => {
      seen.push(req);
      return decideSync(req);
    };
    const scheduler = createBotScheduler({ cheap: record, strong: record, strongSlots: 1, defaultBudget: () => DEFAULT });
    const smuggled = { ...request('A', 1), state: position.state, stillWanted: () => true } as ScheduledRequest;
    await scheduler.decide({ ...smuggled, level: 'strong', budget: { iterations: 10 } });
    await scheduler.decide({ ...smuggled, level: 'normal' });
    expect(seen.map((r) => Object.keys(r).sort())).toEqual([
      ['budget', 'gameId', 'level', 'seed', 'view'],
      ['gameId', 'level', 'seed', 'view'],
    ]);
  });

  it('a closed scheduler rejects the waiting requests and new ones', async () => {
    const scheduler = createBotScheduler({ cheap: inThread, strong: never, strongSlots: 1, defaultBudget: () => DEFAULT });
    void scheduler.decide(request('A', 1)).catch(() => undefined);
    const waiting = scheduler.decide(request('B', 1));
    scheduler.close();
    await expect(waiting).rejects.toThrow(/closed/);
    await expect(scheduler.decide(request('C', 1, 'normal'))).rejects.toThrow(/closed/);
  });
});
