/**
 * What a seat and the table may see. Public: the top card, the lift, whether the pile is free, the
 * stock's size, every hand's size, the gives due, the must-play obligation and the game's history
 * (plays, passes, Kopile, gives without their cards). Private to one seat: its hand, its legal moves
 * and the cards it just drew or was given. No other seat's cards ever enter a view.
 */
import type { CardCode } from '../../core/cards.ts';
import type { Seat, SeatViewBase, ViewHeader } from '../../core/game.ts';
import type { ElevatorEvent } from './schemas.ts';
import { legalMoves, toAct, type ElevatorMove } from './moves.ts';
import { copyEvents, isFree, topCard, type ElevatorState, type GameRecord, type Lift } from './state.ts';
import { mustPlayIfAble } from './model.ts';

export interface ElevatorPublic {
  /** The pile's top card (the starter at the start of a game). */
  top: CardCode;
  pileSize: number;
  lift: Lift;
  /** A joker is on top: any card may be played on it. */
  free: boolean;
  stock: number;
  /** The seat whose turn it is (while gives are due: the Kopile seat that receives them). */
  turn: Seat;
  opener: Seat;
  /** The seat whose play is on top (null: the starter). */
  topBy: Seat | null;
  /** Seats that still owe the Kopile seat a card, in order. */
  givesDue: Seat[];
  /** The seat to play must play if it can (after a pass, or while a Kopile obligation runs). */
  mustPlayIfAble: boolean;
  /** Why: 'kopile' (until the turn comes back to `kopileSeat`), 'pass', or null. */
  obligation: 'kopile' | 'pass' | null;
  kopileSeat: Seat | null;
  /** Winner of the running game once it is over (the last game of a finished match), else null. */
  winner: Seat | null;
  /** The public history of the running game. */
  history: ElevatorEvent[];
  /** The finished games of the match. */
  results: GameRecord[];
}

export interface ElevatorSeatView extends SeatViewBase, ElevatorPublic {
  legal: ElevatorMove[];
  /** The cards this seat just drew (or was given in a Kopile) since its last turn — only in its own view. */
  drawn: CardCode[];
}

export interface ElevatorTableView extends ViewHeader, ElevatorPublic {}

/**
 * The table view, built as one object in its final key order: header, then the public part. (Spreading
 * a header object and a public object into a third one cost more than the facts themselves.)
 */
export function tableView(state: ElevatorState): ElevatorTableView {
  const r = state.round;
  const running = r.winner === null;
  const obligation = !running ? null : r.kopileBound !== null ? 'kopile' : !r.lastTurnWasPlay ? 'pass' : null;
  return {
    game: 'elevator',
    seats: state.seats,
    dealer: r.dealer,
    toAct: toAct(state),
    handSizes: handSizes(r.hands),
    deal: state.dealNo,
    deals: state.finishAfterDeal ? state.dealNo : state.games,
    totals: state.totals.slice(),
    matchOver: state.matchOver,
    top: topCard(r),
    pileSize: r.pile.length,
    lift: r.lift,
    free: isFree(r),
    stock: r.stock.length,
    turn: r.turn,
    opener: r.opener,
    topBy: r.topBy,
    givesDue: r.givesDue.slice(),
    mustPlayIfAble: running && mustPlayIfAble(r),
    obligation,
    kopileSeat: r.kopileBound,
    winner: r.winner,
    // Copies, so that a caller changing its view can never change the state.
    history: copyEvents(r.history),
    results: copyResults(state.results),
  };
}

/** The table view plus the seat's private facts, appended in the view's key order. */
export function seatView(state: ElevatorState, seat: Seat): ElevatorSeatView {
  const r = state.round;
  const view = tableView(state) as ElevatorSeatView;
  view.seat = seat;
  // Rule 10: the cards left at the end of the match are counted, never shown — not even to the seat
  // (whoever holds it after the match may not be who played it).
  const over = state.matchOver;
  view.hand = over ? [] : r.hands[seat]?.slice() ?? [];
  view.legal = legalMoves(state, seat);
  view.drawn = over ? [] : r.drawn[seat]?.slice() ?? [];
  return view;
}

function handSizes(hands: readonly CardCode[][]): number[] {
  const sizes = new Array<number>(hands.length);
  for (let i = 0; i < hands.length; i++) sizes[i] = hands[i].length;
  return sizes;
}

function copyResults(results: readonly GameRecord[]): GameRecord[] {
  const copy = new Array<GameRecord>(results.length);
  for (let i = 0; i < results.length; i++) {
    const g = results[i];
    copy[i] = { winner: g.winner, cardsLeft: g.cardsLeft.slice(), points: g.points.slice() };
  }
  return copy;
}
