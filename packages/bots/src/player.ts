/**
 * The server's side of the bots: an object with the server's `BotPlayer` shape
 * (`chooseMove(game, view, context)` and `close()`), backed by the worker pool. A bot seat plays at the
 * level its context names (default `normal`); the clock's auto-move for a human whose time ran out is
 * always the `normal` heuristic — quick and sensible. Only the view (and, when given, the deal's public
 * events) reaches the bot.
 */
import type { GameEvent, SeatViewBase } from '@kitchen-table/engine';
import type { BotLevel, Move } from './api.ts';
import { createBotPool, type BotPoolOptions } from './pool/pool.ts';

export interface BotPlayerContext {
  /** True when the clock ran out for a human's seat: the bot plays for them, at `normal`. */
  forClock: boolean;
  /** A per-decision seed (match id + seq): the same seed gives the same move. */
  seed: string;
  /** The bot seat's level, as the host chose it (default: `defaultLevel`). */
  level?: BotLevel;
  /** The running deal's public events so far (lets Fünfzehnern bots remember face-down tricks). */
  history?: readonly GameEvent[];
}

export interface PooledBotPlayer {
  chooseMove(game: { meta: { id: string } }, view: SeatViewBase, context: BotPlayerContext): Promise<Move>;
  close(): Promise<void>;
}

export function createBotPlayer(options: BotPoolOptions & { defaultLevel?: BotLevel } = {}): PooledBotPlayer {
  const pool = createBotPool(options);
  return {
    chooseMove(game, view, context) {
      const level: BotLevel = context.forClock ? 'normal' : context.level ?? options.defaultLevel ?? 'normal';
      return pool.chooseMove(game.meta.id, level, view, context.seed, { history: context.history });
    },
    close: () => pool.close(),
  };
}
