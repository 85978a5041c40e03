/**
 * Issue 13, item 4: `bench engine` runs every benchmark of the engine's registry (no game id in the
 * CLI): a benchmark registered there is run and reported under its game's id, rates rounded, and
 * `--game` picks one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINE_BENCHMARKS, registerEngineBenchmark } from '@kitchen-table/engine/bench';
import { GAMES } from '@kitchen-table/engine';
import { runEngineBenchmarks } from '../src/bench/engine.ts';

let unregister: (() => void) | null = null;
afterEach(() => {
  unregister?.();
  unregister = null;
});

describe('bench engine', () => {
  it('has a benchmark for every game of the registry, in its order', () => {
    expect(ENGINE_BENCHMARKS.map((b) => b.game)).toEqual(GAMES.map((g) => g.meta.id));
  });

  it('runs a registered benchmark under its game id, rounded, and only it with --game', () => {
    const budgets: number[] = [];
    unregister = registerEngineBenchmark({ game: 'highcard', run: (ms) => (budgets.push(ms), { roundsPerSecond: 1234.6, matchesPerSecond: 7.2 }) });
    expect(runEngineBenchmarks(5, 'highcard')).toEqual({ highcard: { roundsPerSecond: 1235, matchesPerSecond: 7 } });
    expect(budgets).toEqual([5]);
  });
});
