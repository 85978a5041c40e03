/**
 * `kitchen-table bench bots [--json] [--quick] …`: the bots' duplicate tournament. Human-readable lines
 * first; with --json the last line of stdout is `{"bots":{…}}`. Progress goes to stderr.
 */
import { parseArgs } from 'node:util';
import { findGameBots } from '../games/index.ts';
import { BENCH_PARTS, benchGames, budgetFor, defaultConfig, defaultHalfDeals, defaultThreads, quickConfig, runBotBenchmarks, type BenchPart, type BotBenchConfig, type BotBenchReport } from './run.ts';

export { runBotBenchmarks, defaultConfig, quickConfig, benchGames, type BenchPart, type BotBenchConfig, type BotBenchReport } from './run.ts';

export const BENCH_USAGE = `usage: kitchen-table bench bots [--json] [--quick] [--games a,b] [--deals N] [--scale F]
       [--rounds N] [--iterations N] [--max-ms N] [--no-cap] [--only parts] [--threads N]
  --quick        a few deals and a tiny search (CI)
  --deals N      strong-vs-normal deals for every game (each played in both rotations)
  --heuristic-deals N   deals of normal vs easy and normal vs random (cheap: default many more)
  --half-deals N deals of strong at half its budget vs strong (default: a quarter of the strong deals)
  --scale F      multiply the default deal counts (e.g. 4 for a long, tighter measurement)
  --rounds N     rounds for the exact-call rate against three random seats (games with calls)
  --iterations N / --max-ms N   override the strong search budget
  --no-cap       lift the strong search's wall-clock cap: the iterations alone fix every move, so a
                 loaded machine measures the same strength as a quiet one (only the times grow)
  --only parts   run only these parts (comma-separated: ${BENCH_PARTS.join(', ')});
                 the others play no deals and report zeros. E.g. --only calls: the exact-call rates
  --threads N    worker threads (default: all cores)`;

/** `--no-cap`: a wall-clock cap no search of the benchmark reaches (a minute a move). */
const NO_CAP_MS = 60_000;

