/**
 * Who plays a seat without a human: bots in bot seats, and the clock's auto-move for a seat whose time
 * ran out. One async interface: `kitchen-table serve` puts the bots' worker pool behind it
 * (`createBotPlayer()` from @kitchen-table/bots, whose shape this is). The default here answers the
 * first legal move of the seat's view: legal, instant and blind to every hidden card — for tests that
 * want speed over play.
 */
import type { GameDefinition, GameEvent, SeatViewBase } from '@kitchen-table/engine';
import type { BotLevel } from '@kitchen-table/protocol';

export type BotMove = Record<string, unknown>;

export interface BotRequestContext {
  /** True when the clock ran out for a human's seat (the bot plays for them). */
  forClock: boolean;
  /** A per-decision seed (match id + seq), for bots that draw random numbers. */
  seed: string;
  /** The bot seat's level, as the host chose it; absent for the clock (which plays `normal`). */
  level?: BotLevel;
  /** The running deal's public events so far, oldest first (the bot may keep the array; read-only). */
  history?: readonly GameEvent[];
  /** The room's code: a bot player may share its capacity room by room (strong searches in turn). */
  room?: string;
  /**
   * Whether the room still wants this move (same match, same position, the seat still due, play
   * running). A bot player may skip work for a request that is no longer wanted; the room discards
   * whatever answer such a request gets.
   */
  stillWanted?: () => boolean;
}

export interface BotPlayer {
  chooseMove(game: GameDefinition, view: SeatViewBase, context: BotRequestContext): Promise<BotMove>;
  /** Releases workers and the like when the server closes. */
  close?(): Promise<void>;
}

/** The simple legal default: the first move of the view's `legal` list. */
export async function chooseBotMove(_game: GameDefinition, view: SeatViewBase): Promise<BotMove> {
  const move = view.legal[0];
  if (!move) throw new Error(`seat ${view.seat} has no legal move`);
  return move;
}

export const firstLegalBot: BotPlayer = {
  chooseMove: (game, view) => chooseBotMove(game, view),
};
