/**
 * sfc32 over four 32-bit words, seeded by an xmur3 hash of a seed: small and fast, but NOT for deals —
 * its whole state comes from one 32-bit hash, so it has only 2³² starting points, and seeing a few
 * cards gives its state away (issue 12). Deals come from core/deal-generator.ts. What uses sfc32:
 * - the bots' sampling and the benchmarks' random moves (nothing secret: see bots/src/util/rng.ts);
 * - deal generator version 1, only to replay matches stored before version 2, exactly as they were.
 */

export type RngState = [number, number, number, number];

/** Hashes a seed (number or string) into an initial generator state (xmur3-style string hash). */
export function seedRng(seed: number | string): RngState {
  const text = String(seed);
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
  const state: RngState = [next(), next(), next(), next()];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances the state in place and returns the next unsigned 32-bit value. */
export function nextUint32(s: RngState): number {
  const t = (((s[0] + s[1]) | 0) + s[3]) | 0;
  s[3] = (s[3] + 1) | 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) | 0;
  s[2] = (s[2] << 21) | (s[2] >>> 11);
  s[2] = (s[2] + t) | 0;
  return t >>> 0;
}

/** Uniform integer in [0, n), advancing the state in place. */
export function nextInt(s: RngState, n: number): number {
  return Math.floor((nextUint32(s) / 4294967296) * n);
}

/** Fisher–Yates shuffle in place, advancing the state in place. */
export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

/** Returns a shuffled copy and the advanced generator state, leaving the input state untouched. */
export function shuffled<T>(rng: RngState, items: readonly T[]): { items: T[]; rng: RngState } {
  const s: RngState = [rng[0], rng[1], rng[2], rng[3]];
  const out = shuffleInPlace(s, items.slice());
  return { items: out, rng: s };
}
