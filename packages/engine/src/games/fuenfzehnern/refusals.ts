/**
 * Why a card cannot be played: Fünfzehnern's closed list of rule codes and the one judge that names the
 * first rule a move breaks, in a fixed order. `applyMove` judges from the state (through the model),
 * `explainIllegal` from a seat's view — from the same facts, so both give the same code.
 *
 * A view does not show the cards of earlier tricks (they lie face down), and the lead obligation's
 * unbeatable cards and zwang depend on them; so the legal leads are a fact of their own: the model works
 * them out from the played cards, a view carries them in its legal moves.
 */
import type { FrenchSuit } from '../../core/cards.ts';
import type { GameError, Seat } from '../../core/game.ts';
import { UNBOUND } from './lead.ts';
import type { FuenfzehnernModel } from './model.ts';
import { cardIndex, maskOf, suitIndex, suitLetter, suitOfIndex } from './pack.ts';
import type { FuenfzehnernMove } from './state.ts';
import { followSuitMask } from './trick.ts';
import type { FuenfzehnernSeatView } from './views.ts';
import { aceDutyMask } from './zwang.ts';

/** Every code `applyMove` refuses a well-formed Fünfzehnern move with, in the order they are judged. */
export const RULE_CODES = [
  'DEAL_OVER',
  'NOT_YOUR_TURN',
  'NOT_IN_HAND',
  'MUST_LEAD_BOUND_SUIT',
  'ZWANG_NOT_ALLOWED',
  'MUST_PLAY_ACE',
  'MUST_FOLLOW_SUIT',
] as const;

export type FuenfzehnernRuleCode = (typeof RULE_CODES)[number];

export interface FuenfzehnernRefusal extends GameError {
  code: FuenfzehnernRuleCode;
}

/** What judging a card needs to know of a seat's position. */
export interface SeatFacts {
  matchOver: boolean;
  /** The seat whose card is due (null when none). */
  turn: Seat | null;
  /** The judged seat's cards. */
  hand: number;
  /** Cards on the trick being played (0: the lead is due). */
  trickLen: number;
  /** The suit led, when following. */
  led: number;
  /** The trick being played is a zwang trick. */
  zwangTrick: boolean;
  /** When the judged seat leads: its legal leads under the lead obligation, and its zwang queens. */
  leads: number;
  zwangQueens: number;
  /** The judged seat's bound suit (for the message). */
  bound: number;
}

const SUIT_NAME: Record<FrenchSuit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

function refuse(code: FuenfzehnernRuleCode, message: string): FuenfzehnernRefusal {
  return { code, message };
}

/** The first rule the move breaks, or null when it is legal. */
export function judgeCard(f: SeatFacts, seat: Seat, move: FuenfzehnernMove): FuenfzehnernRefusal | null {
  if (f.matchOver) return refuse('DEAL_OVER', 'the hand is over');
  if (seat !== f.turn) return refuse('NOT_YOUR_TURN', `it is seat ${f.turn}'s turn`);
  const index = cardIndex(move.play);
  const card = index < 0 ? 0 : 1 << index;
  if ((f.hand & card) === 0) return refuse('NOT_IN_HAND', `${move.play} is not in your hand`);
  if (f.trickLen === 0) {
    if ((f.leads & card) === 0) {
      const suit = SUIT_NAME[suitLetter(f.bound)];
      return refuse('MUST_LEAD_BOUND_SUIT', `you are bound to ${suit}: lead ${suit} or an unbeatable card`);
    }
    if (move.zwang && (f.zwangQueens & card) === 0) {
      return refuse('ZWANG_NOT_ALLOWED', 'zwang needs the queen led from king and queen while the ace is out and in another hand');
    }
    return null;
  }
  if (move.zwang) return refuse('ZWANG_NOT_ALLOWED', 'zwang is announced only when leading');
  const ace = aceDutyMask(f.hand, f.led, f.zwangTrick);
  if (ace !== 0 && card !== ace) return refuse('MUST_PLAY_ACE', `zwang: you must play the ace of ${SUIT_NAME[suitLetter(f.led)]}`);
  const follow = followSuitMask(f.hand, f.led);
  if (follow !== 0 && (follow & card) === 0) return refuse('MUST_FOLLOW_SUIT', `you must follow ${SUIT_NAME[suitLetter(f.led)]}`);
  return null;
}

/** The facts from the model loaded from the state. */
export function modelFacts(m: FuenfzehnernModel, matchOver: boolean, seat: Seat): SeatFacts {
  const leading = !matchOver && m.turn === seat && m.trickLen === 0;
  const leads = leading ? m.legalMask() : 0;
  return {
    matchOver,
    turn: matchOver ? null : m.turn,
    hand: m.hands[seat] ?? 0,
    trickLen: m.trickLen,
    led: m.trickLen > 0 ? suitOfIndex(m.trick[0]) : -1,
    zwangTrick: m.zwang,
    leads,
    zwangQueens: leading ? m.zwangMask(leads) : 0,
    bound: m.bound[seat] ?? UNBOUND,
  };
}

/** The facts a seat's view shows: the legal leads are its legal moves. */
export function viewFacts(view: Readonly<FuenfzehnernSeatView>): SeatFacts {
  let leads = 0;
  let zwangQueens = 0;
  for (const m of view.legal) {
    if (m.zwang) zwangQueens |= 1 << cardIndex(m.play);
    else leads |= 1 << cardIndex(m.play);
  }
  const lead = view.trick.plays[0];
  const bound = view.bound[view.seat];
  return {
    matchOver: view.matchOver,
    turn: view.toAct[0] ?? null,
    hand: maskOf(view.hand),
    trickLen: view.trick.plays.length,
    led: lead ? suitOfIndex(cardIndex(lead.card)) : -1,
    zwangTrick: view.trick.zwang,
    leads,
    zwangQueens,
    bound: bound ? suitIndex(bound) : UNBOUND,
  };
}

/** Why the seat of this view cannot play `move` now (the code `applyMove` would answer), or null when it can. */
export function explainIllegal(view: Readonly<FuenfzehnernSeatView>, move: FuenfzehnernMove): FuenfzehnernRefusal | null {
  return judgeCard(viewFacts(view), view.seat, move);
}
