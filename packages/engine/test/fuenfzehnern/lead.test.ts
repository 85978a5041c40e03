import { describe, expect, it } from 'vitest';
import { isUnbeatable, legalLeadMask, UNBOUND, unbeatableMask } from '../../src/games/fuenfzehnern/lead.ts';
import { cardIndex, codesOf, maskOf, suitIndex } from '../../src/games/fuenfzehnern/pack.ts';
import { dealOf, errorOf, legalCodes, play, playScript } from './helpers.ts';

describe('Fünfzehnern lead obligation (rules 3.1–3.7)', () => {
  // Trick 1: seat 0 leads 7H, seat 1 takes it with AH → seat 1 is bound to hearts.
  const boundDeal = (seat1Rest: string[]) =>
    dealOf([
      ['7H', '8C', '9D', '10D', '8D'].slice(0, seat1Rest.length + 1),
      ['AH', ...seat1Rest],
      ['8H', '9C', '7S', 'JD', 'QD'].slice(0, seat1Rest.length + 1),
      ['9H', '10C', '8S', 'KD', 'AD'].slice(0, seat1Rest.length + 1),
    ]);
  const afterTrick1 = (seat1Rest: string[]) =>
    play(boundDeal(seat1Rest), [[0, '7H'], [1, 'AH'], [2, '8H'], [3, '9H']]);

  it('rule 3.1: winning a trick led by another seat binds the winner to the suit led', () => {
    const { state, events } = afterTrick1(['KH', '9S']);
    expect(state.bound).toEqual([null, 'H', null, null]);
    expect(events).toContainEqual({ type: 'bound', seat: 1, suit: 'H' });
  });

  it('rule 3.2: a bound seat holding its suit must lead it (MUST_LEAD_BOUND_SUIT)', () => {
    const { state } = afterTrick1(['KH', '9S']);
    expect(errorOf(state, 1, '9S')).toBe('MUST_LEAD_BOUND_SUIT');
    expect(errorOf(state, 1, 'KH')).toBeUndefined();
    expect(legalCodes(state, 1)).toEqual(['KH']);
  });

  it('rule 3.3: a bound seat may lead an ace of another suit (always unbeatable)', () => {
    const { state } = afterTrick1(['KH', 'AS', 'JC']);
    expect(errorOf(state, 1, 'AS')).toBeUndefined();
    expect(errorOf(state, 1, 'JC')).toBe('MUST_LEAD_BOUND_SUIT');
    expect(legalCodes(state, 1).sort()).toEqual(['AS', 'KH']);
  });

  it('rule 3.3: a card whose higher cards were all played in earlier tricks is unbeatable', () => {
    // Trick 1: seat 0 leads AS and keeps the lead; AS and KS are out. Trick 2: seat 1 takes 7H with AH.
    const { state } = playScript(
      4,
      [
        { leader: 0, cards: ['AS', 'KS', '7S', '8S'] },
        { leader: 0, cards: ['7H', 'AH', '8H', '9H'] },
      ],
      [['8C', '7D', '8D'], ['KH', 'QS', '9C'], ['10C', '9D', '10D'], ['JC', 'JD', 'QD']],
    );
    expect(state.bound[1]).toBe('H');
    expect(errorOf(state, 1, 'QS')).toBeUndefined();
    expect(errorOf(state, 1, '9C')).toBe('MUST_LEAD_BOUND_SUIT');
    expect(legalCodes(state, 1).sort()).toEqual(['KH', 'QS']);
  });

  it('rule 3.3: holding the higher cards oneself does not count', () => {
    // Seat 1 is bound to hearts and holds AS and KS: AS may be led, KS may not (AS is not played).
    const { state } = afterTrick1(['KH', 'AS', 'KS', '7C']);
    expect(errorOf(state, 1, 'KS')).toBe('MUST_LEAD_BOUND_SUIT');
    expect(errorOf(state, 1, 'AS')).toBeUndefined();
    // Once AS has been played in an earlier trick, KS is unbeatable.
    const next = play(state, [[1, 'AS'], [2, '7S'], [3, '8S'], [0, '8C']]).state;
    expect(next.bound[1]).toBe('H');
    expect(errorOf(next, 1, 'KS')).toBeUndefined();
    expect(errorOf(next, 1, '7C')).toBe('MUST_LEAD_BOUND_SUIT');
  });

  it('rule 3.3: the cards of the trick being judged never count, only earlier tricks (mask level)', () => {
    const qs = cardIndex('QS');
    expect(isUnbeatable(cardIndex('AS'), 0)).toBe(true);
    expect(isUnbeatable(qs, maskOf(['AS']))).toBe(false);
    expect(isUnbeatable(qs, maskOf(['AS', 'KS']))).toBe(true);
    expect(isUnbeatable(qs, maskOf(['KS']))).toBe(false);
    expect(isUnbeatable(cardIndex('7C'), maskOf(['AC', 'KC', 'QC', 'JC', '10C', '9C', '8C']))).toBe(true);
    expect(codesOf(unbeatableMask(maskOf(['AS', 'KS', 'QH', '7D']), maskOf(['AH', 'KH'])))).toEqual(['AS', 'QH']);
  });

  it('rule 3.4: a bound seat without a card of its suit leads freely', () => {
    const { state } = afterTrick1(['9S', '7C']);
    expect(state.bound[1]).toBe('H');
    expect(legalCodes(state, 1).sort()).toEqual(['7C', '9S']);
    expect(errorOf(state, 1, '9S')).toBeUndefined();
    const hand = maskOf(['9S', '7C']);
    expect(legalLeadMask(hand, suitIndex('H'), 0)).toBe(hand);
  });

  it('rule 3.5: winning its own lead does not change the binding', () => {
    const { state } = afterTrick1(['KH', 'AS', 'JC']);
    // Seat 1, bound to hearts, leads the unbeatable AS and wins it: still bound to hearts, not spades.
    const next = play(state, [[1, 'AS'], [2, '7S'], [3, '8S'], [0, '8C']]);
    expect(next.state.turn).toBe(1);
    expect(next.state.bound[1]).toBe('H');
    expect(next.events.filter((e) => e.type === 'bound')).toEqual([]);
    expect(errorOf(next.state, 1, 'JC')).toBe('MUST_LEAD_BOUND_SUIT');
    expect(errorOf(next.state, 1, 'KH')).toBeUndefined();
  });

  it('rule 3.5: an unbound leader that wins its own lead stays unbound', () => {
    const { state } = playScript(4, [{ leader: 0, cards: ['AS', 'KS', '7S', '8S'] }], [['7H', '8C'], ['KH', 'QS'], ['10C', '9D'], ['JC', 'JD']]);
    expect(state.bound).toEqual([null, null, null, null]);
    expect(legalCodes(state, 0).sort()).toEqual(['7H', '8C']);
  });

  it('rule 3.6: the first leader of a hand is unbound and may lead any card', () => {
    const s = dealOf([['7H', '9S', 'KC'], ['AH', '8S', '7C'], ['8H', '10S', '8C'], ['9H', 'JS', '9C']]);
    expect(s.bound).toEqual([null, null, null, null]);
    expect(legalCodes(s, 0).sort()).toEqual(['7H', '9S', 'KC']);
    expect(legalLeadMask(maskOf(['7H', '9S']), UNBOUND, 0)).toBe(maskOf(['7H', '9S']));
  });

  it('rule 3.7: a binding lapses with the lead; winning another seat\'s trick binds afresh', () => {
    // T1: seat 1 takes 7H with AH (bound H). T2: seat 1 leads 8H, seat 3 takes it with QH (bound H; seat 1
    // lapses). T3: seat 3 (no hearts left) leads 9C, seat 1 takes it with AC → bound to clubs.
    const tricks = [
      { leader: 0, cards: ['7H', 'AH', '9H', '10H'] },
      { leader: 1, cards: ['8H', 'JH', 'QH', 'JS'] },
    ];
    const { state, events } = playScript(4, tricks, [['7C', '7D'], ['AC', '8D'], ['8C', '9D'], ['9C', '10D']]);
    expect(state.bound).toEqual([null, null, null, 'H']);
    expect(events).toContainEqual({ type: 'bound', seat: 1, suit: null });
    expect(events).toContainEqual({ type: 'bound', seat: 3, suit: 'H' });
    const t3 = play(state, [[3, '9C'], [0, '7C'], [1, 'AC'], [2, '8C']]);
    expect(t3.state.bound).toEqual([null, 'C', null, null]);
    expect(t3.events).toContainEqual({ type: 'bound', seat: 1, suit: 'C' });
  });
});
