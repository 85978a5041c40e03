/**
 * Why a well-formed move cannot be played: Lusti-Kartl'n's closed list of rule codes and the one judge
 * behind them, which `applyMove` runs on the state and `explainIllegal` on a seat's view.
 *
 * Error codes, checked in this order: DEAL_OVER (the match — in the referee the one hand — is over),
 * NOT_YOUR_TURN, BAD_MOVE (not a card), NOT_IN_HAND. There is no other rule code: any card in hand may
 * be played (rule 3.1).
 */
import type { GameError, Seat } from '../../core/game.ts';
import type { CardCode } from '../../core/cards.ts';
import { isLustiCard } from './pack.ts';
import type { LustiMove } from './state.ts';
import type { LustiSeatView } from './views.ts';

/** Lusti-Kartl'n's rule codes: every code `applyMove` refuses a well-formed move with (a closed list). */
export const RULE_CODES = ['DEAL_OVER', 'NOT_YOUR_TURN', 'NOT_IN_HAND'] as const;
export type LustiRuleCode = (typeof RULE_CODES)[number];

export interface LustiRefusal extends GameError {
  code: LustiRuleCode | 'BAD_MOVE';
}

/**
 * Why `seat` may not make `move`, from public facts and the seat's own hand only — so that `applyMove`
 * (on the state) and `explainIllegal` (on the seat's view) give the same answer: null when it may.
 */
export function refusal(turn: Seat | null, matchOver: boolean, seat: Seat, hand: readonly CardCode[], move: unknown): LustiRefusal | null {
  if (matchOver || turn === null) return { code: 'DEAL_OVER', message: 'the hand is over' };
  if (seat !== turn) return { code: 'NOT_YOUR_TURN', message: `it is seat ${turn}'s turn` };
  const card = (move as { play?: unknown } | null)?.play;
  if (typeof card !== 'string' || !isLustiCard(card)) return { code: 'BAD_MOVE', message: 'a move must be { "play": card }' };
  if (!hand.includes(card)) return { code: 'NOT_IN_HAND', message: `${card} is not in seat ${seat}'s hand` };
  return null;
}

/** The refusal from a seat's view (the phone's explanation of a refused tap). */
export function explainIllegal(view: LustiSeatView, move: LustiMove): LustiRefusal | null {
  return refusal(view.toAct.length > 0 ? view.toAct[0] : null, view.matchOver, view.seat, view.hand, move);
}
