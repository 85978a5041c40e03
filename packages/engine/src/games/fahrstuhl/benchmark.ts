/**
 * Engine throughput of Fahrstuhl on one core: random legal play on the model (model.ts, the transitions
 * `applyMove` makes too), deals from the match's deal generator. The CLI's `bench engine` prints these
 * figures.
 */
import { DealStream, matchKey } from '../../core/deal-generator.ts';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import { classesInPlay, deckSize, PACK_CARDS, resetDeck } from './deck.ts';
import { FahrstuhlModel } from './model.ts';
import { largestHand, roundSchedule } from './rounds.ts';
import { DEFAULT_BONUS, perTrickValue, type Trip } from './scoring.ts';

const SEATS = 4;
const ROUND_CARDS = 10;
const MATCH_START = 7;
const BATCH = 256;

/**
 * Deals deal after deal of one match onto a model, exactly as `setup`/`startDeal` deal from the state's
 * generator (same seed → same deals; deal n is the match's n-th), fetching the cipher's blocks in batches.
 */
export class ModelDealer {
  private readonly stream: DealStream;
  private readonly deck = new Uint8Array(PACK_CARDS);
  /** Deals dealt so far. */
  dealt = 0;

  constructor(seed: number | string) {
    this.stream = new DealStream(matchKey(seed, 'fahrstuhl'));
  }

  deal(m: FahrstuhlModel, classes: number, cards: number, perTrick: number, dealer: number): void {
    const size = deckSize(classes);
    resetDeck(this.deck, size);
    this.stream.shuffle(++this.dealt, this.deck, size);
    m.deal(this.deck, cards, perTrick, dealer);
  }
}

/** Plays the dealt deal out at random: calls uniform 0 … cards, then a uniform random legal card each. */
export function playRandomDeal(m: FahrstuhlModel, rng: RngState): void {
  const cards = m.cards;
  const seats = m.seats;
  for (let i = 0; i < seats; i++) m.call(nextInt(rng, cards + 1));
  // Every seat plays every card: the deal is over after cards × seats plays.
  for (let k = cards * seats; k > 0; k--) {
    const legal = m.playable(m.turn);
    m.playSlot(legal === 1 ? 0 : nextInt(rng, legal));
  }
}

/** A whole match of random play over the given floors and trips (dealer seat 0 first, then moving on). */
export function playRandomMatch(m: FahrstuhlModel, dealer: ModelDealer, rng: RngState, classes: number, floors: readonly number[], trips: readonly Trip[]): void {
  m.totals.fill(0);
  let seat = 0;
  for (let r = 0; r < floors.length; r++) {
    dealer.deal(m, classes, floors[r], perTrickValue(trips[r]), seat);
    playRandomDeal(m, rng);
    seat = seat + 1 === m.seats ? 0 : seat + 1;
  }
}

/** Runs `batch` units repeatedly for about `ms` milliseconds; returns units per second. */
function measure(ms: number, batch: number, unit: () => void): number {
  let done = 0;
  const t0 = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < batch; i++) unit();
    done += batch;
    elapsed = performance.now() - t0;
  } while (elapsed < ms);
  return (done * 1000) / elapsed;
}

export function runBenchmark(budgetMs: number): { roundsPerSecond: number; matchesPerSecond: number } {
  const m = new FahrstuhlModel();
  const dealer = new ModelDealer('bench-deals');
  // The random choices come from sfc32 on a typed array: fast, and it decides nothing secret.
  const rng = Int32Array.from(seedRng('bench-choices')) as unknown as RngState;
  const roundClasses = classesInPlay(SEATS, ROUND_CARDS);
  const perTrick = perTrickValue('outbound');
  let seat = 0;
  const round = (): void => {
    dealer.deal(m, roundClasses, ROUND_CARDS, perTrick, seat);
    playRandomDeal(m, rng);
    seat = seat + 1 === SEATS ? 0 : seat + 1;
  };
  const schedule = roundSchedule('hourglass', MATCH_START, MATCH_START);
  const matchClasses = classesInPlay(SEATS, largestHand(schedule));
  const match = (): void => playRandomMatch(m, dealer, rng, matchClasses, schedule.cards, schedule.trips);

  // A tenth of the budget warms the JIT up; the rest is split between the two figures.
  const warm = budgetMs / 10;
  m.configure(SEATS, DEFAULT_BONUS);
  measure(warm / 2, BATCH, round);
  measure(warm / 2, BATCH / 16, match);
  const share = (budgetMs - warm) / 2;
  const roundsPerSecond = measure(share, BATCH, round);
  const matchesPerSecond = measure(share, BATCH / 16, match);
  return { roundsPerSecond, matchesPerSecond };
}
