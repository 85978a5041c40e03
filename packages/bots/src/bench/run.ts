/**
 * The bots' benchmark: per game of the bots' registry that has a `bench` entry, three duplicate pairings
 * (strong–normal, normal–easy, normal–random), decision times per level, search speed, and for games
 * where seats call their tricks (Fahrstuhl) the exact-call rates (also with one bot against three random
 * seats). Deals run on a worker pool (both cores by default), one deal per task.
 */
import { availableParallelism } from 'node:os';
import type { BenchLevel, BotLevel, SearchBudget } from '../api.ts';
import { findGameBots, GAME_BOTS } from '../games/index.ts';
import { createTsPool } from '../pool/ts-pool.ts';
import { playDeal, type DealOutcome, type DealTask, type SeatLevel } from './deal.ts';
import { percentile, round } from './stats.ts';
import { exactCallCi, exactCallRate, exactCallsByCall, pairingTasks, summarizePairing, vsRandomTasks, type DealRunner, type PairingResult } from './tournament.ts';

export interface BotBenchConfig {
  games: string[];
  /** Deals of strong vs normal, per game (each is played twice: both rotations). */
  deals: Record<string, number>;
  /** Deals of the heuristic pairings (normal vs easy, normal vs random), per game: cheap, so more of them. */
  heuristicDeals: Record<string, number>;
  /** Deals of strong at half its budget vs strong at full budget, per game (default: a quarter of `deals`). */
  halfDeals?: Record<string, number>;
  /** Rounds for the exact-call rate against random opponents (each played 4×: the bot in every seat). */
  vsRandomRounds: number;
  /** Overrides of the `strong` budget, per game (default: the game's own). */
  budget?: Partial<SearchBudget>;
  /** Worker threads; 0 plays in this thread (tests). */
  threads: number;
  /** Only these parts of the run (default: all); the others play no deals and report zeros. */
  only?: readonly BenchPart[];
  onProgress?: (line: string) => void;
}

export interface GameBenchReport {
  strongVsNormal: PairingResult;
  normalVsEasy: PairingResult;
  normalVsRandom: PairingResult;
  /** The strong bot at half its search budget (A) against the strong bot at its full budget (B). */
  strongHalfVsStrong: PairingResult & { cpuMsPerMove: { strongHalf: number; strong: number } };
  decisionMs: Record<string, { p50: number; p99: number }>;
  /** Average CPU milliseconds of the deciding thread per move (moves with one legal choice left out). */
  cpuMsPerMove: Record<BotLevel, number>;
  iterationsPerSecond: number;
  exactCallRateVsRandom?: Record<string, number>;
  /** 95 % interval of each exact-call rate against three random seats (by round, see exactCallCi). */
  exactCallRateVsRandomCi95?: Record<string, [number, number]>;
  /** The same rates by the size of the call, per level: call → rate and rounds. */
  exactCallsByCallVsRandom?: Record<string, Record<string, { rate: number; rounds: number }>>;
  /** Bot answers that were not among the legal moves (or threw) and were replaced: a bug, should be 0. */
  fallbacks: number;
}

export interface BotBenchReport {
  bots: Record<string, GameBenchReport>;
  /** Where each fallback happened (deal, move, seat, level, reason, view): printed, not part of the JSON. */
  fallbackPositions: string[];
}

/** The games the benchmark can play: every game of the bots' registry with a `bench` entry, in its order. */
export function benchGames(): string[] {
  return GAME_BOTS.filter((b) => b.bench).map((b) => b.gameId);
}

/** The default run: sized to finish within 30 minutes on the 2-core reference machine. */
export function defaultConfig(): Omit<BotBenchConfig, 'threads'> {
  return presetConfig('deals', 150);
}

/**
 * `--quick` for CI and `npm test`: a few deals and a tiny search — enough for the test to check that no
 * bot answers an illegal move and that the levels come in order (bench.test.ts), in seconds. The clock
 * cap is lifted so that the iteration count alone fixes every move: the run is the same on any machine.
 */
export function quickConfig(): Omit<BotBenchConfig, 'threads'> {
  return { ...presetConfig('quickDeals', 4), budget: { iterations: 200, maxMs: 10_000 } };
}

function presetConfig(which: 'deals' | 'quickDeals', vsRandomRounds: number): Omit<BotBenchConfig, 'threads'> {
  const games = benchGames();
  const counts = (key: 'strong' | 'heuristic') => Object.fromEntries(games.map((g) => [g, findGameBots(g)!.bench![which][key]]));
  const deals = counts('strong');
  const halfDeals = Object.fromEntries(games.map((g) => [g, defaultHalfDeals(deals[g])]));
  return { games, deals, heuristicDeals: counts('heuristic'), halfDeals, vsRandomRounds };
}

const LEVELS: BotLevel[] = ['strong', 'normal', 'easy'];

