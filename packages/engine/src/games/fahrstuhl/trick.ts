/**
 * Rule "Who takes the trick", on kinds and bitmasks over play positions (0 = the leader's card), so the
 * interface and the allocation-free fast path call the very same functions.
 */
import { cardStrength } from './cards.ts';

/**
 * Bitmask of the play positions holding the strongest card of the trick (several bits when equally
 * strong cards are on top). `cards[start … start+count−1]` are kinds in play order.
 */
export function trickTopMask(cards: ArrayLike<number>, start: number, count: number, trumpSuit: number): number {
  let best = -1;
  let mask = 0;
  for (let p = 0; p < count; p++) {
    const s = cardStrength(cards[start + p], trumpSuit);
    if (s > best) {
      best = s;
      mask = 1 << p;
    } else if (s === best) {
      mask |= 1 << p;
    }
  }
  return mask;
}

/**
 * Positions credited with the trick: in a shared round every top card's seat gets one whole trick;
 * otherwise only the first top card played takes it.
 */
export function creditedMask(topMask: number, shared: boolean): number {
  return shared ? topMask : topMask & -topMask;
}

/**
 * Whether a card of strength `s`, played to a trick whose top card so far has strength `top`, would be
 * credited with the trick as it lies: a stronger card takes it; an equally strong one only in a shared
 * round, where every top card gets a trick (`creditedMask` on a finished trick says the same).
 */
export function creditedOver(s: number, top: number, shared: boolean): boolean {
  return shared ? s >= top : s > top;
}

/** Position of the first top card played: its seat leads the next trick (shared or not). */
export function firstTopPosition(topMask: number): number {
  return 31 - Math.clz32(topMask & -topMask);
}

/** Positions set in a mask, ascending (= play order). For the interface; the fast path walks bits itself. */
export function positionsOf(mask: number): number[] {
  const out: number[] = [];
  for (let p = 0; mask !== 0; p++, mask >>>= 1) if (mask & 1) out.push(p);
  return out;
}

/** Seats credited with a finished trick, in the order they played. */
export function trickWinners(cards: readonly number[], leader: number, seats: number, trumpSuit: number, shared: boolean): number[] {
  const credited = creditedMask(trickTopMask(cards, 0, cards.length, trumpSuit), shared);
  return positionsOf(credited).map((p) => (leader + p) % seats);
}
