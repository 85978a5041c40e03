/**
 * Issue 6, benchmark contract: the last line of stdout is one JSON object `{"bots":{…}}` with, per game,
 * the three pairings (meanDiff, ci95, deals, winRate), decision times per level, the search speed, and
 * for Fahrstuhl the exact-call rates. Also the tournament's arithmetic: duplicate deals averaged over the
 * rotations, ties counting half, confidence intervals around the mean.
 */
import { describe, expect, it, vi } from 'vitest';
import { findGameBots } from '../src/games/index.ts';
import { runBotsBenchCommand } from '../src/bench/index.ts';
import type { DealOutcome } from '../src/bench/deal.ts';
import type { BotBenchReport } from '../src/bench/run.ts';
import { meanCi, percentile } from '../src/bench/stats.ts';
import { exactCallsByCall, levelsFor, summarizePairing } from '../src/bench/tournament.ts';

function outcome(index: number, levels: DealOutcome['levels'], scores: number[], calls?: number[], taken?: number[]): DealOutcome {
  return { index, levels, scores, decisions: [], fallbacks: 0, fallbackReasons: [], calls, taken };
}

describe('tournament arithmetic', () => {
  it('seats alternate A B A B, then B A B A (in Lusti-Kartl’n: team against team, then swapped)', () => {
    expect(levelsFor('strong', 'normal', 0)).toEqual(['strong', 'normal', 'strong', 'normal']);
    expect(levelsFor('strong', 'normal', 1)).toEqual(['normal', 'strong', 'normal', 'strong']);
  });

  it('a deal’s difference is the A seats’ mean minus the B seats’ mean, averaged over both rotations; ties count half', () => {
    const outs = [
      outcome(0, levelsFor('strong', 'normal', 0), [10, 0, 20, 0]), // +15
      outcome(0, levelsFor('strong', 'normal', 1), [0, 5, 0, 5]), // +5
      outcome(1, levelsFor('strong', 'normal', 0), [0, 10, 0, 10]), // −10
      outcome(1, levelsFor('strong', 'normal', 1), [0, 10, 0, 10]), // +10
    ];
    const r = summarizePairing(outs, 'strong', 'normal', false);
    expect(r.deals).toBe(2);
    expect(r.meanDiff).toBe(5); // deal 0: +10, deal 1: 0
    expect(r.winRate).toBe(0.75); // one win, one tie
    expect(r.ci95[0]).toBeLessThan(5);
    expect(r.ci95[1]).toBeGreaterThan(5);
  });

  it('the exact-call rate counts the seat-rounds of a level whose call was met', () => {
    const outs = [outcome(0, levelsFor('strong', 'normal', 0), [0, 0, 0, 0], [1, 2, 0, 1], [1, 1, 0, 1])];
    expect(summarizePairing(outs, 'strong', 'normal', true).exactCallRate).toEqual({ strong: 1, normal: 0.5 });
  });

  it('the exact-call rate by call size: per call of the level, the share met and how many rounds', () => {
    const outs = [
      outcome(0, ['strong', 'random', 'random', 'random'], [0, 0, 0, 0], [1, 2, 0, 1], [1, 1, 0, 1]),
      outcome(0, ['random', 'strong', 'random', 'random'], [0, 0, 0, 0], [1, 1, 0, 1], [1, 0, 0, 1]),
      outcome(1, ['random', 'random', 'strong', 'random'], [0, 0, 0, 0], [1, 2, 0, 1], [1, 1, 1, 1]),
    ];
    expect(exactCallsByCall(outs, 'strong')).toEqual({ 0: { rate: 0, rounds: 1 }, 1: { rate: 0.5, rounds: 2 } });
  });

  it('95 % intervals shrink with more deals and contain the mean; percentiles by nearest rank', () => {
    const few = meanCi([1, 3, 5, 7]);
    const many = meanCi(Array.from({ length: 400 }, (_, i) => [1, 3, 5, 7][i % 4]));
    expect(few.mean).toBe(4);
    expect(many.ci95[1] - many.ci95[0]).toBeLessThan(few.ci95[1] - few.ci95[0]);
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 0.99)).toBe(99);
  });
});

/** The report's JSON line (the last one), as the command writes it. */
function lastJson(lines: string[]): Pick<BotBenchReport, 'bots'> {
  return JSON.parse(lines[lines.length - 1]) as Pick<BotBenchReport, 'bots'>;
}

