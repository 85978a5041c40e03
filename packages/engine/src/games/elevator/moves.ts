/**
 * Moves: `{ play: ["8S", "8H"] }` (a run, in order), `{ pass: true }`, `{ give: "5C" }`.
 * parseMove checks the shape (BAD_MOVE); applyMove judges the rules with coded errors (rule-codes.ts),
 * in the order: DEAL_OVER, NOT_YOUR_TURN, MUST_GIVE / WRONG_PHASE, NOT_IN_HAND, then the run's
 * rule codes card by card, and MUST_PLAY for a pass that is not allowed.
 */
import type { CardCode } from '../../core/cards.ts';
import { fail, ok, type ApplyResult, type GameError, type Result, type Seat } from '../../core/game.ts';
import { isElevatorCard } from './cards.ts';
import { closeGame } from './match.ts';
import { runFault } from './runs.ts';
import type { ElevatorRuleCode } from './rule-codes.ts';
import { cloneRound, copyEvents, topCard, type ElevatorState, type Lift } from './state.ts';
import { actor, forEachMove, mustPlayIfAble, passAllowed, playMove, type ElevatorMove } from './turns.ts';
import type { ElevatorSeatView } from './views.ts';
import type { ElevatorEvent } from './schemas.ts';

export type { ElevatorMove } from './turns.ts';

const KINDS = ['play', 'pass', 'give'] as const;

/** Turns untrusted JSON into a move, or BAD_MOVE: unknown or several kinds, empty run, a card not in the pack. */
export function parseMove(raw: unknown): Result<ElevatorMove> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('BAD_MOVE', 'a move must be an object');
  const keys = Object.keys(raw);
  const unknown = keys.find((k) => !(KINDS as readonly string[]).includes(k));
  if (unknown !== undefined) return fail('BAD_MOVE', `unknown move kind "${unknown}" (expected play, pass or give)`);
  if (keys.length !== 1) return fail('BAD_MOVE', keys.length === 0 ? 'a move needs a kind: play, pass or give' : 'a move has exactly one kind');
  const m = raw as Record<string, unknown>;
  if ('play' in m) {
    const run = m.play;
    if (!Array.isArray(run)) return fail('BAD_MOVE', '"play" must be an array of cards (a run, in order)');
    if (run.length === 0) return fail('BAD_MOVE', '"play" must hold at least one card');
    const bad = run.find((c) => !isElevatorCard(c));
    if (bad !== undefined) return fail('BAD_MOVE', `${JSON.stringify(bad)} is not a card of the Elevator pack`);
    return ok({ play: (run as CardCode[]).slice() });
  }
  if ('pass' in m) {
    if (m.pass !== true) return fail('BAD_MOVE', '"pass" must be true');
    return ok({ pass: true });
  }
  if (!isElevatorCard(m.give)) return fail('BAD_MOVE', `${JSON.stringify(m.give)} is not a card of the Elevator pack`);
  return ok({ give: m.give });
}

/** The seat that must act: the first giver while a give is due (gives are not turns), else the turn. */
export function toAct(state: ElevatorState): Seat[] {
  if (state.matchOver || state.round.winner !== null) return [];
  return [actor(state.round)];
}

/** Every legal move for `seat`: one give per distinct card when it owes one; else every run and the pass if allowed. */
export function legalMoves(state: ElevatorState, seat: Seat): ElevatorMove[] {
  const acting = toAct(state);
  if (acting.length === 0 || acting[0] !== seat) return [];
  const moves: ElevatorMove[] = [];
  forEachMove(state.round, (m) => {
    moves.push('play' in m ? { play: m.play.slice() } : m);
  });
  return moves;
}

/** A refusal: its code is one of the closed list (the types keep judge from answering another). */
interface RuleError extends GameError {
  code: ElevatorRuleCode;
}

/**
 * What judging a move reads. The state and the acting seat's view both hold these facts, so the engine
 * (`judgeMove`) and a phone explaining a refused tap (`explainIllegal`) judge with the same code.
 */
