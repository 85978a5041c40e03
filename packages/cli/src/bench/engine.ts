/**
 * Engine throughput: random legal play on one core through each game's own rule functions, for every
 * game of the engine's benchmark registry. A "round" is one deal played out by 4 seats; a game may
 * report more rates (Fahrstuhl: whole 7-card hourglass matches).
 */
import { ENGINE_BENCHMARKS } from '@kitchen-table/engine/bench';

export type EngineBenchmarks = Record<string, Record<string, number>>;

export function runEngineBenchmarks(budgetMs: number, only?: string): EngineBenchmarks {
  const out: EngineBenchmarks = {};
  for (const { game, run } of ENGINE_BENCHMARKS) {
    if (only && only !== game) continue;
    const raw = run(budgetMs);
    out[game] = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Math.round(v)]));
  }
  return out;
}
