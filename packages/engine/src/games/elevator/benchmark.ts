/**
 * Engine throughput for Elevator: complete games (deals) of 4 seats with one pack, every move chosen
 * uniformly at random among the legal ones, through the same rule functions `applyMove` uses (runs.ts,
 * model.ts) on a working copy of the round — without the immutable copying the public interface does.
 */
import * as deals_ from '../../core/deal-generator.ts';
import type { DealStream } from '../../core/deal-generator.ts';
import * as cards_ from './cards.ts';
import * as rng_ from '../../core/rng.ts';
import type { RngState } from '../../core/rng.ts';
import * as runIndex from './run-index.ts';
import * as rounds from './state.ts';
import * as model from './model.ts';

// Local bindings (see runs.ts: loaders turn imported names into getter calls on every use).
const { nextInt, seedRng } = rng_;
const { DealStream: Deals, matchKey } = deals_;
const { buildDeck } = cards_;
const { countRuns, nthRun } = runIndex;
const { roundFromDeck, topCard } = rounds;
const { giveCard, mayPass, passTurn, playRun } = model;

const SEATS = 4;

/**
 * Plays one random game to its end; returns the number of moves. The game is game `deal` of the match
 * whose deals come from `deals` (the engine's generator); the moves are drawn from `rng` (sfc32).
 */
export function playRandomGame(rng: RngState, dealer: number, deals: DealStream, deal: number): number {
  const deck = buildDeck(1);
  deals.shuffle(deal, deck);
  const r = roundFromDeck(deck, SEATS, dealer, (dealer + 1) % SEATS, deal);
  let moves = 0;
  while (r.winner === null) {
    moves++;
    if (r.givesDue.length > 0) {
      const giver = r.givesDue[0];
      const hand = r.hands[giver];
      giveCard(r, giver, hand[nextInt(rng, hand.length)]);
      continue;
    }
    const seat = r.turn;
    const hand = r.hands[seat];
    const top = topCard(r);
    const runs = countRuns(hand, top, r.lift);
    const passing = mayPass(r, seat) ? 1 : 0;
    const k = nextInt(rng, runs + passing);
    if (k === runs) passTurn(r, seat);
    else playRun(r, seat, nthRun(hand, top, r.lift, k));
  }
  return moves;
}

export function runBenchmark(budgetMs: number): { roundsPerSecond: number } {
  const rng = seedRng('elevator-bench');
  const deals = new Deals(matchKey('elevator-bench', 'elevator'));
  // Warm up the JIT so that the measured figure is the steady state.
  for (let i = 0; i < 200; i++) playRandomGame(rng, i % SEATS, deals, i + 1);
  const start = performance.now();
  let rounds = 0;
  let elapsed = 0;
  do {
    for (let i = 0; i < 50; i++) {
      rounds++;
      playRandomGame(rng, rounds % SEATS, deals, rounds);
    }
    elapsed = performance.now() - start;
  } while (elapsed < budgetMs);
  return { roundsPerSecond: (rounds * 1000) / elapsed };
}
