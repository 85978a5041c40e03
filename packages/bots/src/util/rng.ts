/**
 * A fast seeded generator for the bots' hot loops: sfc32 on object fields, seeded through the engine's
 * sfc32 seed hash (core/rng.ts) so that a bot's decision is fixed by its seed.
 *
 * Where the two generators meet: the deals of a match come from the engine's cryptographic deal
 * generator (core/deal-generator.ts: a 256-bit secret seed, ChaCha20), which the bots never see. What
 * the bots draw here — determinizations of the unseen cards, playout moves, easy-level noise — decides
 * nothing secret: it samples from what the bot's own view already allows, and a bot's seed (match id,
 * seq, seat) is not the match's seed. So a fast, non-cryptographic generator is right for it.
 */
import { seedRng } from '@kitchen-table/engine';

export class Rng {
  a: number;
  b: number;
  c: number;
  d: number;

  constructor(seed: number | string) {
    const s = seedRng(seed);
    this.a = s[0] | 0;
    this.b = s[1] | 0;
    this.c = s[2] | 0;
    this.d = s[3] | 0;
  }

  /** Next unsigned 32-bit value. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  shuffle<T>(items: T[], length = items.length): T[] {
    for (let i = length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }

  /** Restarts from a 32-bit number (cheap, for many short sub-streams). */
  reseed(x: number): this {
    this.a = x | 0;
    this.b = (x ^ 0x9e3779b9) | 0;
    this.c = Math.imul(x, 0x85ebca6b) | 0;
    this.d = 1;
    for (let i = 0; i < 8; i++) this.next();
    return this;
  }

  /** Copies another generator's position (common random numbers across alternatives). */
  copyFrom(o: Rng): this {
    this.a = o.a;
    this.b = o.b;
    this.c = o.c;
    this.d = o.d;
    return this;
  }

  /** A derived generator, e.g. one per determinization, without disturbing this one's sequence much. */
  fork(): Rng {
    return new Rng(`${this.next()}:${this.next()}`);
  }
}
