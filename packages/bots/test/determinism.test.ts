/** Issue 6, tests: "determinism per seed" — the same view and seed give the same move at every level. */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../src/api.ts';
import { chooseMoveSync, decideSync } from '../src/choose.ts';
import { GAME_BOTS } from '../src/games/index.ts';
import { randomPosition } from './helpers.ts';

const TINY = { iterations: 80, maxMs: 60_000 };

describe.each(GAME_BOTS.map((b) => b.gameId))('%s: one seed, one move', (gameId) => {
  it('every level answers the same move for the same view and seed, and the strong search runs its whole budget', () => {
    for (let i = 0; i < 15; i++) {
      const pos = randomPosition(gameId, 200 + i);
      const view = pos.game.seatView(pos.state, pos.seat);
      for (const level of [...BOT_LEVELS, 'random'] as const) {
        const first = decideSync({ gameId, level, view: structuredClone(view), seed: `s${i}`, budget: TINY, history: pos.history });
        const again = decideSync({ gameId, level, view: structuredClone(view), seed: `s${i}`, budget: TINY, history: pos.history });
        expect(again.move).toEqual(first.move);
        expect(again.stats.iterations).toBe(first.stats.iterations);
      }
    }
  });

  it('chooseMoveSync is the same decision as decideSync', () => {
    const pos = randomPosition(gameId, 300);
    const view = pos.game.seatView(pos.state, pos.seat);
    expect(chooseMoveSync(gameId, 'strong', view, 9, { budget: TINY, history: pos.history })).toEqual(
      decideSync({ gameId, level: 'strong', view, seed: 9, budget: TINY, history: pos.history }).move,
    );
  });
});
