/** Display order of cards in a hand: by suit (colours alternating) then rank, or by rank then suit. */
import { splitCode } from '@kitchen-table/engine';

const RANKS: Record<string, string[]> = {
  fahrstuhl: ['A', '10', 'K', 'Q', 'J', '9', '8', '7'],
  fuenfzehnern: ['A', 'K', 'Q', 'J', '10', '9', '8', '7'],
  elevator: ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'],
  lusti: ['A', 'K', 'O', 'U', '10', '9', '8', '7'],
};
const SUITS: Record<string, string[]> = {
  french: ['S', 'H', 'C', 'D'],
  bavarian: ['E', 'G', 'H', 'S'],
};

export type SortMode = 'suit' | 'rank';

export function sortHand(cards: readonly string[], game: string, pack: 'french' | 'bavarian', mode: SortMode): string[] {
  const ranks = RANKS[game] ?? RANKS.elevator;
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
