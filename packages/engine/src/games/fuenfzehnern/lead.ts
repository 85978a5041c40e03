/**
 * The lead obligation. A seat that wins a trick led by another seat becomes bound to that trick's suit;
 * while it keeps the lead it must lead its bound suit when it holds a card of it — except that it may
 * lead an unbeatable card of another suit: an ace, or a card all of whose higher cards of its suit have
 * been played in earlier tricks (holding them oneself does not count). A seat without a card of its
 * bound suit, and an unbound seat (the first leader of a hand), lead freely.
 */
import { suitMask } from './pack.ts';

/** No binding. */
export const UNBOUND = -1;

/**
 * The cards in `hand` that nobody can beat in their suit: every higher card of the suit lies in
 * `played` (the cards of earlier tricks). Cards held in `hand` itself are deliberately not counted as
 * "out": the rule speaks of played cards only. An ace has no higher card, so it is always unbeatable.
 */
export function unbeatableMask(hand: number, played: number): number {
  let out = 0;
  for (let shift = 0; shift < 32; shift += 8) {
    const playedByte = (played >>> shift) & 0xff;
    // The lowest unplayed rank of the suit (A, K, … in a row already played): that card is unbeatable,
    // and so would be every higher one (they are gone anyway). ~b & (b + 1) isolates that rank's bit.
    const firstOut = ~playedByte & (playedByte + 1);
    out |= (((firstOut << 1) - 1) & 0xff) << shift;
  }
  return out & hand;
}

/** True when the card (index) is unbeatable given the cards of earlier tricks. */
export function isUnbeatable(card: number, played: number): boolean {
  return unbeatableMask(1 << card, played) !== 0;
}

/** Whether the lead obligation restricts this seat now: it is bound and holds a card of its suit. */
export function isLeadRestricted(hand: number, bound: number): boolean {
  return bound !== UNBOUND && (hand & suitMask(bound)) !== 0;
}

/** The cards the leader may lead under the lead obligation (zwang aside). */
export function legalLeadMask(hand: number, bound: number, played: number): number {
  if (!isLeadRestricted(hand, bound)) return hand;
  return (hand & suitMask(bound)) | unbeatableMask(hand, played);
}

/**
 * The binding after a trick: the winner of a trick led by another seat is bound to the suit led; a
 * seat that wins its own lead keeps the binding it had.
 */
export function bindingAfterTrick(currentBinding: number, leader: number, winner: number, ledSuit: number): number {
  return winner === leader ? currentBinding : ledSuit;
}
