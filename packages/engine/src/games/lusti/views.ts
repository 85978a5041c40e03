/**
 * What a seat and the table may see. A seat sees its own hand and its legal moves; everything else is
 * public: the trick on the table, the hand's finished tricks (taken face up, so each team's card points
 * and tricks are public too — our rule), the game points (Striche) to the target and the score sheet.
 * No view ever holds another seat's hand; the table view holds no hand at all.
 */
import type { CardCode } from '../../core/cards.ts';
import type { Seat, SeatViewBase, ViewHeader } from '../../core/game.ts';
import { sortHand } from './pack.ts';
import { seatTotals, teamOf, TEAMS, type Team } from './scoring.ts';
import { legalMoves, toAct } from './moves.ts';
import type { LustiHandRecord, LustiMove, LustiOpenTrick, LustiState, LustiTrick } from './state.ts';

export interface LustiPublicView {
  /** Partners by team: [[0, 2], [1, 3]]. */
  teams: Seat[][];
  /** Game points that win the match. */
  target: number;
  /** Match game points (Striche) per team. */
  gamePoints: [number, number];
  /** This hand's card points and tricks taken per team. */
  cardPoints: [number, number];
  tricksTaken: [number, number];
  /** 1-based number of the trick being played, and the number of tricks in the hand (the last one counts 10). */
  trickNumber: number;
  tricksInHand: number;
  /** The trick on the table: its leader and the cards so far. */
  trick: LustiOpenTrick;
  /** The hand's public history: every finished trick of this hand. */
  tricks: LustiTrick[];
  /**
   * The hand's most recently finished trick, null at the start of a hand. The previous hand's last
   * trick is not kept: its cards are in the new hands (the `trick` event carries it for animations).
   */
  lastTrick: LustiTrick | null;
  /** The match's score sheet, one record per scored hand; the last one is the hand just finished. */
  scoredHands: LustiHandRecord[];
}

export interface LustiTableView extends ViewHeader, LustiPublicView {}

export interface LustiSeatView extends SeatViewBase, LustiPublicView {
  hand: CardCode[];
  legal: LustiMove[];
  team: Team;
  partner: Seat;
}

/**
 * The table view, built as one object in its final key order: header, then the public part. (Spreading
 * a header object and a public object into a third one cost more than the facts themselves.)
 */
export function tableView(state: LustiState): LustiTableView {
  return {
    game: 'lusti',
    seats: 4,
    dealer: state.dealer,
    toAct: toAct(state),
    handSizes: state.hands.map((h) => h.length),
    deal: state.deal,
    deals: state.finishAfterDeal || state.matchOver ? state.deal : null,
    totals: seatTotals(state.gamePoints),
    matchOver: state.matchOver,
    teams: [TEAMS[0].slice(), TEAMS[1].slice()],
    target: state.target,
    gamePoints: [state.gamePoints[0], state.gamePoints[1]],
    cardPoints: [state.cardPoints[0], state.cardPoints[1]],
    tricksTaken: [state.tricksTaken[0], state.tricksTaken[1]],
    trickNumber: Math.min(state.tricks.length + 1, state.cardsPerHand),
    tricksInHand: state.cardsPerHand,
    trick: { leader: state.trick.leader, plays: state.trick.plays.slice() },
    tricks: state.tricks.slice(),
    lastTrick: state.tricks.length > 0 ? state.tricks[state.tricks.length - 1] : null,
    scoredHands: state.scoredHands.slice(),
  };
}

/** The table view plus the seat's own facts, appended in the view's key order. */
export function seatView(state: LustiState, seat: Seat): LustiSeatView {
  const view = tableView(state) as LustiSeatView;
  view.seat = seat;
  // Rule 8 (11): cards left after a Brand are shown to nobody, and after the match not even to the seat
  // (whoever holds it then may not be who played it).
  view.hand = state.matchOver ? [] : sortHand(state.hands[seat] ?? []);
  view.legal = legalMoves(state, seat);
  view.team = teamOf(seat);
  view.partner = (seat + 2) % 4;
  return view;
}
