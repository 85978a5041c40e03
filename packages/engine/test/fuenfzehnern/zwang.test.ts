import { describe, expect, it } from 'vitest';
import { fuenfzehnern } from '../../src/games/fuenfzehnern/index.ts';
import { dealOf, errorOf, legalCodes, play } from './helpers.ts';

// Seat 0 leads (unbound) and holds KH QH; seat 2 holds AH.
const ZWANG_DEAL = [
  ['QH', 'KH', '7S', '8C'],
  ['7H', '9S', '9C', '7D'],
  ['AH', '9H', '8S', '8D'],
  ['8H', '10S', 'JC', '9D'],
];

describe('Fünfzehnern zwang (rules 4.1–4.4)', () => {
  it('rule 4.1: holding king and queen, with the ace out and in another hand, the queen may be led with zwang', () => {
    const s = dealOf(ZWANG_DEAL);
    expect(legalCodes(s, 0)).toContain('QH!');
    const r = fuenfzehnern.applyMove(s, 0, { play: 'QH', zwang: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events).toEqual([{ type: 'play', seat: 0, card: 'QH', zwang: true }]);
    expect(r.state.current.zwang).toBe(true);
    expect(fuenfzehnern.tableView(r.state).zwang).toEqual({ seat: 0, suit: 'H' });
  });

  it('rule 4.2: the ace holder must play the ace to the zwang trick (MUST_PLAY_ACE)', () => {
    const s = play(dealOf(ZWANG_DEAL), [[0, 'QH', true], [1, '7H']]).state;
    expect(legalCodes(s, 2)).toEqual(['AH']);
    expect(errorOf(s, 2, '9H')).toBe('MUST_PLAY_ACE');
    const done = play(s, [[2, 'AH'], [3, '8H']]);
    expect(done.events).toContainEqual({ type: 'trickTaken', seat: 2, leader: 0, cards: ['QH', '7H', 'AH', '8H'], winners: [2] });
    // rule 4.4: the zwang trick binds its winner like any other trick.
    expect(done.state.bound[2]).toBe('H');
  });

  it('rule 4.2 / 8: MUST_PLAY_ACE is checked before MUST_FOLLOW_SUIT', () => {
    const s = play(dealOf(ZWANG_DEAL), [[0, 'QH', true], [1, '7H']]).state;
    expect(errorOf(s, 2, '8S')).toBe('MUST_PLAY_ACE');
  });

  it('rule 4.2: seats without the ace follow as usual in a zwang trick', () => {
    const s = play(dealOf(ZWANG_DEAL), [[0, 'QH', true]]).state;
    expect(legalCodes(s, 1)).toEqual(['7H']);
    expect(errorOf(s, 1, '9S')).toBe('MUST_FOLLOW_SUIT');
  });

  it('rule 4.1: without the king there is no zwang (ZWANG_NOT_ALLOWED)', () => {
    const s = dealOf([['QH', 'JH'], ['7H', '9S'], ['AH', '8S'], ['KH', '10S']]);
    expect(errorOf(s, 0, 'QH', true)).toBe('ZWANG_NOT_ALLOWED');
    expect(legalCodes(s, 0)).not.toContain('QH!');
  });

  it('rule 4.1: with the ace in its own hand there is no zwang (ZWANG_NOT_ALLOWED)', () => {
    const s = dealOf([['AH', 'KH', 'QH'], ['7H', '9S', '8C'], ['8H', '8S', '9C'], ['9H', '10S', '10C']]);
    expect(errorOf(s, 0, 'QH', true)).toBe('ZWANG_NOT_ALLOWED');
    expect(legalCodes(s, 0)).not.toContain('QH!');
  });

  it('rule 4.1: once the ace has been played there is no zwang (ZWANG_NOT_ALLOWED)', () => {
    // Trick 1: seat 0 leads AS and keeps the lead; seat 1, without spades, throws AH.
    const s = play(
      dealOf([['AS', 'QH', 'KH', '7C'], ['AH', '9C', '8D', '9H'], ['7S', '10C', '9D', '10H'], ['8S', 'JC', '10D', 'JH']]),
      [[0, 'AS'], [1, 'AH'], [2, '7S'], [3, '8S']],
    ).state;
    expect(s.turn).toBe(0);
    expect(errorOf(s, 0, 'QH', true)).toBe('ZWANG_NOT_ALLOWED');
    expect(errorOf(s, 0, 'QH')).toBeUndefined();
  });

  it('rule 4.1: zwang needs a lead that is legal anyway — the lead obligation is checked first', () => {
    // Dealer 0, seat 1 leads 7S; seat 0 takes it with AS → bound to spades, still holding 10S.
    const s = play(
      dealOf([['AS', '10S', 'KH', 'QH'], ['7S', '7H', '7C', '7D'], ['8S', 'AH', '8C', '8D'], ['9S', '9H', '9C', '9D']], 0),
      [[1, '7S'], [2, '8S'], [3, '9S'], [0, 'AS']],
    ).state;
    expect(s.bound[0]).toBe('S');
    expect(errorOf(s, 0, 'QH', true)).toBe('MUST_LEAD_BOUND_SUIT');
    expect(legalCodes(s, 0)).toEqual(['10S']);
  });

  it('rule 4.1: a seat bound to the queen\'s suit may announce zwang', () => {
    // Dealer 0, seat 1 leads 7H; seat 0 takes it with JH → bound to hearts; AH is with seat 2.
    const s = play(
      dealOf([['JH', 'KH', 'QH', '7C'], ['7H', '7S', '8C', '7D'], ['8H', 'AH', '9C', '8D'], ['9H', '9S', '10C', '9D']], 0),
      [[1, '7H'], [2, '8H'], [3, '9H'], [0, 'JH']],
    ).state;
    expect(s.bound[0]).toBe('H');
    expect(legalCodes(s, 0)).toEqual(['KH', 'QH', 'QH!']);
  });

  it('rule 4.1: a bound seat without its suit leads freely, zwang included', () => {
    // Seat 0 takes seat 1's spade lead with its only spade: bound to spades, holds none.
    const s = play(
      dealOf([['AS', 'KH', 'QH', '7C'], ['7S', '7H', '8C', '7D'], ['8S', 'AH', '9C', '8D'], ['9S', '9H', '10C', '9D']], 0),
      [[1, '7S'], [2, '8S'], [3, '9S'], [0, 'AS']],
    ).state;
    expect(s.bound[0]).toBe('S');
    expect(errorOf(s, 0, 'QH', true)).toBeUndefined();
  });

  it('rule 4.3: zwang announced with a follow is ZWANG_NOT_ALLOWED', () => {
    // Seat 0 leads 7S; seat 1 holds KH QH and no spade, with AH elsewhere.
    const s = play(dealOf([['7S', '8C'], ['QH', 'KH'], ['8S', 'AH'], ['9S', '9C']]), [[0, '7S']]).state;
    expect(errorOf(s, 1, 'QH', true)).toBe('ZWANG_NOT_ALLOWED');
    expect(errorOf(s, 1, 'QH')).toBeUndefined();
    expect(errorOf(s, 1, 'AS', true)).toBe('NOT_IN_HAND');
  });

  it('rule 4.3: zwang announced with a card that is not such a queen is ZWANG_NOT_ALLOWED', () => {
    const s = dealOf(ZWANG_DEAL);
    expect(errorOf(s, 0, 'KH', true)).toBe('ZWANG_NOT_ALLOWED');
    expect(errorOf(s, 0, '7S', true)).toBe('ZWANG_NOT_ALLOWED');
  });

  it('rule 4.4: zwang is optional — the queen led without it obliges nobody', () => {
    const s = dealOf(ZWANG_DEAL);
    expect(legalCodes(s, 0)).toEqual(['7S', 'KH', 'QH', 'QH!', '8C']);
    const after = play(s, [[0, 'QH'], [1, '7H']]).state;
    expect(after.current.zwang).toBe(false);
    expect(legalCodes(after, 2).sort()).toEqual(['9H', 'AH']);
  });

  it('rule 4.5: in a referee deal without the ace in any hand, zwang obliges nobody', () => {
    const s = dealOf([['QH', 'KH'], ['7H', '9S'], ['9H', '8S'], ['8H', '10S']]);
    const after = play(s, [[0, 'QH', true]]).state;
    expect(after.current.zwang).toBe(true);
    expect(legalCodes(after, 1)).toEqual(['7H']);
  });
});
