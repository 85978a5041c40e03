/**
 * The Fünfzehnern pack and card points. The rule core works on card indices and 32-bit masks so that
 * random playouts (bots, the benchmark) stay allocation-free; the state and the views keep text codes.
 *
 * Index = suit × 8 + rank, suits in the order ♠ ♥ ♣ ♦ (colours alternate, and the diamonds — removed
 * with 3 seats — are the last byte, so the 3-seat pack is simply indices 0…23), ranks A K Q J 10 9 8 7
 * (rank 0 is the highest). Bit i of a mask stands for card i.
 */
import type { CardCode, FrenchSuit } from '../../core/cards.ts';

export const SUIT_ORDER: readonly FrenchSuit[] = ['S', 'H', 'C', 'D'];
export const RANK_ORDER = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;

/** Card points by rank index: A 5, K 4, Q 3, J 2, 10 1, 9 8 7 nothing — 15 per suit. */
export const RANK_POINTS: readonly number[] = [5, 4, 3, 2, 1, 0, 0, 0];
export const POINTS_PER_SUIT = 15;

export const ACE = 0;
export const KING = 1;
export const QUEEN = 2;

const CODES: CardCode[] = [];
const INDEX_BY_CODE = new Map<CardCode, number>();
for (let s = 0; s < 4; s++) {
  for (let r = 0; r < 8; r++) {
    const code = RANK_ORDER[r] + SUIT_ORDER[s];
    INDEX_BY_CODE.set(code, CODES.length);
    CODES.push(code);
  }
}

/** Index of a code in the 32-card piquet pack, or -1 when the code is not a card of that pack. */
export function cardIndex(code: CardCode): number {
  return INDEX_BY_CODE.get(code) ?? -1;
}

export function cardCode(index: number): CardCode {
  return CODES[index];
}

export const suitOfIndex = (index: number): number => index >> 3;
/** 0 = ace (the highest) … 7 = seven. */
export const rankOfIndex = (index: number): number => index & 7;
/** The index of the card of a suit and rank (rank 0 = ace). */
export const cardAt = (suit: number, rank: number): number => suit * 8 + rank;

/** The cards of its suit that beat a card (its higher ranks): in a trick of that suit only these take it over. */
export function higherInSuitMask(index: number): number {
  return suitMask(suitOfIndex(index)) & ((1 << index) - 1);
}

export function suitIndex(suit: FrenchSuit): number {
  return SUIT_ORDER.indexOf(suit);
}

export function suitLetter(suit: number): FrenchSuit {
  return SUIT_ORDER[suit];
}

/** All eight cards of a suit as a mask. */
export function suitMask(suit: number): number {
  return (0xff << (suit * 8)) | 0;
}

/** Number of suits in play: with 3 seats the diamonds are removed. */
export function suitsInPlay(seats: number): number {
  return seats === 3 ? 3 : 4;
}

/** The pack for a seat count as card indices (32 cards with 4 seats, 24 without diamonds with 3). */
export function packIndices(seats: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < suitsInPlay(seats) * 8; i++) out.push(i);
  return out;
}

/** Whether a code is a card of the pack used with this seat count. */
export function inPackFor(code: CardCode, seats: number): boolean {
  const i = cardIndex(code);
  return i >= 0 && suitOfIndex(i) < suitsInPlay(seats);
}

export function maskOf(codes: readonly CardCode[]): number {
  let mask = 0;
  for (const c of codes) mask |= 1 << cardIndex(c);
  return mask;
}

/** Codes of a mask, in index order (♠ ♥ ♣ ♦, high to low). */
export function codesOf(mask: number): CardCode[] {
  const out: CardCode[] = [];
  for (let i = 0; i < 32; i++) if (mask & (1 << i)) out.push(CODES[i]);
  return out;
}

/** Sorts codes in display order: by suit ♠ ♥ ♣ ♦, high to low within a suit. */
export function sortCodes(codes: readonly CardCode[]): CardCode[] {
  return codes.slice().sort((a, b) => cardIndex(a) - cardIndex(b));
}

/** Card points of the cards in one suit byte, for every byte value: the table behind pointsOfMask. */
const POINTS_OF_BYTE: Int32Array = (() => {
  const table = new Int32Array(256);
  for (let b = 0; b < 256; b++) {
    let p = 0;
    for (let r = 0; r < 8; r++) if (b & (1 << r)) p += RANK_POINTS[r];
    table[b] = p;
  }
  return table;
})();

/** Card points of a set of cards (A 5, K 4, Q 3, J 2, 10 1). */
export function pointsOfMask(mask: number): number {
  return (
    POINTS_OF_BYTE[mask & 0xff] +
    POINTS_OF_BYTE[(mask >>> 8) & 0xff] +
    POINTS_OF_BYTE[(mask >>> 16) & 0xff] +
    POINTS_OF_BYTE[(mask >>> 24) & 0xff]
  );
}

/** Card points of one card index (A 5, K 4, Q 3, J 2, 10 1). */
export function pointsOfIndex(index: number): number {
  return RANK_POINTS[rankOfIndex(index)];
}

export function cardPoints(code: CardCode): number {
  const i = cardIndex(code);
  return i < 0 ? 0 : pointsOfIndex(i);
}
