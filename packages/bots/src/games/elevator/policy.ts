/**
 * Elevator's heuristic (the `normal` level and the playout policy). It reads the acting seat's hand and
 * the public round only (top card, lift, whether passing is allowed).
 *
 * - Going out wins: a run that empties the hand is played at once.
 * - Otherwise shed the longest run, leaving a top card that is hard to follow (lift up: a high card;
 *   lift down: a low one). A run of aces turns the lift down under an ace, a run of 2s up over a 2: easy
 *   for the next seat, so they score low.
 * - Keep a joker: it goes on any card of the other colour, whatever the lift, so it is the best way out of
 *   a hand later — and laid now it frees the pile for the next seat. With a joker as the only play and
 *   more than two cards in hand, pass voluntarily when the rules allow it.
 * - A Kopile give: hand over the card the receiver can use least (lift up: the lowest; down: the highest),
 *   never a joker.
 */
import type { CardCode } from '@kitchen-table/engine';
import {
  countRuns,
  forEachRun,
  isJokerCard,
  liftAfter,
  mayPass,
  nthRun,
  strengthOf,
  topCard,
  type ElevatorMove,
  type ElevatorRound,
} from '@kitchen-table/engine/elevator';
import type { Rng } from '../../util/rng.ts';

const PASS: ElevatorMove = { pass: true };

export function chooseGive(r: ElevatorRound): CardCode {
  const hand = r.hands[r.givesDue[0]];
  let best: CardCode | null = null;
  let bestScore = Infinity;
  for (const c of hand) {
    if (isJokerCard(c)) continue;
    const s = strengthOf(c);
    const usefulness = r.lift === 'up' ? s : 12 - s;
    if (usefulness < bestScore) {
      bestScore = usefulness;
      best = c;
    }
  }
  return best ?? hand[0];
}

function runScore(run: readonly CardCode[], handSize: number, lift: ElevatorRound['lift']): number {
  if (run.length === handSize) return 1000;
  const last = run[run.length - 1];
  if (isJokerCard(last)) return handSize > 2 ? -20 : 5;
  const s = strengthOf(last);
  const after = liftAfter(run, lift);
  return run.length * 10 + (after === 'up' ? s : 12 - s) * 0.8;
}

let bestRun: CardCode[] | null = null;
let bestRunScore = -Infinity;
let scoringHand = 0;
let scoringLift: ElevatorRound['lift'] = 'up';
const scoreVisitor = (run: readonly CardCode[]): boolean => {
  const score = runScore(run, scoringHand, scoringLift);
  if (score > bestRunScore) {
    bestRunScore = score;
    bestRun = run.slice();
  }
  return false;
};

export function elevatorHeuristic(r: ElevatorRound): ElevatorMove {
  if (r.givesDue.length > 0) return { give: chooseGive(r) };
  const seat = r.turn;
  const hand = r.hands[seat];
  bestRun = null;
  bestRunScore = -Infinity;
  scoringHand = hand.length;
  scoringLift = r.lift;
  forEachRun(hand, topCard(r), r.lift, scoreVisitor);
  if (bestRun === null) return PASS;
  // Keep the joker: pass instead when that is allowed and the joker is the only play worth making.
  if (bestRunScore < 0 && mayPass(r, seat)) return PASS;
  return { play: bestRun };
}

/** A uniformly random legal move. */
export function randomElevatorMove(r: ElevatorRound, rng: Rng): ElevatorMove {
  if (r.givesDue.length > 0) {
    const hand = r.hands[r.givesDue[0]];
    return { give: hand[rng.int(hand.length)] };
  }
  const hand = r.hands[r.turn];
  const top = topCard(r);
  const runs = countRuns(hand, top, r.lift);
  const passing = mayPass(r, r.turn) ? 1 : 0;
  const k = rng.int(runs + passing);
  if (k === runs) return PASS;
  return { play: nthRun(hand, top, r.lift, k) };
}

export function elevatorPlayout(r: ElevatorRound, rng: Rng, epsilon: number): ElevatorMove {
  if (epsilon > 0 && rng.float() < epsilon) return randomElevatorMove(r, rng);
  return elevatorHeuristic(r);
}
