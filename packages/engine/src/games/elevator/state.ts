/**
 * Elevator's state: plain JSON, never mutated by the public interface. A match holds the running game
 * (`round`) plus the totals of the games before it; when a game ends, the next one is dealt inside the
 * same `applyMove` call.
 */
import type { CardCode } from '../../core/cards.ts';
import type { DealStartEvent, Seat } from '../../core/game.ts';
import type { ElevatorEvent } from './schemas.ts';
import { dealGenerator, shuffleForDeal, type DealGeneratorVersion, type DealRng } from '../../core/deal-generator.ts';
import { ACE_STRENGTH, buildDeck, isJokerCard, strengthOf } from './cards.ts';

export type Lift = 'up' | 'down';

/** A move: `{ play: ["8S", "8H"] }` (a run, in order), `{ pass: true }`, `{ give: "5C" }`. */
export type ElevatorMove = { play: CardCode[] } | { pass: true } | { give: CardCode };

/** Cards dealt to each seat. */
export const HAND_SIZE = 7;
export { MIN_SEATS, MAX_SEATS } from './options.ts';

/** One game (deal) of Elevator, from the deal to its last card. */
export interface ElevatorRound {
  dealer: Seat;
  /** The seat that opened this game. */
  opener: Seat;
  hands: CardCode[][];
  /** The face-down stock, top card first. */
  stock: CardCode[];
  /** The face-up pile, bottom first: the last card is the top card (the starter at the start). */
  pile: CardCode[];
  lift: Lift;
  /** The seat whose play is on top of the pile; null while the starter is on top (nobody played it). */
  topBy: Seat | null;
  /** Whose turn it is (the Kopile seat while its gives are being made: gives are not turns). */
  turn: Seat;
  /** Was the previous turn a play? The starter counts as one for the first turn of a game. */
  lastTurnWasPlay: boolean;
  /** After a Kopile: the Kopile seat; until the turn next comes back to it nobody may pass while able to play. */
  kopileBound: Seat | null;
  /** Seats that still owe the Kopile seat a card, in the order they give. */
  givesDue: Seat[];
  /** Per seat, private: the cards it took since its last turn (a pass draw; a Kopile's draws and gifts). */
  drawn: CardCode[][];
  /** The public history of this game: dealStart, play, pass, kopile, give, gameOver. */
  history: ElevatorEvent[];
  /** The seat that emptied its hand; null while the game runs. */
  winner: Seat | null;
}

/** A finished game, as the match remembers it. */
export interface GameRecord {
  winner: Seat;
  cardsLeft: number[];
  /** Match points this game gave each seat (the winner: the cards left in the other hands). */
  points: number[];
}

export interface ElevatorState {
  game: 'elevator';
  seats: number;
  packs: 1 | 2;
  /** Games in the match (1 in a referee scenario). */
  games: number;
  /** The deal generator (secret: it deals every game of the match). */
  rng: DealRng;
  /** 1-based number of the running (or last) game. */
  dealNo: number;
  totals: number[];
  results: GameRecord[];
  /** The host asked to end the match when the running game ends. */
  finishAfterDeal: boolean;
  matchOver: boolean;
  round: ElevatorRound;
  /** Explicit deals by game index (the referee's match scenarios); a game without one is shuffled. */
  givenDeals?: GivenDeal[];
}

/** An explicit deal: the hands, the starter and the stock (top card first). */
export interface GivenDeal {
  hands: CardCode[][];
  starter: CardCode;
  stock: CardCode[];
}

export function topCard(r: ElevatorRound): CardCode {
  return r.pile[r.pile.length - 1];
}

/** A joker on top frees the pile: any card may be played on it. */
export function isFree(r: ElevatorRound): boolean {
  return isJokerCard(topCard(r));
}

/**
 * A game from explicit cards (the referee's deal, or a shuffled deck). The lift starts up; a starter
 * ace sets it down. The starter counts as a play, so the opener may pass even if it could play.
 */
