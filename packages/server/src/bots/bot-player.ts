/**
 * Who plays a seat without a human: bots in bot seats, and the clock's auto-move for a seat whose time
 * ran out. One async interface, so the bots issue can put a worker pool behind it without touching the
 * rooms. The default answers the first legal move of the seat's view: legal, instant, and blind to every
 * hidden card (it only ever sees that seat's view).
 */
import type { GameDefinition, SeatViewBase } from '@kitchen-table/engine';

export type BotMove = Record<string, unknown>;

export interface BotRequestContext {
  /** True when the clock ran out for a human's seat (the bot plays for them). */
  forClock: boolean;
  /** A per-decision seed (match id + seq), for bots that draw random numbers. */
  seed: string;
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
