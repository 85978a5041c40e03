/**
 * Engine throughput for Lusti-Kartl'n: complete hands (deal, 8 tricks or a brand, hand scoring) played
 * by 4 seats choosing uniformly random legal moves, on one core.
 *
 * The hands are played on the game's one model (model.ts), the same that `applyMove` and the bots'
 * search play on: one implementation of the rules. In Lusti-Kartl'n every card in hand is legal (rule
 * 3.1), so a random legal move is a random set bit of the seat's mask.
 */
import { DealStream, matchKey } from '../../core/deal-generator.ts';
import { seedRng, nextInt, type RngState } from '../../core/rng.ts';
import { popCount } from '../../core/bits.ts';
import { LustiModel } from './model.ts';
import { CARDS_IN_PACK, CARDS_PER_HAND, SEATS } from './pack.ts';

/** Reusable buffers of one playout loop. */
interface Playout {
  /** The random moves (sfc32: fast, and they decide nothing secret). */
  rng: RngState;
  /** The deals: the engine's generator, `deal` counting them. */
  deals: DealStream;
  deal: number;
  deck: number[];
  model: LustiModel;
}

function newPlayout(seed: number | string): Playout {
  return {
    rng: seedRng(seed),
    deals: new DealStream(matchKey(seed, 'lusti')),
    deal: 0,
    deck: Array.from({ length: CARDS_IN_PACK }, (_, i) => i),
    model: new LustiModel(),
  };
}

/**
 * Deals and plays one hand with random legal moves; returns the signed game points of team 0 (negative
 * when team 1 scored), which the benchmark folds into a checksum.
 */
export function playRandomHand(p: Playout, dealer: number): number {
  const { rng, deck, model } = p;
  p.deals.shuffle(++p.deal, deck);
  const hands = model.hands;
  for (let s = 0; s < SEATS; s++) {
    let mask = 0;
    for (let k = 0; k < CARDS_PER_HAND; k++) mask |= 1 << deck[s * CARDS_PER_HAND + k];
    hands[(dealer + 1 + s) & 3] = mask;
  }
  model.startHand(dealer, CARDS_PER_HAND);
  while (!model.over) {
    let mask = hands[model.turn];
    const held = popCount(mask);
    // A single card left is a forced move: no random draw needed.
    if (held > 1) for (let skip = nextInt(rng, held); skip > 0; skip--) mask &= mask - 1;
    model.play(31 - Math.clz32(mask & -mask));
  }
  return model.gamePointsFor(0);
}

/** Plays random hands for about `budgetMs` milliseconds and reports complete hands per second. */
export function runBenchmark(budgetMs: number): { roundsPerSecond: number } {
  const p = newPlayout('lusti-benchmark');
  // Warm-up, so that the measured loop runs optimised code.
  let checksum = 0;
  for (let i = 0; i < 20_000; i++) checksum += playRandomHand(p, i & 3);
  let rounds = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < 4096; i++) checksum += playRandomHand(p, (rounds + i) & 3);
    rounds += 4096;
    elapsed = performance.now() - start;
  } while (elapsed < budgetMs);
  if (checksum === Number.MIN_SAFE_INTEGER) throw new Error('unreachable: keeps the checksum alive');
  return { roundsPerSecond: (rounds * 1000) / elapsed };
}

export { newPlayout };
