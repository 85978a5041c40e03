/** The benchmark's random games run through the rule core; the figure itself belongs to `npm run bench:engine`. */
import { describe, expect, it } from 'vitest';
import { DealStream, matchKey } from '../../src/core/deal-generator.ts';
import { seedRng } from '../../src/core/rng.ts';
import { playRandomGame, runBenchmark } from '../../src/games/elevator/benchmark.ts';

describe('Elevator benchmark', () => {
  it('plays complete random games and reports a rate', () => {
    const rng = seedRng('bench test');
    const deals = new DealStream(matchKey('bench test', 'elevator'));
    for (let i = 0; i < 50; i++) expect(playRandomGame(rng, i % 4, deals, i + 1)).toBeGreaterThan(0);
    expect(runBenchmark(20).roundsPerSecond).toBeGreaterThan(0);
  });
});
