/**
 * Walking a learning deal (the contract is `GameLesson` in core/game.ts): the script flattened to one
 * move per log entry, the step that a position belongs to, whether a tap is the lesson's move, and the
 * lesson's state at any point. Game-agnostic; the server, the web and the tests use it alike.
 */
import type { GameDefinition, GameError, GameLesson, LessonMove, LessonStep, LocalText, RefereeMatchSupport, Result, Seat } from './game.ts';
import { moveKey } from './move-key.ts';

export interface ScriptedMove extends LessonMove {
  /** Index of the step in `lesson.steps`. */
  step: number;
  /** Index of the move within its step. */
  inStep: number;
}

/** The lesson's moves in playing order: entry i is the i-th move of the lesson's log. */
export function lessonScript(lesson: GameLesson): ScriptedMove[] {
  const out: ScriptedMove[] = [];
  lesson.steps.forEach((step, s) => step.moves.forEach((m, i) => out.push({ ...m, step: s, inStep: i })));
  return out;
}

/** The move due after `played` moves of the lesson, with its step (null once the script is done). */
export function lessonMoveAt(lesson: GameLesson, played: number): (ScriptedMove & { stepDef: LessonStep }) | null {
  const script = lessonScript(lesson);
  const m = script[played];
  return m ? { ...m, stepDef: lesson.steps[m.step]! } : null;
}

/**
 * Why the move due after `played` moves is the lesson's, in words about that move (said to the phone
 * that must make it when it taps something else): the move's own `why`, else its step's. Null once the
 * script is done.
 */
export function lessonMoveWhy(lesson: GameLesson, played: number): LocalText | null {
  const due = lessonMoveAt(lesson, played);
  return due ? due.why ?? due.stepDef.why : null;
}

/** Two moves are the same when the game parses them to the same JSON (key order does not matter). */
export function sameMove(game: GameDefinition, a: unknown, b: unknown): boolean {
  const pa = game.parseMove(a);
  const pb = game.parseMove(b);
  return pa.ok && pb.ok && moveKey(pa.value) === moveKey(pb.value);
}


/**
 * Judges a seat's tap in a lesson after `played` moves: null when it is the lesson's move, otherwise why
 * not — `NOT_THE_LESSON_MOVE` for a move the rules allow but the lesson does not take (the seat is asked
 * for the highlighted one), or the game's own rule code for a move the rules refuse.
 */
export function judgeLessonTap(game: GameDefinition, played: number, seat: Seat, move: unknown): GameError | null {
  const due = lessonMoveAt(game.lesson, played);
  if (!due) return { code: 'DEAL_OVER', message: 'the lesson is over' };
  if (due.seat === seat && sameMove(game, due.move, move)) return null;
  return { code: 'NOT_THE_LESSON_MOVE', message: `the lesson plays ${JSON.stringify(due.move)} for seat ${due.seat} here` };
}

/** The lesson's state after its first `played` scripted moves (all of them when absent). */
export function lessonStateAfter(game: GameDefinition, played?: number): unknown {
  const script = lessonScript(game.lesson);
  let state = game.lesson.start();
  const n = played ?? script.length;
  for (let i = 0; i < n && i < script.length; i++) {
    const m = script[i]!;
    const r = game.applyMove(state, m.seat, m.move);
    if (!r.ok) throw new Error(`${game.meta.id} lesson: move ${i} (${JSON.stringify(m.move)} by seat ${m.seat}) refused: ${r.error.code}`);
    state = r.state;
  }
  return state;
}

/**
 * Builds a lesson's match through the game's referee match support (no second way of building states).
 * `endAfterFirstDeal`: the match ends when its first deal does (Lusti-Kartl'n's target is reached only
 * over several hands).
 */
export function lessonMatch<S>(
  support: RefereeMatchSupport<S>,
  scenario: { players: number; dealer: Seat; options: Record<string, unknown>; deals: Record<string, unknown>[] },
  finishAfterDeal?: (state: S) => S,
): S {
  const built: Result<S> = support.setup({ ...scenario, raw: { ...scenario } });
  if (!built.ok) throw new Error(`lesson deal does not fit the game: ${built.error.message}`);
  return finishAfterDeal ? finishAfterDeal(built.value) : built.value;
}
