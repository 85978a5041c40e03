/**
 * Run validation: what may be laid on the pile. A play is a run: the first card of the opposite colour
 * to the top card and strictly higher (lift up) or lower (lift down); each further card of the same rank
 * and of the opposite colour to the card before it. A joker goes on any card of the opposite colour in
 * either direction and is always a run of its own; on a joker (a free pile) any card may be played.
 *
 * These functions take the pile's facts as arguments and allocate nothing on the checking path: the
 * benchmark and the bots call them for every card of every hand.
 */
import type { CardCode } from '../../core/cards.ts';
import * as cards from './cards.ts';
import type { RunRuleCode } from './refusals.ts';
import type { Lift } from './state.ts';

// Local bindings of the card facts: loaders such as tsx and vitest compile every use of an imported
// name into a property getter call, which costs a quarter of the benchmark's time on this hot path.
const isJokerCard = cards.isJokerCard;
const oppositeColours = cards.oppositeColours;
const strengthOf = cards.strengthOf;
const isRed = cards.isRed;
const ACE_STRENGTH = cards.ACE_STRENGTH;
const TWO_STRENGTH = cards.TWO_STRENGTH;

/** The code of the rule `card` breaks as the first card of a run on `top`, or null when it may open one. */
export function firstCardError(top: CardCode, lift: Lift, card: CardCode): RunRuleCode | null {
  if (isJokerCard(top)) return null;
  if (!oppositeColours(top, card)) return 'WRONG_COLOUR';
  if (isJokerCard(card)) return null;
  if (lift === 'up') return strengthOf(card) > strengthOf(top) ? null : 'NOT_HIGHER';
  return strengthOf(card) < strengthOf(top) ? null : 'NOT_LOWER';
}

/*
 * The same judgement as firstCardError with the top card's facts worked out once, for the loops that
 * try every card of a hand (forEachRun, canPlay). The properties test checks that legal moves and
 * applyMove agree, so the two cannot drift apart unnoticed.
 */
function opensOn(topFree: boolean, topRed: boolean, topStrength: number, up: boolean, card: CardCode): boolean {
  if (topFree) return true;
  if (isRed(card) === topRed) return false;
  if (isJokerCard(card)) return true;
  return up ? strengthOf(card) > topStrength : strengthOf(card) < topStrength;
}

/** The code of the rule `card` breaks as a further card of a run opened by `first`, after `previous`. */
export function furtherCardError(first: CardCode, previous: CardCode, card: CardCode): RunRuleCode | null {
  if (isJokerCard(first) || isJokerCard(card) || strengthOf(first) !== strengthOf(card)) return 'NOT_SAME_RANK';
  if (!oppositeColours(previous, card)) return 'WRONG_COLOUR';
  return null;
}

/** Does the hand hold every card of the run (as a multiset: two equal codes need two copies)? */
export function holdsAll(hand: readonly CardCode[], run: readonly CardCode[]): boolean {
  for (let i = 0; i < run.length; i++) {
    const card = run[i];
    let wanted = 0;
    for (let j = 0; j < run.length; j++) if (run[j] === card) wanted++;
    let held = 0;
    for (let j = 0; j < hand.length; j++) if (hand[j] === card) held++;
    if (held < wanted) return false;
  }
  return true;
}

export interface RunFault {
  code: RunRuleCode;
  message: string;
}

/**
 * Judges a run against the hand and the pile in the order: NOT_IN_HAND for the whole run, then
 * card by card (first card: WRONG_COLOUR, NOT_HIGHER / NOT_LOWER; further cards: NOT_SAME_RANK,
 * WRONG_COLOUR). Null when the run may be played.
 */
export function runFault(hand: readonly CardCode[], top: CardCode, lift: Lift, run: readonly CardCode[]): RunFault | null {
  if (!holdsAll(hand, run)) return { code: 'NOT_IN_HAND', message: `the hand does not hold ${run.join(' ')}` };
  const first = run[0];
  const code = firstCardError(top, lift, first);
  if (code) return { code, message: firstCardMessage(code, top, lift, first) };
  for (let i = 1; i < run.length; i++) {
    const further = furtherCardError(first, run[i - 1], run[i]);
    if (further) {
      const message =
        further === 'NOT_SAME_RANK'
          ? `${run[i]} is not of the rank of ${first} (a joker is always a run of its own)`
          : `${run[i]} is not of the opposite colour to ${run[i - 1]}`;
      return { code: further, message };
    }
  }
  return null;
}

