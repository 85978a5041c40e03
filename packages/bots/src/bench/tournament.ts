/**
 * The duplicate tournament. Every deal (fixed by its seed) is replayed with the levels' seats rotated so
 * that the cards' luck cancels: 4 seats, the two levels alternating (A B A B), then B A B A. Rotating
 * by two more seats would give the same assignment, so these two rotations are all the distinct ones; in
 * Lusti-Kartl'n they are exactly "team against team, then the teams swapped" (partners sit opposite).
 *
 * Per deal, the difference is the mean score of the A seats minus that of the B seats, averaged over
 * both rotations; `winRate` is the share of deals with a positive difference (ties count half), so a
 * deal is won by playing its cards better than the other level did with the same cards.
 */
import type { BenchLevel, SearchBudget } from '../api.ts';
import type { DealOutcome, DealTask, SeatLevel } from './deal.ts';
import { meanCi, round } from './stats.ts';

export type DealRunner = (task: DealTask) => Promise<DealOutcome>;

export interface PairingResult {
  meanDiff: number;
  ci95: [number, number];
  deals: number;
  winRate: number;
  /** Fahrstuhl: share of rounds called exactly, per level. */
  exactCallRate?: Record<string, number>;
}

export const ROTATIONS = 2;

export function levelsFor(a: SeatLevel, b: SeatLevel, rotation: number, seats = 4): SeatLevel[] {
  return Array.from({ length: seats }, (_, s) => ((s + rotation) % 2 === 0 ? a : b));
}

export function pairingTasks(gameId: string, a: SeatLevel, b: SeatLevel, deals: number, budget?: Partial<SearchBudget>): DealTask[] {
  const tasks: DealTask[] = [];
  for (let index = 0; index < deals; index++) {
    for (let r = 0; r < ROTATIONS; r++) {
      tasks.push({ gameId, index, levels: levelsFor(a, b, r), botSeed: `${a}-${b}:${index}:${r}`, budget });
    }
  }
  return tasks;
}

/** Share of seat-rounds of `level` whose call was met exactly (Fahrstuhl). */
export function exactCallRate(outcomes: readonly DealOutcome[], level: SeatLevel): number {
  let exact = 0;
  let total = 0;
  for (const o of outcomes) {
    if (!o.calls || !o.taken) continue;
    o.levels.forEach((l, s) => {
      if (l !== level) return;
      total++;
      if (o.calls![s] === o.taken![s]) exact++;
    });
  }
  return total === 0 ? 0 : exact / total;
}

/**
 * The exact-call rate of `level` by the size of its call: which calls are missed (issue 31: the small
 * calls were, so the lever was the play after them or the call itself). Keys are the calls.
 */
export function exactCallsByCall(outcomes: readonly DealOutcome[], level: SeatLevel): Record<string, { rate: number; rounds: number }> {
  const by = new Map<number, { exact: number; total: number }>();
  for (const o of outcomes) {
    if (!o.calls || !o.taken) continue;
    o.levels.forEach((l, s) => {
      if (l !== level) return;
      const call = o.calls![s];
      const c = by.get(call) ?? { exact: 0, total: 0 };
      c.total++;
      if (call === o.taken![s]) c.exact++;
      by.set(call, c);
    });
  }
  const out: Record<string, { rate: number; rounds: number }> = {};
  for (const call of [...by.keys()].sort((x, y) => x - y)) {
    const c = by.get(call)!;
    out[call] = { rate: round(c.exact / c.total, 3), rounds: c.total };
  }
  return out;
}

/**
 * The exact-call rate's 95 % interval, by round: the seat-rounds of one deal share its cards (the bot
 * takes every seat of it in turn), so the deal is the unit — the interval of the mean per-deal share.
 */
export function exactCallCi(outcomes: readonly DealOutcome[], level: SeatLevel): [number, number] {
  const byDeal = new Map<number, { exact: number; total: number }>();
  for (const o of outcomes) {
    if (!o.calls || !o.taken) continue;
    const d = byDeal.get(o.index) ?? { exact: 0, total: 0 };
    o.levels.forEach((l, s) => {
      if (l !== level) return;
      d.total++;
      if (o.calls![s] === o.taken![s]) d.exact++;
    });
    byDeal.set(o.index, d);
  }
  const shares = [...byDeal.values()].filter((d) => d.total > 0).map((d) => d.exact / d.total);
  const ci = meanCi(shares).ci95;
  return [round(Math.max(0, ci[0]), 3), round(Math.min(1, ci[1]), 3)];
}

export function summarizePairing(outcomes: readonly DealOutcome[], a: SeatLevel, b: SeatLevel, withCalls: boolean): PairingResult {
  const byDeal = new Map<number, number[]>();
  for (const o of outcomes) {
    let sa = 0, na = 0, sb = 0, nb = 0;
    o.levels.forEach((l, s) => {
      if (l === a) { sa += o.scores[s]; na++; } else { sb += o.scores[s]; nb++; }
    });
    const diff = sa / na - sb / nb;
    const list = byDeal.get(o.index) ?? [];
    list.push(diff);
    byDeal.set(o.index, list);
  }
  const diffs = [...byDeal.keys()].sort((x, y) => x - y).map((k) => {
    const list = byDeal.get(k)!;
    return list.reduce((p, q) => p + q, 0) / list.length;
  });
  const stats = meanCi(diffs);
  const wins = diffs.reduce((w, d) => w + (d > 0 ? 1 : d === 0 ? 0.5 : 0), 0);
  const result: PairingResult = {
    meanDiff: round(stats.mean),
    ci95: [round(stats.ci95[0]), round(stats.ci95[1])],
    deals: stats.n,
    winRate: round(diffs.length ? wins / diffs.length : 0, 3),
  };
  if (withCalls) result.exactCallRate = { [a]: round(exactCallRate(outcomes, a), 3), [b]: round(exactCallRate(outcomes, b), 3) };
  return result;
}

/** One bot of `level` against three `random` seats, the bot taking every seat in turn. */
export function vsRandomTasks(gameId: string, level: BenchLevel, deals: number, budget?: Partial<SearchBudget>): DealTask[] {
  const tasks: DealTask[] = [];
  for (let index = 0; index < deals; index++) {
    for (let seat = 0; seat < 4; seat++) {
      const levels: BenchLevel[] = ['random', 'random', 'random', 'random'];
      levels[seat] = level;
      tasks.push({ gameId, index, levels, botSeed: `${level}-random:${index}:${seat}`, budget });
    }
  }
  return tasks;
}
