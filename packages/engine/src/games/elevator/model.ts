/**
 * Elevator's one mutable model: the running game's round (`ElevatorModel`, state.ts's `ElevatorRound`)
 * and the flow of a game on it — who acts, the legal moves, plays, passes, the Kopile and its gives, and
 * the end of the game — written once. These functions change the round they are given in place
 * (`cloneRound` in state.ts copies one); `applyMove` hands them a fresh copy, the benchmark and the bots'
 * search their own working rounds. They assume the move was judged legal first (refusals.ts).
 *
 * Why the game always ends (docs/rules/elevator.md, "Termination"): the pile is never turned back into
 * a stock, so every play takes cards out of hands and stock for good. Between two plays the top card
 * stays; if it is the starter, passes only draw until the stock is empty, after which some seat holds
 * a card that beats the starter and must play it; if it is a seat's play, every circle of passes ends
 * in a Kopile that moves seats − 1 cards from stock or opponents to that seat, until an opponent gives
 * its last card.
 */
import type { CardCode } from '../../core/cards.ts';
import type { Seat } from '../../core/game.ts';
import * as runs from './runs.ts';
import * as cards from './cards.ts';
import * as rounds from './state.ts';
import type { ElevatorMove, ElevatorRound, Lift } from './state.ts';
import { gamePlacements } from './scoring.ts';

// Local bindings for the hot path (see runs.ts: loaders turn imported names into getter calls).
const canPlay = runs.canPlay;
const forEachRun = runs.forEachRun;
const liftAfter = runs.liftAfter;
const isJokerCard = cards.isJokerCard;
const topCard = rounds.topCard;

/**
 * The model is the round itself, played in place: Elevator's cards are few and its runs are arrays, so a
 * packed copy would cost more than it saves (the benchmark plays on rounds directly).
 */
export type ElevatorModel = ElevatorRound;

export type { ElevatorMove } from './state.ts';

/** The seat whose move is due: the first giver while gives are due (gives are not turns), else the turn. */
export function actor(r: { readonly givesDue: readonly Seat[]; readonly turn: Seat }): Seat {
  return r.givesDue.length > 0 ? r.givesDue[0] : r.turn;
}

/**
 * Must the seat to act play if it can? After a pass (the previous turn), and for every seat from a
 * Kopile until the turn comes back to the Kopile seat.
 */
export function mustPlayIfAble(r: ElevatorRound): boolean {
  return !r.lastTurnWasPlay || r.kopileBound !== null;
}

/** May `seat` (whose turn it is) pass? Always when it cannot play; when it can, only without an obligation. */
export function mayPass(r: ElevatorRound, seat: Seat): boolean {
  return passAllowed(mustPlayIfAble(r), r.hands[seat], topCard(r), r.lift);
}

/** The pass rule from its facts (a seat's view holds them too): obliged seats pass only when they cannot play. */
export function passAllowed(mustPlayIfAble: boolean, hand: readonly CardCode[], top: CardCode, lift: Lift): boolean {
  return !mustPlayIfAble || !canPlay(hand, top, lift);
}

/**
 * Calls `visit` with every legal move of the seat to act, once each: while a give is due one give per
 * distinct card of the giver's hand; otherwise every distinct run (forEachRun's order), then the pass
 * when it is allowed. A run's array is reused: copy it to keep it. `visit` returns true to stop early.
 */
export function forEachMove(r: ElevatorRound, visit: (move: ElevatorMove) => boolean | void): boolean {
  const seat = actor(r);
  const hand = r.hands[seat];
  if (r.givesDue.length > 0) {
    for (let i = 0; i < hand.length; i++) if (hand.indexOf(hand[i]) === i && visit({ give: hand[i] })) return true;
    return false;
  }
  if (forEachRun(hand, topCard(r), r.lift, (run) => visit({ play: run as CardCode[] }))) return true;
  return mayPass(r, seat) ? visit({ pass: true }) === true : false;
}

