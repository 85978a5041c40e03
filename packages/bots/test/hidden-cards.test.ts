/**
 * Issue 6, tests: "no hidden card is ever read (the bot is handed only a view — a test proves it cannot
 * reach the full state)". Three proofs:
 * 1. Across the thread boundary only the request travels: the worker receives exactly the seat view
 *    (deep-equal to the engine's seatView), never a state, even when the caller's object carries one.
 * 2. The decision is a function of the view: dealing the hidden cards differently (the other seats'
 *    hands reshuffled among them) leaves the seat's view — and so every level's move — unchanged.
 * 3. A bot touches nothing outside the view and changes nothing in it: it runs behind a proxy that fails
 *    any read of a property the view does not have (e.g. `hands`, `state`) and any write.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../src/api.ts';
import { decideSync } from '../src/choose.ts';
import { GAME_BOTS } from '../src/games/index.ts';
import { createBotPool } from '../src/pool/pool.ts';
import { randomPosition } from './helpers.ts';
import { guarded, reshuffleHidden } from './hidden.ts';

const TINY = { iterations: 60, maxMs: 10_000 };
const GAMES = GAME_BOTS.map((b) => b.gameId);

describe('the worker receives only the view', () => {
  const pool = createBotPool({ threads: 1, workerModule: new URL('./fixtures/recording-bot-task.ts', import.meta.url).href });
  afterAll(() => pool.close());

  it.each(GAMES)('%s: the request in the worker is {gameId, level, view, seed} and the view is the seat view', async (gameId) => {
    const pos = randomPosition(gameId, 7);
    const view = pos.game.seatView(pos.state, pos.seat);
    const smuggled = { gameId, level: 'normal' as const, view, seed: 1, state: pos.state };
    const answer = (await pool.decide(smuggled)) as unknown as { received: Record<string, unknown>; via: string };
    expect(answer.via).toBe('worker');
    expect(Object.keys(answer.received).sort()).toEqual(['gameId', 'level', 'seed', 'view']);
    expect(answer.received.view).toEqual(view);
    expect(JSON.stringify(answer.received)).not.toContain('"hands"');
  });
});

describe.each(GAMES)('%s: the decision depends on the view alone', (gameId) => {
  it('reshuffling the other hands changes neither the view nor any level’s move', () => {
    for (let i = 0; i < 12; i++) {
      const pos = randomPosition(gameId, i);
      const view = pos.game.seatView(pos.state, pos.seat);
      const other = reshuffleHidden(pos.state, pos.seat, `re:${i}`);
      const otherView = pos.game.seatView(other, pos.seat);
      expect(otherView).toEqual(view);
      for (const level of BOT_LEVELS) {
        const a = decideSync({ gameId, level, view, seed: i, budget: TINY, history: pos.history });
        const b = decideSync({ gameId, level, view: otherView, seed: i, budget: TINY, history: pos.history });
        expect(b.move).toEqual(a.move);
      }
    }
  });

  it('a bot reads nothing outside the view and writes nothing into it', () => {
    for (let i = 0; i < 12; i++) {
      const pos = randomPosition(gameId, 50 + i);
      const view = guarded(pos.game.seatView(pos.state, pos.seat));
      for (const level of BOT_LEVELS) {
        const d = decideSync({ gameId, level, view, seed: i, budget: TINY, history: pos.history });
        expect(d.fallback, d.fallback).toBeUndefined();
      }
    }
  });
});
