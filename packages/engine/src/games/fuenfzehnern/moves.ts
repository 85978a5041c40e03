/**
 * Moves: `{ play: "QH" }` and `{ play: "QH", zwang: true }`. parseMove checks the shape, legalMoves lists
 * what a seat may do, applyMove judges a move (error codes in the order) and plays it — scoring
 * the hand and dealing the next one in the same call when the last trick is taken.
 */
import type { CardCode, FrenchSuit } from '../../core/cards.ts';
import { fail, ok, type ApplyResult, type GameError, type GameEvent, type Result, type Seat } from '../../core/game.ts';
import { bindingAfterTrick, legalLeadMask, UNBOUND } from './lead.ts';
import { cardIndex, maskOf, suitIndex, suitLetter, suitOfIndex } from './pack.ts';
import { matchResult, isLastHand, summariseHand } from './scoring.ts';
import { dealHand, freshHand, type CompletedTrick, type FuenfzehnernMove, type FuenfzehnernState } from './state.ts';
import { followSuitMask, legalFollowMask, trickWinnerPosition } from './trick.ts';
import { aceDutyMask, zwangQueensMask } from './zwang.ts';

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Turns untrusted JSON into a move; `zwang: false` is the same as no zwang. */
export function parseMove(raw: unknown): Result<FuenfzehnernMove> {
  if (!isObject(raw)) return fail('BAD_MOVE', 'a move must be an object');
  for (const key of Object.keys(raw)) {
    if (key !== 'play' && key !== 'zwang') return fail('BAD_MOVE', `Fünfzehnern has no move field "${key}"`);
  }
  if (!('play' in raw)) return fail('BAD_MOVE', 'a Fünfzehnern move is { "play": card } (optionally with "zwang": true)');
  const card = raw.play;
  if (typeof card !== 'string' || cardIndex(card) < 0) {
    return fail('BAD_MOVE', `"play" must be a card of the 32-card piquet pack (A K Q J 10 9 8 7 of S H D C), got ${JSON.stringify(card)}`);
  }
  if ('zwang' in raw && typeof raw.zwang !== 'boolean') return fail('BAD_MOVE', '"zwang" must be true or false');
  return ok(raw.zwang === true ? { play: card, zwang: true } : { play: card });
}

/** The cards of this hand's earlier (completed) tricks, as a mask. */
export function playedMask(state: FuenfzehnernState): number {
  let mask = 0;
  for (const t of state.tricks) for (const p of t.plays) mask |= 1 << cardIndex(p.card);
  return mask;
}

export function boundSuit(state: FuenfzehnernState, seat: Seat): number {
  const b = state.bound[seat];
  return b === null ? UNBOUND : suitIndex(b);
}

function ledSuit(state: FuenfzehnernState): number {
  return suitOfIndex(cardIndex(state.current.plays[0].card));
}

export function legalMoves(state: FuenfzehnernState, seat: Seat): FuenfzehnernMove[] {
  if (state.matchOver || seat !== state.turn) return [];
  const handCodes = state.hands[seat];
  const hand = maskOf(handCodes);
  const moves: FuenfzehnernMove[] = [];
  if (state.current.plays.length === 0) {
    const played = playedMask(state);
    const leads = legalLeadMask(hand, boundSuit(state, seat), played);
    const zwang = zwangQueensMask(hand, leads, played);
    for (const card of handCodes) {
      const bit = 1 << cardIndex(card);
      if (leads & bit) moves.push({ play: card });
      if (zwang & bit) moves.push({ play: card, zwang: true });
    }
  } else {
    const allowed = legalFollowMask(hand, ledSuit(state), state.current.zwang);
    for (const card of handCodes) if (allowed & (1 << cardIndex(card))) moves.push({ play: card });
  }
  return moves;
}

function err(code: string, message: string): GameError {
  return { code, message };
}

