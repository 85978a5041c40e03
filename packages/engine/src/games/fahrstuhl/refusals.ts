/**
 * Why a well-formed move cannot be played: Fahrstuhl's closed list of rule codes and the one set of
 * checks behind them. `applyMove` runs them on the state, `explainIllegal` on a seat's view (what the
 * phone knows), so both answer the same code. The rules are legality.ts's predicates.
 */
import type { GameError } from '../../core/game.ts';
import { kindOfCode, suitIndex, SUITS } from './cards.ts';
import { callAllowed, countTrumps, playAllowed } from './legality.ts';
import { parseMove, type FahrstuhlMove } from './moves.ts';
import type { Phase } from './state.ts';
import type { FahrstuhlSeatView } from './views.ts';

/** Every code `applyMove` refuses a well-formed move with, in the order they are checked (docs/rules/fahrstuhl.md, point 20). */
export const RULE_CODES = ['DEAL_OVER', 'NOT_YOUR_TURN', 'WRONG_PHASE', 'INVALID_CALL', 'NOT_IN_HAND', 'MUST_PLAY_TRUMP'] as const;
export type FahrstuhlRuleCode = (typeof RULE_CODES)[number];

export interface FahrstuhlRefusal extends GameError {
  code: FahrstuhlRuleCode;
}

/** What the checks read: the state and a seat's view both supply it. */
export interface MoveSituation {
  phase: Phase;
  /** The seat to move (meaningless once over). */
  turn: number;
  /** Cards per seat this deal. */
  cards: number;
  /** The moving seat's hand (kinds). */
  hand: readonly number[];
  trumpSuit: number;
}

const refuse = (code: FahrstuhlRuleCode, message: string): FahrstuhlRefusal => ({ code, message });

/** The first rule `move` of `seat` breaks, or null when it may be played. */
export function refusal(sit: MoveSituation, seat: number, move: FahrstuhlMove): FahrstuhlRefusal | null {
  if (sit.phase === 'over') return refuse('DEAL_OVER', 'the deal is over');
  if (seat !== sit.turn) return refuse('NOT_YOUR_TURN', `it is seat ${sit.turn}'s turn, not seat ${seat}'s`);
  if ('call' in move) {
    if (sit.phase !== 'calling') return refuse('WRONG_PHASE', 'calling is over: play a card');
    if (!callAllowed(move.call, sit.cards)) return refuse('INVALID_CALL', `a call must be from 0 to ${sit.cards}`);
    return null;
  }
  if (sit.phase !== 'playing') return refuse('WRONG_PHASE', 'every seat calls before the first card is played');
  const kind = kindOfCode(move.play);
  if (sit.hand.indexOf(kind) < 0) return refuse('NOT_IN_HAND', `${move.play} is not in seat ${seat}'s hand`);
  if (!playAllowed(kind, sit.trumpSuit, countTrumps(sit.hand, sit.trumpSuit))) {
    return refuse('MUST_PLAY_TRUMP', `seat ${seat} holds trump (${SUITS[sit.trumpSuit]}) and must play one`);
  }
  return null;
}

/**
 * Why `move` cannot be played from this seat's view, or null when it can: the code `applyMove` would
 * answer (`BAD_MOVE` for a malformed move), read from the view alone.
 */
export function explainIllegal(view: FahrstuhlSeatView, move: FahrstuhlMove): GameError | null {
  const parsed = parseMove(move);
  if (!parsed.ok) return parsed.error;
  const situation: MoveSituation = {
    phase: view.phase,
    turn: view.toAct[0] ?? -1,
    cards: view.cards,
    hand: view.hand.map(kindOfCode),
    trumpSuit: suitIndex(view.trumpSuit),
  };
  return refusal(situation, view.seat, parsed.value);
}
