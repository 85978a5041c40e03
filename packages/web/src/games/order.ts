/** Display order of cards in a hand: by suit (colours alternating) then rank, or by rank then suit. */
import { splitCode } from '@kitchen-table/engine';
import { webGame } from './registry.ts';

/** A game without its own order: the French ranks from the ace down. */
const DEFAULT_RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
const SUITS: Record<string, string[]> = {
  french: ['S', 'H', 'C', 'D'],
  bavarian: ['E', 'G', 'H', 'S'],
};

export type SortMode = 'suit' | 'rank';

export function sortHand(cards: readonly string[], game: string, pack: 'french' | 'bavarian', mode: SortMode): string[] {
  const ranks = webGame(game)?.rankOrder ?? DEFAULT_RANKS;
  const suits = SUITS[pack];
  const key = (code: string): [number, number] => {
    if (code === 'RJ' || code === 'BJ') return [99, code === 'RJ' ? 0 : 1];
    const { rank, suit } = splitCode(code);
    return [suits.indexOf(suit), ranks.indexOf(rank)];
  };
  return cards.slice().sort((a, b) => {
    const [sa, ra] = key(a);
    const [sb, rb] = key(b);
    if (sa === 99 || sb === 99) return sa - sb || ra - rb;
    return mode === 'suit' ? sa - sb || ra - rb : ra - rb || sa - sb;
  });
}
