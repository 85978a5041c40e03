/**
 * Issue 18, part 2 — the coach, through real socket.io clients: the host switches it on (lobby and
 * match), anyone else is refused and changes nothing; when it is the coached seat's turn the advice
 * (a legal move and one line) reaches that phone only; the coach never costs the seat's clock more
 * than COACH_BUDGET_MS (the clock is not stopped; a late answer is dropped — checked on fake timers);
 * a coached match is marked (result, stored match) and rates nobody.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findGame, GAMES, lessonMoveAt, lessonMoveWhy, sameMove, type SeatViewBase } from '@kitchen-table/engine';
import { createBotPlayer } from '@kitchen-table/bots';
import { COACH_BUDGET_MS, coachAdviceSchema, type CoachAdvice } from '@kitchen-table/protocol';
import type { CoachAdvisor, CoachAnswer } from '../../src/coach/advisor.ts';
import { openStore } from '../../src/storage/open-store.ts';
import { FakeTimers } from '../support/fake-timers.ts';
import { autoPlay, myTurn, refusal, seatView, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';
import { followLesson } from '../support/follow-lesson.ts';
import { highCard } from '../support/test-game.ts';

/** A coach that answers the view's last legal move at once and records the views it was given. */
function recordingCoach(): CoachAdvisor & { views: SeatViewBase[] } {
  const views: SeatViewBase[] = [];
  return {
    views,
    async advise(_game, view) {
      views.push(view);
      const move = view.legal[view.legal.length - 1];
      return { move, why: { en: `Play {card:${String(move.play)}}: it is your last card in the list.`, de: `Spiel {card:${String(move.play)}}: deine letzte Karte der Liste.` } };
    },
  };
}

/** A coach whose answers the test releases by hand. */
function heldCoach(): CoachAdvisor & { pending: { view: SeatViewBase; release(): void }[] } {
  const pending: { view: SeatViewBase; release(): void }[] = [];
  return {
    pending,
    advise(_game, view) {
      return new Promise<CoachAnswer>((resolve) => {
        pending.push({ view, release: () => resolve({ move: view.legal[0], why: { en: 'late line', de: 'später Satz' } }) });
      });
    },
  };
}

