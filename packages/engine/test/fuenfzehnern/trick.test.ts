import { describe, expect, it } from 'vitest';
import { cardIndex } from '../../src/games/fuenfzehnern/pack.ts';
import { trickWinnerPosition } from '../../src/games/fuenfzehnern/trick.ts';
import { dealOf, errorOf, legalCodes, play, playScript } from './helpers.ts';

const winnerOf = (cards: string[]) => trickWinnerPosition(cards.map(cardIndex), cards.length);

describe('Fünfzehnern tricks (rules 2.1–2.3)', () => {
  it('rule 2.2: a seat holding the suit led must follow it (MUST_FOLLOW_SUIT)', () => {
    // Seat 0 leads 7H; seat 1 holds 9H and AS.
    const s = play(dealOf([['7H', '8C'], ['9H', 'AS'], ['10H', '9C'], ['JH', '10C']]), [[0, '7H']]).state;
    expect(errorOf(s, 1, 'AS')).toBe('MUST_FOLLOW_SUIT');
    expect(errorOf(s, 1, '9H')).toBeUndefined();
    expect(legalCodes(s, 1)).toEqual(['9H']);
  });

  it('rule 2.2: a seat without the suit led may play any card', () => {
    const s = play(dealOf([['7H', '8C'], ['AS', 'KC'], ['10H', '9C'], ['JH', '10C']]), [[0, '7H']]).state;
    expect(legalCodes(s, 1).sort()).toEqual(['AS', 'KC']);
    expect(errorOf(s, 1, 'AS')).toBeUndefined();
    expect(errorOf(s, 1, 'KC')).toBeUndefined();
  });

  it('rule 2.3: the highest card of the suit led takes the trick', () => {
    expect(winnerOf(['7H', '9H', 'JH', '8H'])).toBe(2);
    expect(winnerOf(['QS', 'KS', 'AS', 'JS'])).toBe(2);
    expect(winnerOf(['10C', '9C', '8C'])).toBe(0);
  });

  it('rule 2.1: there is no trump — an ace of another suit takes nothing', () => {
    expect(winnerOf(['7H', 'AS', 'AC', 'AD'])).toBe(0);
    expect(winnerOf(['8D', 'AS', '9D', 'KC'])).toBe(2);
  });

  it('rule 2.3: the trick winner leads the next trick', () => {
    const { state, events } = playScript(4, [{ leader: 0, cards: ['7H', '9H', 'KH', 'AS'] }], [['8C'], ['9C'], ['10C'], ['JC']]);
    expect(events.filter((e) => e.type === 'trickTaken')).toEqual([{ type: 'trickTaken', seat: 2, leader: 0, cards: ['7H', '9H', 'KH', 'AS'], winners: [2] }]);
    expect(state.turn).toBe(2);
    expect(state.current).toEqual({ leader: 2, plays: [], zwang: false });
  });

  it('rule 2.1: play goes clockwise from the leader (NOT_YOUR_TURN otherwise)', () => {
    const s = dealOf([['7H'], ['9H'], ['KH'], ['AH']]);
    expect(errorOf(s, 1, '9H')).toBe('NOT_YOUR_TURN');
    const after = play(s, [[0, '7H']]).state;
    expect(errorOf(after, 2, 'KH')).toBe('NOT_YOUR_TURN');
    expect(errorOf(after, 1, '9H')).toBeUndefined();
  });

  it('NOT_IN_HAND: a card the seat does not hold', () => {
    const s = dealOf([['7H', '8C'], ['9H', 'AS'], ['10H', '9C'], ['JH', '10C']]);
    expect(errorOf(s, 0, 'AH')).toBe('NOT_IN_HAND');
  });
});
