/**
 * Moves: `{ play: ["8S", "8H"] }` (a run, in order), `{ pass: true }`, `{ give: "5C" }`.
 * parseMove checks the shape (BAD_MOVE); applyMove judges the rules with the one judge of
 * refusals.ts (coded errors) and plays the move on the model (model.ts).
 */
import type { CardCode } from '../../core/cards.ts';
import { fail, ok, type ApplyResult, type Result, type Seat } from '../../core/game.ts';
import { isElevatorCard } from './cards.ts';
import { closeGame } from './match.ts';
import { judgeMove } from './refusals.ts';
import { cloneRound, copyEvents, type ElevatorState } from './state.ts';
import { actor, forEachMove, playMove, type ElevatorMove } from './model.ts';
import type { ElevatorEvent } from './schemas.ts';

export type { ElevatorMove } from './model.ts';

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
