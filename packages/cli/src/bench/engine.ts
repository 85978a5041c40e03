/**
 * Engine throughput: random legal play on one core through each game's own rule functions.
 * A "round" is one deal played out by 4 seats; Fahrstuhl also reports whole 7-card hourglass matches.
 */
import { runFahrstuhlBenchmark } from '@kitchen-table/engine/fahrstuhl';
import { runElevatorBenchmark } from '@kitchen-table/engine/games/elevator/benchmark.ts';
import { runFuenfzehnernBenchmark } from '@kitchen-table/engine/games/fuenfzehnern/benchmark.ts';
import { runLustiBenchmark } from '@kitchen-table/engine/games/lusti/benchmark.ts';

export type EngineBenchmarks = Record<string, Record<string, number>>;

const BENCHMARKS: Record<string, (budgetMs: number) => Record<string, number>> = {
  fahrstuhl: runFahrstuhlBenchmark,
  elevator: runElevatorBenchmark,
  fuenfzehnern: runFuenfzehnernBenchmark,
  lusti: runLustiBenchmark,
};

export function runEngineBenchmarks(budgetMs: number, only?: string): EngineBenchmarks {
  const out: EngineBenchmarks = {};
  for (const [id, bench] of Object.entries(BENCHMARKS)) {
    if (only && only !== id) continue;
    const raw = bench(budgetMs);
    out[id] = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Math.round(v)]));
  }
  return out;
}
