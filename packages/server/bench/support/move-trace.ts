/**
 * Where a move's time goes inside the server (bench only; `KT_MOVE_TRACE=FILE` in the server child's
 * environment, e.g. `KT_MOVE_TRACE=/tmp/t.json npm run bench:load -- --rooms 1000`): the wait in the
 * room's serial queue, the judgement, the store's append (the group commit's wait and write), what
 * follows it (commit, broadcast, and at a deal's end the room's save), the slowest 1 % of moves
 * split the same way, a bot's synchronous decision, and the group commit's batch sizes.
 * The room code is wrapped from outside (prototype methods), so the server runs unchanged without it.
 * Written to FILE as JSON at each unmeasured metrics request (the end of a benchmark window).
 */
import { writeFileSync } from 'node:fs';
import type { BotPlayer } from '../../src/bots/bot-player.ts';
import { MatchMoves } from '../../src/rooms/room-moves.ts';
import { SerialQueue } from '../../src/rooms/serial-queue.ts';
import { GroupCommit } from '../../src/storage/group-commit.ts';

interface MoveSample {
  totalMs: number;
  judgeMs: number;
  persistMs: number;
  afterMs: number;
  queueWaitMs: number;
}

const state = { moves: [] as MoveSample[], bots: [] as number[], batches: [] as { size: number; ms: number }[], queueWaits: [] as number[] };
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
  const run = SerialQueue.prototype.run;
  SerialQueue.prototype.run = function <T>(this: SerialQueue, task: () => Promise<T> | T): Promise<T> {
    const queued = performance.now();
    return run.call(this, () => {
      const wait = performance.now() - queued;
      state.queueWaits.push(wait);
      lastWait = wait;
      return task();
    }) as Promise<T>;
  };
  const proto = MatchMoves.prototype as unknown as Record<string, (...args: unknown[]) => Promise<void>>;
  const commit = proto.commit!;
  const persist = proto.persist!;
  proto.persist = function (this: object, ...args: unknown[]) {
    const t0 = performance.now();
    return persist.apply(this, args).then(() => {
      const at = performance.now();
      appended.set(this, { at, ms: at - t0 });
    });
  };
  proto.commit = function (this: object, ...args: unknown[]) {
    const t0 = performance.now();
    const wait = lastWait;
    const p = commit.apply(this, args);
    // Judging is synchronous up to the append: the time until commit() returns its promise.
    const judged = performance.now();
    return p.then(() => {
      const end = performance.now();
      const append = appended.get(this) ?? { at: judged, ms: 0 };
      state.moves.push({ totalMs: end - t0, judgeMs: judged - t0, persistMs: append.ms, afterMs: end - append.at, queueWaitMs: wait });
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
}

export function dumpMoveTrace(file: string): void {
  const moves = state.moves;
  const slow = [...moves].sort((a, b) => b.totalMs - a.totalMs).slice(0, Math.max(1, Math.ceil(moves.length / 100)));
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
        },
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
