/**
 * The coach as the server knows it (issue 18, part 2): one async interface, like the bots'
 * (bots/bot-player.ts). `kitchen-table serve` plugs in the bots' strong search (`createBotPlayer()`
 * from @kitchen-table/bots has this shape: `advise`); the server imports nothing of the bots. A server
 * without a coach refuses to switch one on (COACH_UNAVAILABLE).
 *
 * The coach gets exactly what a bot gets: the seat's view and the deal's public events — so it sees
 * what the seat sees and nothing else (rooms/room-coach.ts asks it with `match.seatView(seat)`).
 */
import type { GameDefinition, GameEvent, SeatViewBase } from '@kitchen-table/engine';

export interface CoachLine {
  en: string;
  de: string;
}

export interface CoachAnswer {
  /** One of the view's legal moves (the room checks it and drops anything else). */
  move: Record<string, unknown>;
  /** One line why, per language, with `{card:CODE}` and `{seat:N}` placeholders for the phone. */
  why: CoachLine;
}

export interface CoachRequestContext {
  /** A per-decision seed (match id + seq + seat). */
  seed: string;
  history?: readonly GameEvent[];
  /** The room asking (the search capacity is shared room by room). */
  room?: string;
  /** Whether the room still wants this advice (same position, seat still due, within the budget). */
  stillWanted?: () => boolean;
}

export interface CoachAdvisor {
  advise(game: GameDefinition, view: SeatViewBase, context: CoachRequestContext): Promise<CoachAnswer>;
}
