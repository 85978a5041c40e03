/**
 * Where a move's time goes inside the server (bench only; `KT_MOVE_TRACE=FILE` in the server child's
 * environment, e.g. `KT_MOVE_TRACE=/tmp/t.json npm run bench:load -- --rooms 1000`): the wait in the
 * room's serial queue, the judgement, the store's append (the group commit's wait and write), what
 * follows it (commit, broadcast, and at a deal's end the room's save), the slowest 1 % of moves
 * split the same way, a bot's synchronous decision, and the group commit's batch sizes; and the time
 * until a move's update had been sent to every client of its room (`sent`, what the clients wait for:
 * `total` also holds a deal's end's save), its slowest 1 % split the same way and how much of their
 * time GC pauses took.
 * The room code is wrapped from outside (prototype methods), so the server runs unchanged without it.
 * Written to FILE as JSON at each unmeasured metrics request (the end of a benchmark window).
 */
import { writeFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import type { BotPlayer } from '../../src/bots/bot-player.ts';
import { MatchActors } from '../../src/rooms/room-actors.ts';
import { RoomCore } from '../../src/rooms/room-core.ts';
import { MatchMoves } from '../../src/rooms/room-moves.ts';
import { MatchPlay } from '../../src/rooms/room-play.ts';
import { SerialQueue } from '../../src/rooms/serial-queue.ts';
import { GroupCommit } from '../../src/storage/group-commit.ts';

interface MoveSample {
  totalMs: number;
  judgeMs: number;
  persistMs: number;
  afterMs: number;
  queueWaitMs: number;
  /** From the commit's start until every client of the room had been sent the update. */
  sentMs: number;
  /** From the append's commit until then: the batch's earlier moves' broadcasts and its own. */
  broadcastMs: number;
  /** When the commit started (performance.now()), to line moves up with GC pauses. */
  at: number;
}

const state = {
  moves: [] as MoveSample[],
  bots: [] as number[],
  batches: [] as { size: number; ms: number }[],
  queueWaits: [] as number[],
  gc: [] as { start: number; end: number }[],
};
/**
 * When a room's move had been sent to every client: the room's save or the match's end (a deal's or
 * the match's last move) or else the bots' scheduling, whichever comes first after the broadcast
 * (room-moves.ts, apply). Per room, reset when its append commits.
 */
const sent = new WeakMap<object, { save: number | null; schedule: number | null }>();
/** The queue wait of the task started last (a move's commit starts synchronously inside its task). */
let lastWait = 0;
/** When each room's (MatchMoves') last append committed, and how long it took: a room's moves are serial. */
const appended = new WeakMap<object, { at: number; ms: number }>();

function pct(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

export function installMoveTrace(): void {
  // Both ways into a room's queue (`run` for clients, `spawn` for timers) go through its private `enqueue`.
  const queueProto = SerialQueue.prototype as unknown as { enqueue: (task: () => unknown, ...rest: unknown[]) => Promise<unknown> };
  const enqueue = queueProto.enqueue;
  queueProto.enqueue = function (this: SerialQueue, task: () => unknown, ...rest: unknown[]): Promise<unknown> {
    const queued = performance.now();
    return enqueue.call(
      this,
      () => {
        const wait = performance.now() - queued;
        state.queueWaits.push(wait);
        lastWait = wait;
        return task();
      },
      ...rest,
    );
  };
  const proto = MatchMoves.prototype as unknown as Record<string, (...args: unknown[]) => Promise<void>>;
  const commit = proto.commit!;
  const persist = proto.persist!;
  proto.persist = function (this: object, ...args: unknown[]) {
    const t0 = performance.now();
    return persist.apply(this, args).then(() => {
      const at = performance.now();
      appended.set(this, { at, ms: at - t0 });
      sent.set(roomOf(this), { save: null, schedule: null });
    });
  };
  const roomOf = (owner: object): object => (owner as unknown as { room: object }).room;
  const save = RoomCore.prototype.save;
  RoomCore.prototype.save = function (this: RoomCore) {
    const marks = sent.get(this);
    if (marks && marks.save === null) marks.save = performance.now();
    return save.call(this);
  };
  const schedule = MatchActors.prototype.schedule;
  MatchActors.prototype.schedule = function (this: MatchActors) {
    const marks = sent.get(roomOf(this));
    if (marks && marks.save === null) marks.schedule = performance.now();
    return schedule.call(this);
  };
  const finish = (MatchPlay.prototype as unknown as { finish: () => Promise<void> }).finish;
  (MatchPlay.prototype as unknown as { finish: () => Promise<void> }).finish = function (this: object) {
    const marks = sent.get(roomOf(this));
    if (marks && marks.save === null) marks.save = performance.now();
    return finish.call(this);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.gc.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ entryTypes: ['gc'] });
  proto.commit = function (this: object, ...args: unknown[]) {
    const t0 = performance.now();
    const wait = lastWait;
    const p = commit.apply(this, args);
    // Judging is synchronous up to the append: the time until commit() returns its promise.
    const judged = performance.now();
    return p.then(() => {
      const end = performance.now();
      const append = appended.get(this) ?? { at: judged, ms: 0 };
      const marks = sent.get(roomOf(this));
      const sentAt = marks?.save ?? marks?.schedule ?? end;
      state.moves.push({ totalMs: end - t0, judgeMs: judged - t0, persistMs: append.ms, afterMs: end - append.at, queueWaitMs: wait, sentMs: sentAt - t0, broadcastMs: sentAt - append.at, at: t0 });
    });
  };
  const flush = (GroupCommit.prototype as unknown as { flush: () => Promise<void> }).flush;
  (GroupCommit.prototype as unknown as { flush: () => Promise<void> }).flush = function (this: { queue: unknown[] }) {
    const size = this.queue.length;
    const t0 = performance.now();
    const p = flush.call(this);
    void p.finally(() => state.batches.push({ size, ms: performance.now() - t0 }));
    return p;
  };
}

export function traceBots(bots: BotPlayer): BotPlayer {
  return {
    ...bots,
    chooseMove(game, view, context) {
      const t0 = performance.now();
      const p = bots.chooseMove(game, view, context);
      state.bots.push(performance.now() - t0);
      return p;
    },
  };
}

export function resetMoveTrace(): void {
  state.moves = [];
  state.bots = [];
  state.batches = [];
  state.queueWaits = [];
  state.gc = [];
}

/** How much of [from, to] GC pauses took. */
function gcWithin(from: number, to: number): number {
  let ms = 0;
  for (const pause of state.gc) ms += Math.max(0, Math.min(to, pause.end) - Math.max(from, pause.start));
  return ms;
}

export function dumpMoveTrace(file: string): void {
  const moves = state.moves;
  const slow = [...moves].sort((a, b) => b.totalMs - a.totalMs).slice(0, Math.max(1, Math.ceil(moves.length / 100)));
  // The slowest 1 % by the time until the update was sent (what a client waits for), and how much of
  // that a GC pause took.
  const slowSent = [...moves].sort((a, b) => b.sentMs - a.sentMs).slice(0, Math.max(1, Math.ceil(moves.length / 100)));
  const gcOf = slowSent.map((m) => gcWithin(m.at, m.at + m.sentMs));
  const mean = (xs: number[]): number => Math.round((xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)) * 100) / 100;
  const summary = (xs: number[]) => ({ n: xs.length, p50: pct(xs, 50), p99: pct(xs, 99), max: pct(xs, 100), sum: Math.round(xs.reduce((s, x) => s + x, 0)) });
  writeFileSync(
    file,
    JSON.stringify(
      {
        moves: {
          total: summary(moves.map((m) => m.totalMs)),
          judge: summary(moves.map((m) => m.judgeMs)),
          persist: summary(moves.map((m) => m.persistMs)),
          after: summary(moves.map((m) => m.afterMs)),
          queueWait: summary(moves.map((m) => m.queueWaitMs)),
          sent: summary(moves.map((m) => m.sentMs)),
          broadcast: summary(moves.map((m) => m.broadcastMs)),
        },
        slowestSent1pct: {
          n: slowSent.length,
          sent: mean(slowSent.map((m) => m.sentMs)),
          judge: mean(slowSent.map((m) => m.judgeMs)),
          persist: mean(slowSent.map((m) => m.persistMs)),
          broadcast: mean(slowSent.map((m) => m.broadcastMs)),
          gc: mean(gcOf),
          withGc: gcOf.filter((ms) => ms > 0).length,
        },
        gcPauses: summary(state.gc.map((g) => g.end - g.start)),
        slowest1pct: { n: slow.length, total: mean(slow.map((m) => m.totalMs)), judge: mean(slow.map((m) => m.judgeMs)), persist: mean(slow.map((m) => m.persistMs)), after: mean(slow.map((m) => m.afterMs)), queueWait: mean(slow.map((m) => m.queueWaitMs)) },
        queueWaits: summary(state.queueWaits),
        botSync: summary(state.bots),
        groupCommit: { ...summary(state.batches.map((b) => b.ms)), meanBatch: mean(state.batches.map((b) => b.size)), maxBatch: Math.max(0, ...state.batches.map((b) => b.size)) },
      },
      null,
      1,
    ),
  );
}