describe('npm run bench:bots -- --json --quick', () => {
  it('prints the report and, last, the JSON object for every game', async () => {
    const lines: string[] = [];
    const code = await runBotsBenchCommand(['--quick', '--json', '--threads', '0'], (l) => lines.push(l), () => {});
    expect(code).toBe(0);
    const report = lastJson(lines);
    expect(Object.keys(report.bots).sort()).toEqual(['elevator', 'fahrstuhl', 'fuenfzehnern', 'lusti']);
    for (const [game, r] of Object.entries(report.bots)) {
      for (const pairing of ['strongVsNormal', 'normalVsEasy', 'normalVsRandom'] as const) {
        const p = r[pairing];
        expect(p.ci95[0], `${game} ${pairing}`).toBeLessThanOrEqual(p.meanDiff);
        expect(p.ci95[1]).toBeGreaterThanOrEqual(p.meanDiff);
        expect(p.winRate).toBeGreaterThanOrEqual(0);
        expect(p.winRate).toBeLessThanOrEqual(1);
      }
      expect(r.strongVsNormal.deals, `${game}: strong vs normal deals`).toBeGreaterThan(0);
      expect(r.decisionMs.strong.p99).toBeGreaterThanOrEqual(r.decisionMs.strong.p50);
      expect(r.decisionMs.normal).toBeDefined();
      expect(r.iterationsPerSecond, `${game}: strong search iterations per second`).toBeGreaterThan(0);
    }
    expect(Object.keys(report.bots.fahrstuhl.strongVsNormal.exactCallRate!).sort()).toEqual(['normal', 'strong']);
    expect(Object.keys(report.bots.fahrstuhl.exactCallRateVsRandom!).sort()).toEqual(['normal', 'strong']);
    // Issue 31: no fallback anywhere, the levels in order, CPU per move and half vs full budget reported.
    for (const [game, r] of Object.entries(report.bots)) {
      expect(r.fallbacks, `${game}: bot answers that were not legal moves`).toBe(0);
      expect(r.normalVsRandom.ci95[0], `${game}: normal beats random`).toBeGreaterThan(0);
      expect(r.normalVsEasy.ci95[0], `${game}: normal beats easy`).toBeGreaterThan(0);
      expect(r.strongVsNormal.meanDiff, `${game}: strong beats normal`).toBeGreaterThan(0);
      expect(Object.keys(r.cpuMsPerMove).sort()).toEqual(['easy', 'normal', 'strong']);
      expect(r.cpuMsPerMove.strong, `${game}: a search costs more than a rule of thumb`).toBeGreaterThan(r.cpuMsPerMove.normal);
      expect(r.strongHalfVsStrong.deals, `${game}: half vs full deals`).toBeGreaterThan(0);
      // Reported for both sides. The thread's CPU clock (schedstat) advances at the scheduler's ticks, so a
      // quick run's few half-budget moves may read 0 on a loaded machine (CI saw it once): ≥ 0, and finite.
      expect(Number.isFinite(r.strongHalfVsStrong.cpuMsPerMove.strongHalf), `${game}: CPU ms per move at half budget`).toBe(true);
      expect(r.strongHalfVsStrong.cpuMsPerMove.strongHalf).toBeGreaterThanOrEqual(0);
    }
    const byCall = report.bots.fahrstuhl.exactCallsByCallVsRandom!.strong;
    expect(Object.values(byCall).reduce((n, c) => n + c.rounds, 0)).toBeGreaterThan(0);
    const ci = report.bots.fahrstuhl.exactCallRateVsRandomCi95!.strong;
    expect(ci[0]).toBeLessThanOrEqual(report.bots.fahrstuhl.exactCallRateVsRandom!.strong);
    expect(ci[1]).toBeGreaterThanOrEqual(report.bots.fahrstuhl.exactCallRateVsRandom!.strong);
    expect(lines.some((l) => l.startsWith('FALLBACK'))).toBe(false);
  });

  it('prints every fallback with its position and counts it in the JSON (a bot answering an illegal card)', async () => {
    const bots = findGameBots('lusti')!;
    const spy = vi.spyOn(bots, 'choose').mockImplementation(() => {
      spy.mockRestore();
      return { play: 'XX' };
    });
    try {
      const lines: string[] = [];
      const code = await runBotsBenchCommand(['--quick', '--json', '--games', 'lusti', '--threads', '0', '--deals', '1', '--heuristic-deals', '1', '--half-deals', '1'], (l) => lines.push(l), () => {});
      expect(code).toBe(0);
      expect(lastJson(lines).bots.lusti.fallbacks).toBe(1);
      const printed = lines.filter((l) => l.startsWith('FALLBACK'));
      expect(printed).toHaveLength(1);
      expect(printed[0]).toMatch(/lusti deal 0, move 0, seat \d \((strong|normal)\), bot seed .*answered an illegal move \{"play":"XX"\}; view \{/);
    } finally {
      spy.mockRestore();
    }
  });

  it('plays the deals on worker threads when asked, with the same contract', async () => {
    const lines: string[] = [];
    const code = await runBotsBenchCommand(['--quick', '--json', '--games', 'lusti', '--threads', '1', '--deals', '1', '--heuristic-deals', '2'], (l) => lines.push(l), () => {});
    expect(code).toBe(0);
    const report = lastJson(lines);
    expect(Object.keys(report.bots)).toEqual(['lusti']);
    expect(report.bots.lusti.strongVsNormal.deals).toBe(1);
    expect(report.bots.lusti.normalVsEasy.deals).toBe(2);
  });

  it('refuses unknown flags and games with exit code 2', async () => {
    const err: string[] = [];
    expect(await runBotsBenchCommand(['--games', 'chess'], () => {}, (l) => err.push(l))).toBe(2);
    expect(await runBotsBenchCommand(['--frobnicate'], () => {}, (l) => err.push(l))).toBe(2);
    expect(err.join('\n')).toContain('usage');
  });
});
