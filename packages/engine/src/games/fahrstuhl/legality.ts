/** Rules "Calls" and "Play": what a seat may call and which card it may play. */
import { suitOfKind } from './cards.ts';

/** A call is an integer 0 … cards (no restriction on the sum). */
export function callAllowed(call: number, cards: number): boolean {
  return Number.isInteger(call) && call >= 0 && call <= cards;
}

/** A round is shared when the sum of calls is less than its number of tricks. */
export function isShared(callSum: number, tricks: number): boolean {
  return callSum < tricks;
}

/** A seat holding at least one trump must play a trump, leading or following; there is no duty to follow suit. */
export function mustPlayTrump(trumpsHeld: number): boolean {
  return trumpsHeld > 0;
}

export function playAllowed(kind: number, trumpSuit: number, trumpsHeld: number): boolean {
  return !mustPlayTrump(trumpsHeld) || suitOfKind(kind) === trumpSuit;
}

export function countTrumps(hand: ArrayLike<number>, trumpSuit: number): number {
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (suitOfKind(hand[i]) === trumpSuit) n++;
  return n;
}
