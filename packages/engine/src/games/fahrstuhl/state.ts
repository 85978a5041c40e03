/**
 * The state of a Fahrstuhl match: plain JSON, never mutated. Cards are kinds (0…31, see cards.ts); the
 * views and the referee turn them into text codes.
 */
import type { DealRng } from '../../core/deal-generator.ts';
import type { Mode } from './rounds.ts';
import type { Trip } from './scoring.ts';
import type { CardCode } from '../../core/cards.ts';

export type Phase = 'calling' | 'playing' | 'over';

/** Moves: `{ call: n }` while calling, `{ play: "AH" }` while playing. */
export type CallMove = { call: number };
export type PlayMove = { play: CardCode };
export type FahrstuhlMove = CallMove | PlayMove;

export interface TrickRecord {
  leader: number;
  /** Kinds in play order, the leader's first. */
  cards: number[];
  /** Credited seats in play order (several only in a shared round). */
  winners: number[];
}

export interface DealSummary {
  /** 1-based deal number. */
  deal: number;
  cards: number;
  trip: Trip;
  calls: number[];
  taken: number[];
  shared: boolean;
  score: number[];
}

export interface FahrstuhlState {
  game: 'fahrstuhl';
  seats: number;
  /** `scenario` for a referee's one-deal match. */
  mode: Mode | 'scenario';
  bonus: number;
  /** Cards per seat in each round (the floors) and each round's trip. */
  floors: number[];
  trips: Trip[];
  /** k: the match deck is the top k strength classes; class k−1 is the lowest in play. */
  classes: number;
  /** 0-based index of the running deal in `floors`. */
  round: number;
  dealer: number;
  phase: Phase;
  hands: number[][];
  /** The turned-up card (its suit is trump). */
  trump: number;
  calls: (number | null)[];
  /** Null until every seat has called. */
  shared: boolean | null;
  taken: number[];
  /** Leader of the current trick and the seat whose move is due (meaningless once over). */
  leader: number;
  turn: number;
  /** Kinds played to the current trick, the leader's first. */
  trick: number[];
  /** The running deal's finished tricks. */
  tricks: TrickRecord[];
  /** The most recently finished trick, kept across the deal boundary. */
  lastTrick: TrickRecord | null;
  lastDeal: DealSummary | null;
  totals: number[];
  finishAfterDeal: boolean;
  /** The deal generator (secret: it deals every deal of the match). */
  rng: DealRng;
  /** Explicit deals by round index (the referee's match scenarios); a round without one is shuffled. */
  givenDeals?: GivenDeal[];
}

/** An explicit deal: each seat's hand and the turned-up card, as kinds. */
export interface GivenDeal {
  hands: number[][];
  trump: number;
}

export const dealCards = (state: FahrstuhlState): number => state.floors[state.round];
export const dealTrip = (state: FahrstuhlState): Trip => state.trips[state.round];
export const trumpSuitOf = (state: FahrstuhlState): number => state.trump & 3;
export const nextSeat = (seat: number, seats: number): number => (seat + 1) % seats;
