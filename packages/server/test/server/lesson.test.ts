/**
 * Issue 18 part 3 on the server, with real socket.io clients: the host starts the chosen game's learning
 * deal from the lobby; bot seats play its script, a phone's move other than the lesson's is refused
 * (NOT_THE_LESSON_MOVE) and changes nothing; it plays to its end; it is not stored and not ranked. A
 * learning deal asked for mid-match, or by a phone that is not the host, is refused and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAMES, lessonMoveAt } from '@kitchen-table/engine';
import { refusal, seatView, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';
import { followLesson } from '../support/follow-lesson.ts';
import { highCard } from '../support/test-game.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ games: [...GAMES, highCard], timings: { lessonBotDelayMs: 0 } });
});
afterEach(async () => {
  await server.closeAll();
});

describe('learning deals on the server', () => {
  it.each(GAMES.map((g) => g.meta.id))('%s: started from the lobby, played to its end, not stored and not ranked', async (gameId) => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: gameId });
    await anna.startLesson();
    await waitFor(tv, () => tv.state.room?.phase === 'playing' && tv.state.room.lesson === true, 'the lesson');
    const lesson = GAMES.find((g) => g.meta.id === gameId)!.lesson;
    expect(tv.state.room!.slots.length).toBe(lesson.players);
    expect(tv.state.room!.slots.slice(0, 2).map((s) => (s.kind === 'human' ? s.name : s.kind))).toEqual(['Anna', 'Ben']);
    expect(tv.state.room!.clock?.durationMs ?? 0).toBe(0);
    const matchId = tv.state.match!.matchId;

    // A wrong tap that the rules allow is refused all the same; nothing is played.
    const benPlays = followLesson(ben, gameId);
    await waitFor(anna, () => {
      const v = seatView(anna);
      const due = lessonMoveAt(lesson, anna.state.match!.seq);
      return !!v && !!due && due.seat === 0 && v.toAct.includes(0);
    }, 'Anna’s first lesson move', 15_000);
    const seq = anna.state.match!.seq;
    const due = lessonMoveAt(lesson, seq)!;
    const other = seatView(anna)!.legal.find((m) => JSON.stringify(m) !== JSON.stringify(due.move));
    if (other) {
      expect(await refusal(anna.move(other, seq))).toBe('NOT_THE_LESSON_MOVE');
      expect(anna.state.match!.seq).toBe(seq);
    }

    const players = [followLesson(anna, gameId), benPlays];
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the lesson', 30_000);
    for (const p of players) p.stop();
    expect(players.flatMap((p) => p.errors)).toEqual([]);
    expect(tv.state.room!.lesson).toBe(true);
    expect(tv.state.room!.result!.outcomes.every((o) => !o.rated)).toBe(true);

    expect(await server.store.loadMatch(matchId)).toBeNull();
    expect(await server.store.gameScores(gameId)).toEqual([]);
    expect(await server.store.rankings()).toEqual([]);

    // Back in the lobby, a real match starts as usual and is stored.
    await anna.end('abort');
    await waitFor(tv, () => tv.state.room?.phase === 'lobby', 'the lobby');
    expect(tv.state.room!.lesson).toBe(false);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing', 'a real match');
    expect(tv.state.room!.lesson).toBe(false);
    expect(await server.store.loadMatch(tv.state.match!.matchId)).not.toBeNull();
  });

  it('is refused mid-match (WRONG_PHASE) and for a phone that is not the host (NOT_HOST), changing nothing', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: 'fahrstuhl' });

    const before = JSON.stringify(tv.state.room);
    expect(await refusal(ben.startLesson())).toBe('NOT_HOST');
    expect(await refusal(tv.startLesson())).toBe('NOT_HOST');
    expect(JSON.stringify(tv.state.room)).toBe(before);
    expect(tv.state.room!.phase).toBe('lobby');

    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing', 'the match');
    const matchId = tv.state.match!.matchId;
    const seq = tv.state.match!.seq;
    expect(await refusal(anna.startLesson())).toBe('WRONG_PHASE');
    expect(await refusal(ben.startLesson())).toBe('NOT_HOST');
    expect(tv.state.match!.matchId).toBe(matchId);
    expect(tv.state.room!.lesson).toBe(false);
    expect(tv.state.match!.seq).toBeGreaterThanOrEqual(seq);
    expect(await server.store.loadMatch(matchId)).not.toBeNull();
  });

  it('back in the lobby after a learning deal, the seats and options are as the host left them', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await server.phone(code, 'Ben');
    await anna.configure({ game: 'fahrstuhl', seats: 5, options: { mode: 'up', startCards: 3, bonus: 50 } });
    await waitFor(tv, () => tv.state.room?.config.seats === 5, 'five seats');
    const lobby = { config: tv.state.room!.config, slots: tv.state.room!.slots };
    await anna.startLesson();
    await waitFor(tv, () => tv.state.room?.lesson === true, 'the lesson');
    expect(tv.state.room!.slots.length).toBe(3);
    await anna.end('abort');
    await waitFor(tv, () => tv.state.room?.phase === 'lobby', 'the lobby');
    expect(tv.state.room!.config).toEqual(lobby.config);
    expect(tv.state.room!.slots).toEqual(lobby.slots);
  });

  it('restarting a learning deal while it is played starts it over', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'elevator' });
    await anna.startLesson();
    await waitFor(tv, () => (tv.state.match?.seq ?? 0) >= 1, 'the first scripted move');
    const first = tv.state.match!.matchId;
    await anna.restart();
    await waitFor(tv, () => tv.state.match?.matchId !== first, 'a new lesson');
    expect(tv.state.room!.lesson).toBe(true);
    // From its opening update (seq 0, deal 1's dealStart) again, then its first move.
    const again = tv.state.match!.matchId;
    expect(tv.updates.filter((u) => u.matchId === again).map((u) => u.seq)[0] ?? 0).toBe(0);
  });

  it('ending a learning deal drops it back to the lobby at once', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'lusti' });
    await anna.startLesson();
    await waitFor(tv, () => tv.state.room?.lesson === true, 'the lesson');
    await anna.end('afterDeal');
    await waitFor(tv, () => tv.state.room?.phase === 'lobby', 'the lobby');
    expect(tv.state.room!.lesson).toBe(false);
    expect(tv.state.room!.config.seats).toBe(4);
  });
});
