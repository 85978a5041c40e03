/**
 * The server's side of the bots: an object with the server's `BotPlayer` shape
 * (`chooseMove(game, view, context)` and `close()`). A bot seat plays at the level its context names
 * (default `normal`); the clock's auto-move for a human whose time ran out is always the `normal`
 * heuristic — quick and sensible. Only the view (and, when given, the deal's public events) reaches the
 * bot.
 *
 * Behind it, the scheduler's two lanes (pool/scheduler.ts): `easy` and `normal` (and so every clock
 * move) run in-thread, at once — they take well under a millisecond and never wait behind a search;
 * `strong` searches run in the worker threads, room by room in turn, with budgets that shrink while
 * searches wait, and are dropped when the room no longer wants the move by their turn.
 */
import type { BotRequestContext, CoachRequestContext, SeatViewBase } from '@kitchen-table/engine';
import type { BotLevel, CoachLine, Move, SearchBudget } from './api.ts';
import { PLAIN_LINE } from './coach.ts';
import { decideSync } from './choose.ts';
import { findGameBots } from './games/index.ts';
import { createBotPool, type BotPoolOptions } from './pool/pool.ts';
import { createBotScheduler, type BotExecutor, type BotScheduler } from './pool/scheduler.ts';

export interface PooledBotPlayer {
  chooseMove(game: { meta: { id: string } }, view: SeatViewBase, context: BotRequestContext): Promise<Move>;
  /**
   * The coach: the strong bot's move for this seat view and one line why (coach.ts). It goes the strong
   * bots' way (the scheduler's strong lane, the worker pool, the game's default strong budget), so a
   * coached seat costs the machine what one strong bot does.
   */
  advise(game: { meta: { id: string } }, view: SeatViewBase, context: CoachRequestContext): Promise<{ move: Move; why: CoachLine }>;
  /** The scheduler (tests and benchmarks read its queue). */
  readonly scheduler: BotScheduler;
  close(): Promise<void>;
}

export interface BotPlayerOptions extends BotPoolOptions {
  defaultLevel?: BotLevel;
  /** The cheap lane (default: in-thread); tests substitute a controlled one. */
  cheap?: BotExecutor;
  /** The smallest share of the strong budget a search gets under backlog (default 1/8). */
  minBudgetScale?: number;
  /** Overrides the games' default strong budget (tests and benchmarks; the server uses the defaults). */
  strongBudget?: Partial<SearchBudget>;
}

/** In-thread decisions for the cheap lane: the same dispatcher the workers run. */
const inThread: BotExecutor = async (request) => ({ ...decideSync(request), via: 'in-thread' });

/** Niceness of the search threads unless told otherwise: searches yield the cores to the rooms. */
export const DEFAULT_SEARCH_NICE = 10;

export function createBotPlayer(options: BotPlayerOptions = {}): PooledBotPlayer {
  const pool = createBotPool({ ...options, nice: options.nice ?? DEFAULT_SEARCH_NICE });
  const scheduler = createBotScheduler({
    cheap: options.cheap ?? inThread,
    strong: (request) => pool.decide(request),
    strongSlots: pool.threads,
    defaultBudget: (gameId) => findGameBots(gameId)?.strongBudget,
    minBudgetScale: options.minBudgetScale,
  });
  // One request shape for a bot's move and the coach's (the same context, from the engine's contract).
  const decide = (game: { meta: { id: string } }, view: SeatViewBase, context: CoachRequestContext, level: BotLevel, explain: boolean) =>
    scheduler.decide({
      gameId: game.meta.id,
      level,
      ...(explain ? { explain } : {}),
      view,
      seed: context.seed,
      history: context.history,
      ...(options.strongBudget ? { budget: options.strongBudget } : {}),
      room: context.room,
      stillWanted: context.stillWanted,
    });
  return {
    scheduler,
    async chooseMove(game, view, context) {
      const level: BotLevel = context.forClock ? 'normal' : context.level ?? options.defaultLevel ?? 'normal';
      return (await decide(game, view, context, level, false)).move;
    },
    async advise(game, view, context) {
      const decision = await decide(game, view, context, 'strong', true);
      return { move: decision.move, why: decision.why ?? PLAIN_LINE };
    },
    async close() {
      scheduler.close();
      await pool.close();
    },
  };
}
