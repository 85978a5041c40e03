/** The run core (runs.ts) against brute force: every card on every top card, every ordering of small hands. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardCode } from '../../src/core/cards.ts';
import { ONE_PACK } from '../../src/games/elevator/cards.ts';
import { allRuns, canPlay, firstCardError, runFault } from '../../src/games/elevator/runs.ts';
import type { Lift } from '../../src/games/elevator/state.ts';

const LIFTS: Lift[] = ['up', 'down'];

/** Every ordered selection of distinct positions of the hand, as card sequences (duplicates removed). */
function allSequences(hand: CardCode[]): CardCode[][] {
  const out = new Map<string, CardCode[]>();
  const walk = (seq: CardCode[], used: boolean[]) => {
    if (seq.length > 0) out.set(seq.join(' '), seq.slice());
    for (let i = 0; i < hand.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      seq.push(hand[i]);
      walk(seq, used);
      seq.pop();
      used[i] = false;
    }
  };
  walk([], new Array(hand.length).fill(false));
  return [...out.values()];
}

describe('run core', () => {
  it('rule 3.2 / 3.5 / 3.6: canPlay agrees with firstCardError for every card on every top card and lift', () => {
    for (const top of ONE_PACK) {
      for (const lift of LIFTS) {
        for (const card of ONE_PACK) {
          expect(canPlay([card], top, lift)).toBe(firstCardError(top, lift, card) === null);
        }
      }
    }
  });

  it('rule 3.3: the enumerated runs are exactly the legal card sequences of the hand (two packs, small hands)', () => {
    const doubled = [...ONE_PACK, ...ONE_PACK];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(doubled, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...ONE_PACK),
        fc.constantFrom(...LIFTS),
        (hand, top, lift) => {
          const legal = allSequences(hand).filter((seq) => runFault(hand, top, lift, seq) === null);
          const enumerated = allRuns(hand, top, lift).map((r) => r.join(' '));
          expect(new Set(enumerated).size).toBe(enumerated.length);
          expect(enumerated.sort()).toEqual(legal.map((r) => r.join(' ')).sort());
        },
      ),
      { numRuns: 400 },
    );
  });

  it('rule 3.3: hands rich in one rank give every alternating ordering', () => {
    const hand = ['8S', '8H', '8C', '8D', '8S', '8H', '8C', '8D'];
    const runs = allRuns(hand, '7H', 'up');
    const full = runs.filter((r) => r.length === 8);
    // Opening black: S S C C in the 4 black slots (4!/(2!2!) = 6 ways) × H H D D in the red slots (6).
    expect(full).toHaveLength(36); // only a black card may open on 7H
    for (const r of runs) expect(runFault(hand, '7H', 'up', r)).toBeNull();
  });
});
