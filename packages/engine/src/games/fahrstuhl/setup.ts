/** Rule "A round": a new match and the dealing of each deal from the seeded generator in the state. */
import type { OptionValue } from '../../core/game.ts';
import { dealGenerator, type DealGeneratorVersion } from '../../core/deal-generator.ts';
import { classesInPlay, deckSize, kindOfPhysical, resetDeck, shuffleForRound } from './deck.ts';
import { readOptions } from './options.ts';
import { largestHand, roundSchedule } from './rounds.ts';
import { nextSeat, type FahrstuhlState } from './state.ts';

/**
 * Deals round `round` with `dealer`: takes the state's given deal for the round when it has one (the
 * referee's match scenarios), otherwise shuffles the match deck, gives each seat its cards, turns up the
 * next card for trump; the seat after the dealer calls first and will lead the first trick.
 */
export function startDeal(base: FahrstuhlState, round: number, dealer: number): FahrstuhlState {
  const given = base.givenDeals?.[round];
  if (given) return freshDeal(base, round, dealer, given.hands.map((h) => h.slice()), given.trump);
  const cards = base.floors[round];
  const size = deckSize(base.classes);
  const deck: number[] = new Array(size);
  resetDeck(deck, size);
  const rng = shuffleForRound(base.rng, round + 1, deck, size, base.seats * cards + 1);
  const hands: number[][] = [];
  for (let s = 0; s < base.seats; s++) {
    hands.push(deck.slice(s * cards, s * cards + cards).map(kindOfPhysical).sort((a, b) => a - b));
  }
  return { ...freshDeal(base, round, dealer, hands, kindOfPhysical(deck[base.seats * cards])), rng };
}

/** Round `round` dealt with these cards: nobody has called; the seat after the dealer calls first and leads. */
function freshDeal(base: FahrstuhlState, round: number, dealer: number, hands: number[][], trump: number): FahrstuhlState {
  const first = nextSeat(dealer, base.seats);
  return {
    ...base,
    round,
    dealer,
    phase: 'calling',
    hands,
    trump,
    calls: new Array(base.seats).fill(null),
    shared: null,
    taken: new Array(base.seats).fill(0),
    leader: first,
    turn: first,
    trick: [],
    tricks: [],
  };
}

export function setup(options: Record<string, OptionValue>, seats: number, seed: number | string, generator?: DealGeneratorVersion): FahrstuhlState {
  const o = readOptions(options);
  const schedule = roundSchedule(o.mode, o.startCards, o.cards);
  const base: FahrstuhlState = {
    game: 'fahrstuhl',
    seats,
    mode: o.mode,
    bonus: o.bonus,
    floors: schedule.cards,
    trips: schedule.trips,
    classes: classesInPlay(seats, largestHand(schedule)),
    round: 0,
    dealer: 0,
    phase: 'calling',
    hands: [],
    trump: 0,
    calls: [],
    shared: null,
    taken: [],
    leader: 0,
    turn: 0,
    trick: [],
    tricks: [],
    lastTrick: null,
    lastDeal: null,
    totals: new Array(seats).fill(0),
    finishAfterDeal: false,
    rng: dealGenerator(seed, 'fahrstuhl', generator),
  };
  return startDeal(base, 0, 0);
}
