import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, shuffled } from '../../src/core/rng.ts';

describe('seeded randomness (issue 2 §2)', () => {
  it('the same seed gives the same sequence; the state is plain JSON', () => {
    const a = seedRng('kitchen');
    const b = JSON.parse(JSON.stringify(seedRng('kitchen')));
    const xs = Array.from({ length: 20 }, () => nextInt(a, 1000));
    const ys = Array.from({ length: 20 }, () => nextInt(b, 1000));
    expect(xs).toEqual(ys);
  });

  it('different seeds give different sequences', () => {
    const a = seedRng(1);
    const b = seedRng(2);
    const xs = Array.from({ length: 8 }, () => nextInt(a, 1 << 30));
    const ys = Array.from({ length: 8 }, () => nextInt(b, 1 << 30));
    expect(xs).not.toEqual(ys);
  });

  it('property: shuffling is a permutation and leaves the input state untouched', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const rng = seedRng(seed);
        const before = [...rng];
        const { items: out } = shuffled(rng, items);
        expect(rng).toEqual(before);
        expect([...out].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });

  it('nextInt stays in range and reaches every value', () => {
    const rng = seedRng('range');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = nextInt(rng, 7);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(7);
      seen.add(v);
    }
    expect(seen.size).toBe(7);
  });
});
