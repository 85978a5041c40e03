/**
 * The coach (issue 18, part 2): the strong bot's move for a seat and one line why, from that seat's
 * view only. The request is an ordinary bot request with `explain` set, so it travels the same way as
 * a strong bot's (the worker pool, the scheduler's strong lane, only the view across the thread
 * boundary); the game's coach (games/<id>/coach.ts, in the registry with its bots) writes the line
 * from the view and what the search found.
 */
import type { GameEvent, SeatViewBase } from '@kitchen-table/engine';
import type { CoachLine, Move, SearchTrace } from './api.ts';
import { findGameBots } from './games/index.ts';

export const ONLY_MOVE_LINE: CoachLine = { en: 'This is your only move.', de: 'Das ist dein einziger Zug.' };
/** When a game's coach fails (a bug): the move still comes, with a plain line. */
export const PLAIN_LINE: CoachLine = { en: 'The strong bot would play this.', de: 'Der starke Bot würde das spielen.' };

/** The line for `move` in this view; never throws. */
export function explainMove(gameId: string, view: SeatViewBase, move: Move, trace: SearchTrace, history?: readonly GameEvent[]): CoachLine {
  if (view.legal.length === 1) return ONLY_MOVE_LINE;
  const coach = findGameBots(gameId)?.coach;
  if (!coach) return PLAIN_LINE;
  try {
    return coach.explain(view, move, trace, history);
  } catch {
    return PLAIN_LINE;
  }
}

/** Share of the search's root visits the chosen move got (1 when there was no search). */
export function visitShare(trace: SearchTrace): number {
  const root = trace.root;
  if (!root || root.length === 0 || trace.chosen === undefined) return 1;
  let total = 0;
  let chosen = 0;
  for (const r of root) {
    total += r.visits;
    if (r.move === trace.chosen) chosen = r.visits;
  }
  return total > 0 ? chosen / total : 1;
}

/** Below this share of the visits the search found the move only a little better than another. */
export const CLOSE_CALL_SHARE = 0.4;

/** Appends "(a close call)" when the search hesitated between moves: honest about how sure it is. */
export function withConfidence(line: CoachLine, trace: SearchTrace): CoachLine {
  if (visitShare(trace) >= CLOSE_CALL_SHARE) return line;
  // Inside the sentence, before its full stop: "… elsewhere (a close call)."
  const add = (text: string, note: string) => text.replace(/([.!]?)$/, ` (${note})$1`);
  return { en: add(line.en, 'a close call'), de: add(line.de, 'knapp') };
}

/** `{card:AH}` placeholders for a list of cards, joined "a, b and c" / "a, b und c". */
export function cardList(codes: readonly string[]): CoachLine {
  const tokens = codes.map((c) => `{card:${c}}`);
  if (tokens.length <= 1) return { en: tokens.join(''), de: tokens.join('') };
  const head = tokens.slice(0, -1).join(', ');
  const last = tokens[tokens.length - 1];
  return { en: `${head} and ${last}`, de: `${head} und ${last}` };
}

export const card = (code: string): string => `{card:${code}}`;
export const seatName = (seat: number): string => `{seat:${seat}}`;
