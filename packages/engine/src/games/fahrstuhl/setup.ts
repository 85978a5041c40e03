/** Rule "A round": a new match and the dealing of each deal from the seeded generator in the state. */
import type { OptionValue } from '../../core/game.ts';
import { dealGenerator, type DealGeneratorVersion } from '../../core/deal-generator.ts';
import { classesInPlay, deckSize, resetDeck, shuffleForRound } from './deck.ts';
import { FahrstuhlModel } from './model.ts';
import { readOptions } from './options.ts';
import { largestHand, roundSchedule } from './rounds.ts';
import { perTrickValue } from './scoring.ts';
import { loadMatch, stateOf } from './moves.ts';
import type { FahrstuhlState } from './state.ts';

// Dealing runs to completion before the next call, so one model serves every deal.
const model = new FahrstuhlModel();

/**
 * Deals round `round` with `dealer`: takes the state's given deal for the round when it has one (the
 * referee's match scenarios), otherwise shuffles the match deck, gives each seat its cards, turns up the
 * next card for trump. The model starts the deal (model.ts: who calls first and leads).
 */
export function startDeal(base: FahrstuhlState, round: number, dealer: number): FahrstuhlState {
  const m = loadMatch(base, model);
  const cards = base.floors[round];
  const perTrick = perTrickValue(base.trips[round]);
  const given = base.givenDeals?.[round];
  let rng = base.rng;
  if (given) {
    m.startDeal(cards, perTrick, dealer, given.trump);
    given.hands.forEach((hand, s) => hand.forEach((kind) => m.give(s, kind)));
  } else {
    const size = deckSize(base.classes);
    const deck: number[] = new Array(size);
    resetDeck(deck, size);
    rng = shuffleForRound(base.rng, round + 1, deck, size, base.seats * cards + 1);
    m.deal(deck, cards, perTrick, dealer);
  }
  return { ...stateOf(m, base), round, rng, tricks: [] };
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
