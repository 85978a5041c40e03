/**
 * Engine throughput for Lusti-Kartl'n: complete hands (deal, 8 tricks or a brand, hand scoring) played
 * by 4 seats choosing uniformly random legal moves, on one core.
 *
 * The playout keeps hands as 32-bit card masks and reuses its buffers, but every rule decision goes
 * through the same functions the engine's `applyMove` calls: `trickWinnerPosition`, `trickPoints`,
 * `isBrand` and `scoreHand` — one implementation of the rules. In Lusti-Kartl'n every card in hand is
 * legal (rule 3.1), so a random legal move is a random set bit of the seat's mask.
 */
import { DealStream, matchKey } from '../../core/deal-generator.ts';
import { seedRng, nextInt, type RngState } from '../../core/rng.ts';
import { isBrand } from './brand.ts';
import { CARDS_IN_PACK, CARDS_PER_HAND, SEATS } from './pack.ts';
import { scoreHand } from './scoring.ts';
import { trickPoints, trickWinnerPosition } from './trick.ts';

/** Reusable buffers of one playout loop. */
interface Playout {
  /** The random moves (sfc32: fast, and they decide nothing secret). */
  rng: RngState;
  /** The deals: the engine's generator, `deal` counting them. */
  deals: DealStream;
  deal: number;
  deck: number[];
  hands: Int32Array;
  cards: Int32Array;
  ranks: Int32Array;
  cardPoints: Int32Array;
  tricksTaken: Int32Array;
}

function newPlayout(seed: number | string): Playout {
  return {
    rng: seedRng(seed),
    deals: new DealStream(matchKey(seed, 'lusti')),
    deal: 0,
    deck: Array.from({ length: CARDS_IN_PACK }, (_, i) => i),
    hands: new Int32Array(SEATS),
    cards: new Int32Array(SEATS),
    ranks: new Int32Array(SEATS),
    cardPoints: new Int32Array(2),
    tricksTaken: new Int32Array(2),
  };
}

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/**
 * Deals and plays one hand with random legal moves; returns the signed game points of team 0 (negative
 * when team 1 scored), which the benchmark folds into a checksum.
 */
export function playRandomHand(p: Playout, dealer: number): number {
  const { rng, deck, hands, cards, ranks, cardPoints, tricksTaken } = p;
  p.deals.shuffle(++p.deal, deck);
  for (let s = 0; s < SEATS; s++) {
    let mask = 0;
    for (let k = 0; k < CARDS_PER_HAND; k++) mask |= 1 << deck[s * CARDS_PER_HAND + k];
    hands[(dealer + 1 + s) & 3] = mask;
  }
  cardPoints[0] = cardPoints[1] = 0;
  tricksTaken[0] = tricksTaken[1] = 0;
  let leader = (dealer + 1) & 3;
  let brandTeam = -1;
  for (let trick = 1; trick <= CARDS_PER_HAND; trick++) {
    for (let pos = 0; pos < SEATS; pos++) {
      const seat = (leader + pos) & 3;
      let mask = hands[seat];
      const held = popcount(mask);
      // A single card left is a forced move: no random draw needed.
      if (held > 1) for (let skip = nextInt(rng, held); skip > 0; skip--) mask &= mask - 1;
      const bit = mask & -mask;
      const card = 31 - Math.clz32(bit);
      hands[seat] &= ~bit;
      cards[pos] = card;
      ranks[pos] = card & 7;
    }
    const winner = (leader + trickWinnerPosition(ranks, SEATS)) & 3;
    const team = winner & 1;
    cardPoints[team] += trickPoints(cards, SEATS, trick === CARDS_PER_HAND);
    tricksTaken[team]++;
    if (isBrand(ranks, SEATS)) {
      brandTeam = team;
      break;
    }
    leader = winner;
  }
  const scoring = scoreHand(cardPoints, tricksTaken, brandTeam);
  return scoring.winner === 1 ? -scoring.gamePoints : scoring.gamePoints;
}

/** Plays random hands for about `budgetMs` milliseconds and reports complete hands per second. */
export function runLustiBenchmark(budgetMs: number): { roundsPerSecond: number } {
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
