/**
 * Issue 18, part 5: large cards on the phone. Larger than the normal ones, and still every card's corner
 * index stays uncovered by its neighbour and the fan stays inside the screen.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { handLayout, INDEX_SHARE } from '../src/phone/hand-layout.ts';

describe('hand layout', () => {
  it('normal cards: a quarter of the width, two rows only past twelve cards (as before)', () => {
    expect(handLayout(390, 8)).toMatchObject({ cardW: 97.5, rows: 1 });
    expect(handLayout(390, 12).rows).toBe(1);
    expect(handLayout(390, 13).rows).toBe(2);
  });

  it('large cards are larger than normal ones for every hand on common phone widths', () => {
    fc.assert(fc.property(fc.integer({ min: 320, max: 480 }), fc.integer({ min: 1, max: 24 }), (width, n) => {
      expect(handLayout(width, n, true).cardW).toBeGreaterThan(handLayout(width, n, false).cardW);
    }));
  });

  it('large cards leave every corner index free and stay within the screen', () => {
    fc.assert(fc.property(fc.integer({ min: 320, max: 480 }), fc.integer({ min: 1, max: 24 }), (width, n) => {
      const l = handLayout(width, n, true);
      expect(l.rows).toBeLessThanOrEqual(4);
      expect(l.rows * l.perRow).toBeGreaterThanOrEqual(n);
      if (l.perRow > 1) expect(l.step).toBeGreaterThanOrEqual(INDEX_SHARE * l.cardW - 1e-9);
      expect(l.cardW + l.step * (l.perRow - 1)).toBeLessThanOrEqual(width - 2 * l.margin + 1e-9);
    }));
  });

  it('a ten-card hand of large cards on a 390-pixel phone: two rows of five, cards a third of the width', () => {
    const l = handLayout(390, 10, true);
    expect(l).toMatchObject({ rows: 2, perRow: 5 });
    expect(l.cardW).toBeGreaterThan(390 * 0.33);
  });
});
