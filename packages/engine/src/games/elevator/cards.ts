/**
 * Elevator's pack and card properties. One pack is the 52 French cards 2…A plus the red joker `RJ` and
 * the black joker `BJ`; six seats play with two such packs. Ranks run 2 < 3 < … < 10 < J < Q < K < A.
 *
 * The rule core asks "how strong, which colour, joker?" for every card it looks at, many times per
 * move, so the answers come from precomputed tables indexed by a character code.
 */
import { FRENCH_SUITS, JOKERS, makePack, type CardCode } from '../../core/cards.ts';

/** Ranks weakest first: the index is the strength. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** Ranks strongest first: the order a hand is shown in. */
export const RANK_ORDER: readonly string[] = [...RANKS].reverse();
export const ACE_STRENGTH = RANKS.indexOf('A');
export const TWO_STRENGTH = RANKS.indexOf('2');

/** One pack: 52 suited cards and the two jokers. */
export const ONE_PACK: readonly CardCode[] = Object.freeze(makePack(RANKS, FRENCH_SUITS, JOKERS));

/** Joker strength: jokers have no rank, and no card shares a rank with them. */
export const JOKER_STRENGTH = -1;

const CODES = new Set<CardCode>(ONE_PACK);

/*
 * Strength and colour are read from the code's first and last characters through small tables: no
 * string slicing, no hashing. A joker's last character is "J", which is no suit.
 */
const J = 'J'.charCodeAt(0);
const STRENGTH_BY_FIRST_CHAR = new Int8Array(128).fill(JOKER_STRENGTH);
for (let s = 0; s < RANKS.length; s++) STRENGTH_BY_FIRST_CHAR[RANKS[s].charCodeAt(0)] = s; // "10" → "1"
const RED_BY_LAST_CHAR = new Uint8Array(128);
RED_BY_LAST_CHAR['H'.charCodeAt(0)] = 1;
RED_BY_LAST_CHAR['D'.charCodeAt(0)] = 1;

/** True for the 54 codes of an Elevator pack (any other text, `1H`, `11S`, `XX`, is not a card here). */
export function isElevatorCard(code: unknown): code is CardCode {
  return typeof code === 'string' && CODES.has(code);
}

export function isJokerCard(code: CardCode): boolean {
  return code.charCodeAt(code.length - 1) === J;
}

/** Strength of a card already known to be in the pack (2 → 0 … A → 12, jokers → -1). */
export function strengthOf(code: CardCode): number {
  return isJokerCard(code) ? JOKER_STRENGTH : STRENGTH_BY_FIRST_CHAR[code.charCodeAt(0)];
}

/** ♥ ♦ and the red joker are red; ♠ ♣ and the black joker black. */
export function isRed(code: CardCode): boolean {
  const last = code.charCodeAt(code.length - 1);
  return last === J ? code.charCodeAt(0) === 82 /* R */ : RED_BY_LAST_CHAR[last] === 1;
}

/** Two cards are of opposite colour when one is red and the other black. */
export function oppositeColours(a: CardCode, b: CardCode): boolean {
  return isRed(a) !== isRed(b);
}

/** The deck for a game: `packs` copies of the pack, unshuffled. */
export function buildDeck(packs: number): CardCode[] {
  const deck: CardCode[] = [];
  for (let p = 0; p < packs; p++) deck.push(...ONE_PACK);
  return deck;
}

/** The `packs` option: `auto` means two packs at six seats (42 cards dealt), otherwise one. */
export function packsFor(option: unknown, seats: number): 1 | 2 {
  if (option === 1 || option === 2) return option;
  return seats >= 6 ? 2 : 1;
}