/** Parses the flags, runs the tournament and prints; returns the exit code. */
export async function runBotsBenchCommand(
  args: string[],
  out: (line: string) => void = (l) => process.stdout.write(l + '\n'),
  err: (line: string) => void = (l) => process.stderr.write(l + '\n'),
): Promise<number> {
  let values;
  try {
    values = parseArgs({
      args,
      options: {
        json: { type: 'boolean', default: false },
        quick: { type: 'boolean', default: false },
        games: { type: 'string' },
        deals: { type: 'string' },
        'heuristic-deals': { type: 'string' },
        'half-deals': { type: 'string' },
        scale: { type: 'string' },
        rounds: { type: 'string' },
        iterations: { type: 'string' },
        'max-ms': { type: 'string' },
        'no-cap': { type: 'boolean', default: false },
        only: { type: 'string' },
        threads: { type: 'string' },
      },
    }).values;
  } catch (e) {
    err(`${BENCH_USAGE}\n${(e as Error).message}`);
    return 2;
  }
  const num = (name: string, v: string | undefined, min: number): number | undefined => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number ≥ ${min}`);
    return n;
  };
  let config: BotBenchConfig;
  try {
    const preset = values.quick ? quickConfig() : defaultConfig();
    const known = benchGames();
    const games = values.games ? values.games.split(',').map((g) => g.trim()) : preset.games;
    for (const g of games) if (!known.includes(g)) throw new Error(`unknown game "${g}" (${known.join(', ')})`);
    const scale = num('scale', values.scale, 0) ?? 1;
    const dealsFlag = num('deals', values.deals, 1);
    const cheapFlag = num('heuristic-deals', values['heuristic-deals'], 1);
    const halfFlag = num('half-deals', values['half-deals'], 1);
    const deals: Record<string, number> = {};
    const heuristicDeals: Record<string, number> = {};
    const halfDeals: Record<string, number> = {};
    for (const g of games) {
      deals[g] = Math.max(1, Math.round(dealsFlag ?? (preset.deals[g] ?? 1) * scale));
      heuristicDeals[g] = Math.max(1, Math.round(cheapFlag ?? (preset.heuristicDeals[g] ?? 1) * scale));
      halfDeals[g] = Math.max(1, Math.round(halfFlag ?? defaultHalfDeals(deals[g])));
    }
    const budget = { ...preset.budget };
    const iterations = num('iterations', values.iterations, 1);
    const maxMs = num('max-ms', values['max-ms'], 1);
    if (iterations !== undefined) budget.iterations = Math.round(iterations);
    if (maxMs !== undefined) budget.maxMs = maxMs;
    if (values['no-cap']) budget.maxMs = NO_CAP_MS;
    let only: BenchPart[] | undefined;
    if (values.only !== undefined) {
      only = values.only.split(',').map((p) => p.trim()) as BenchPart[];
      for (const p of only) if (!BENCH_PARTS.includes(p)) throw new Error(`unknown part "${p}" (${BENCH_PARTS.join(', ')})`);
    }
    config = {
      games,
      deals,
      heuristicDeals,
      halfDeals,
      vsRandomRounds: Math.max(1, Math.round(num('rounds', values.rounds, 1) ?? preset.vsRandomRounds * scale)),
      budget,
      threads: Math.round(num('threads', values.threads, 0) ?? defaultThreads()),
      only,
      onProgress: err,
    };
  } catch (e) {
    err(`${BENCH_USAGE}\n${(e as Error).message}`);
    return 2;
  }
  out(`bots benchmark: ${config.threads} worker thread(s); duplicate deals, 2 rotations each`);
  for (const g of config.games) {
    const b = budgetFor(g, config);
    const extra = findGameBots(g)?.bench?.calls ? `, ${config.vsRandomRounds} rounds × 4 seats vs random` : '';
    out(`  ${g.padEnd(13)} strong vs normal ${config.deals[g]} deals, heuristic pairings ${config.heuristicDeals[g]} deals, half vs full budget ${config.halfDeals?.[g]} deals${extra}; strong budget ${b.iterations} iterations (cap ${b.maxMs} ms)`);
  }
  const report = await runBotBenchmarks(config);
  printReport(report, out);
  if (values.json) out(JSON.stringify({ bots: report.bots }));
  return 0;
}

function printReport(report: BotBenchReport, out: (line: string) => void): void {
  const fmt = (x: number): string => (x >= 0 ? '+' : '') + x.toFixed(1);
  for (const [game, r] of Object.entries(report.bots)) {
    out(`${game}`);
    const pairings = [
      ['strong vs normal', r.strongVsNormal],
      ['normal vs easy', r.normalVsEasy],
      ['normal vs random', r.normalVsRandom],
      ['strong/2 vs strong', r.strongHalfVsStrong],
    ] as const;
    for (const [name, p] of pairings) {
      const calls = p.exactCallRate ? `  exact calls ${Object.entries(p.exactCallRate).map(([l, v]) => `${l} ${(v * 100).toFixed(1)} %`).join(', ')}` : '';
      out(`  ${name.padEnd(17)} ${fmt(p.meanDiff)} per deal, 95 % CI [${fmt(p.ci95[0])}, ${fmt(p.ci95[1])}], ${p.deals} deals, win rate ${(p.winRate * 100).toFixed(1)} %${calls}`);
    }
    if (r.exactCallRateVsRandom) {
      const ci = r.exactCallRateVsRandomCi95 ?? {};
      const pct = (v: number): string => (v * 100).toFixed(1);
      out(
        `  exact calls vs 3 random: ${Object.entries(r.exactCallRateVsRandom)
          .map(([l, v]) => `${l} ${pct(v)} %` + (ci[l] ? ` [${pct(ci[l][0])}, ${pct(ci[l][1])}]` : ''))
          .join(', ')}`,
      );
    }
    for (const [level, by] of Object.entries(r.exactCallsByCallVsRandom ?? {})) {
      out(`    ${level} by call: ${Object.entries(by).map(([c, v]) => `${c} ${(v.rate * 100).toFixed(1)} % of ${v.rounds}`).join(', ')}`);
    }
    out(`  decision ms: ${Object.entries(r.decisionMs).map(([l, d]) => `${l} p50 ${d.p50} p99 ${d.p99}`).join('; ')}`);
    const cpu = r.cpuMsPerMove;
    const half = r.strongHalfVsStrong.cpuMsPerMove;
    out(`  CPU ms per move: easy ${cpu.easy}, normal ${cpu.normal}, strong ${cpu.strong} (strong/2 ${half.strongHalf} vs strong ${half.strong})`);
    out(`  fallbacks: ${r.fallbacks}`);
    out(`  strong search: ${r.iterationsPerSecond.toLocaleString('en')} iterations per second`);
  }
  // Every fallback with its position: a bot answered a move that is not legal (or threw) — a bug.
  for (const position of report.fallbackPositions) out(`FALLBACK ${position}`);
}