/** Plays a legal move of the seat to act (a give is the first giver's; a play or a pass the turn's). */
export function playMove(r: ElevatorRound, move: ElevatorMove): void {
  if ('give' in move) giveCard(r, r.givesDue[0], move.give);
  else if ('play' in move) playRun(r, r.turn, move.play);
  else passTurn(r, r.turn);
}

function removeCard(hand: CardCode[], card: CardCode): void {
  hand.splice(hand.indexOf(card), 1);
}

/** Lays a judged run on the pile; the game ends when the hand is empty, otherwise the turn moves on. */
export function playRun(r: ElevatorRound, seat: Seat, run: readonly CardCode[]): void {
  const hand = r.hands[seat];
  for (let i = 0; i < run.length; i++) {
    removeCard(hand, run[i]);
    r.pile.push(run[i]);
  }
  r.lift = liftAfter(run, r.lift);
  r.topBy = seat;
  r.lastTurnWasPlay = true;
  if (r.drawn[seat].length) r.drawn[seat] = [];
  r.history.push({ type: 'play', seat, cards: run.slice(), lift: r.lift, free: isJokerCard(run[run.length - 1]) });
  if (hand.length === 0) endGame(r, seat);
  else advanceTurn(r);
}

/** A pass draws the stock's top card while there is one; the drawn card waits for the seat's next turn. */
export function passTurn(r: ElevatorRound, seat: Seat): void {
  const card = r.stock.shift();
  if (card !== undefined) {
    r.hands[seat].push(card);
    r.drawn[seat] = [card];
  } else if (r.drawn[seat].length) {
    r.drawn[seat] = [];
  }
  r.lastTurnWasPlay = false;
  r.history.push({ type: 'pass', seat, drew: card !== undefined });
  advanceTurn(r);
}

/** Hands one card from the first giver due to the Kopile seat; giving the last card wins the game. */
export function giveCard(r: ElevatorRound, giver: Seat, card: CardCode): void {
  const receiver = r.turn;
  removeCard(r.hands[giver], card);
  // The giver may give the card it just drew; its private note must not name a card it no longer holds.
  const k = r.drawn[giver].indexOf(card);
  if (k >= 0) r.drawn[giver] = r.drawn[giver].slice(0, k).concat(r.drawn[giver].slice(k + 1));
  r.hands[receiver].push(card);
  r.drawn[receiver].push(card);
  r.givesDue.shift();
  r.history.push({ type: 'give', seat: giver, to: receiver });
  if (r.hands[giver].length === 0) endGame(r, giver);
}

/**
 * Moves the turn to the next seat. Arriving back at the Kopile seat ends its obligation; arriving at the
 * seat whose play is still on top (everybody else passed since) is a Kopile — again each time it recurs.
 */
function advanceTurn(r: ElevatorRound): void {
  const next = (r.turn + 1) % r.hands.length;
  r.turn = next;
  if (r.kopileBound === next) r.kopileBound = null;
  if (r.topBy === next) kopile(r, next);
}

/**
 * Kopile: the seat draws one card per opponent; when the stock runs short it takes what there is and
 * is owed the rest, one card each from the next seats in turn order.
 */
function kopile(r: ElevatorRound, seat: Seat): void {
  const want = r.hands.length - 1;
  const drawn: CardCode[] = [];
  while (drawn.length < want && r.stock.length > 0) drawn.push(r.stock.shift()!);
  for (let i = 0; i < drawn.length; i++) r.hands[seat].push(drawn[i]);
  r.drawn[seat] = drawn;
  const owed = want - drawn.length;
  r.givesDue = [];
  for (let i = 1; i <= owed; i++) r.givesDue.push((seat + i) % r.hands.length);
  r.kopileBound = seat;
  r.history.push({ type: 'kopile', seat, drawn: drawn.length, owed });
}

/** The game is over the moment a seat holds no card: no give is due any more. */
function endGame(r: ElevatorRound, winner: Seat): void {
  r.winner = winner;
  r.givesDue = [];
  r.kopileBound = null;
  const cardsLeft = r.hands.map((h) => h.length);
  r.history.push({ type: 'gameOver', winner, cardsLeft, placements: gamePlacements(cardsLeft) });
}
