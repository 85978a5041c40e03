/**
 * The learning deal as the web sees it (issue 18 part 3). Everything in a lesson is public, so TV and
 * phones rebuild the position from the engine's lesson alone (`lessonStateAfter`, the same script the
 * server follows): the step to show, the move due, and every seat's open hand. A lesson has no system
 * entries, so the match's seq is the number of lesson moves played.
 */
import { findGame, judgeLessonTap, lessonMoveAt, lessonMoveWhy, lessonScript, lessonStateAfter, type GameDefinition, type LessonStep, type LocalText, type Seat } from '@kitchen-table/engine';
import type { RoomState } from '@kitchen-table/protocol';
import type { Lang } from '../i18n.ts';
import { translate } from '../i18n.ts';
import { cardShort, type Pack } from '../cards/names.ts';

export interface LessonPosition {
  game: GameDefinition;
  /** The step being shown (the last one once the lesson is over), its 1-based number and how many there are. */
  step: LessonStep;
  stepNo: number;
  steps: number;
  /** The seat and move due, or null once the script is done, with why it is the lesson's move. */
  due: { seat: Seat; move: Record<string, unknown>; why: LocalText } | null;
  /** Every seat's hand, face up. */
  hands: string[][];
}

const cache = new Map<string, LessonPosition>();

/** The lesson at `seq` when the room plays one, else null. */
export function lessonPosition(room: RoomState | null, seq: number): LessonPosition | null {
  const id = room?.config.game;
  if (!room?.lesson || !id) return null;
  const key = `${id}:${seq}`;
  const known = cache.get(key);
  if (known) return known;
  const game = findGame(id);
  if (!game) return null;
  const script = lessonScript(game.lesson);
  const played = Math.min(seq, script.length);
  let state: unknown;
  try {
    state = lessonStateAfter(game, played);
  } catch {
    return null;
  }
  const due = lessonMoveAt(game.lesson, played);
  const stepIndex = due ? due.step : game.lesson.steps.length - 1;
  const hands = Array.from({ length: game.lesson.players }, (_, s) => [...game.seatView(state, s).hand]);
  const position: LessonPosition = {
    game,
    step: game.lesson.steps[stepIndex]!,
    stepNo: stepIndex + 1,
    steps: game.lesson.steps.length,
    due: due && { seat: due.seat, move: due.move, why: lessonMoveWhy(game.lesson, played)! },
    hands,
  };
  if (cache.size > 200) cache.clear();
  cache.set(key, position);
  return position;
}

/** The card codes a move names (a card, a run, a give), for highlighting them. */
export function moveCards(move: Record<string, unknown> | null | undefined): string[] {
  if (!move) return [];
  const cards = move.play ?? move.give;
  if (typeof cards === 'string') return [cards];
  return Array.isArray(cards) ? cards.filter((c): c is string => typeof c === 'string') : [];
}

/** The move in words: "play A♥", "call 1", "pass", "give 4♦", "play Q♥ with zwang". */
export function describeMove(move: Record<string, unknown>, pack: Pack, lang: Lang): string {
  if (typeof move.call === 'number') return translate(lang, 'lessonCall', { n: move.call });
  if (move.pass === true) return translate(lang, 'lessonPass');
  if (typeof move.give === 'string') return translate(lang, 'lessonGive', { card: cardShort(move.give, pack, lang) });
  const cards = moveCards(move).map((c) => cardShort(c, pack, lang)).join(' ');
  return translate(lang, move.zwang === true ? 'lessonZwang' : 'lessonPlay', { cards });
}

/**
 * Null when `move` is the lesson's; otherwise the sentence for the wrong tap, about the tapping phone's
 * own move: the move the lesson wants from it, in words, and why (that move's own line, not the step's
 * general one — a step's moves belong to different hands). A phone whose move is not due is told whose is.
 */
export function wrongTapText(position: LessonPosition, seq: number, seat: Seat, move: Record<string, unknown>, lang: Lang, names: readonly string[] = []): string | null {
  const error = judgeLessonTap(position.game, seq, seat, move);
  if (!error) return null;
  const due = lessonMoveAt(position.game.lesson, seq);
  if (!due) return null;
  if (due.seat !== seat) return translate(lang, 'lessonNotYourMove', { name: names[due.seat] ?? '?' });
  const why = lessonMoveWhy(position.game.lesson, seq)!;
  return translate(lang, 'lessonWrongTap', { move: describeMove(due.move, position.game.meta.pack, lang), why: why[lang] });
}
