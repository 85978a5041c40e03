/**
 * Issue 18, part 2: "the coach sees exactly what the seat sees". The same three proofs as the bots'
 * (hidden-cards.test.ts), for the coach request (`explain`):
 * 1. across the thread boundary only the request travels, now with `explain`: the view, never a state;
 * 2. the advice — move and line — is a function of the view: dealing the hidden cards anew (the other
 *    hands reshuffled among them) changes neither;
 * 3. the coach (search and line) reads nothing outside the view and writes nothing into it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { decideSync } from '../src/choose.ts';
import { GAME_BOTS } from '../src/games/index.ts';
import { createBotPool } from '../src/pool/pool.ts';
import { randomPosition } from './helpers.ts';
import { guarded, reshuffleHidden } from './hidden.ts';

const TINY = { iterations: 60, maxMs: 10_000 };
const GAMES = GAME_BOTS.map((b) => b.gameId);

describe('the coach request in the worker', () => {
  const pool = createBotPool({ threads: 1, workerModule: new URL('./fixtures/recording-bot-task.ts', import.meta.url).href });
  afterAll(() => pool.close());

  it.each(GAMES)('%s: carries the seat view and the explain flag, nothing else', async (gameId) => {
    const pos = randomPosition(gameId, 9);
    const view = pos.game.seatView(pos.state, pos.seat);
    const smuggled = { gameId, level: 'strong' as const, view, seed: 1, explain: true, state: pos.state };
    const answer = (await pool.decide(smuggled)) as unknown as { received: Record<string, unknown>; via: string };
    expect(answer.via).toBe('worker');
    expect(Object.keys(answer.received).sort()).toEqual(['explain', 'gameId', 'level', 'seed', 'view']);
    expect(answer.received.view).toEqual(view);
    expect(JSON.stringify(answer.received)).not.toContain('"hands"');
  });
});

describe.each(GAMES)('%s: the advice depends on the view alone', (gameId) => {
  it('reshuffling the other hands changes neither the advised move nor its line', () => {
    for (let i = 0; i < 12; i++) {
      const pos = randomPosition(gameId, 100 + i);
      const view = pos.game.seatView(pos.state, pos.seat);
      const other = reshuffleHidden(pos.state, pos.seat, `coach:${i}`);
      const otherView = pos.game.seatView(other, pos.seat);
      expect(otherView).toEqual(view);
      const a = decideSync({ gameId, level: 'strong', view, seed: i, budget: TINY, history: pos.history, explain: true });
      const b = decideSync({ gameId, level: 'strong', view: otherView, seed: i, budget: TINY, history: pos.history, explain: true });
      expect(b.move).toEqual(a.move);
      expect(b.why).toEqual(a.why);
    }
  });

  it('the coach reads nothing outside the view and writes nothing into it', () => {
    for (let i = 0; i < 12; i++) {
      const pos = randomPosition(gameId, 150 + i);
      const view = guarded(pos.game.seatView(pos.state, pos.seat));
      const d = decideSync({ gameId, level: 'strong', view, seed: i, budget: TINY, history: pos.history, explain: true });
      expect(d.fallback, d.fallback).toBeUndefined();
      expect(d.why?.en.length).toBeGreaterThan(0);
    }
  });
});
