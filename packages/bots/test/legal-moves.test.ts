/**
 * Issue 6, tests: "legal moves only, over many seeded deals, for every level and game". Whole deals are
 * played with every seat at one level (and mixed levels), each bot seeing only its seat's view; every
 * answer must be one of the view's legal moves, accepted by the engine, and found by the bot itself
 * (the dispatcher's fallback for a bot error must never fire).
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, type BenchLevel } from '../src/api.ts';
import { decideSync } from '../src/choose.ts';
import { GAME_BOTS } from '../src/games/index.ts';
import { findLegal } from '../src/util/moves.ts';
import { newMatch } from './helpers.ts';

const TINY = { iterations: 40, maxMs: 10_000 };
const DEALS: Record<string, number> = { fahrstuhl: 20, elevator: 6, fuenfzehnern: 8, lusti: 8 };

function playDealAt(gameId: string, i: number, levels: BenchLevel[]): number {
  const { game } = newMatch(gameId, i);
  let { state } = newMatch(gameId, i);
  const history: import('@kitchen-table/engine').GameEvent[] = [];
  let moves = 0;
  for (; moves < 5000; moves++) {
    const seat = game.toAct(state)[0];
    const view = game.seatView(state, seat);
    const d = decideSync({ gameId, level: levels[seat], view, seed: `${i}:${moves}`, budget: TINY, history: history.slice() });
    expect(d.fallback, `${gameId} ${levels[seat]} deal ${i} move ${moves}`).toBeUndefined();
    expect(findLegal(view.legal, d.move), JSON.stringify(d.move)).toBeDefined();
    const r = game.applyMove(state, seat, d.move);
    if (!r.ok) throw new Error(`${gameId}: ${levels[seat]} played ${JSON.stringify(d.move)}: ${r.error.code}`);
    history.push(...r.events);
    if (r.events.some((e) => e.type === 'dealScored' || e.type === 'handScored')) return moves + 1;
    state = r.state;
  }
  throw new Error(`${gameId}: deal ${i} did not end`);
}

describe.each(GAME_BOTS.map((b) => b.gameId))('%s bots play legal moves only', (gameId) => {
  for (const level of [...BOT_LEVELS, 'random'] as BenchLevel[]) {
    it(`${level}: every move of ${DEALS[gameId]} seeded deals is legal`, () => {
      for (let i = 0; i < DEALS[gameId]; i++) expect(playDealAt(gameId, i, [level, level, level, level])).toBeGreaterThan(0);
    });
  }
  it('mixed levels at one table: every move is legal', () => {
    for (let i = 0; i < DEALS[gameId]; i++) playDealAt(gameId, 100 + i, ['strong', 'normal', 'easy', 'random']);
  });
});
