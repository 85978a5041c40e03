/**
 * The Bavarian pack as Lusti-Kartl'n counts it. Cards have a compact index 0…31 (suit-major, ranks in
 * `BAVARIAN_RANKS` order: A K O U 10 9 8 7), so that the rule core can work on small integers and
 * bitmasks; the interface keeps the text codes (`OE`, `AS` = Sau of Schellen).
 */
import { BAVARIAN_RANKS, BAVARIAN_SUITS, makePack, type CardCode } from '../../core/cards.ts';

export const CARDS_IN_PACK = 32;
export const RANKS_IN_PACK = 8;
export const SEATS = 4;
export const CARDS_PER_HAND = 8;

/** Aces (Sau) and tens count 10 each: 8 cards, 80 points. */
export const COUNTING_CARD_POINTS = 10;
/** The last trick of a hand counts 10 more (rule 4.2): 80 + 10 = 90 in all. */
export const LAST_TRICK_BONUS = 10;
export const POINTS_IN_HAND = 90;

/** Ranks strongest first (A K O U 10 9 8 7): the rank index order, and the order a hand is shown in. */
export const RANK_ORDER: readonly string[] = BAVARIAN_RANKS;

/** The 32 codes in index order. */
export const LUSTI_PACK: readonly CardCode[] = makePack(BAVARIAN_RANKS, BAVARIAN_SUITS);

const INDEX_BY_CODE: Record<string, number> = Object.create(null);
LUSTI_PACK.forEach((code, i) => {
  INDEX_BY_CODE[code] = i;
});

/** The rank index (0 = A … 7 = 7) of a card index. */
export function rankIndex(card: number): number {
  return card & 7;
}

/** Card points by card index: 10 for Sau (rank 0) and ten (rank 4), else 0. */
export const CARD_POINTS: readonly number[] = LUSTI_PACK.map((_, i) =>
  rankIndex(i) === 0 || rankIndex(i) === 4 ? COUNTING_CARD_POINTS : 0,
);

/** True when `code` is one of the 32 Bavarian cards (so `QH`, `AD`, `RJ` are not). */
export function isLustiCard(code: unknown): code is CardCode {
  return typeof code === 'string' && INDEX_BY_CODE[code] !== undefined;
}

/** The compact index of a Bavarian code; -1 when it is not in the pack. */
export function cardIndex(code: CardCode): number {
  const i = INDEX_BY_CODE[code];
  return i === undefined ? -1 : i;
}

export function cardCode(index: number): CardCode {
  return LUSTI_PACK[index];
}

/** The rank text (`A`, `O`, `10`, …) of a code. */
export function rankName(code: CardCode): string {
  return BAVARIAN_RANKS[rankIndex(cardIndex(code))];
}

/**
 * Sorts a hand for display: by suit (E G H S), then rank (A K O U 10 9 8 7). Always a fresh array. Dealt
 * hands are kept sorted, so the views and the legal moves usually only need the check and the copy.
 */
export function sortHand(hand: readonly CardCode[]): CardCode[] {
  for (let i = 1; i < hand.length; i++) {
    if (cardIndex(hand[i - 1]) > cardIndex(hand[i])) return hand.slice().sort((a, b) => cardIndex(a) - cardIndex(b));
  }
  return hand.slice();
}
