/**
 * The card model shared by every game. Cards travel as text codes, rank then suit: `AS`, `10H`, `7C`,
 * `OE` (Bavarian Ober of Eichel), `RJ` / `BJ` (jokers). Copies of a card are identical, so a hand is a
 * multiset of codes.
 */

export type CardCode = string;

export type FrenchSuit = 'S' | 'H' | 'D' | 'C';
export type BavarianSuit = 'E' | 'G' | 'H' | 'S';
export type Colour = 'red' | 'black';

export const FRENCH_SUITS: readonly FrenchSuit[] = ['S', 'H', 'D', 'C'];
/** All French ranks, strongest first (aces high). */
export const FRENCH_RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export type FrenchRank = (typeof FRENCH_RANKS)[number];
export const JOKERS = ['RJ', 'BJ'] as const;

export const BAVARIAN_SUITS: readonly BavarianSuit[] = ['E', 'G', 'H', 'S'];
/** Bavarian ranks: Sau (A), König, Ober, Unter, 10 … 7. */
export const BAVARIAN_RANKS = ['A', 'K', 'O', 'U', '10', '9', '8', '7'] as const;
export type BavarianRank = (typeof BAVARIAN_RANKS)[number];

export const SUIT_SYMBOL: Record<FrenchSuit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export interface ParsedCard {
  rank: string;
  suit: string;
}

/** Splits a code into rank and suit without checking it belongs to a pack; jokers have suit ''. */
export function splitCode(code: CardCode): ParsedCard {
  if (code === 'RJ' || code === 'BJ') return { rank: code, suit: '' };
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

export function rankOf(code: CardCode): string {
  return splitCode(code).rank;
}

export function suitOf(code: CardCode): string {
  return splitCode(code).suit;
}

/** Colour of a French card or joker: hearts, diamonds and the red joker are red. */
export function colourOf(code: CardCode): Colour {
  if (code === 'RJ') return 'red';
  if (code === 'BJ') return 'black';
  const suit = suitOf(code);
  return suit === 'H' || suit === 'D' ? 'red' : 'black';
}

export function isJoker(code: CardCode): boolean {
  return code === 'RJ' || code === 'BJ';
}

/** Builds one pack from the given ranks and suits (rank-major order is irrelevant: packs get shuffled). */
export function makePack(ranks: readonly string[], suits: readonly string[], extras: readonly CardCode[] = []): CardCode[] {
  const pack: CardCode[] = [];
  for (const suit of suits) for (const rank of ranks) pack.push(rank + suit);
  return pack.concat(extras);
}

/** Counts codes into a map: the multiset view of a hand or pack. */
export function countCards(cards: readonly CardCode[]): Map<CardCode, number> {
  const counts = new Map<CardCode, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/** Removes one copy of `card` from `hand`, returning a new array, or null when the hand lacks it. */
export function removeOne(hand: readonly CardCode[], card: CardCode): CardCode[] | null {
  const i = hand.indexOf(card);
  if (i < 0) return null;
  return hand.slice(0, i).concat(hand.slice(i + 1));
}

const FRENCH_NAMES: Record<string, string> = {
  A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', '10': 'Ten', '9': 'Nine', '8': 'Eight', '7': 'Seven',
  '6': 'Six', '5': 'Five', '4': 'Four', '3': 'Three', '2': 'Two',
};
const FRENCH_SUIT_NAMES: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const BAVARIAN_NAMES: Record<string, string> = {
  A: 'Sau', K: 'König', O: 'Ober', U: 'Unter', '10': 'Ten', '9': 'Nine', '8': 'Eight', '7': 'Seven',
};
const BAVARIAN_SUIT_NAMES: Record<string, string> = { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' };

/** An English name for screen readers: "Ace of hearts", "Ober of Eichel", "Red joker". */
export function cardName(code: CardCode, pack: 'french' | 'bavarian' = 'french'): string {
  if (code === 'RJ') return 'Red joker';
  if (code === 'BJ') return 'Black joker';
  const { rank, suit } = splitCode(code);
  if (pack === 'bavarian') return `${BAVARIAN_NAMES[rank] ?? rank} of ${BAVARIAN_SUIT_NAMES[suit] ?? suit}`;
  return `${FRENCH_NAMES[rank] ?? rank} of ${FRENCH_SUIT_NAMES[suit] ?? suit}`;
}