/** The parts of a run, for `--only`: the four pairings and the exact calls against three random seats. */
export const BENCH_PARTS = ['strong-normal', 'normal-easy', 'normal-random', 'half', 'calls'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

/** Half-vs-full deals seat four strong bots: a quarter of the strong deals keeps the run's time in bounds. */
export const defaultHalfDeals = (strongDeals: number): number => Math.max(1, Math.ceil(strongDeals / 4));

/** Mean CPU ms of a level's decisions that had a choice. */
function cpuPerMove(outcomes: readonly DealOutcome[], level: SeatLevel): number {
  let sum = 0;
  let n = 0;
  for (const o of outcomes) for (const d of o.decisions) if (d.level === level && !d.forced) { sum += d.cpuMs; n++; }
  return n === 0 ? 0 : round(sum / n, 3);
}

export function budgetFor(gameId: string, config: Pick<BotBenchConfig, 'budget'>): SearchBudget {
  const bots = findGameBots(gameId);
  return { ...(bots?.strongBudget ?? { iterations: 1000, maxMs: 200 }), ...config.budget };
}

export async function runBotBenchmarks(config: BotBenchConfig): Promise<BotBenchReport> {
  const pool = config.threads > 0 ? createTsPool(new URL('./deal-task.ts', import.meta.url).href, config.threads) : null;
  const runner: DealRunner = pool ? (task) => pool.run(task) as Promise<DealOutcome> : async (task) => playDeal(task);
  const log = config.onProgress ?? (() => {});
  const started = performance.now();
  const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const wanted = (part: BenchPart): boolean => !config.only || config.only.includes(part);
  const runAll = async (label: string, tasks: DealTask[]): Promise<DealOutcome[]> => {
    if (tasks.length === 0) return [];
    const out = await Promise.all(tasks.map(runner));
    log(`  ${label}: ${tasks.length} deals played (${elapsed()})`);
    return out;
  };
  try {
    const games = config.games.filter((g) => findGameBots(g)?.bench);
    // Submit every game's work at once so that both workers stay busy; summarise in order.
    const pending = games.map((gameId) => {
      const deals = config.deals[gameId] ?? 0;
      const cheap = config.heuristicDeals[gameId] ?? deals;
      const budget = budgetFor(gameId, config);
      const strongVsNormal = runAll(`${gameId} strong vs normal`, pairingTasks(gameId, 'strong', 'normal', wanted('strong-normal') ? deals : 0, budget));
      const normalVsEasy = runAll(`${gameId} normal vs easy`, pairingTasks(gameId, 'normal', 'easy', wanted('normal-easy') ? cheap : 0, budget));
      const normalVsRandom = runAll(`${gameId} normal vs random`, pairingTasks(gameId, 'normal', 'random', wanted('normal-random') ? cheap : 0, budget));
      const halfDeals = config.halfDeals?.[gameId] ?? defaultHalfDeals(deals);
      const halfVsFull = runAll(`${gameId} strong at half budget vs strong`, pairingTasks(gameId, 'strongHalf', 'strong', wanted('half') ? halfDeals : 0, budget));
      const calls = Boolean(findGameBots(gameId)?.bench?.calls);
      const vsRandom =
        calls && wanted('calls')
          ? (['strong', 'normal'] as BenchLevel[]).map((level) =>
              runAll(`${gameId} ${level} vs 3 random`, vsRandomTasks(gameId, level, config.vsRandomRounds, budget)),
            )
          : [];
      return { gameId, calls, strongVsNormal, normalVsEasy, normalVsRandom, halfVsFull, vsRandom };
    });
    const report: BotBenchReport = { bots: {}, fallbackPositions: [] };
    for (const p of pending) {
      const calls = p.calls;
      const svn = await p.strongVsNormal;
      const nve = await p.normalVsEasy;
      const nvr = await p.normalVsRandom;
      const hvf = await p.halfVsFull;
      const vsRandom = p.vsRandom.length ? await Promise.all(p.vsRandom) : [];
      const all = [...svn, ...nve, ...nvr];
      const decisionMs: Record<string, { p50: number; p99: number }> = {};
      for (const level of LEVELS) {
        const times = all.flatMap((o) => o.decisions.filter((d) => d.level === level && !d.forced).map((d) => d.ms));
        decisionMs[level] = { p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
      }
      let iterations = 0;
      let searchMs = 0;
      for (const o of svn) for (const d of o.decisions) if (d.level === 'strong') { iterations += d.iterations; searchMs += d.searchMs; }
      const everything = [...all, ...hvf, ...vsRandom.flat()];
      const fallbacks = everything.reduce((n, o) => n + o.fallbacks, 0);
      const game: GameBenchReport = {
        strongVsNormal: summarizePairing(svn, 'strong', 'normal', calls),
        normalVsEasy: summarizePairing(nve, 'normal', 'easy', false),
        normalVsRandom: summarizePairing(nvr, 'normal', 'random', false),
        strongHalfVsStrong: { ...summarizePairing(hvf, 'strongHalf', 'strong', calls), cpuMsPerMove: { strongHalf: cpuPerMove(hvf, 'strongHalf'), strong: cpuPerMove(hvf, 'strong') } },
        decisionMs,
        // With `--only calls` the strong moves are those against three random seats.
        cpuMsPerMove: { easy: cpuPerMove(all, 'easy'), normal: cpuPerMove(all, 'normal'), strong: cpuPerMove(svn.length ? all : vsRandom.flat(), 'strong') },
        iterationsPerSecond: searchMs > 0 ? Math.round((iterations / searchMs) * 1000) : 0,
        fallbacks,
      };
      if (vsRandom.length) {
        const [strong, normal] = vsRandom;
        game.exactCallRateVsRandom = { strong: round(exactCallRate(strong, 'strong'), 3), normal: round(exactCallRate(normal, 'normal'), 3) };
        game.exactCallRateVsRandomCi95 = { strong: exactCallCi(strong, 'strong'), normal: exactCallCi(normal, 'normal') };
        game.exactCallsByCallVsRandom = { strong: exactCallsByCall(strong, 'strong'), normal: exactCallsByCall(normal, 'normal') };
      }
      report.fallbackPositions.push(...everything.flatMap((o) => o.fallbackReasons));
      report.bots[p.gameId] = game;
    }
    return report;
  } finally {
    await pool?.destroy();
  }
}

export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}
