import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardStrength, kindOfCode, suitIndex } from '../../src/games/fahrstuhl/cards.ts';
import { creditedMask, creditedOver, firstTopPosition, trickTopMask, trickWinners } from '../../src/games/fahrstuhl/trick.ts';

/** Seats credited with a trick of codes led by seat 0 with `trump` the trump suit. */
function winners(codes: string[], trump: string, shared = false): number[] {
  return trickWinners(codes.map(kindOfCode), 0, codes.length, suitIndex(trump), shared);
}

describe('Fahrstuhl: who takes the trick', () => {
  // The seed examples, verbatim (trump is a suit none of these cards belongs to).
  it('seed example: a black ace beats a red 10', () => {
    expect(winners(['10H', 'AS', '7D'], 'C')).toEqual([1]);
    expect(winners(['AC', '10D', '7D'], 'S')).toEqual([0]);
  });

  it('seed example: a black king beats a red queen', () => {
    expect(winners(['QH', 'KC', '8D'], 'S')).toEqual([1]);
    expect(winners(['KS', 'QD', '8H'], 'C')).toEqual([0]);
  });

  it('seed example: a red 10 beats a black 10', () => {
    expect(winners(['10S', '10H', '9D'], 'C')).toEqual([1]);
    expect(winners(['10D', '10C', '9D'], 'H')).toEqual([0]);
  });

  it('rule Who takes the trick: any trump beats any non-trump (a trump 7 beats the red ace)', () => {
    expect(winners(['AH', 'AD', '7C', 'AS'], 'C')).toEqual([2]);
  });

  it('rule Who takes the trick: between trumps the rank decides, A > 10 > K > Q > J > 9 > 8 > 7', () => {
    const ranks = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
    for (let hi = 0; hi < ranks.length; hi++) {
      for (let lo = hi + 1; lo < ranks.length; lo++) {
        expect(winners([ranks[lo] + 'S', ranks[hi] + 'S', 'AH'], 'S')).toEqual([1]);
      }
    }
  });

  it('rule Who takes the trick: the two copies of the same trump card are equally strong', () => {
    const top = trickTopMask(['KS', '10H', 'KS'].map(kindOfCode), 0, 3, suitIndex('S'));
    expect(top).toBe(0b101);
  });

  it('rule Who takes the trick: between non-trumps the rank decides first (black A beats red K)', () => {
    expect(winners(['KH', 'AC', '10D'], 'S')).toEqual([1]);
    expect(winners(['9D', '10C', 'JH'], 'S')).toEqual([1]);
  });

  it('rule Who takes the trick: at the same rank red beats black, whatever suit was led', () => {
    expect(winners(['KS', 'KH'], 'D')).toEqual([1]);
    expect(winners(['7C', '7D', '7S'], 'H')).toEqual([1]);
  });

  it('rule Who takes the trick: same rank and colour are equally strong (A♥ = A♦), the led suit gives no advantage', () => {
    const heartsLed = trickTopMask(['AH', 'AD', 'AS'].map(kindOfCode), 0, 3, suitIndex('C'));
    expect(heartsLed).toBe(0b011);
    const spadesLed = trickTopMask(['9S', '8S', '9C'].map(kindOfCode), 0, 3, suitIndex('H'));
    expect(spadesLed).toBe(0b101);
  });

  it('rule Who takes the trick: not shared, the first of several equally strong top cards takes it', () => {
    expect(winners(['QH', 'AS', 'AC', 'JH'], 'D', false)).toEqual([1]);
    expect(winners(['AD', 'AH', 'AD'], 'S', false)).toEqual([0]);
  });

  it('rule Who takes the trick: shared, every seat that played a top card is credited one whole trick', () => {
    expect(winners(['QH', 'AS', 'AC', 'JH'], 'D', true)).toEqual([1, 2]);
    expect(winners(['AD', 'AH', 'AD'], 'S', true)).toEqual([0, 1, 2]);
    expect(winners(['AD', 'KS', '9S'], 'S', true)).toEqual([1]);
  });

  it('rule Who takes the trick: credited seats are reported in the order they played, from the leader', () => {
    const kinds = ['AC', 'QH', 'AS', 'JH'].map(kindOfCode);
    expect(trickWinners(kinds, 2, 4, suitIndex('D'), true)).toEqual([2, 0]);
  });

  it('rule Who takes the trick: the seat that played the first of the top cards leads next', () => {
    const top = trickTopMask(['JD', 'AS', '9H', 'AC'].map(kindOfCode), 0, 4, suitIndex('C'));
    expect(top).toBe(0b1000);
    const tie = trickTopMask(['JD', 'AS', '9H', 'AC'].map(kindOfCode), 0, 4, suitIndex('H'));
    expect(firstTopPosition(tie)).toBe(2);
    const offTrump = trickTopMask(['JD', 'AS', '9S', 'AC'].map(kindOfCode), 0, 4, suitIndex('H'));
    expect(firstTopPosition(offTrump)).toBe(1);
    expect(creditedMask(offTrump, true)).toBe(0b1010);
    expect(creditedMask(offTrump, false)).toBe(0b0010);
  });

  it('rule Who takes the trick: a card played now is credited over the top so far when stronger, or as strong in a shared round (creditedOver, as the bots ask it)', () => {
    const strength = (code: string, trump: string) => cardStrength(kindOfCode(code), suitIndex(trump));
    expect(creditedOver(strength('AD', 'S'), strength('AH', 'S'), true)).toBe(true);
    expect(creditedOver(strength('AD', 'S'), strength('AH', 'S'), false)).toBe(false);
    expect(creditedOver(strength('7S', 'S'), strength('AH', 'S'), false)).toBe(true);
    // The same answer as the finished trick's credit: the card played last is credited exactly then.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 2, maxLength: 6 }), fc.integer({ min: 0, max: 3 }), fc.boolean(), (kinds, trump, shared) => {
        const before = kinds.slice(0, -1);
        const top = Math.max(...before.map((k) => cardStrength(k, trump)));
        const credited = trickWinners(kinds, 0, kinds.length, trump, shared).includes(kinds.length - 1);
        return creditedOver(cardStrength(kinds[kinds.length - 1]!, trump), top, shared) === credited;
      }),
    );
  });
});
