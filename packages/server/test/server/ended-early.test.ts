/**
 * Issue 28 §6: guests dropped to the lobby by the host's abort were told nothing. The room state now says
 * why the room is back in its lobby when its match did not finish (`endedEarly`: the host ended it, with
 * the host's name, or a failure), until the next match starts. Real socket.io clients.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAMES } from '@kitchen-table/engine';
import { autoPlay, startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import { highCard } from '../support/test-game.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ games: [highCard, ...GAMES], timings: { lessonBotDelayMs: 0 } });
});
afterEach(async () => {
  await server.closeAll();
});

async function lobby() {
  const { tv, code } = await server.tv();
  const anna = await server.phone(code, 'Anna');
  const ben = await server.phone(code, 'Ben');
  await anna.configure({ game: 'highcard', seats: 2, options: { deals: 2, cards: 2 }, clockSeconds: 0 });
  return { tv, code, anna, ben };
}

describe('why the room is back in its lobby', () => {
  it('the host aborts: every phone and the TV learn who ended which match, until the next one starts', async () => {
    const { tv, anna, ben } = await lobby();
    expect(ben.state.room!.endedEarly ?? null).toBeNull();
    await anna.start();
    await waitFor(ben, () => ben.state.room?.phase === 'playing');
    await anna.end('abort');
    await waitFor(ben, () => ben.state.room?.phase === 'lobby', 'Ben back in the lobby');
    const annaId = anna.state.you!.memberId!;
    for (const client of [ben, tv]) {
      expect(client.state.room!.endedEarly).toEqual({ reason: 'host', game: 'highcard', lesson: false, by: { id: annaId, name: 'Anna' }, at: expect.any(Number) });
    }
    // Still there after any other change in the lobby; gone when the next match starts.
    await anna.configure({ clockSeconds: 30 });
    await waitFor(ben, () => ben.state.room!.config.clockSeconds === 30);
    expect(ben.state.room!.endedEarly?.reason).toBe('host');
    await anna.configure({ clockSeconds: 0 });
    const players = [autoPlay(anna), autoPlay(ben)];
    await anna.start();
    await waitFor(ben, () => ben.state.room?.phase === 'playing');
    expect(ben.state.room!.endedEarly ?? null).toBeNull();
    // A match that finishes is no early end.
    await waitFor(ben, () => ben.state.room?.phase === 'finished', 'the match finished');
    for (const p of players) p.stop();
    await anna.end('abort');
    await waitFor(ben, () => ben.state.room?.phase === 'lobby');
    expect(ben.state.room!.endedEarly ?? null).toBeNull();
  });

  it('the host ends a learning deal: the phones are told it was the lesson', async () => {
    const { anna, ben } = await lobby();
    await anna.configure({ game: 'fahrstuhl' });
    await anna.startLesson();
    await waitFor(ben, () => ben.state.room?.phase === 'playing' && ben.state.room.lesson === true, 'the lesson');
    await anna.end('afterDeal');
    await waitFor(ben, () => ben.state.room?.phase === 'lobby');
    expect(ben.state.room!.endedEarly).toMatchObject({ reason: 'host', game: 'fahrstuhl', lesson: true, by: { name: 'Anna' } });
  });
});
