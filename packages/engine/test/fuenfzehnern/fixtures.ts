/** Hand-built full hands for the Fünfzehnern tests; expected outcomes are worked out by hand in the comments. */
import type { TrickSpec } from './helpers.ts';

/** A full 3-seat hand (dealer 2, seat 0 leads). Worked out by hand: seat 0 15, seat 1 30, seat 2 0. */
export const FULL_HAND_3: TrickSpec[] = [
  { leader: 0, cards: ['AS', 'KS', 'QS'] }, // seat 0, 12
  { leader: 0, cards: ['JS', '10S', '9S'] }, // seat 0, 3
  { leader: 0, cards: ['8S', '7S', '7H'] }, // seat 0, 0
  { leader: 0, cards: ['7C', 'AC', '8C'] }, // seat 1 (bound ♣), 5
  { leader: 1, cards: ['KC', '9C', '10C'] }, // seat 1, 5
  { leader: 1, cards: ['QC', 'JC', '8H'] }, // seat 1, 5
  { leader: 1, cards: ['AH', '9H', '10H'] }, // seat 1 (no club left: free lead), 6
  { leader: 1, cards: ['KH', 'QH', 'JH'] }, // seat 1, 9
];

/**
 * A full 4-seat hand with zwang (dealer 3, seat 0 leads). Worked out by hand:
 * seat 0 27 (T3 7, T4 5, T5 10, T6 5), seat 1 0, seat 2 23 (T1 8, T2 5, T8 10), seat 3 10 (T7).
 */
export const FULL_HAND_4: TrickSpec[] = [
  { leader: 0, cards: ['QH', '7H', 'AH', '8H'], zwang: true }, // seat 2 must play AH; bound ♥
  { leader: 2, cards: ['AS', '7S', '8S', '9S'] }, // bound ♥ but AS is unbeatable; own lead: still ♥
  { leader: 2, cards: ['9H', '10H', 'KH', 'JH'] }, // seat 0 takes it, bound ♥
  { leader: 0, cards: ['AC', '7C', '8C', '9C'] }, // no heart left: free lead
  { leader: 0, cards: ['KC', '10C', 'JC', 'QC'] },
  { leader: 0, cards: ['AD', '7D', '8D', '9D'] },
  { leader: 0, cards: ['10D', 'JD', 'QD', 'KD'] }, // seat 3 takes it, bound ♦
  { leader: 3, cards: ['10S', 'QS', 'JS', 'KS'] }, // no diamond left: free lead; seat 2 takes it
];