/** Polls `predicate` (advice comes as its own event, which the harness's waitFor does not listen to). */
async function eventually(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const advices = (c: TestClient): CoachAdvice[] => c.received.filter((r) => r.event === 'coach:advice').map((r) => r.payload as CoachAdvice);

let server: TestServer | undefined;
afterEach(async () => {
  await server?.closeAll();
  server = undefined;
});

async function table(options: Parameters<typeof startTestServer>[0], game = 'highcard', gameOptions: Record<string, string | number> = { deals: 1, cards: 2 }, bots = 0) {
  server = await startTestServer(options);
  const { tv, code } = await server.tv();
  const anna = await server.phone(code, 'Anna');
  const ben = await server.phone(code, 'Ben');
  await anna.configure({ game, seats: 2 + bots, clockSeconds: 0, options: gameOptions });
  const people = [{ kind: 'human' as const, memberId: anna.state.you!.memberId! }, { kind: 'human' as const, memberId: ben.state.you!.memberId! }];
  await anna.arrange([...people, ...Array.from({ length: bots }, () => ({ kind: 'bot' as const }))]);
  await waitFor(tv, () => tv.state.room?.slots.filter((s) => s.kind === 'human').length === 2, 'both seated');
  return { tv, code, anna, ben };
}

describe('the coach', () => {
  it('the host switches it on and off for a person’s seat; a non-host, a bot seat and a server without coach are refused and change nothing', async () => {
    const { tv, anna, ben } = await table({ games: [highCard], coach: recordingCoach() });
    await anna.setCoach(1, true);
    await waitFor(tv, () => tv.state.room?.coach?.seats.join() === '1', 'seat 1 coached on the TV');
    expect(await refusal(ben.setCoach(0, true))).toBe('NOT_HOST');
    expect(await refusal(ben.setCoach(1, false))).toBe('NOT_HOST');
    expect(await refusal(anna.setCoach(5, true))).toBe('BAD_SEATS');
    const bad = await ben.request('host:coach', { seat: 1, on: 'yes' });
    expect(bad.ok ? null : bad.error.code).toBe('BAD_MESSAGE');
    await anna.arrange([{ kind: 'human', memberId: anna.state.you!.memberId! }, { kind: 'bot' }, { kind: 'human', memberId: ben.state.you!.memberId! }]);
    // The coach follows the person: Ben moved to seat 2, the coach with him; seat 1 is a bot's.
    await waitFor(tv, () => tv.state.room?.coach?.seats.join() === '2', 'the coach moved with Ben');
    expect(await refusal(anna.setCoach(1, true))).toBe('COACH_NOT_A_PERSON');
    await anna.setCoach(2, false);
    await waitFor(tv, () => tv.state.room?.coach?.seats.length === 0, 'the coach off');
    expect(tv.state.room?.coach?.match).toBe(false);
  });

  it('without a coach plugged in, switching it on is COACH_UNAVAILABLE', async () => {
    const { tv, anna } = await table({ games: [highCard] });
    expect(await refusal(anna.setCoach(1, true))).toBe('COACH_UNAVAILABLE');
    expect(tv.state.room?.coach?.seats).toEqual([]);
  });

  it('advice reaches the coached phone only, for each of its turns, with a legal move and both languages', async () => {
    const coach = recordingCoach();
    const { tv, anna, ben } = await table({ games: [highCard], coach }, 'highcard', { deals: 2, cards: 3 });
    await anna.setCoach(1, true);
    await anna.start();
    const players = [autoPlay(anna), autoPlay(ben)];
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the match played out', 20_000);
    players.forEach((p) => p.stop());
    const got = advices(ben);
    // Ben had 6 turns (2 deals × 3 cards): advice for each, for his own seat, each valid and legal then.
    expect(got).toHaveLength(6);
    for (const a of got) {
      expect(coachAdviceSchema.parse(a)).toEqual(a);
      expect(a.seat).toBe(1);
      expect(a.move).not.toBeNull();
      expect(a.why!.de).toMatch(/^Spiel \{card:/);
    }
    expect(coach.views.every((v) => v.seat === 1)).toBe(true);
    // The coach saw Ben's view: his hand, never Anna's.
    expect(coach.views.every((v) => Array.isArray(v.hand) && !('hands' in v))).toBe(true);
    expect(advices(anna)).toHaveLength(0);
    expect(advices(tv)).toHaveLength(0);
    expect(tv.state.room?.result?.coached).toBe(true);
  });

  it('the coach is switched on during a match: advice from the next turn, and the match is coached from then on', async () => {
    const coach = recordingCoach();
    const { tv, anna, ben } = await table({ games: [highCard], coach }, 'highcard', { deals: 1, cards: 3 });
    await anna.start();
    await waitFor(ben, () => seatView(ben) !== null, 'the match on Ben’s phone');
    expect(tv.state.room?.coach?.match).toBe(false);
    await anna.setCoach(1, true);
    await waitFor(tv, () => tv.state.room?.coach?.match === true, 'the match marked coached');
    const players = [autoPlay(anna), autoPlay(ben)];
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the match played out', 20_000);
    players.forEach((p) => p.stop());
    expect(advices(ben)).toHaveLength(3);
    expect(tv.state.room?.result?.coached).toBe(true);
  });

  it('a coached match is stored as coached and rates nobody; the same match without the coach rates both', async () => {
    const { tv, anna, ben } = await table({ games: [highCard], coach: recordingCoach() }, 'highcard', { deals: 5, cards: 4 });
    await anna.setCoach(1, true);
    await anna.start();
    let players = [autoPlay(anna), autoPlay(ben)];
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the coached match played out', 30_000);
    players.forEach((p) => p.stop());
    const coached = tv.state.room!.result!;
    expect(coached.coached).toBe(true);
    expect(coached.outcomes.every((o) => !o.rated)).toBe(true);
    expect((await server!.store.loadMatch(coached.matchId))!.match.coached).toBe(true);
    expect(await server!.store.rankings()).toEqual([]);

    await anna.setCoach(1, false);
    await anna.restart();
    players = [autoPlay(anna), autoPlay(ben)];
    await waitFor(tv, () => tv.state.room?.phase === 'finished' && tv.state.room.result?.matchId !== coached.matchId, 'the second match played out', 30_000);
    players.forEach((p) => p.stop());
    const plain = tv.state.room!.result!;
    expect(plain.coached).toBeUndefined();
    expect(plain.outcomes.every((o) => o.rated)).toBe(true);
    expect((await server!.store.loadMatch(plain.matchId))!.match.coached).toBeUndefined();
    expect((await server!.store.rankings()).map((r) => r.matches)).toEqual([1, 1]);
  });

  it(`costs the seat's clock at most ${COACH_BUDGET_MS} ms: the clock runs on, no advice after the budget, a late answer is dropped`, async () => {
    const timers = new FakeTimers();
    const coach = heldCoach();
    const { tv, code, anna, ben } = await table({ games: [highCard], coach, timers, timings: { stateIntervalMs: 0 } }, 'highcard', { deals: 1, cards: 2 });
    await anna.configure({ clockSeconds: 30 });
    await anna.setCoach(0, true);
    await anna.setCoach(1, true);
    await anna.start();
    await waitFor(anna, () => seatView(anna) !== null, 'the match');
    const first = seatView(anna)!.toAct[0];
    const [actor, other] = first === 0 ? [anna, ben] : [ben, anna];
    await eventually(() => myTurn(actor) && coach.pending.length === 1, 'the first turn, the coach asked');
    const room = server!.manager.rooms.get(code)!;
    const remaining = (): number => room.clocks.info()!.seats.find((s) => s.seat === first)!.remainingMs;
    expect(remaining()).toBe(30_000);
    timers.advance(COACH_BUDGET_MS - 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(advices(actor)).toHaveLength(0);
    // The clock is not stopped for the coach.
    expect(remaining()).toBe(30_000 - (COACH_BUDGET_MS - 1));
    timers.advance(1);
    await eventually(() => advices(actor).length === 1, 'the "no advice" notice');
    expect(advices(actor)[0]).toMatchObject({ seat: first, move: null, why: null });
    coach.pending[0].release();
    await new Promise((r) => setTimeout(r, 50));
    expect(advices(actor)).toHaveLength(1);
    expect(actor.state.advice).toMatchObject({ move: null });
    // Nor is it extended: the seat keeps its clock minus the budget, exactly as without a coach.
    expect(remaining()).toBe(30_000 - COACH_BUDGET_MS);

    // The other seat's turn: an answer within the budget is passed on, to that phone only, and its
    // clock ran meanwhile.
    await actor.move(seatView(actor)!.legal[0]);
    await eventually(() => myTurn(other) && coach.pending.length === 2, 'the other turn, the coach asked');
    const otherSeat = seatView(other)!.seat;
    timers.advance(500);
    coach.pending[1].release();
    await eventually(() => advices(other).length === 1, 'the advice');
    expect(advices(other)[0]).toMatchObject({ seat: otherSeat, move: seatView(other)!.legal[0], why: { en: 'late line', de: 'später Satz' } });
    expect(room.clocks.info()!.seats.find((s) => s.seat === otherSeat)!.remainingMs).toBe(30_000 - 500);
    expect(advices(actor)).toHaveLength(1);
    expect(advices(tv)).toHaveLength(0);
  });

  it('the coach and the coached mark survive a restart; the resumed phone gets the advice of its turn in its snapshot', async () => {
    const store = await openStore({ sqlitePath: ':memory:' });
    try {
      const first = await table({ games: [highCard], coach: recordingCoach(), store }, 'highcard', { deals: 1, cards: 3 });
      await first.anna.setCoach(1, true);
      await first.anna.start();
      await waitFor(first.tv, () => first.tv.state.room?.coach?.match === true, 'the match coached');
      const token = first.ben.session!.token;
      const code = first.code;
      await server!.closeAll();
      server = await startTestServer({ games: [highCard], coach: recordingCoach(), store });
      const room = server.manager.rooms.get(code)!;
      expect(room.coachedSeats()).toEqual([1]);
      expect(room.matchCoached).toBe(true);
      const ben = server.client();
      const snapshot = await ben.resume({ token });
      expect(snapshot.room.coach).toEqual({ seats: [1], match: true });
      // Whoever is due plays until Ben's turn; the advice for it reaches him (and a snapshot carries it).
      const anna = server.client();
      const annaToken = first.anna.session!.token;
      await anna.resume({ token: annaToken });
      const players = [autoPlay(anna)];
      await eventually(() => myTurn(ben) && ben.state.advice?.seq === ben.state.match?.seq, 'advice for Ben’s turn');
      players.forEach((p) => p.stop());
      const again = await ben.resume({ token });
      expect(again.advice).toMatchObject({ seat: 1, seq: again.match!.seq });
    } finally {
      await server?.closeAll();
      server = undefined;
      await store.close();
    }
  });

  it('the real coach (the bots’ strong search) advises a Fahrstuhl seat a legal call with a line', async () => {
    const bots = createBotPlayer({ threads: 1, strongBudget: { iterations: 200 } });
    try {
      // A cold worker loads its modules on the first request, which may take longer than the coach's
      // budget on a busy machine: warm it first, as a server does with its first bot moves.
      const fahrstuhl = findGame('fahrstuhl')!;
      const options = fahrstuhl.resolveOptions({ mode: 'single', cards: 3 }, 3);
      if (!options.ok) throw new Error(options.error.message);
      const state = fahrstuhl.setup(options.value, 3, 'warm-up');
      await bots.advise(fahrstuhl, fahrstuhl.seatView(state, fahrstuhl.toAct(state)[0]), { seed: 'warm-up' });
      const { anna, ben } = await table({ coach: bots, bots, games: [findGame('fahrstuhl')!] }, 'fahrstuhl', { mode: 'single', cards: 3 }, 1);
      await anna.setCoach(1, true);
      await anna.start();
      const players = [autoPlay(anna)];
      await eventually(() => advices(ben).length > 0 && myTurn(ben), 'advice for Ben', 20_000);
      players.forEach((p) => p.stop());
      const advice = advices(ben).find((a) => a.move !== null)!;
      expect(seatView(ben)!.legal).toContainEqual(advice.move);
      expect(advice.why!.en).toMatch(/^Call \d/);
      expect(advice.why!.de).toMatch(/^Sag \d an/);
    } finally {
      await server?.closeAll();
      server = undefined;
      await bots.close();
    }
  });
});

describe('the coach in a learning deal (issue 28 §3)', () => {
  it.each(GAMES.map((g) => g.meta.id))('%s: the coach is never asked; it points only at the lesson’s own move, with the lesson’s line', async (gameId) => {
    const coach = recordingCoach();
    server = await startTestServer({ games: [...GAMES], coach, timings: { lessonBotDelayMs: 0 } });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: gameId });
    await anna.startLesson();
    await waitFor(tv, () => tv.state.room?.phase === 'playing' && tv.state.room.lesson === true, 'the lesson');
    await anna.setCoach(0, true);
    await anna.setCoach(1, true);
    await waitFor(tv, () => tv.state.room?.coach?.seats.join() === '0,1', 'both coached');
    const game = findGame(gameId)!;
    const players = [followLesson(anna, gameId), followLesson(ben, gameId)];
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the lesson', 20_000);
    for (const p of players) p.stop();
    expect(players.flatMap((p) => p.errors)).toEqual([]);
    expect(coach.views).toEqual([]);
    const given = [...advices(anna), ...advices(ben)];
    expect(given.length).toBeGreaterThan(0);
    for (const advice of given) {
      const due = lessonMoveAt(game.lesson, advice.seq)!;
      expect([advice.seq, advice.seat]).toEqual([advice.seq, due.seat]);
      expect(sameMove(game, advice.move, due.move)).toBe(true);
      expect(advice.why).toEqual(lessonMoveWhy(game.lesson, advice.seq));
    }
  });
});
