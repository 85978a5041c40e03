/**
 * Issue 13, item 4: the bots' registry is the one list of games' bots. A fake game registered in the
 * engine and the bots' registry shows up in the dispatcher, the benchmark's game list, its default and
 * quick runs and its report, without any other file naming it; a deal's scores are the `score` of the
 * common `dealScored` event, and the exact-call rates appear only for a game with a `calls` hook.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rankOf, registerGame, type DealScoredEvent, type SeatViewBase } from '@kitchen-table/engine';
import { decideSync, findGameBots, registerGameBots, type GameBots } from '../src/index.ts';
import { benchGames, defaultConfig, quickConfig, runBotsBenchCommand } from '../src/bench/index.ts';
import { playDeal } from '../src/bench/deal.ts';
import { HIGH_CARD_ID, highCard } from '../../engine/test/support/test-game.ts';

const ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const high = (view: SeatViewBase) => view.legal.reduce((a, b) => (ORDER.indexOf(rankOf(String(b.play))) > ORDER.indexOf(rankOf(String(a.play))) ? b : a));

function tinyBots(calls?: (scored: DealScoredEvent) => { calls: number[]; taken: number[] }): GameBots {
  return {
    gameId: HIGH_CARD_ID,
    strongBudget: { iterations: 1, maxMs: 10 },
    // Every level but easy plays its highest card: enough to tell the levels apart.
    choose: (view, level) => (level === 'easy' ? view.legal[0] : high(view)),
    coach: { explain: (_view, move) => ({ en: `Play the highest card {card:${String(move.play)}}.`, de: `Spiel die höchste Karte {card:${String(move.play)}}.` }) },
    bench: { seats: 4, options: () => ({ deals: 1 }), deals: { strong: 3, heuristic: 5 }, quickDeals: { strong: 2, heuristic: 2 }, calls },
  };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});
function register(bots: GameBots): void {
  cleanups.push(registerGame(highCard), registerGameBots(bots));
}

describe('a game added to the registries', () => {
  it('is found by the dispatcher and listed by the benchmark, with its own deal counts', () => {
    expect(benchGames()).not.toContain(HIGH_CARD_ID);
    register(tinyBots());
    expect(findGameBots(HIGH_CARD_ID)?.gameId).toBe(HIGH_CARD_ID);
    expect(benchGames()).toContain(HIGH_CARD_ID);
    expect(defaultConfig().deals[HIGH_CARD_ID]).toBe(3);
    expect(defaultConfig().heuristicDeals[HIGH_CARD_ID]).toBe(5);
    expect(quickConfig().games).toContain(HIGH_CARD_ID);
    expect(quickConfig().deals[HIGH_CARD_ID]).toBe(2);
    const options = highCard.resolveOptions({}, 4);
    if (!options.ok) throw new Error(options.error.message);
    const state = highCard.setup(options.value, 4, 'dispatch');
    const view = highCard.seatView(state, highCard.toAct(state)[0]);
    expect(decideSync({ gameId: HIGH_CARD_ID, level: 'normal', view, seed: 1 }).move).toEqual(high(view));
    // …and its coach (issue 18, part 2) writes the line for the strong move.
    const advice = decideSync({ gameId: HIGH_CARD_ID, level: 'strong', view, seed: 1, explain: true });
    expect(advice.why?.de).toBe(`Spiel die höchste Karte {card:${String(high(view).play)}}.`);
  });

  it('a benchmark deal is scored from the dealScored event; a calls hook gets that event', () => {
    const seen: DealScoredEvent[] = [];
    register(tinyBots((scored) => {
      seen.push(scored);
      return { calls: [0, 0, 0, 0], taken: scored.score.slice() };
    }));
    const outcome = playDeal({ gameId: HIGH_CARD_ID, index: 0, levels: ['normal', 'easy', 'normal', 'easy'], botSeed: 's' });
    expect(seen).toHaveLength(1);
    expect(seen[0].type).toBe('dealScored');
    expect(outcome.scores).toEqual(seen[0].score);
    expect(outcome.scores.reduce((a, b) => a + b, 0)).toBe(2); // two tricks of a point each
    expect(outcome.taken).toEqual(seen[0].score);
  });

  it.each([
    ['without', undefined],
    ['with', (scored: DealScoredEvent) => ({ calls: [1, 1, 1, 1], taken: scored.score })],
  ])('shows up in `bench bots --quick --json` (%s exact-call rates)', async (_, calls) => {
    register(tinyBots(calls));
    const lines: string[] = [];
    const code = await runBotsBenchCommand(['--quick', '--json', '--threads', '0', '--games', HIGH_CARD_ID], (l) => lines.push(l), () => {});
    expect(code).toBe(0);
    expect(lines.some((l) => l.trim().startsWith(HIGH_CARD_ID))).toBe(true);
    const report = JSON.parse(lines[lines.length - 1]).bots;
    expect(Object.keys(report)).toEqual([HIGH_CARD_ID]);
    expect(report[HIGH_CARD_ID].strongVsNormal.deals).toBe(2);
    expect(report[HIGH_CARD_ID].exactCallRateVsRandom !== undefined).toBe(calls !== undefined);
  });
});
