/** The core's bit helpers, which the mask games (Lusti-Kartl'n, Fünfzehnern) and their bots share. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lowestBit, popCount } from '../../src/index.ts';

const bitsOf = (m: number): number[] => Array.from({ length: 32 }, (_, i) => i).filter((i) => (m >>> i) & 1);

describe('bit helpers', () => {
  it('popCount counts the set bits of any 32-bit mask', () => {
    expect(popCount(0)).toBe(0);
    expect(popCount(-1)).toBe(32);
    expect(popCount(0x80000000 | 0)).toBe(1);
    fc.assert(fc.property(fc.integer({ min: -0x80000000, max: 0x7fffffff }), (m) => popCount(m) === bitsOf(m).length));
  });

  it('lowestBit is the index of the lowest set bit of a non-zero mask', () => {
    expect(lowestBit(1)).toBe(0);
    expect(lowestBit(0x80000000 | 0)).toBe(31);
    fc.assert(
      fc.property(fc.integer({ min: -0x80000000, max: 0x7fffffff }).filter((m) => m !== 0), (m) => lowestBit(m) === bitsOf(m)[0]),
    );
  });
});
