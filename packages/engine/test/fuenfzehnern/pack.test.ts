import { describe, expect, it } from 'vitest';
import { fuenfzehnern } from '../../src/games/fuenfzehnern/index.ts';
import {
  ACE,
  KING,
  RANK_ORDER,
  cardAt,
  cardCode,
  cardIndex,
  cardPoints,
  codesOf,
  higherInSuitMask,
  maskOf,
  packIndices,
  pointsOfIndex,
  pointsOfMask,
  rankOfIndex,
  suitIndex,
  suitOfIndex,
} from '../../src/games/fuenfzehnern/pack.ts';

describe('Fünfzehnern pack (rule 1.1)', () => {
  it('rule 1.1: the 4-seat pack is the 32-card piquet pack A K Q J 10 9 8 7 of ♠ ♥ ♦ ♣', () => {
    const codes = packIndices(4).map(cardCode).sort();
    const expected = ['S', 'H', 'D', 'C'].flatMap((s) => ['A', 'K', 'Q', 'J', '10', '9', '8', '7'].map((r) => r + s)).sort();
    expect(codes).toEqual(expected);
  });

  it('rule 1.1: with 3 seats the diamonds are removed (24 cards)', () => {
    const codes = packIndices(3).map(cardCode);
    expect(codes).toHaveLength(24);
    expect(codes.filter((c) => c.endsWith('D'))).toEqual([]);
  });

  it('rule 1.1: cards outside the piquet pack are not cards of the game', () => {
    for (const code of ['6H', '2S', 'RJ', 'OE', 'AX', '1H', '']) expect(cardIndex(code)).toBe(-1);
  });
});

describe('Fünfzehnern card points (rule 5.1)', () => {
  it('rule 5.1: ace 5, king 4, queen 3, jack 2, ten 1, nine eight seven nothing', () => {
    expect(['AH', 'KH', 'QH', 'JH', '10H', '9H', '8H', '7H'].map(cardPoints)).toEqual([5, 4, 3, 2, 1, 0, 0, 0]);
  });

  it('rule 5.1: every suit holds 15 points, the 4-seat pack 60, the 3-seat pack 45', () => {
    for (const s of ['S', 'H', 'D', 'C']) {
      expect(pointsOfMask(maskOf(['A', 'K', 'Q', 'J', '10', '9', '8', '7'].map((r) => r + s)))).toBe(15);
    }
    expect(pointsOfMask(maskOf(packIndices(4).map(cardCode)))).toBe(60);
    expect(pointsOfMask(maskOf(packIndices(3).map(cardCode)))).toBe(45);
  });
});

describe('Fünfzehnern moves are parsed strictly', () => {
  it('accepts a play and a zwang play; zwang false is a plain play', () => {
    expect(fuenfzehnern.parseMove({ play: 'QH' })).toEqual({ ok: true, value: { play: 'QH' } });
    expect(fuenfzehnern.parseMove({ play: 'QH', zwang: true })).toEqual({ ok: true, value: { play: 'QH', zwang: true } });
    expect(fuenfzehnern.parseMove({ play: '10D', zwang: false })).toEqual({ ok: true, value: { play: '10D' } });
  });

  it.each([
    ['not an object', 'QH'],
    ['an array', ['QH']],
    ['an unknown kind', { call: 1 }],
    ['two kinds', { play: 'QH', call: 1 }],
    ['no card', { zwang: true }],
    ['bad card syntax', { play: 'Q♥' }],
    ['a card outside the piquet pack', { play: '6H' }],
    ['a joker', { play: 'RJ' }],
    ['a card that is not a string', { play: 12 }],
    ['a non-boolean zwang', { play: 'QH', zwang: 'yes' }],
  ])('rejects %s with BAD_MOVE', (_what, raw) => {
    const r = fuenfzehnern.parseMove(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_MOVE');
  });
});

describe('Fünfzehnern card layout for the bots and the coach (public entry)', () => {
  it('rule 3 (the highest card of the suit led takes the trick): the cards that beat a card are its suit\'s higher ranks', () => {
    for (const i of packIndices(4)) {
      const higher = packIndices(4).filter((j) => suitOfIndex(j) === suitOfIndex(i) && rankOfIndex(j) < rankOfIndex(i));
      expect(codesOf(higherInSuitMask(i))).toEqual(higher.map(cardCode));
    }
    expect(higherInSuitMask(cardIndex('AS'))).toBe(0);
    expect(codesOf(higherInSuitMask(cardIndex('JD')))).toEqual(['AD', 'KD', 'QD']);
  });

  it('cardAt, rankOfIndex and pointsOfIndex read the index as suit × 8 + rank (rule 5.1 points)', () => {
    expect(cardCode(cardAt(suitIndex('C'), ACE))).toBe('AC');
    expect(cardCode(cardAt(suitIndex('H'), KING))).toBe('KH');
    for (const i of packIndices(4)) {
      expect(cardAt(suitOfIndex(i), rankOfIndex(i))).toBe(i);
      expect(pointsOfIndex(i)).toBe(cardPoints(cardCode(i)));
    }
    expect(RANK_ORDER.map((r) => cardIndex(`${r}S`))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
