/**
 * The contract between the server and the bots, written once: the levels a host picks, and what the
 * server tells a bot player or the coach with each seat view it asks about. Both sides speak it, and
 * neither may import the other (the server knows bots only through its `BotPlayer` and `CoachAdvisor`
 * interfaces; the bots do not import the protocol), so it lives here beside the seat view it travels
 * with: the server's rooms fill these contexts, `createBotPlayer()` of @kitchen-table/bots serves them,
 * and the protocol re-exports the levels for its messages.
 */
import type { GameEvent, LocalText } from './game.ts';

/**
 * Bot levels the host can choose per bot seat: `easy` (a heuristic with noise), `normal` (the
 * hand-written heuristic) and `strong` (search over the hidden cards). A bot seat without a choice
 * plays `normal`; the clock's auto-move for a human always plays `normal`.
 */
export const BOT_LEVELS = ['easy', 'normal', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** A move as the engine takes it (without the seat): `{ call: 2 }`, `{ play: "AH" }`, … */
export type BotMove = Record<string, unknown>;

/** What the coach is asked with (issue 18, part 2): like a bot's decision, never for the clock. */
export interface CoachRequestContext {
  /** A per-decision seed (match id + seq, + seat for the coach): the same seed gives the same move. */
  seed: string;
  /**
   * The running deal's public events so far, oldest first (the bot may keep the array; read-only): it
   * lets a bot remember what lies face down (Fünfzehnern's earlier tricks).
   */
  history?: readonly GameEvent[];
  /** The room asking: the strong searches' capacity is shared room by room, in turn. */
  room?: string;
  /**
   * Whether the room still wants this answer (same match, same position, the seat still due, play
   * running). A bot player may skip work for a request that is no longer wanted — a search no longer
   * wanted by its turn is dropped — and the room discards whatever answer such a request gets.
   */
  stillWanted?: () => boolean;
}

/** What a bot player is asked with, beside the seat's view. */
export interface BotRequestContext extends CoachRequestContext {
  /** True when the clock ran out for a human's seat: the bot plays for them, at `normal`. */
  forClock: boolean;
  /** The bot seat's level, as the host chose it; absent for the clock (which plays `normal`). */
  level?: BotLevel;
}

/**
 * One line of advice in both languages. Cards and seats are placeholders the phone fills in, so that a
 * card reads as the phone shows cards and a seat by the name it has at the table: `{card:AH}`,
 * `{seat:2}` (0-based seat index).
 */
export type CoachLine = LocalText;

/** The coach's answer: one of the view's legal moves (the room checks it and drops anything else) and why. */
export interface CoachAnswer {
  move: BotMove;
  why: CoachLine;
}
