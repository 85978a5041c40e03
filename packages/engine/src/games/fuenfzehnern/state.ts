/**
 * The state of a Fünfzehnern match and how hands are dealt. A match runs hand after hand inside one
 * state: the dealer moves one seat each hand and the seat after the dealer leads the first trick.
 * Plain JSON throughout; hands are kept sorted in display order.
 */
import type { CardCode, FrenchSuit } from '../../core/cards.ts';
import type { Seat } from '../../core/game.ts';
import { dealGenerator, shuffleForDeal, type DealGeneratorVersion, type DealRng } from '../../core/deal-generator.ts';
import { seedRng } from '../../core/rng.ts';
import type { FuenfzehnernOptions } from './options.ts';
import { cardCode, packIndices, sortCodes } from './pack.ts';

export type FuenfzehnernMove = { play: CardCode; zwang?: true };

export interface TrickPlay {
  seat: Seat;
  card: CardCode;
}

/** The trick being played; `plays` is empty while the leader has not led yet. */
export interface CurrentTrick {
  leader: Seat;
  plays: TrickPlay[];
  /** The leader announced zwang with its queen. */
  zwang: boolean;
}

export interface CompletedTrick extends CurrentTrick {
  winner: Seat;
}

/** The revealed end of a hand: what the face-down trick piles held. */
export interface HandSummary {
  hand: number;
  dealer: Seat;
  tricksTaken: number[];
  cardPoints: number[];
  score: number[];
}

export interface FuenfzehnernState {
  game: 'fuenfzehnern';
  seats: number;
  options: FuenfzehnernOptions;
  /** Hands in the match, or null when the match runs against the clock. */
  handsInMatch: number | null;
  /** The deal generator (secret: it deals every hand of the match). */
  rng: DealRng;
  /** 1-based number of the hand being played (the last hand once the match is over). */
  hand: number;
  dealer: Seat;
  hands: CardCode[][];
  /** This hand's completed tricks (kept after the last hand so the end stays inspectable). */
  tricks: CompletedTrick[];
  current: CurrentTrick;
  /** Seat whose card is due, null once the match is over. */
  turn: Seat | null;
  /** Each seat's bound suit; only the seat holding the lead can be bound (a binding lapses with the lead). */
  bound: (FrenchSuit | null)[];
  /** Running totals: the sum of hand scores (card points − 15 per hand). */
  totals: number[];
  lastHand: HandSummary | null;
  finishAfterDeal: boolean;
  matchOver: boolean;
  /** Explicit deals by hand index (the referee's match scenarios): each seat's cards; a hand without one is shuffled. */
  givenDeals?: CardCode[][][];
}

/** The first hand's fields for a given deal: nobody bound, the seat after the dealer leads. */
export function freshHand(seats: number, dealer: Seat, hands: CardCode[][]) {
  const leader = (dealer + 1) % seats;
  return {
    dealer,
    hands: hands.map(sortCodes),
    tricks: [] as CompletedTrick[],
    current: { leader, plays: [], zwang: false } as CurrentTrick,
    turn: leader as Seat | null,
    bound: new Array<FrenchSuit | null>(seats).fill(null),
  };
}

/** Shuffles the pack for the seat count for hand `deal` and deals every card, 8 to each seat. */
export function dealHands(rng: DealRng, deal: number, seats: number): { hands: CardCode[][]; rng: DealRng } {
  const items = packIndices(seats).slice();
  const next = shuffleForDeal(rng, deal, items);
  const hands: CardCode[][] = [];
  for (let s = 0; s < seats; s++) hands.push(items.slice(s * 8, s * 8 + 8).map(cardCode));
  return { hands, rng: next };
}

/** The cards of hand `hand` (1-based): the match's given deal for it when it has one, otherwise shuffled. */
export function dealHand(match: Pick<FuenfzehnernState, 'rng' | 'seats' | 'givenDeals'>, hand: number): { hands: CardCode[][]; rng: DealRng } {
  const given = match.givenDeals?.[hand - 1];
  if (given) return { hands: given.map((h) => h.slice()), rng: match.rng };
  return dealHands(match.rng, hand, match.seats);
}

export function handsInMatchFor(options: FuenfzehnernOptions): number | null {
  return options.minutes > 0 ? null : options.hands;
}

/** A new match: seat 0 deals the first hand. */
export function newMatch(options: FuenfzehnernOptions, seats: number, seed: number | string, generator?: DealGeneratorVersion): FuenfzehnernState {
  const { hands, rng } = dealHands(dealGenerator(seed, 'fuenfzehnern', generator), 1, seats);
  return {
    game: 'fuenfzehnern',
    seats,
    options,
    handsInMatch: handsInMatchFor(options),
    rng,
    hand: 1,
    ...freshHand(seats, 0, hands),
    totals: new Array<number>(seats).fill(0),
    lastHand: null,
    finishAfterDeal: false,
    matchOver: false,
  };
}

/** A one-hand match from an explicit deal (the referee's scenarios). */
export function matchFromDeal(options: FuenfzehnernOptions, dealer: Seat, hands: CardCode[][]): FuenfzehnernState {
  const seats = hands.length;
  return {
    game: 'fuenfzehnern',
    seats,
    options,
    handsInMatch: 1,
    rng: seedRng(0),
    hand: 1,
    ...freshHand(seats, dealer, hands),
    totals: new Array<number>(seats).fill(0),
    lastHand: null,
    finishAfterDeal: false,
    matchOver: false,
  };
}
