/**
 * The bot pool: bots run in worker threads (piscina), so the server's event loop never waits on a
 * search. Only the request — game id, level, seed and the seat's view — crosses the thread boundary.
 * A worker that crashes is replaced by piscina; the request it was serving is retried once on a fresh
 * worker and, should that fail too, answered in-thread by the fast `normal` heuristic, so a room is
 * never left without a move.
 */
import { availableParallelism } from 'node:os';
import type { GameEvent, SeatViewBase } from '@kitchen-table/engine';
import type { BenchLevel, BotDecision, BotRequest, Move, SearchBudget } from '../api.ts';
import { decideSync } from '../choose.ts';
import { createTsPool } from './ts-pool.ts';

export interface BotPoolOptions {
  /** Worker threads (default: the machine's cores, at least 1). */
  threads?: number;
  /** Idle timeout for workers in milliseconds (default 30 s; all `threads` are kept warm). */
  idleTimeoutMs?: number;
  /** The task module the workers load (default: the bot task); tests substitute a crashing one. */
  workerModule?: string | URL;
  /** Extra data for the workers (tests). */
  workerData?: Record<string, unknown>;
  /**
   * Niceness of the worker threads (0–19, default 0). Higher values make searches yield the cores to
   * the event loop and the cheap lane when the machine is busy; they still use every idle cycle.
   */
  nice?: number;
  /** Called when a worker failed a request (crash or error) before the retry, for the server's log. */
  onWorkerError?: (error: unknown, request: BotRequest) => void;
}

export interface BotPool {
  /** The move a bot of `level` makes for this seat view. Never rejects while the pool is open. */
  chooseMove(
    gameId: string,
    level: BenchLevel,
    view: SeatViewBase,
    seed: number | string,
    extra?: { budget?: Partial<SearchBudget>; history?: readonly GameEvent[] },
  ): Promise<Move>;
  /** The same, with the decision's statistics (iterations, time) and how the answer was obtained. */
  decide(request: BotRequest): Promise<BotDecision & { via: 'worker' | 'retry' | 'in-thread' }>;
  /** Tasks in the queue and workers running (for health checks). */
  readonly queueSize: number;
  readonly threads: number;
  close(): Promise<void>;
}

const BOT_TASK = new URL('./bot-task.ts', import.meta.url);

export function createBotPool(options: BotPoolOptions = {}): BotPool {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const pool = createTsPool(options.workerModule ?? BOT_TASK.href, threads, {
    idleTimeoutMs: options.idleTimeoutMs,
    workerData: options.nice ? { ...options.workerData, nice: options.nice } : options.workerData,
  });
  let closed = false;

  async function decide(request: BotRequest): Promise<BotDecision & { via: 'worker' | 'retry' | 'in-thread' }> {
    if (closed) throw new Error('the bot pool is closed');
    // Only these fields cross the boundary: never a state, whatever the caller's object carries.
    const task: BotRequest = { gameId: request.gameId, level: request.level, view: request.view, seed: request.seed };
    if (request.budget) task.budget = request.budget;
    if (request.history) task.history = request.history;
    if (request.explain) task.explain = true;
    try {
      return { ...((await pool.run(task)) as BotDecision), via: 'worker' };
    } catch (first) {
      options.onWorkerError?.(first, task);
    }
    if (!closed) {
      try {
        return { ...((await pool.run(task)) as BotDecision), via: 'retry' };
      } catch (second) {
        options.onWorkerError?.(second, task);
      }
    }
    const level = task.level === 'random' ? 'random' : 'normal';
    return { ...decideSync({ ...task, level }), via: 'in-thread' };
  }

  return {
    decide,
    async chooseMove(gameId, level, view, seed, extra) {
      return (await decide({ gameId, level, view, seed, budget: extra?.budget, history: extra?.history })).move;
    },
    get queueSize() {
      return pool.queueSize;
    },
    get threads() {
      return pool.threads.length;
    },
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}
