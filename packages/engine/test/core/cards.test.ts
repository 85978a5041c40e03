import { describe, expect, it } from 'vitest';
import { cardName, colourOf, countCards, isJoker, makePack, rankOf, removeOne, suitOf, BAVARIAN_RANKS, BAVARIAN_SUITS } from '../../src/core/cards.ts';

describe('card model (issue 2 §3)', () => {
  it('codes are rank then suit, including the two-character rank 10', () => {
    expect(rankOf('10H')).toBe('10');
    expect(suitOf('10H')).toBe('H');
    expect(rankOf('AS')).toBe('A');
    expect(suitOf('7C')).toBe('C');
    expect(rankOf('OE')).toBe('O');
  });

  it('hearts, diamonds and the red joker are red; spades, clubs and the black joker black', () => {
    expect(['AH', '10D', 'RJ'].map(colourOf)).toEqual(['red', 'red', 'red']);
    expect(['AS', '7C', 'BJ'].map(colourOf)).toEqual(['black', 'black', 'black']);
    expect(isJoker('RJ') && isJoker('BJ') && !isJoker('JH')).toBe(true);
  });

  it('the Bavarian pack has 32 distinct cards: Eichel, Gras, Herz, Schellen × Sau … 7', () => {
    const pack = makePack(BAVARIAN_RANKS, BAVARIAN_SUITS);
    expect(pack).toHaveLength(32);
    expect(new Set(pack).size).toBe(32);
    expect(pack).toContain('OE');
    expect(pack).toContain('AS');
  });

  it('hands are multisets: copies are identical and removing takes one copy', () => {
    const hand = ['AH', 'AH', '9S'];
    expect(countCards(hand).get('AH')).toBe(2);
    expect(removeOne(hand, 'AH')).toEqual(['AH', '9S']);
    expect(removeOne(hand, 'KC')).toBeNull();
    expect(hand).toEqual(['AH', 'AH', '9S']);
  });

  it('names cards for screen readers in both packs', () => {
    expect(cardName('AH')).toBe('Ace of hearts');
    expect(cardName('10S')).toBe('Ten of spades');
    expect(cardName('OE', 'bavarian')).toBe('Ober of Eichel');
    expect(cardName('RJ')).toBe('Red joker');
  });
});
