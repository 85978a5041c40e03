/**
 * Engine throughput of Fahrstuhl on one core: random legal play through the fast path (which calls the
 * rule functions the interface uses). The CLI's `bench engine` prints these figures.
 */
import { classesInPlay } from './deck.ts';
import { simPlayRandomMatch, simPlayRandomRound, createSim, type FahrstuhlSim } from './fast.ts';
import { largestHand, roundSchedule } from './rounds.ts';
import { DEFAULT_BONUS, perTrickValue } from './scoring.ts';

const SEATS = 4;
const ROUND_CARDS = 10;
const MATCH_START = 7;
const BATCH = 256;

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

export function runFahrstuhlBenchmark(budgetMs: number): { roundsPerSecond: number; matchesPerSecond: number } {
  const sim: FahrstuhlSim = createSim(SEATS, 'bench-deals', 'bench-choices');
  const roundClasses = classesInPlay(SEATS, ROUND_CARDS);
  const perTrick = perTrickValue('outbound');
  let dealer = 0;
  const round = (): void => {
    simPlayRandomRound(sim, roundClasses, ROUND_CARDS, dealer, perTrick, DEFAULT_BONUS);
    dealer = dealer + 1 === SEATS ? 0 : dealer + 1;
  };
  const schedule = roundSchedule('hourglass', MATCH_START, MATCH_START);
  const matchClasses = classesInPlay(SEATS, largestHand(schedule));
  const match = (): void => simPlayRandomMatch(sim, matchClasses, schedule.cards, schedule.trips, DEFAULT_BONUS);

  // A tenth of the budget warms the JIT up; the rest is split between the two figures.
  const warm = budgetMs / 10;
  measure(warm / 2, BATCH, round);
  measure(warm / 2, BATCH / 16, match);
  const share = (budgetMs - warm) / 2;
  const roundsPerSecond = measure(share, BATCH, round);
  const matchesPerSecond = measure(share, BATCH / 16, match);
  return { roundsPerSecond, matchesPerSecond };
}