const SUIT_NAME: Record<FrenchSuit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** The first rule the move breaks, in the order, or null when it is legal. */
export function judgeMove(state: FuenfzehnernState, seat: Seat, move: FuenfzehnernMove): GameError | null {
  if (state.matchOver) return err('DEAL_OVER', 'the hand is over');
  if (seat !== state.turn) return err('NOT_YOUR_TURN', `it is seat ${state.turn}'s turn`);
  const index = cardIndex(move.play);
  if (index < 0 || !state.hands[seat].includes(move.play)) return err('NOT_IN_HAND', `${move.play} is not in your hand`);
  const card = 1 << index;
  const hand = maskOf(state.hands[seat]);
  if (state.current.plays.length === 0) {
    const played = playedMask(state);
    const leads = legalLeadMask(hand, boundSuit(state, seat), played);
    if ((leads & card) === 0) {
      const suit = state.bound[seat] as FrenchSuit;
      return err('MUST_LEAD_BOUND_SUIT', `you are bound to ${SUIT_NAME[suit]}: lead ${SUIT_NAME[suit]} or an unbeatable card`);
    }
    if (move.zwang && (zwangQueensMask(hand, leads, played) & card) === 0) {
      return err('ZWANG_NOT_ALLOWED', 'zwang needs the queen led from king and queen while the ace is out and in another hand');
    }
    return null;
  }
  if (move.zwang) return err('ZWANG_NOT_ALLOWED', 'zwang is announced only when leading');
  const suit = ledSuit(state);
  const ace = aceDutyMask(hand, suit, state.current.zwang);
  if (ace !== 0 && card !== ace) return err('MUST_PLAY_ACE', `zwang: you must play the ace of ${SUIT_NAME[suitLetter(suit)]}`);
  const follow = followSuitMask(hand, suit);
  if (follow !== 0 && (follow & card) === 0) return err('MUST_FOLLOW_SUIT', `you must follow ${SUIT_NAME[suitLetter(suit)]}`);
  return null;
}

export function applyMove(state: FuenfzehnernState, seat: Seat, move: FuenfzehnernMove): ApplyResult<FuenfzehnernState> {
  const error = judgeMove(state, seat, move);
  if (error) return { ok: false, error };
  const card = move.play;
  const leading = state.current.plays.length === 0;
  const zwang = leading && move.zwang === true;
  const hands = state.hands.slice();
  const i = hands[seat].indexOf(card);
  hands[seat] = hands[seat].slice(0, i).concat(hands[seat].slice(i + 1));
  const plays = state.current.plays.concat({ seat, card });
  const current = { leader: state.current.leader, plays, zwang: leading ? zwang : state.current.zwang };
  const events: GameEvent[] = [{ type: 'play', seat, card, zwang }];
  if (plays.length < state.seats) {
    return { ok: true, state: { ...state, hands, current, turn: (seat + 1) % state.seats }, events };
  }
  return { ok: true, state: finishTrick(state, hands, current, events), events };
}

/** The trick is complete: its winner takes it, bindings move, and the hand may end. */
function finishTrick(
  state: FuenfzehnernState,
  hands: CardCode[][],
  current: FuenfzehnernState['current'],
  events: GameEvent[],
): FuenfzehnernState {
  const cards = current.plays.map((p) => cardIndex(p.card));
  const winner = current.plays[trickWinnerPosition(cards, cards.length)].seat;
  const trick: CompletedTrick = { ...current, winner };
  const tricks = state.tricks.concat(trick);
  events.push({ type: 'trick', leader: current.leader, winner, cards: current.plays.map((p) => p.card) });
  const next: FuenfzehnernState = {
    ...state,
    hands,
    tricks,
    current: { leader: winner, plays: [], zwang: false },
    turn: winner,
  };
  if (hands[winner].length > 0) {
    const led = suitOfIndex(cards[0]);
    const newBinding = bindingAfterTrick(boundSuit(state, winner), current.leader, winner, led);
    const bound = state.bound.map(() => null as FrenchSuit | null);
    bound[winner] = newBinding === UNBOUND ? null : suitLetter(newBinding);
    // Only the seat holding the lead can be bound; the old leader's binding lapses with the lead.
    for (let s = 0; s < state.seats; s++) {
      if (bound[s] !== state.bound[s]) events.push({ type: 'bound', seat: s, suit: bound[s] });
    }
    return { ...next, bound };
  }
  return finishHand(next, events);
}

/** The last trick is taken: reveal and score the hand, then end the match or deal the next hand. */
function finishHand(state: FuenfzehnernState, events: GameEvent[]): FuenfzehnernState {
  const summary = summariseHand(state, state.tricks);
  const totals = state.totals.map((t, s) => t + summary.score[s]);
  events.push({ type: 'handScored', hand: state.hand, cardPoints: summary.cardPoints, score: summary.score, totals });
  const scored: FuenfzehnernState = { ...state, totals, lastHand: summary, bound: state.bound.map(() => null) };
  if (isLastHand(state)) {
    const over: FuenfzehnernState = { ...scored, matchOver: true, turn: null };
    events.push({ type: 'matchOver', ...matchResult(over) });
    return over;
  }
  const dealer = (state.dealer + 1) % state.seats;
  const { hands, rng } = dealHand(state, state.hand + 1);
  const fresh = freshHand(state.seats, dealer, hands);
  events.push({ type: 'dealStart', hand: state.hand + 1, dealer, leader: fresh.current.leader });
  return { ...scored, ...fresh, rng, hand: state.hand + 1 };
}