export function roundFromDeal(
  hands: CardCode[][],
  starter: CardCode,
  stock: CardCode[],
  dealer: Seat,
  opener: Seat,
  deal = 1,
): ElevatorRound {
  const seats = hands.length;
  const lift: Lift = !isJokerCard(starter) && strengthOf(starter) === ACE_STRENGTH ? 'down' : 'up';
  return {
    dealer,
    opener,
    hands,
    stock,
    pile: [starter],
    lift,
    topBy: null,
    turn: opener,
    lastTurnWasPlay: true,
    kopileBound: null,
    givesDue: [],
    drawn: Array.from({ length: seats }, () => []),
    // The common dealStart (core/game.ts) with Elevator's fields, as a literal: core/match.ts's dealStart
    // helper spreads its detail, which cost the engine benchmark several per cent (one event per game).
    history: [
      { type: 'dealStart', deal, dealer, opener, starter, lift, free: isJokerCard(starter), stock: stock.length } satisfies DealStartEvent,
    ],
    winner: null,
  };
}

/**
 * Shuffles `packs` packs for game `deal` and deals 7 cards to each seat, one at a time from the opener;
 * the next card is the starter, the rest the stock. Returns the generator to keep for the next game.
 */
export function dealRound(rng: DealRng, seats: number, packs: number, dealer: Seat, opener: Seat, deal = 1): { round: ElevatorRound; rng: DealRng } {
  const deck = buildDeck(packs);
  const next = shuffleForDeal(rng, deal, deck);
  return { round: roundFromDeck(deck, seats, dealer, opener, deal), rng: next };
}

/** Game `deal` from a shuffled deck: 7 to each seat one at a time from the opener, the starter, the stock. */
export function roundFromDeck(deck: CardCode[], seats: number, dealer: Seat, opener: Seat, deal: number): ElevatorRound {
  const hands: CardCode[][] = Array.from({ length: seats }, () => []);
  for (let i = 0; i < HAND_SIZE * seats; i++) hands[(opener + i) % seats].push(deck[i]);
  const starter = deck[HAND_SIZE * seats];
  const stock = deck.slice(HAND_SIZE * seats + 1);
  return roundFromDeal(hands, starter, stock, dealer, opener, deal);
}

/**
 * Deals game `deal` of the match: the match's given deal for it when it has one (the referee's match
 * scenarios), otherwise shuffled from the generator (advanced in place).
 */
export function dealGame(match: Pick<ElevatorState, 'rng' | 'seats' | 'packs' | 'givenDeals'>, dealer: Seat, opener: Seat, deal: number): { round: ElevatorRound; rng: DealRng } {
  const given = match.givenDeals?.[deal - 1];
  if (given) return { round: roundFromDeal(given.hands.map((h) => h.slice()), given.starter, given.stock.slice(), dealer, opener, deal), rng: match.rng };
  return dealRound(match.rng, match.seats, match.packs, dealer, opener, deal);
}

/** A new match: game 1 is dealt by seat 0 and opened by the seat after the dealer. */
export function newMatch(seats: number, packs: 1 | 2, games: number, seed: number | string, generator?: DealGeneratorVersion): ElevatorState {
  const dealer = 0;
  const { round, rng } = dealRound(dealGenerator(seed, 'elevator', generator), seats, packs, dealer, (dealer + 1) % seats);
  return {
    game: 'elevator',
    seats,
    packs,
    games,
    rng,
    dealNo: 1,
    totals: new Array(seats).fill(0),
    results: [],
    finishAfterDeal: false,
    matchOver: false,
    round,
  };
}

/** A deep copy of a round, so that the rule core may change it in place. */
export function cloneRound(r: ElevatorRound): ElevatorRound {
  return {
    ...r,
    hands: r.hands.map((h) => h.slice()),
    stock: r.stock.slice(),
    pile: r.pile.slice(),
    givesDue: r.givesDue.slice(),
    drawn: r.drawn.map((d) => d.slice()),
    history: r.history.slice(),
  };
}

/**
 * A deep copy of events (the history in a view, a move's events). Elevator's events hold only primitives
 * and arrays of primitives (cards, cardsLeft, placements), so copying each event and its arrays is a full
 * copy — at a fraction of structuredClone's cost, which was the largest single item of the views' time
 * (the history grows all game long), and with nothing a browser must polyfill (structuredClone came
 * with Chromium 98; the old-browser build carried core-js's for it, issue 27).
 */
export function copyEvents<E extends ElevatorEvent>(history: readonly E[]): E[] {
  const copy = new Array<E>(history.length);
  for (let i = 0; i < history.length; i++) {
    const fields: Record<string, unknown> = { ...history[i] };
    for (const key in fields) {
      const value = fields[key];
      if (Array.isArray(value)) fields[key] = value.slice();
    }
    // The same keys with the same values (each array a copy of the original): still the event it was.
    copy[i] = fields as E;
  }
  return copy;
}
