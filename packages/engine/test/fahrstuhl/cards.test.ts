import { describe, expect, it } from 'vitest';
import { cardStrength, classOfKind, codeOfKind, describeClass, kindOfCode, KINDS } from '../../src/games/fahrstuhl/cards.ts';
import { classesInPlay, deckSize, fitsInPacks } from '../../src/games/fahrstuhl/deck.ts';
import { fahrstuhl } from '../../src/games/fahrstuhl/index.ts';

const CLASS_ORDER = [
  'red A', 'black A', 'red 10', 'black 10', 'red K', 'black K', 'red Q', 'black Q',
  'red J', 'black J', 'red 9', 'black 9', 'red 8', 'black 8', 'red 7', 'black 7',
];

describe('Fahrstuhl cards and deck', () => {
  it('rule Deck: two 32-card packs, A 10 K Q J 9 8 7 in each suit', () => {
    const codes = Array.from({ length: KINDS }, (_, k) => codeOfKind(k));
    const expected = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'].flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => r + s));
    expect(codes.slice().sort()).toEqual(expected.slice().sort());
    for (const code of expected) expect(codeOfKind(kindOfCode(code))).toBe(code);
  });

  it('rule Deck: cards outside the 32-card pack or in bad syntax are not cards', () => {
    for (const bad of ['6H', '2S', 'RJ', 'BJ', 'ah', '10h', 'AX', '1H', '010H', 'A', '', ' AH', 'OE', 7, null]) {
      expect(kindOfCode(bad)).toBe(-1);
    }
  });

  it('rule Deck: strength classes, strongest first, red A, black A, red 10, black 10, … red 7, black 7', () => {
    expect(Array.from({ length: 16 }, (_, i) => describeClass(i).label)).toEqual(CLASS_ORDER);
    expect(classOfKind(kindOfCode('AH'))).toBe(0);
    expect(classOfKind(kindOfCode('AD'))).toBe(0);
    expect(classOfKind(kindOfCode('AS'))).toBe(1);
    expect(classOfKind(kindOfCode('AC'))).toBe(1);
    expect(classOfKind(kindOfCode('10H'))).toBe(2);
    expect(classOfKind(kindOfCode('9C'))).toBe(11);
    expect(classOfKind(kindOfCode('7S'))).toBe(15);
  });

  it('rule Deck: each class holds 4 cards (two suits × two copies)', () => {
    for (let c = 0; c < 16; c++) {
      const { codes, colour } = describeClass(c);
      expect(codes).toHaveLength(2);
      for (const code of codes) expect(['H', 'D'].includes(code.slice(-1))).toBe(colour === 'red');
    }
    expect(deckSize(1)).toBe(4);
    expect(deckSize(16)).toBe(64);
  });

  it('rule Deck: k = ceil((seats × largest hand + 1) / 4)', () => {
    expect(classesInPlay(4, 10)).toBe(11);
    expect(classesInPlay(4, 7)).toBe(8);
    expect(classesInPlay(3, 7)).toBe(6);
    expect(classesInPlay(5, 9)).toBe(12);
    expect(classesInPlay(6, 10)).toBe(16);
    expect(classesInPlay(3, 1)).toBe(1);
  });

  it('rule Deck: in the biggest round at most three cards stay in the box', () => {
    for (let seats = 3; seats <= 6; seats++) {
      for (let largest = 1; largest <= 10; largest++) {
        const left = deckSize(classesInPlay(seats, largest)) - (seats * largest + 1);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(3);
        expect(fitsInPacks(seats, largest)).toBe(true);
      }
    }
    expect(fitsInPacks(7, 10)).toBe(false);
  });

  it('rule Deck: the lowest class in play is public for the whole match ("black 9" with 5 seats, 9 cards)', () => {
    const state = fahrstuhl.setup({ mode: 'hourglass', startCards: 9, cards: 7, bonus: 100 }, 5, 'lowest');
    expect(state.classes).toBe(12);
    expect(fahrstuhl.tableView(state).lowest.label).toBe('black 9');
    expect(fahrstuhl.tableView(state).lowest.codes).toEqual(['9S', '9C']);
    expect(fahrstuhl.seatView(state, 2).lowest.label).toBe('black 9');
    const four = fahrstuhl.setup({ mode: 'hourglass', startCards: 7, cards: 7, bonus: 100 }, 4, 'lowest');
    expect(fahrstuhl.tableView(four).lowest.label).toBe('black Q');
  });

  it('rule Deck: a match deals only cards of the top k classes', () => {
    for (let seed = 0; seed < 40; seed++) {
      const state = fahrstuhl.setup({ mode: 'hourglass', startCards: 7, cards: 7, bonus: 100 }, 4, seed);
      const all = state.hands.flat().concat(state.trump);
      for (const kind of all) expect(classOfKind(kind)).toBeLessThan(8);
      expect(all).toHaveLength(4 * 7 + 1);
    }
  });

  it('rule Who takes the trick: any trump beats any non-trump', () => {
    const spades = 2;
    expect(cardStrength(kindOfCode('7S'), spades)).toBeGreaterThan(cardStrength(kindOfCode('AH'), spades));
  });
});
