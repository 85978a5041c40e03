/**
 * `GET /api/matches/:id` (issue 18, the replay's source): a finished match's record replays exactly with
 * the engine; an unfinished match answers 404 like an unknown id, because its seed deals every card.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MatchReplayRecord } from '@kitchen-table/protocol';
import { highCard } from '../support/test-game.ts';
import { autoPlay, seatView, startTestServer, waitFor, type TestServer } from '../support/harness.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ games: [highCard] });
});
afterEach(async () => {
  await server.closeAll();
});

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: await res.json() };
}

describe('GET /api/matches/:id', () => {
  it('is 404 while the match runs and the exact, replayable record once it has finished', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 2, cards: 2 }, clockSeconds: 0 });
    await anna.start();
    await waitFor(anna, () => seatView(anna) !== null);
    const matchId = tv.state.match!.matchId;

    const running = await get(`/api/matches/${matchId}`);
    expect(running.status).toBe(404);
    expect(JSON.stringify(running.body)).not.toContain((await server.store.loadMatch(matchId))!.match.seed);

    const players = [autoPlay(anna), autoPlay(ben)];
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
    for (const p of players) p.stop();

    const { status, body } = await get(`/api/matches/${matchId}`);
    expect(status).toBe(200);
    const record = body as MatchReplayRecord;
    expect(record).toMatchObject({ id: matchId, game: 'highcard', seats: 3, options: { deals: 2, cards: 2 } });
    expect(record.players.map((p) => [p.seat, p.name, p.isBot])).toEqual([
      [0, 'Anna', false],
      [1, 'Ben', false],
      [2, 'Bot 1', true],
    ]);
    expect(record.moves.map((m) => m.seq)).toEqual(record.moves.map((_, i) => i + 1));

    // The record alone replays the match to the same end as the room announced.
    let state = highCard.setup(record.options as never, record.seats, record.seed, record.generator as never);
    for (const entry of record.moves) {
      if (entry.seat === null) continue;
      const applied = highCard.applyMove(state, entry.seat, entry.move as never);
      expect(applied.ok).toBe(true);
      if (applied.ok) state = applied.state;
    }
    expect(highCard.isMatchOver(state)).toBe(true);
    expect(highCard.matchResult(state).totals).toEqual(tv.state.room!.result!.outcomes.map((o) => o.total));
    expect(record.players.map((p) => p.total)).toEqual(highCard.matchResult(state).totals);
  });

  it('an unknown or malformed id is 404 and changes nothing', async () => {
    for (const id of ['0'.repeat(32), 'nope', `${'a'.repeat(32)}x`, '..%2F..%2Fetc', 'A'.repeat(32)]) {
      const { status, body } = await get(`/api/matches/${id}`);
      expect(status).toBe(404);
      expect(body).toHaveProperty('error');
    }
    expect((await get('/api/health')).status).toBe(200);
  });
});
