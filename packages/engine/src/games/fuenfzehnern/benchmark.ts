/**
 * Engine throughput for Fünfzehnern: one round = one 4-seat hand (deal, 8 tricks, scoring) played with
 * uniformly random legal moves — zwang leads included — on the model (model.ts), the same transitions
 * applyMove plays.
 */
import { DealStream, matchKey } from '../../core/deal-generator.ts';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import { FuenfzehnernModel } from './model.ts';
import { handScore } from './scoring.ts';

const SEATS = 4;

/**
 * Plays one random hand on `m`; returns the sum of scores (0 for a full deal) so the work cannot be
 * optimised away. The hand is deal `deal` of the match whose deals come from `deals` (the engine's
 * generator); the moves come from `rng` (sfc32: fast, and they decide nothing secret).
 */
export function playRandomHand(
  deals: DealStream,
  deal: number,
  rng: RngState,
  dealer: number,
  deck: number[],
  m: FuenfzehnernModel,
  moves: Int32Array,
): number {
  deals.shuffle(deal, deck);
  m.deal(SEATS, dealer, deck);
  while (!m.over) m.play(moves[nextInt(rng, m.legalMoves(moves))]);
  let sum = 0;
  for (let s = 0; s < SEATS; s++) sum += handScore(m.points[s]);
  return sum;
}

export function runBenchmark(budgetMs: number): { roundsPerSecond: number } {
  const rng = seedRng('fuenfzehnern-bench');
  const deals = new DealStream(matchKey('fuenfzehnern-bench', 'fuenfzehnern'));
  const deck: number[] = [];
  for (let i = 0; i < 32; i++) deck.push(i);
  const m = new FuenfzehnernModel();
  const moves = new Int32Array(64);
  let rounds = 0;
  let check = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < 1000; i++, rounds++) check += playRandomHand(deals, rounds + 1, rng, rounds % SEATS, deck, m, moves);
    elapsed = performance.now() - start;
  } while (elapsed < budgetMs);
  if (check !== 0) throw new Error('Fünfzehnern benchmark: a hand was not zero-sum');
  return { roundsPerSecond: (rounds * 1000) / elapsed };
}
