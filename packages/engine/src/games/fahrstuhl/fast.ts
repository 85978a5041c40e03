/**
 * The allocation-free hot path for playouts (benchmark, bots): whole deals and matches of random legal
 * play on typed arrays, calling the same rule functions as applyMove (deck.ts, legality.ts, trick.ts,
 * scoring.ts) — there is one implementation of the rules, this file only keeps the bookkeeping compact.
 *
 * Hands keep their trumps in front (`hands[base … base+trumpLen)`), so the legal cards of a seat are a
 * prefix of its hand and a random legal card is one random index.
 */
import { DealStream, matchKey } from '../../core/deal-generator.ts';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import { suitOfKind } from './cards.ts';
import { deckSize, kindOfPhysical, PACK_CARDS, resetDeck } from './deck.ts';
import { isShared, mustPlayTrump } from './legality.ts';
import { MAX_CARDS, MAX_SEATS } from './options.ts';
import { perTrickValue, roundPoints, type Trip } from './scoring.ts';
import { creditedMask, firstTopPosition, trickTopMask } from './trick.ts';

export interface FahrstuhlSim {
  seats: number;
  deck: Uint8Array;
  /** Kinds, MAX_CARDS slots per seat, trumps first. */
  hands: Uint8Array;
  handLen: Uint8Array;
  trumpLen: Uint8Array;
  calls: Uint8Array;
  taken: Uint8Array;
  /** Points of the last deal and running totals. */
  score: Int32Array;
  totals: Int32Array;
  trick: Uint8Array;
  /** The last deal's plays in order (kinds), for replays that check the fast path against applyMove. */
  plays: Uint8Array;
  /** Kind of the last deal's turned-up card. */
  trump: number;
  /**
   * Deals come from `deals`, exactly as `setup`/`startDeal` deal from the state's generator (same seed →
   * same deals; `deal` counts them, 1 for the first). The random choices of the playout come from a
   * separate `choiceRng`: sfc32, which is fast and decides nothing secret.
   */
  deals: DealStream;
  deal: number;
  choiceRng: Int32Array;
}

export function createSim(seats: number, dealSeed: number | string, choiceSeed: number | string): FahrstuhlSim {
  return {
    seats,
    deck: new Uint8Array(PACK_CARDS),
    hands: new Uint8Array(MAX_SEATS * MAX_CARDS),
    handLen: new Uint8Array(MAX_SEATS),
    trumpLen: new Uint8Array(MAX_SEATS),
    calls: new Uint8Array(MAX_SEATS),
    taken: new Uint8Array(MAX_SEATS),
    score: new Int32Array(MAX_SEATS),
    totals: new Int32Array(MAX_SEATS),
    trick: new Uint8Array(MAX_SEATS),
    plays: new Uint8Array(MAX_SEATS * MAX_CARDS),
    trump: 0,
    deals: new DealStream(matchKey(dealSeed, 'fahrstuhl')),
    deal: 0,
    choiceRng: Int32Array.from(seedRng(choiceSeed)),
  };
}

/** Deals the next deal from `deals` (the layout of deck.ts's shuffleForRound), trumps to the front of each hand. */
export function simDeal(sim: FahrstuhlSim, classes: number, cards: number): void {
  const seats = sim.seats;
  const deck = sim.deck;
  const hands = sim.hands;
  const size = deckSize(classes);
  resetDeck(deck, size);
  sim.deals.shuffle(++sim.deal, deck, size);
  const trump = kindOfPhysical(deck[seats * cards]);
  const trumpSuit = suitOfKind(trump);
  sim.trump = trump;
  for (let s = 0; s < seats; s++) {
    const base = s * MAX_CARDS;
    let tl = 0;
    for (let c = 0; c < cards; c++) {
      const kind = kindOfPhysical(deck[s * cards + c]);
      if (suitOfKind(kind) === trumpSuit) {
        hands[base + c] = hands[base + tl];
        hands[base + tl] = kind;
        tl++;
      } else {
        hands[base + c] = kind;
      }
    }
    sim.handLen[s] = cards;
    sim.trumpLen[s] = tl;
    sim.taken[s] = 0;
  }
}

/**
 * One complete deal of random legal play: deal, calls (uniform 0 … cards), tricks (a uniform random legal
 * card each), points. Leaves the deal's points in `score` and adds them to `totals`.
 */
export function simPlayRandomRound(sim: FahrstuhlSim, classes: number, cards: number, dealer: number, perTrick: number, bonus: number): void {
  simDeal(sim, classes, cards);
  const seats = sim.seats;
  const hands = sim.hands;
  const handLen = sim.handLen;
  const trumpLen = sim.trumpLen;
  const calls = sim.calls;
  const taken = sim.taken;
  const trick = sim.trick;
  const plays = sim.plays;
  const rng = sim.choiceRng as unknown as RngState;
  const trumpSuit = suitOfKind(sim.trump);
  const first = dealer + 1 === seats ? 0 : dealer + 1;

  let seat = first;
  let callSum = 0;
  for (let i = 0; i < seats; i++) {
    const call = nextInt(rng, cards + 1);
    calls[seat] = call;
    callSum += call;
    seat = seat + 1 === seats ? 0 : seat + 1;
  }
  const shared = isShared(callSum, cards);

  let leader = first;
  let logged = 0;
  for (let t = 0; t < cards; t++) {
    seat = leader;
    for (let p = 0; p < seats; p++) {
      const base = seat * MAX_CARDS;
      const tl = trumpLen[seat];
      const hl = handLen[seat];
      const legal = mustPlayTrump(tl) ? tl : hl;
      const idx = legal === 1 ? 0 : nextInt(rng, legal);
      const kind = hands[base + idx];
      if (idx < tl) {
        hands[base + idx] = hands[base + tl - 1];
        hands[base + tl - 1] = hands[base + hl - 1];
        trumpLen[seat] = tl - 1;
      } else {
        hands[base + idx] = hands[base + hl - 1];
      }
      handLen[seat] = hl - 1;
      trick[p] = kind;
      plays[logged++] = kind;
      seat = seat + 1 === seats ? 0 : seat + 1;
    }
    const top = trickTopMask(trick, 0, seats, trumpSuit);
    for (let m = creditedMask(top, shared); m !== 0; m &= m - 1) {
      let w = leader + firstTopPosition(m);
      if (w >= seats) w -= seats;
      taken[w]++;
    }
    leader += firstTopPosition(top);
    if (leader >= seats) leader -= seats;
  }

  for (let s = 0; s < seats; s++) {
    const points = roundPoints(calls[s], taken[s], perTrick, bonus);
    sim.score[s] = points;
    sim.totals[s] += points;
  }
}

/** A whole match of random legal play over the given floors and trips (dealer seat 0 first, then moving on). */
export function simPlayRandomMatch(sim: FahrstuhlSim, classes: number, floors: readonly number[], trips: readonly Trip[], bonus: number): void {
  sim.totals.fill(0);
  let dealer = 0;
  for (let r = 0; r < floors.length; r++) {
    simPlayRandomRound(sim, classes, floors[r], dealer, perTrickValue(trips[r]), bonus);
    dealer = dealer + 1 === sim.seats ? 0 : dealer + 1;
  }
}
