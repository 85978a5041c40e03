/**
 * What a seat and the table see. Tricks taken lie face down, as at a real table: during a hand the views
 * show the trick being played, the last trick taken (the old courtesy of a look at the last trick) and how
 * many tricks each seat has — not which cards lie in whose pile, so nobody's card points can be read off
 * the screen. The beginners' aid turns the piles face up: running card points and the hand's whole
 * history. When the hand ends its points are revealed (`lastHand`, and the `handScored` event).
 * No view ever holds another seat's cards; the table view holds no hand at all.
 */
import type { CardCode, FrenchSuit } from '../../core/cards.ts';
import type { Seat, SeatViewBase, ViewHeader } from '../../core/game.ts';
import { legalMoves } from './moves.ts';
import { hardScore, isLastHand, cardPointsOf, type HardScore } from './scoring.ts';
import type { CompletedTrick, CurrentTrick, FuenfzehnernMove, FuenfzehnernState, HandSummary } from './state.ts';

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

function header(state: FuenfzehnernState): ViewHeader {
  return {
    game: state.game,
    seats: state.seats,
    dealer: state.dealer,
    toAct: state.matchOver || state.turn === null ? [] : [state.turn],
    handSizes: state.hands.map((h) => h.length),
    deal: state.hand,
    deals: state.handsInMatch,
    totals: state.totals.slice(),
    matchOver: state.matchOver,
  };
}

const copyTrick = <T extends CurrentTrick>(t: T): T => ({ ...t, plays: t.plays.map((p) => ({ ...p })) });

function publicPart(state: FuenfzehnernState): FuenfzehnernPublic {
  const faceUp = state.options.beginnersAid || state.matchOver;
  const tricksTaken = new Array<number>(state.seats).fill(0);
  const taken: CardCode[][] = Array.from({ length: state.seats }, () => []);
  for (const t of state.tricks) {
    tricksTaken[t.winner]++;
    for (const p of t.plays) taken[t.winner].push(p.card);
  }
  const last = state.tricks.length > 0 ? state.tricks[state.tricks.length - 1] : null;
  const lead = state.current.plays[0];
  return {
    trick: copyTrick(state.current),
    zwang: state.current.zwang && lead ? { seat: lead.seat, suit: lead.card.slice(-1) as FrenchSuit } : null,
    lastTrick: last ? copyTrick(last) : null,
    bound: state.bound.slice(),
    tricksTaken,
    cardPoints: faceUp ? taken.map(cardPointsOf) : null,
    history: faceUp ? state.tricks.map(copyTrick) : null,
    lastHand: state.lastHand ? copySummary(state.lastHand) : null,
    hardScore: hardScore(state),
    beginnersAid: state.options.beginnersAid,
    minutes: state.options.minutes,
    lastHandOfMatch: isLastHand(state),
  };
}

function copySummary(h: HandSummary): HandSummary {
  return { ...h, tricksTaken: h.tricksTaken.slice(), cardPoints: h.cardPoints.slice(), score: h.score.slice() };
}

export function tableView(state: FuenfzehnernState): FuenfzehnernTableView {
  return { ...header(state), ...publicPart(state) };
}

export function seatView(state: FuenfzehnernState, seat: Seat): FuenfzehnernSeatView {
  return {
    ...header(state),
    ...publicPart(state),
    seat,
    hand: state.hands[seat] ? state.hands[seat].slice() : [],
    legal: legalMoves(state, seat),
  };
}