function firstCardMessage(code: RunRuleCode, top: CardCode, lift: Lift, card: CardCode): string {
  if (code === 'WRONG_COLOUR') return `${card} is not of the opposite colour to ${top}`;
  return `${card} is not ${lift === 'up' ? 'higher' : 'lower'} than ${top} (the lift goes ${lift})`;
}

/** Can any card of the hand open a run on the pile? (A single card is a run, so this is "can play".) */
export function canPlay(hand: readonly CardCode[], top: CardCode, lift: Lift): boolean {
  const topFree = isJokerCard(top);
  const topRed = isRed(top);
  const topStrength = strengthOf(top);
  const up = lift === 'up';
  for (let i = 0; i < hand.length; i++) if (opensOn(topFree, topRed, topStrength, up, hand[i])) return true;
  return false;
}

/** The lift after a run: aces set it down, 2s set it up (set, not toggled); anything else leaves it. */
export function liftAfter(run: readonly CardCode[], lift: Lift): Lift {
  const first = run[0];
  if (isJokerCard(first)) return lift;
  const s = strengthOf(first);
  if (s === ACE_STRENGTH) return 'down';
  if (s === TWO_STRENGTH) return 'up';
  return lift;
}

/**
 * Calls `visit` with every distinct legal run from the hand, once each (equal copies of a card give one
 * run, not two). The array passed to `visit` is reused: copy it to keep it. `visit` returns true to
 * stop early; forEachRun then returns true.
 */
export function forEachRun(
  hand: readonly CardCode[],
  top: CardCode,
  lift: Lift,
  visit: (run: readonly CardCode[]) => boolean | void,
): boolean {
  const run: CardCode[] = [];
  const topFree = isJokerCard(top);
  const topRed = isRed(top);
  const topStrength = strengthOf(top);
  const up = lift === 'up';
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    if (!opensOn(topFree, topRed, topStrength, up, card) || hasEarlierCopy(hand, i)) continue;
    run.push(card);
    if (visit(run)) return true;
    if (!isJokerCard(card)) {
      // Only the other cards of the same rank can extend the run; usually there are none. (A joker is
      // always a run of its own.)
      const strength = strengthOf(card);
      let group: CardCode[] | null = null;
      for (let j = 0; j < hand.length; j++) {
        if (j !== i && strengthOf(hand[j]) === strength && !isJokerCard(hand[j])) (group ??= []).push(hand[j]);
      }
      if (group !== null && extend(group, 0, run, visit)) return true;
    }
    run.pop();
  }
  return false;
}

/** Is there a copy of hand[i] before position i? Then hand[i] would only repeat that copy's runs. */
function hasEarlierCopy(hand: readonly CardCode[], i: number): boolean {
  for (let k = 0; k < i; k++) if (hand[k] === hand[i]) return true;
  return false;
}

/**
 * Depth-first extension of `run` by cards of `group` (the same rank) in alternating colours. `used` is a
 * bit mask over `group` (at most 7 cards: two packs hold 8 cards of a rank).
 */
function extend(group: readonly CardCode[], used: number, run: CardCode[], visit: (run: readonly CardCode[]) => boolean | void): boolean {
  const previous = run[run.length - 1];
  for (let j = 0; j < group.length; j++) {
    if (used & (1 << j)) continue;
    const card = group[j];
    if (!oppositeColours(previous, card) || hasEarlierUnusedCopy(group, used, j)) continue;
    run.push(card);
    if (visit(run) || extend(group, used | (1 << j), run, visit)) return true;
    run.pop();
  }
  return false;
}

function hasEarlierUnusedCopy(group: readonly CardCode[], used: number, j: number): boolean {
  for (let k = 0; k < j; k++) if (!(used & (1 << k)) && group[k] === group[j]) return true;
  return false;
}

/** Every distinct legal run, each a fresh array. */
export function allRuns(hand: readonly CardCode[], top: CardCode, lift: Lift): CardCode[][] {
  const out: CardCode[][] = [];
  forEachRun(hand, top, lift, (run) => {
    out.push(run.slice());
  });
  return out;
}
