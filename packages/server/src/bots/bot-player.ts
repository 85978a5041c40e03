/**
 * Who plays a seat without a human: bots in bot seats, and the clock's auto-move for a seat whose time
 * ran out. One async interface: `kitchen-table serve` puts the bots' worker pool behind it
 * (`createBotPlayer()` from @kitchen-table/bots, whose shape this is). The default here answers the
 * first legal move of the seat's view: legal, instant and blind to every hidden card — for tests that
 * want speed over play.
 */
import type { BotMove, BotRequestContext, GameDefinition, SeatViewBase } from '@kitchen-table/engine';

// The contract with the bots is the engine's (core/bot-contract.ts): the server imports nothing of the bots.
export type { BotMove, BotRequestContext };

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
