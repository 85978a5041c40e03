/**
 * The match deck and the deal. Physical cards are numbered 0…63 as `kind * 2 + copy`, so the top k
 * strength classes are exactly the physical cards 0 … 4k−1 and a deck is just its size.
 */
import { shuffleForDeal, type DealRng } from '../../core/deal-generator.ts';
import { nextInt, type RngState } from '../../core/rng.ts';
import { PACK_CARDS } from './packs.ts';

export { fitsInPacks, PACK_CARDS } from './packs.ts';

/** Cards of one strength class in the two packs (two suits × two copies). */
export const CLASS_SIZE = 4;

/**
 * Rule "Deck": the match uses the top k classes, k = ceil((seats × largest hand + 1) / 4), so the
 * biggest round deals every seat and turns up one card with at most three cards left in the box.
 */
export function classesInPlay(seats: number, largestHand: number): number {
  return Math.ceil((seats * largestHand + 1) / CLASS_SIZE);
}

export function deckSize(classes: number): number {
  return classes * CLASS_SIZE;
}

/** Puts the match deck (physical cards 0 … size−1) in its canonical order before a shuffle. */
export function resetDeck(deck: number[] | Uint8Array, size: number): void {
  for (let i = 0; i < size; i++) deck[i] = i;
}

/**
 * Shuffles the match deck (positions 0 … size−1, in canonical order) for deal `deal` and returns the
 * generator to keep. The deal's layout, shared by the interface and the fast path: seat s holds
 * positions s·cards … s·cards + cards − 1, and position seats·cards is the turned-up card. Generator
 * version 1 shuffled only the first `count` positions (legacyShuffleDeal); version 2 shuffles the whole deck.
 */
export function shuffleForRound(rng: DealRng, deal: number, deck: number[] | Uint8Array, size: number, count: number): DealRng {
  return shuffleForDeal<number>(rng, deal, deck, (s) => legacyShuffleDeal(s, deck, size, count), size);
}

/**
 * Generator version 1's deal, kept to replay matches stored before version 2: a partial Fisher–Yates
 * (positions 0 … count−1 end up a uniform random sample in random order), advancing `rng` in place.
 */
export function legacyShuffleDeal(rng: RngState | Int32Array, deck: number[] | Uint8Array, size: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const j = i + nextInt(rng as RngState, size - i);
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
}

/** Kind of the physical card at a deck position. */
export const kindOfPhysical = (physical: number): number => physical >> 1;
