/**
 * Issue 6, tests: "a worker crash replaced without losing the room". The pool's answer to a request
 * whose worker dies is still a legal move: retried once on a fresh worker (piscina replaces the dead
 * one), and answered in-thread when the retry dies too; the pool keeps serving afterwards.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createBotPool } from '../src/pool/pool.ts';
import { findLegal } from '../src/util/moves.ts';
import { randomPosition } from './helpers.ts';

const CRASHING = new URL('./fixtures/crashing-bot-task.ts', import.meta.url).href;

function crashCounter(n: number): SharedArrayBuffer {
  const sab = new SharedArrayBuffer(4);
  new Int32Array(sab)[0] = n;
  return sab;
}

describe('bot pool', () => {
  const pool = createBotPool({ threads: 2 });
  afterAll(() => pool.close());

  it('answers legal moves from worker threads for concurrent requests', async () => {
    const positions = Array.from({ length: 8 }, (_, i) => randomPosition('fahrstuhl', 400 + i));
    const answers = await Promise.all(
      positions.map((p, i) => pool.decide({ gameId: 'fahrstuhl', level: i % 2 ? 'strong' : 'normal', view: p.game.seatView(p.state, p.seat), seed: i, budget: { iterations: 50 } })),
    );
    answers.forEach((a, i) => {
      const view = positions[i].game.seatView(positions[i].state, positions[i].seat);
      expect(findLegal(view.legal, a.move)).toBeDefined();
      expect(a.via).toBe('worker');
    });
  });

  it('chooseMove resolves to the same move as the in-thread decision for the seed', async () => {
    const { chooseMoveSync } = await import('../src/choose.ts');
    const p = randomPosition('fahrstuhl', 420);
    const view = p.game.seatView(p.state, p.seat);
    const budget = { iterations: 50, maxMs: 60_000 };
    expect(await pool.chooseMove('fahrstuhl', 'strong', view, 5, { budget })).toEqual(chooseMoveSync('fahrstuhl', 'strong', view, 5, { budget }));
  });
});

describe('a crashed worker is replaced and the request is not lost', () => {
  it('one crash: the request is retried on a fresh worker', async () => {
    const errors: unknown[] = [];
    const pool = createBotPool({ threads: 1, workerModule: CRASHING, workerData: { crashes: crashCounter(1) }, onWorkerError: (e) => errors.push(e) });
    try {
      const p = randomPosition('fahrstuhl', 430);
      const view = p.game.seatView(p.state, p.seat);
      const answer = await pool.decide({ gameId: 'fahrstuhl', level: 'normal', view, seed: 1 });
      expect(answer.via).toBe('retry');
      expect(findLegal(view.legal, answer.move)).toBeDefined();
      expect(errors).toHaveLength(1);
      // The replacement worker keeps serving.
      const next = await pool.decide({ gameId: 'fahrstuhl', level: 'normal', view, seed: 2 });
      expect(next.via).toBe('worker');
    } finally {
      await pool.close();
    }
  });

  it('two crashes in a row: the request is answered in-thread', async () => {
    const pool = createBotPool({ threads: 1, workerModule: CRASHING, workerData: { crashes: crashCounter(2) } });
    try {
      const p = randomPosition('fahrstuhl', 431);
      const view = p.game.seatView(p.state, p.seat);
      const answer = await pool.decide({ gameId: 'fahrstuhl', level: 'strong', view, seed: 1 });
      expect(answer.via).toBe('in-thread');
      expect(findLegal(view.legal, answer.move)).toBeDefined();
      expect((await pool.decide({ gameId: 'fahrstuhl', level: 'normal', view, seed: 2 })).via).toBe('worker');
    } finally {
      await pool.close();
    }
  });

  it('a closed pool refuses new requests', async () => {
    const pool = createBotPool({ threads: 1 });
    await pool.close();
    const p = randomPosition('fahrstuhl', 432);
    await expect(pool.decide({ gameId: 'fahrstuhl', level: 'normal', view: p.game.seatView(p.state, p.seat), seed: 1 })).rejects.toThrow(/closed/);
  });
});

describe('the server-facing bot player', () => {
  it('has the server’s BotPlayer shape and answers a legal move for a bot seat and for the clock', async () => {
    const { createBotPlayer } = await import('../src/player.ts');
    const player = createBotPlayer({ threads: 1 });
    try {
      const p = randomPosition('lusti', 440);
      const view = p.game.seatView(p.state, p.seat);
      const byBot = await player.chooseMove(p.game, view, { forClock: false, seed: 'm:1:0', level: 'easy' });
      const byClock = await player.chooseMove(p.game, view, { forClock: true, seed: 'm:1:0', level: 'strong' });
      expect(findLegal(view.legal, byBot)).toBeDefined();
      // The clock plays the normal heuristic whatever the seat's level.
      const { chooseMoveSync } = await import('../src/choose.ts');
      expect(byClock).toEqual(chooseMoveSync('lusti', 'normal', view, 'm:1:0'));
    } finally {
      await player.close();
    }
  });
});
