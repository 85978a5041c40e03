/**
 * The match state and the deal. A match runs hand after hand inside one state: when a hand ends,
 * `applyMove` scores it and deals the next one (moves.ts). The state is plain JSON and never mutated; the moves are played on the model (model.ts).
 */
import type { CardCode } from '../../core/cards.ts';
import type { Seat } from '../../core/game.ts';
import { dealGenerator, shuffleForDeal, type DealGeneratorVersion, type DealRng } from '../../core/deal-generator.ts';
import { CARDS_PER_HAND, LUSTI_PACK, SEATS, sortHand } from './pack.ts';
import type { HandOutcome, Team } from './scoring.ts';

/** The only move: play a card, `{ play: "OE" }`. */
export type LustiMove = { play: CardCode };

export interface LustiPlay {
  seat: Seat;
  card: CardCode;
}

/** A trick being played: its leader and the cards so far, in play order. */
export interface LustiOpenTrick {
  leader: Seat;
  plays: LustiPlay[];
}

/** A finished trick, as everybody saw it taken. */
export interface LustiTrick extends LustiOpenTrick {
  winner: Seat;
  /** Card points it carried, the last-trick 10 included. */
  points: number;
}

/** A scored hand, team-indexed (the match's public score sheet). */
export interface LustiHandRecord {
  deal: number;
  dealer: Seat;
  cardPoints: [number, number];
  tricksTaken: [number, number];
  winner: Team | null;
  gamePoints: number;
  brand: boolean;
  outcome: HandOutcome;
  /** Game points of both teams after this hand. */
  totals: [number, number];
}

export interface LustiState {
  game: 'lusti';
  /** Game points that win the match. */
  target: number;
  /** The deal generator (secret: it deals every hand of the match). */
  rng: DealRng;
  /** 1-based number of the hand being played. */
  deal: number;
  dealer: Seat;
  /** Cards each seat was dealt this hand: 8, or fewer in a referee deal; trick number `cardsPerHand` is the last trick. */
  cardsPerHand: number;
  hands: CardCode[][];
  /** Finished tricks of this hand, in order. */
  tricks: LustiTrick[];
  trick: LustiOpenTrick;
  /** The seat to play, null once the match is over. */
  turn: Seat | null;
  /** This hand's card points and tricks per team (public: tricks are taken face up). */
  cardPoints: [number, number];
  tricksTaken: [number, number];
  /** Match game points (Striche) per team. */
  gamePoints: [number, number];
  scoredHands: LustiHandRecord[];
  finishAfterDeal: boolean;
  matchOver: boolean;
  /** Explicit deals by hand index (the referee's match scenarios): each seat's cards; a hand without one is shuffled. */
  givenDeals?: CardCode[][][];
}

/** The seat after `seat`, clockwise. */
export function nextSeat(seat: Seat): Seat {
  return (seat + 1) % SEATS;
}

/**
 * Shuffles the pack for hand `deal` and deals 8 to each seat, packet by packet from the seat after the
 * dealer (`startHand` sorts them).
 */
export function dealHands(rng: DealRng, deal: number, dealer: Seat): { hands: CardCode[][]; rng: DealRng } {
  const items = LUSTI_PACK.slice();
  const next = shuffleForDeal(rng, deal, items);
  const hands: CardCode[][] = [[], [], [], []];
  for (let k = 0; k < SEATS; k++) {
    hands[(dealer + 1 + k) % SEATS] = items.slice(k * CARDS_PER_HAND, (k + 1) * CARDS_PER_HAND);
  }
  return { hands, rng: next };
}

/** The cards of hand `deal` (1-based): the match's given deal for it when it has one, otherwise shuffled. */
export function dealHand(match: Pick<LustiState, 'rng' | 'givenDeals'>, deal: number, dealer: Seat): { hands: CardCode[][]; rng: DealRng } {
  const given = match.givenDeals?.[deal - 1];
  if (given) return { hands: given.map((h) => h.slice()), rng: match.rng };
  return dealHands(match.rng, deal, dealer);
}

/**
 * A state at the start of a hand with the given hands, kept sorted (suit, then rank: the display order,
 * and the model's card order, model.ts); the seat after the dealer leads. Match fields
 * (target, generator, game points, score sheet, the end flag, given deals) come from `match`.
 */
export function startHand(
  match: Pick<LustiState, 'target' | 'rng' | 'gamePoints' | 'scoredHands' | 'finishAfterDeal' | 'givenDeals'>,
  deal: number,
  dealer: Seat,
  hands: CardCode[][],
): LustiState {
  const leader = nextSeat(dealer);
  return {
    game: 'lusti',
    target: match.target,
    rng: match.rng,
    deal,
    dealer,
    cardsPerHand: hands[0].length,
    hands: hands.map(sortHand),
    tricks: [],
    trick: { leader, plays: [] },
    turn: leader,
    cardPoints: [0, 0],
    tricksTaken: [0, 0],
    gamePoints: match.gamePoints,
    scoredHands: match.scoredHands,
    finishAfterDeal: match.finishAfterDeal,
    matchOver: false,
    ...(match.givenDeals ? { givenDeals: match.givenDeals } : {}),
  };
}

/** A new match: seat 0 deals the first hand, from the seeded generator. */
export function newMatch(target: number, seed: number | string, generator?: DealGeneratorVersion): LustiState {
  const dealer = 0;
  const { hands, rng } = dealHands(dealGenerator(seed, 'lusti', generator), 1, dealer);
  return startHand(
    { target, rng, gamePoints: [0, 0], scoredHands: [], finishAfterDeal: false },
    1,
    dealer,
    hands,
  );
}
