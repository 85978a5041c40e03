/**
 * Hand-built deals for the Lusti-Kartl'n tests. A deal is written trick by trick — each trick's leader
 * and its cards in play order — so that the intended play is readable; `handsFromTricks` turns it into
 * the four hands. The expected outcome of each deal is worked out by hand in its comment and asserted
 * in the tests, independently of the engine.
 */
import type { CardCode } from '../../src/core/cards.ts';
import { applyMove } from '../../src/games/lusti/moves.ts';
import { startHand, type LustiState } from '../../src/games/lusti/state.ts';
import { seedRng } from '../../src/core/rng.ts';
import type { GameEvent } from '../../src/core/game.ts';

export interface TrickSpec {
  leader: number;
  cards: CardCode[];
}

/** The four hands that a trick-by-trick script plays out (seat = leader + position). */
export function handsFromTricks(tricks: TrickSpec[], extra: CardCode[][] = [[], [], [], []]): CardCode[][] {
  const hands: CardCode[][] = [[], [], [], []];
  for (const t of tricks) t.cards.forEach((c, i) => hands[(t.leader + i) % 4].push(c));
  extra.forEach((cards, s) => hands[s].push(...cards));
  return hands;
}

/** The moves of a script, in order, as referee moves. */
export function movesFromTricks(tricks: TrickSpec[]): { seat: number; play: CardCode }[] {
  return tricks.flatMap((t) => t.cards.map((card, i) => ({ seat: (t.leader + i) % 4, play: card })));
}

/** Seat 0 took the four Sau, one per trick, nobody matching (tricks 1–4 of several deals). */
const ACES_TO_SEAT_0: TrickSpec[] = [
  { leader: 0, cards: ['AE', 'KE', 'OE', 'UE'] },
  { leader: 0, cards: ['AG', 'KG', 'OG', 'UG'] },
  { leader: 0, cards: ['AH', 'KH', 'OH', 'UH'] },
  { leader: 0, cards: ['AS', 'KS', 'OS', 'US'] },
];

/**
 * 50:40 (dealer 3, seat 0 leads). Team 0: four Sau (40) + the last trick (10) = 50, 6 tricks.
 * Team 1: trick 5 (9 matched last by seat 1: 10E + 10G = 20) and trick 6 (nobody matches seat 1's 9:
 * 10H + 10S = 20) = 40, 2 tricks. Team 0 wins 1 game point.
 */
export const FIFTY_FORTY: TrickSpec[] = [
  ...ACES_TO_SEAT_0,
  { leader: 0, cards: ['9E', '9G', '10E', '10G'] },
  { leader: 1, cards: ['9H', '10H', '10S', '8E'] },
  { leader: 1, cards: ['8G', '7E', '7G', '8H'] },
  { leader: 0, cards: ['8S', '7H', '9S', '7S'] },
];

/**
 * Stink (dealer 3). Team 1 takes only trick 5 (seat 1's 9G is the last 9), holding no Sau or ten:
 * 0 points in 1 trick. Team 0: 90 points, 7 tricks. Team 0 scores 2.
 */
export const STINK: TrickSpec[] = [
  ...ACES_TO_SEAT_0,
  { leader: 0, cards: ['9E', '9G', '7E', '8G'] },
  { leader: 1, cards: ['8H', '8S', '7G', '10E'] },
  { leader: 2, cards: ['10H', '9H', '10G', '7H'] },
  { leader: 0, cards: ['10S', '8E', '9S', '7S'] },
];

/**
 * The last trick saves from stink (dealer 3). Team 0 takes every Sau and ten (80) in tricks 1–7;
 * team 1 takes only the last trick (seat 3's 7H is the last 7): no card points, but the last-trick 10.
 * 80:10, team 0 scores 1, not 2.
 */
export const LAST_TRICK_NO_STINK: TrickSpec[] = [
  ...ACES_TO_SEAT_0,
  { leader: 0, cards: ['10E', '9E', '10G', '8E'] },
  { leader: 2, cards: ['10H', '9G', '10S', '8G'] },
  { leader: 0, cards: ['9H', '7E', '8H', '7G'] },
  { leader: 0, cards: ['7S', '8S', '9S', '7H'] },
];

/** Unterm Tisch (dealer 3): team 0 takes all 8 tricks, 90:0. Team 0 scores 3. */
export const UNTERM_TISCH: TrickSpec[] = [
  ...ACES_TO_SEAT_0,
  { leader: 0, cards: ['10E', '9E', '10G', '8E'] },
  { leader: 2, cards: ['10H', '9G', '10S', '8G'] },
  { leader: 0, cards: ['9H', '7E', '8H', '7G'] },
  { leader: 0, cards: ['9S', '7H', '8S', '7S'] },
];

/**
 * Brand in the eighth trick (dealer 3). Tricks 1–7 give team 0 80 points; the last trick is the four
 * 7s, taken by the fourth card (seat 1): a brand with the last-trick 10. 80:10, team 1 scores 4.
 */
export const BRAND_LAST_TRICK: TrickSpec[] = [
  ...ACES_TO_SEAT_0,
  { leader: 0, cards: ['10E', '9E', '10G', '8E'] },
  { leader: 2, cards: ['10H', '9G', '10S', '8G'] },
  { leader: 0, cards: ['9H', '8H', '9S', '8S'] },
  { leader: 2, cards: ['7E', '7G', '7H', '7S'] },
];

/**
 * Brand in the first trick (dealer 3): the four Sau, the last by seat 3. The hand ends at once:
 * team 1 has 40 points in 1 trick and scores 4; 28 cards stay in hand.
 */
export const BRAND_FIRST_TRICK: TrickSpec[] = [{ leader: 0, cards: ['AE', 'AG', 'AH', 'AS'] }];
export const BRAND_FIRST_TRICK_REST: CardCode[][] = [
  ['KE', 'KG', 'KH', 'KS', 'OE', 'OG', 'OH'],
  ['OS', 'UE', 'UG', 'UH', 'US', '10E', '10G'],
  ['10H', '10S', '9E', '9G', '9H', '9S', '8E'],
  ['8G', '8H', '8S', '7E', '7G', '7H', '7S'],
];

/** A state at the start of a hand with these hands (dealer 3 unless given), inside a match. */
export function handState(
  hands: CardCode[][],
  opts: { dealer?: number; gamePoints?: [number, number]; target?: number; finishAfterDeal?: boolean; seed?: string } = {},
): LustiState {
  return startHand(
    {
      target: opts.target ?? 11,
      rng: seedRng(opts.seed ?? 'fixture'),
      gamePoints: opts.gamePoints ?? [0, 0],
      scoredHands: [],
      finishAfterDeal: opts.finishAfterDeal ?? false,
    },
    1,
    opts.dealer ?? 3,
    hands.map((h) => h.slice()),
  );
}

/** Plays cards in turn order (whoever is to act plays the next card); throws on a rejected move. */
export function playCards(state: LustiState, cards: CardCode[]): { state: LustiState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const card of cards) {
    const seat = state.turn;
    if (seat === null) throw new Error(`no seat to play ${card}`);
    const r = applyMove(state, seat, { play: card });
    if (!r.ok) throw new Error(`${card} by seat ${seat}: ${r.error.code}`);
    events.push(...r.events);
    state = r.state;
  }
  return { state, events };
}

/** Plays a whole script from a fresh hand. */
export function playScript(tricks: TrickSpec[], opts: Parameters<typeof handState>[1] = {}, extra?: CardCode[][]) {
  return playCards(handState(handsFromTricks(tricks, extra), opts), tricks.flatMap((t) => t.cards));
}
