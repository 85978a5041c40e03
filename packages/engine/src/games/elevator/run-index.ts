/**
 * Legal runs by number, without building the list: how many there are, and the k-th one. Random play
 * (the engine benchmark, the bots' random moves and playouts) picks a run uniformly this way.
 */
import type { CardCode } from '../../core/cards.ts';
import * as runs from './runs.ts';
import type { Lift } from './state.ts';

// Local binding (see runs.ts: loaders turn imported names into getter calls on every use).
const { forEachRun } = runs;

// The visitors are allocated once; a closure per call would be garbage on every move.
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

/** How many legal runs `hand` has on `top` with the lift going `lift`. */
export function countRuns(hand: readonly CardCode[], top: CardCode, lift: Lift): number {
  counted = 0;
  forEachRun(hand, top, lift, countVisitor);
  return counted;
}

/** The k-th legal run (0-based, in forEachRun's order), copied. */
export function nthRun(hand: readonly CardCode[], top: CardCode, lift: Lift, k: number): CardCode[] {
  counted = 0;
  wanted = k;
  forEachRun(hand, top, lift, pickVisitor);
  return picked;
}
