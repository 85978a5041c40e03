/**
 * Each game's throughput benchmark (random legal play on its hot path), by game id: the CLI's
 * `bench engine` runs them in this order. Apart from `GAMES` so that the web app's bundles, which import
 * the registry, do not carry the benchmark loops. Entry point: `@kitchen-table/engine/bench`.
 */
import { elevator } from './games/elevator/index.ts';
import { runBenchmark as runElevatorBenchmark } from './games/elevator/benchmark.ts';
import { fahrstuhl } from './games/fahrstuhl/index.ts';
import { runBenchmark as runFahrstuhlBenchmark } from './games/fahrstuhl/benchmark.ts';
import { fuenfzehnern } from './games/fuenfzehnern/index.ts';
import { runBenchmark as runFuenfzehnernBenchmark } from './games/fuenfzehnern/benchmark.ts';
import { lusti } from './games/lusti/index.ts';
import { runBenchmark as runLustiBenchmark } from './games/lusti/benchmark.ts';

/** One game's benchmark: runs for about `budgetMs` and answers named rates (`roundsPerSecond`, …). */
export interface EngineBenchmark {
  game: string;
  run(budgetMs: number): Record<string, number>;
}

const registered: EngineBenchmark[] = [
  { game: fahrstuhl.meta.id, run: runFahrstuhlBenchmark },
  { game: elevator.meta.id, run: runElevatorBenchmark },
  { game: fuenfzehnern.meta.id, run: runFuenfzehnernBenchmark },
  { game: lusti.meta.id, run: runLustiBenchmark },
];

export const ENGINE_BENCHMARKS: readonly EngineBenchmark[] = registered;

/** Adds a benchmark after the built-in ones and returns the function that removes it (for tests). */
export function registerEngineBenchmark(bench: EngineBenchmark): () => void {
  registered.push(bench);
  return () => {
    const at = registered.indexOf(bench);
    if (at >= 0) registered.splice(at, 1);
  };
}
