/**
 * Engine throughput for Elevator: complete games (deals) of 4 seats with one pack, every move chosen
 * uniformly at random among the legal ones, through the same rule functions `applyMove` uses (runs.ts,
 * turns.ts) on a working copy of the round — without the immutable copying the public interface does.
 */
import type { CardCode } from '../../core/cards.ts';
import * as rng_ from '../../core/rng.ts';
import type { RngState } from '../../core/rng.ts';
import * as runs from './runs.ts';
import * as rounds from './state.ts';
import type { ElevatorRound } from './state.ts';
import * as turns from './turns.ts';

// Local bindings (see runs.ts: loaders turn imported names into getter calls on every use).
const { nextInt, seedRng } = rng_;
const { forEachRun } = runs;
const { dealRound, topCard } = rounds;
const { giveCard, mayPass, passTurn, playRun } = turns;

const SEATS = 4;

// The visitors below are allocated once; a closure per call would be garbage on every move.
let counted = 0;
let wanted = 0;
let picked: CardCode[] = [];
const countVisitor = (): boolean => {
  counted++;
  return false;
};
const pickVisitor = (run: readonly CardCode[]): boolean => {
  if (counted++ !== wanted) return false;
  picked = run.slice();
  return true;
};

/** Counts the legal runs of the seat to play. */
function countRuns(r: ElevatorRound, hand: readonly CardCode[]): number {
  counted = 0;
  forEachRun(hand, topCard(r), r.lift, countVisitor);
  return counted;
}

/** The k-th legal run (0-based), copied. */
function nthRun(r: ElevatorRound, hand: readonly CardCode[], k: number): CardCode[] {
  counted = 0;
  wanted = k;
  forEachRun(hand, topCard(r), r.lift, pickVisitor);
  return picked;
}

/** Plays one random game to its end; returns the number of moves. */
export function playRandomGame(rng: RngState, dealer: number): number {
  const r = dealRound(rng, SEATS, 1, dealer, (dealer + 1) % SEATS);
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
    const runs = countRuns(r, hand);
    const passing = mayPass(r, seat) ? 1 : 0;
    const k = nextInt(rng, runs + passing);
    if (k === runs) passTurn(r, seat);
    else playRun(r, seat, nthRun(r, hand, k));
  }
  return moves;
}

export function runElevatorBenchmark(budgetMs: number): { roundsPerSecond: number } {
  const rng = seedRng('elevator-bench');
  // Warm up the JIT so that the measured figure is the steady state.
  for (let i = 0; i < 200; i++) playRandomGame(rng, i % SEATS);
  const start = performance.now();
  let rounds = 0;
  let elapsed = 0;
  do {
    for (let i = 0; i < 50; i++) playRandomGame(rng, rounds++ % SEATS);
    elapsed = performance.now() - start;
  } while (elapsed < budgetMs);
  return { roundsPerSecond: (rounds * 1000) / elapsed };
}
