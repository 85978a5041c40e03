/**
 * The coach as the server knows it (issue 18, part 2): one async interface, like the bots'
 * (bots/bot-player.ts). `kitchen-table serve` plugs in the bots' strong search (`createBotPlayer()`
 * from @kitchen-table/bots has this shape: `advise`); the server imports nothing of the bots. A server
 * without a coach refuses to switch one on (COACH_UNAVAILABLE).
 *
 * The coach gets exactly what a bot gets: the seat's view and the deal's public events — so it sees
 * what the seat sees and nothing else (rooms/room-coach.ts asks it with `match.seatView(seat)`).
 */
import type { CoachAnswer, CoachLine, CoachRequestContext, GameDefinition, SeatViewBase } from '@kitchen-table/engine';

// The contract with the bots is the engine's (core/bot-contract.ts).
export type { CoachAnswer, CoachLine, CoachRequestContext };

export interface CoachAdvisor {
  advise(game: GameDefinition, view: SeatViewBase, context: CoachRequestContext): Promise<CoachAnswer>;
}
