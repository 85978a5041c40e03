/**
 * Fahrstuhl's cards on small integers. The rules core (trick, legality, deal, fast path) works on these
 * ids; only the public surface (moves, views, referee) speaks text codes.
 *
 * A card *kind* is `rank * 4 + suit`, 0…31, with ranks strongest first (A 10 K Q J 9 8 7 → 0…7) and suits
 * H D S C (→ 0…3), so `suit >> 1` is the colour (0 red, 1 black). Then `kind >> 1` is exactly the
 * strength class of the rules, strongest first: 0 red A, 1 black A, 2 red 10, 3 black 10, … 15 black 7.
 * The two copies of a card are the same kind.
 */
import type { CardCode } from '../../core/cards.ts';

/** Ranks strongest first; the index is the rank number. */
export const RANKS = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'] as const;
/** Suits in kind order: the two red suits first, so that `suit >> 1` is the colour. */
export const SUITS = ['H', 'D', 'S', 'C'] as const;
export type FahrstuhlSuit = (typeof SUITS)[number];

export const KINDS = 32;
export const CLASSES = 16;
/** Copies of each card in the two packs. */
export const COPIES = 2;

export const suitOfKind = (kind: number): number => kind & 3;
export const rankOfKind = (kind: number): number => kind >> 2;
export const classOfKind = (kind: number): number => kind >> 1;
/** 0 red, 1 black. */
export const colourOfKind = (kind: number): number => (kind >> 1) & 1;

/**
 * Strength of a card in a trick with the given trump suit; higher beats lower, equal is equally strong.
 * Trumps (17…24) rank by rank alone; non-trumps (0…15) by strength class (rank first, then red over
 * black). The two copies of a card, and A♥/A♦ off trump, are therefore equally strong.
 */
export function cardStrength(kind: number, trumpSuit: number): number {
  return (kind & 3) === trumpSuit ? 24 - (kind >> 2) : 15 - (kind >> 1);
}

const CODE_OF_KIND: CardCode[] = [];
const KIND_OF_CODE = new Map<CardCode, number>();
for (let kind = 0; kind < KINDS; kind++) {
  const code = RANKS[rankOfKind(kind)] + SUITS[suitOfKind(kind)];
  CODE_OF_KIND.push(code);
  KIND_OF_CODE.set(code, kind);
}

export function codeOfKind(kind: number): CardCode {
  return CODE_OF_KIND[kind];
}

/** The kind of a code in the 32-card pack, or -1 for bad syntax or a card outside it (`6H`, `RJ`, `ah`). */
export function kindOfCode(code: unknown): number {
  if (typeof code !== 'string') return -1;
  return KIND_OF_CODE.get(code) ?? -1;
}

/** Index of a suit letter, or -1. */
export function suitIndex(suit: string): number {
  return (SUITS as readonly string[]).indexOf(suit);
}

export interface StrengthClass {
  /** 0 = strongest (red aces). */
  index: number;
  rank: string;
  colour: 'red' | 'black';
  /** The two suits' codes of the class, red H/D or black S/C. */
  codes: CardCode[];
  /** "black 9", "red A". */
  label: string;
}

export function describeClass(index: number): StrengthClass {
  const rank = RANKS[index >> 1];
  const colour = (index & 1) === 0 ? 'red' : 'black';
  return { index, rank, colour, codes: [codeOfKind(index * 2), codeOfKind(index * 2 + 1)], label: `${colour} ${rank}` };
}
