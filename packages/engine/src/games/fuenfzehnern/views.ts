/**
 * What a seat and the table see. Tricks taken lie face down, as at a real table: during a hand the views
 * show the trick being played, the last trick taken (the old courtesy of a look at the last trick) and how
 * many tricks each seat has — not which cards lie in whose pile, so nobody's card points can be read off
 * the screen. The beginners' aid turns the piles face up: running card points and the hand's whole
 * history. When the hand ends its points are revealed (`lastHand`, and the `dealScored` event).
 * No view ever holds another seat's cards; the table view holds no hand at all.
 */
import type { CardCode, FrenchSuit } from '../../core/cards.ts';
import type { Seat, SeatViewBase, ViewHeader } from '../../core/game.ts';
import { legalMoves } from './moves.ts';
import { cardIndex, pointsOfMask } from './pack.ts';
import { hardScore, isLastHand, type HardScore } from './scoring.ts';
import type { CompletedTrick, CurrentTrick, FuenfzehnernMove, FuenfzehnernState, HandSummary, TrickPlay } from './state.ts';

export interface FuenfzehnernPublic {
  /** The trick being played (`plays` empty while the lead is due). */
  trick: CurrentTrick;
  /** Zwang announced in the trick being played: who led the queen, and its suit. */
  zwang: { seat: Seat; suit: FrenchSuit } | null;
  /** The last trick taken in this hand, face up. */
  lastTrick: CompletedTrick | null;
  /** Each seat's bound suit (only the seat holding the lead can be bound). */
  bound: (FrenchSuit | null)[];
  tricksTaken: number[];
  /** Card points in each seat's tricks so far: only with the beginners' aid, or once the hand is over. */
  cardPoints: number[] | null;
  /** Every trick of this hand: only with the beginners' aid, or once the hand is over. */
  history: CompletedTrick[] | null;
  /** The previous hand's revealed points (after the last hand of the match: that hand). */
  lastHand: HandSummary | null;
  /** The running totals told in chips: antes paid into the pool, card points taken out. */
  hardScore: HardScore;
  beginnersAid: boolean;
  /** Time limit in minutes (0 = none); the server keeps the clock. */
  minutes: number;
  /** The hand being played is the match's last. */
  lastHandOfMatch: boolean;
}

export interface FuenfzehnernTableView extends ViewHeader, FuenfzehnernPublic {}

export interface FuenfzehnernSeatView extends SeatViewBase, FuenfzehnernPublic {
  legal: FuenfzehnernMove[];
}

/**
 * The table view, built as one object in its final key order: header, then the public part. (Spreading
 * a header object and a public object into a third one cost more than the facts themselves.)
 */
export function tableView(state: FuenfzehnernState): FuenfzehnernTableView {
  const faceUp = state.options.beginnersAid || state.matchOver;
  const tricksTaken = new Array<number>(state.seats).fill(0);
  for (const t of state.tricks) tricksTaken[t.winner]++;
  const last = state.tricks.length > 0 ? state.tricks[state.tricks.length - 1] : null;
  const lead = state.current.plays[0];
  return {
    game: state.game,
    seats: state.seats,
    dealer: state.dealer,
    toAct: state.matchOver || state.turn === null ? [] : [state.turn],
    handSizes: handSizes(state.hands),
    deal: state.hand,
    deals: state.handsInMatch,
    totals: state.totals.slice(),
    matchOver: state.matchOver,
    trick: copyTrick(state.current),
    zwang: state.current.zwang && lead ? { seat: lead.seat, suit: lead.card.slice(-1) as FrenchSuit } : null,
    lastTrick: last ? copyTrick(last) : null,
    bound: state.bound.slice(),
    tricksTaken,
    cardPoints: faceUp ? cardPointsBySeat(state.tricks, state.seats) : null,
    history: faceUp ? copyTricks(state.tricks) : null,
    lastHand: state.lastHand ? copySummary(state.lastHand) : null,
    hardScore: hardScore(state),
    beginnersAid: state.options.beginnersAid,
    minutes: state.options.minutes,
    lastHandOfMatch: isLastHand(state),
  };
}

/** The table view plus the seat's hand and legal moves, appended in the view's key order. */
export function seatView(state: FuenfzehnernState, seat: Seat): FuenfzehnernSeatView {
  const view = tableView(state) as FuenfzehnernSeatView;
  view.seat = seat;
  // Rule 7.5: once the match is over no seat has a hand of its own to see (every card has been played).
  view.hand = !state.matchOver && state.hands[seat] ? state.hands[seat].slice() : [];
  view.legal = legalMoves(state, seat);
  return view;
}

function handSizes(hands: readonly CardCode[][]): number[] {
  const sizes = new Array<number>(hands.length);
  for (let i = 0; i < hands.length; i++) sizes[i] = hands[i].length;
  return sizes;
}

/** Card points in each seat's tricks, from one card mask per seat (only computed when shown). */
function cardPointsBySeat(tricks: readonly CompletedTrick[], seats: number): number[] {
  const taken = new Array<number>(seats).fill(0);
  for (const t of tricks) for (const p of t.plays) taken[t.winner] |= 1 << cardIndex(p.card);
  return taken.map(pointsOfMask);
}

function copyTrick<T extends CurrentTrick>(t: T): T {
  const plays = new Array<TrickPlay>(t.plays.length);
  for (let i = 0; i < plays.length; i++) plays[i] = { ...t.plays[i] };
  return { ...t, plays };
}

function copyTricks(tricks: readonly CompletedTrick[]): CompletedTrick[] {
  const copy = new Array<CompletedTrick>(tricks.length);
  for (let i = 0; i < tricks.length; i++) copy[i] = copyTrick(tricks[i]);
  return copy;
}

function copySummary(h: HandSummary): HandSummary {
  return { ...h, tricksTaken: h.tricksTaken.slice(), cardPoints: h.cardPoints.slice(), score: h.score.slice() };
}
