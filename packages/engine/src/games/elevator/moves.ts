/**
 * Moves: `{ play: ["8S", "8H"] }` (a run, in order), `{ pass: true }`, `{ give: "5C" }`.
 * parseMove checks the shape (BAD_MOVE); applyMove judges the rules with coded errors, in the issue's
 * order: DEAL_OVER, NOT_YOUR_TURN, MUST_GIVE / WRONG_PHASE, NOT_IN_HAND, then the run's rule codes card
 * by card, and MUST_PLAY for a pass that is not allowed.
 */
import type { CardCode } from '../../core/cards.ts';
import { fail, ok, type ApplyResult, type GameError, type Result, type Seat } from '../../core/game.ts';
import { isElevatorCard } from './cards.ts';
import { closeGame } from './match.ts';
import { forEachRun, runFault } from './runs.ts';
import { cloneRound, topCard, type ElevatorState } from './state.ts';
import { giveCard, mayPass, passTurn, playRun } from './turns.ts';

export type ElevatorMove = { play: CardCode[] } | { pass: true } | { give: CardCode };

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
  const r = state.round;
  return [r.givesDue.length > 0 ? r.givesDue[0] : r.turn];
}

/** Every legal move for `seat`: one give per distinct card when it owes one; else every run and the pass if allowed. */
export function legalMoves(state: ElevatorState, seat: Seat): ElevatorMove[] {
  const actor = toAct(state);
  if (actor.length === 0 || actor[0] !== seat) return [];
  const r = state.round;
  const hand = r.hands[seat];
  if (r.givesDue.length > 0) {
    return hand.filter((c, i) => hand.indexOf(c) === i).map((c) => ({ give: c }));
  }
  const moves: ElevatorMove[] = [];
  forEachRun(hand, topCard(r), r.lift, (run) => {
    moves.push({ play: run.slice() });
  });
  if (mayPass(r, seat)) moves.push({ pass: true });
  return moves;
}

/** Judges a move without changing anything: the error, or null when it is legal. */
export function judgeMove(state: ElevatorState, seat: Seat, move: ElevatorMove): GameError | null {
  const r = state.round;
  if (state.matchOver || r.winner !== null) return { code: 'DEAL_OVER', message: 'the game is over' };
  const actor = toAct(state)[0];
  if (seat !== actor) {
    const why = r.givesDue.length > 0 ? `seat ${actor} gives a card now` : `it is seat ${actor}'s turn`;
    return { code: 'NOT_YOUR_TURN', message: why };
  }
  const hand = r.hands[seat];
  if ('give' in move) {
    if (r.givesDue.length === 0) return { code: 'WRONG_PHASE', message: 'no give is due' };
    if (!hand.includes(move.give)) return { code: 'NOT_IN_HAND', message: `the hand does not hold ${move.give}` };
    return null;
  }
  if (r.givesDue.length > 0) return { code: 'MUST_GIVE', message: `give seat ${r.turn} a card first (Kopile)` };
  if ('play' in move) return runFault(hand, topCard(r), r.lift, move.play);
  if (!mayPass(r, seat)) {
    const why = r.kopileBound !== null ? 'after a Kopile nobody may pass while able to play' : 'after a pass the next seat must play if it can';
    return { code: 'MUST_PLAY', message: why };
  }
  return null;
}

/** Judges and plays a move; a game that ends is scored and the next one dealt in the same call. */
export function applyMove(state: ElevatorState, seat: Seat, raw: ElevatorMove): ApplyResult<ElevatorState> {
  // The interface promises a coded error, never an exception, even for a move that skipped parseMove.
  const parsed = parseMove(raw);
  if (!parsed.ok) return parsed;
  const move = parsed.value;
  const error = judgeMove(state, seat, move);
  if (error) return { ok: false, error };
  const round = cloneRound(state.round);
  const before = round.history.length;
  if ('give' in move) giveCard(round, seat, move.give);
  else if ('play' in move) playRun(round, seat, move.play);
  else passTurn(round, seat);
  const events = round.history.slice(before);
  const next = round.winner !== null ? closeGame(state, round, events) : { ...state, round };
  // The events are copies: a listener that changes one can never change the state's history.
  return { ok: true, state: next, events: structuredClone(events) };
}
