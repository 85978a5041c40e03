/**
 * What a seat and the table may see. A seat sees its own hand and everything public; the table sees no
 * hand at all (hand sizes only). Cards appear as text codes.
 */
import type { CardCode } from '../../core/cards.ts';
import type { DealProgress, MatchResult, SeatViewBase, Seat, ViewHeader } from '../../core/game.ts';
import { placementsFromTotals } from '../../core/placements.ts';
import { codeOfKind, describeClass, SUITS, type StrengthClass } from './cards.ts';
import { legalMoves, toAct, type FahrstuhlMove } from './moves.ts';
import type { Trip } from './scoring.ts';
import { perTrickValue } from './scoring.ts';
import { dealCards, dealTrip, type DealSummary, type FahrstuhlState, type Phase, type TrickRecord } from './state.ts';

export interface PlayView {
  seat: Seat;
  card: CardCode;
}

export interface TrickView {
  leader: Seat;
  plays: PlayView[];
  /** Credited seats in play order; empty for the trick being played. */
  winners: Seat[];
}

export interface FahrstuhlTableView extends ViewHeader {
  phase: Phase;
  mode: FahrstuhlState['mode'];
  bonus: number;
  /** Cards per seat this deal (= tricks this deal). */
  cards: number;
  /** The round list ("floors") and the index of the running one. */
  floors: number[];
  floor: number;
  trips: Trip[];
  trip: Trip;
  perTrick: number;
  /** The turned-up card and its suit, trump for this deal. */
  trump: CardCode;
  trumpSuit: string;
  /** The lowest strength class in the match deck, public for the whole match ("black 9"). */
  lowest: StrengthClass;
  calls: (number | null)[];
  callSum: number;
  /** Null while calling; then whether the round is shared (sum of calls < tricks). */
  shared: boolean | null;
  taken: number[];
  leader: Seat;
  /** The trick being played (may be empty). */
  trick: TrickView;
  /** The deal's finished tricks, in order: the public history. */
  tricks: TrickView[];
  /** The last finished trick, also just after a new deal began. */
  lastTrick: TrickView | null;
  lastDeal: DealSummary | null;
  finishAfterDeal: boolean;
}

export interface FahrstuhlSeatView extends SeatViewBase, FahrstuhlTableView {
  legal: FahrstuhlMove[];
}

function trickView(t: TrickRecord, seats: number): TrickView {
  const plays = new Array<PlayView>(t.cards.length);
  for (let p = 0; p < t.cards.length; p++) plays[p] = { seat: (t.leader + p) % seats, card: codeOfKind(t.cards[p]) };
  return { leader: t.leader, plays, winners: t.winners.slice() };
}

function trickViews(tricks: readonly TrickRecord[], seats: number): TrickView[] {
  const views = new Array<TrickView>(tricks.length);
  for (let i = 0; i < tricks.length; i++) views[i] = trickView(tricks[i], seats);
  return views;
}

export function progress(state: FahrstuhlState): DealProgress {
  return { deal: state.round + 1, deals: state.floors.length };
}

export function matchResult(state: FahrstuhlState): MatchResult {
  return { totals: state.totals.slice(), placements: placementsFromTotals(state.totals) };
}

export function tableView(state: FahrstuhlState): FahrstuhlTableView {
  const n = state.seats;
  const calls = state.calls.slice();
  const trip = dealTrip(state);
  let callSum = 0;
  for (const c of calls) callSum += c ?? 0;
  return {
    game: 'fahrstuhl',
    seats: n,
    dealer: state.dealer,
    toAct: toAct(state),
    handSizes: handSizes(state.hands),
    deal: state.round + 1,
    deals: state.floors.length,
    totals: state.totals.slice(),
    matchOver: state.phase === 'over',
    phase: state.phase,
    mode: state.mode,
    bonus: state.bonus,
    cards: dealCards(state),
    floors: state.floors.slice(),
    floor: state.round,
    trips: state.trips.slice(),
    trip,
    perTrick: perTrickValue(trip),
    trump: codeOfKind(state.trump),
    trumpSuit: SUITS[state.trump & 3],
    lowest: describeClass(state.classes - 1),
    calls,
    callSum,
    shared: state.shared,
    taken: state.taken.slice(),
    leader: state.leader,
    trick: trickView({ leader: state.leader, cards: state.trick, winners: [] }, n),
    tricks: trickViews(state.tricks, n),
    lastTrick: state.lastTrick ? trickView(state.lastTrick, n) : null,
    lastDeal: state.lastDeal ? structuredCloneSummary(state.lastDeal) : null,
    finishAfterDeal: state.finishAfterDeal,
  };
}

function structuredCloneSummary(d: DealSummary): DealSummary {
  return { ...d, calls: d.calls.slice(), taken: d.taken.slice(), score: d.score.slice() };
}

/** The table view plus the seat's hand and legal moves, appended in the view's key order. */
export function seatView(state: FahrstuhlState, seat: Seat): FahrstuhlSeatView {
  const view = tableView(state) as FahrstuhlSeatView;
  view.seat = seat;
  // "On the platform": once the match is over no seat has a hand of its own to see (every card has been played).
  view.hand = state.phase === 'over' ? [] : handCodes(state.hands[seat] ?? []);
  view.legal = legalMoves(state, seat);
  return view;
}

function handSizes(hands: readonly number[][]): number[] {
  const sizes = new Array<number>(hands.length);
  for (let i = 0; i < hands.length; i++) sizes[i] = hands[i].length;
  return sizes;
}

/** A hand's codes in kind order. Dealt hands are kept sorted, so only a referee's deal needs the sort. */
function handCodes(hand: readonly number[]): CardCode[] {
  const kinds = isAscending(hand) ? hand : hand.slice().sort((a, b) => a - b);
  const codes = new Array<CardCode>(kinds.length);
  for (let i = 0; i < kinds.length; i++) codes[i] = codeOfKind(kinds[i]);
  return codes;
}

function isAscending(kinds: readonly number[]): boolean {
  for (let i = 1; i < kinds.length; i++) if (kinds[i - 1] > kinds[i]) return false;
  return true;
}