interface Judged {
  over: boolean;
  turn: Seat;
  givesDue: readonly Seat[];
  /** The hand of the seat that moves. */
  hand: readonly CardCode[];
  top: CardCode;
  lift: Lift;
  mustPlayIfAble: boolean;
  kopileSeat: Seat | null;
}

/**
 * Judges a move in the order: DEAL_OVER, NOT_YOUR_TURN, WRONG_PHASE / MUST_GIVE, NOT_IN_HAND,
 * the run's codes card by card, MUST_PLAY for a pass that is not allowed. Null when it is legal.
 */
function judge(t: Judged, seat: Seat, move: ElevatorMove): RuleError | null {
  if (t.over) return { code: 'DEAL_OVER', message: 'the game is over' };
  const acting = actor(t);
  if (seat !== acting) {
    const why = t.givesDue.length > 0 ? `seat ${acting} gives a card now` : `it is seat ${acting}'s turn`;
    return { code: 'NOT_YOUR_TURN', message: why };
  }
  if ('give' in move) {
    if (t.givesDue.length === 0) return { code: 'WRONG_PHASE', message: 'no give is due' };
    if (!t.hand.includes(move.give)) return { code: 'NOT_IN_HAND', message: `the hand does not hold ${move.give}` };
    return null;
  }
  if (t.givesDue.length > 0) return { code: 'MUST_GIVE', message: `give seat ${t.turn} a card first (Kopile)` };
  if ('play' in move) return runFault(t.hand, t.top, t.lift, move.play);
  if (!passAllowed(t.mustPlayIfAble, t.hand, t.top, t.lift)) {
    const why = t.kopileSeat !== null ? 'after a Kopile nobody may pass while able to play' : 'after a pass the next seat must play if it can';
    return { code: 'MUST_PLAY', message: why };
  }
  return null;
}

/** Judges a move without changing anything: the error, or null when it is legal. */
export function judgeMove(state: ElevatorState, seat: Seat, move: ElevatorMove): GameError | null {
  const r = state.round;
  return judge(
    {
      over: state.matchOver || r.winner !== null,
      turn: r.turn,
      givesDue: r.givesDue,
      hand: r.hands[seat] ?? [],
      top: topCard(r),
      lift: r.lift,
      mustPlayIfAble: mustPlayIfAble(r),
      kopileSeat: r.kopileBound,
    },
    seat,
    move,
  );
}

/**
 * Why `move` cannot be played from this seat's view — the code `applyMove` answers for the same move,
 * read from the view alone — or null when it can.
 */
export function explainIllegal(view: ElevatorSeatView, raw: ElevatorMove): GameError | null {
  const parsed = parseMove(raw);
  if (!parsed.ok) return parsed.error;
  return judge(
    {
      over: view.matchOver || view.winner !== null,
      turn: view.turn,
      givesDue: view.givesDue,
      hand: view.hand,
      top: view.top,
      lift: view.lift,
      mustPlayIfAble: view.mustPlayIfAble,
      kopileSeat: view.kopileSeat,
    },
    view.seat,
    parsed.value,
  );
}

/** Judges and plays a move; a game that ends is scored and the next one dealt in the same call. */
export function applyMove(state: ElevatorState, seat: Seat, raw: ElevatorMove): ApplyResult<ElevatorState, ElevatorEvent> {
  // The interface promises a coded error, never an exception, even for a move that skipped parseMove.
  const parsed = parseMove(raw);
  if (!parsed.ok) return parsed;
  const move = parsed.value;
  const error = judgeMove(state, seat, move);
  if (error) return { ok: false, error };
  const round = cloneRound(state.round);
  const before = round.history.length;
  playMove(round, move);
  const events = round.history.slice(before);
  const next = round.winner !== null ? closeGame(state, round, events) : { ...state, round };
  // The events are copies: a listener that changes one can never change the state's history.
  return { ok: true, state: next, events: copyEvents(events) };
}
