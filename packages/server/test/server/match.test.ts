import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeatViewBase, ViewHeader } from '@kitchen-table/engine';
import { highCard } from '../support/test-game.ts';
import { autoPlay, refusal, seatView, startTestServer, waitFor, type TestServer } from '../support/harness.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ games: [highCard] });
});
afterEach(async () => {
  await server.closeAll();
});

async function lobby(seats = 3) {
  const { tv, code } = await server.tv();
  const anna = await server.phone(code, 'Anna');
  const ben = await server.phone(code, 'Ben');
  await anna.configure({ game: 'highcard', seats, options: { deals: 2, cards: 2 }, clockSeconds: 0 });
  return { tv, code, anna, ben };
}

describe('match play', () => {
  it('start fills the empty seats with bots, and each phone gets only its own seat view', async () => {
    const { tv, anna, ben } = await lobby(4);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    expect(tv.state.room!.slots.map((s) => s.kind)).toEqual(['human', 'human', 'bot', 'bot']);
    await waitFor(anna, () => seatView(anna) !== null);
    await waitFor(ben, () => seatView(ben) !== null);
    expect(seatView(anna)!.seat).toBe(0);
    expect(seatView(ben)!.seat).toBe(1);
    expect((tv.state.match!.view as unknown as Record<string, unknown>).hand).toBeUndefined();
  });

  it('a full match to the end: bots and phones playing the first legal move; the result is announced', async () => {
    const { tv, anna, ben } = await lobby(3);
    const players = [autoPlay(anna), autoPlay(ben)];
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
    for (const p of players) p.stop();
    expect(players.flatMap((p) => p.errors)).toEqual([]);
    const result = tv.state.room!.result!;
    expect(result.game).toBe('highcard');
    expect(result.outcomes.map((o) => o.name)).toEqual(['Anna', 'Ben', 'Bot 1']);
    expect(result.outcomes.map((o) => o.rated)).toEqual([true, true, false]);
    expect(result.outcomes.reduce((sum, o) => sum + o.total, 0)).toBe(4); // 2 deals × 2 tricks
    expect((tv.state.match!.view as ViewHeader).matchOver).toBe(true);
    // Sequence numbers are consecutive on every client, from the opening update (seq 0, deal 1's dealStart).
    const seqs = tv.updates.map((u) => u.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i));
  });

  it('a move against an old state is STALE_STATE and changes nothing', async () => {
    const { tv, anna, ben } = await lobby(2);
    await anna.start();
    await waitFor(ben, () => seatView(ben)?.toAct.includes(1) === true);
    const view = seatView(ben)!;
    const seq = ben.state.match!.seq;
    expect(await refusal(ben.move(view.legal[0], seq + 5))).toBe('STALE_STATE');
    expect(await ben.move(view.legal[0], seq)).toBe(seq + 1);
    // Anna's turn now; a move made against the state before Ben's move is stale.
    await waitFor(anna, () => anna.state.match?.seq === seq + 1);
    expect(await refusal(anna.move(seatView(anna)!.legal[0], seq))).toBe('STALE_STATE');
    await waitFor(tv, () => tv.state.match?.seq === seq + 1);
    expect(tv.state.match!.seq).toBe(seq + 1);
  });

  it('moves out of turn, illegal moves and malformed moves are refused with the engine codes', async () => {
    const { anna, ben } = await lobby(2);
    await anna.start();
    await waitFor(ben, () => seatView(ben)?.toAct.includes(1) === true);
    const seq = ben.state.match!.seq;
    const annaCard = seatView(anna)!.hand[0];
    expect(await refusal(anna.move({ play: annaCard }, seq))).toBe('NOT_YOUR_TURN');
    expect(await refusal(ben.move({ play: annaCard }, seq))).toBe('NOT_IN_HAND');
    expect(await refusal(ben.move({ throw: 'AH' }, seq))).toBe('BAD_MOVE');
  });

  it('audience joining after the start gets the table view only and cannot move (NOT_SEATED)', async () => {
    const { code, anna } = await lobby(2);
    await anna.start();
    const late = await server.phone(code, 'Carla');
    expect(late.state.you).toMatchObject({ role: 'audience', seat: null });
    const view = late.state.match!.view as SeatViewBase;
    expect(view.hand).toBeUndefined();
    expect(view.legal).toBeUndefined();
    expect(await refusal(late.move({ play: 'AH' }, late.state.match!.seq))).toBe('NOT_SEATED');
  });

  it('phones in the lobby beyond the largest table are audience', async () => {
    const { tv, code } = await server.tv();
    const host = await server.phone(code, 'P0');
    await host.configure({ game: 'highcard', seats: 2 });
    await server.phone(code, 'P1');
    const third = await server.phone(code, 'P2');
    expect(third.state.you?.seat).toBe(2); // the table grows up to the game's maximum (6)
    for (let i = 3; i < 6; i++) await server.phone(code, `P${i}`);
    const seventh = await server.phone(code, 'P6');
    expect(seventh.state.you).toMatchObject({ role: 'audience', seat: null });
    await waitFor(tv, () => tv.state.room!.members.length === 7);
  });

  it('the host ends the match after the current deal: it is scored after that deal', async () => {
    const { tv, anna, ben } = await lobby(2);
    await anna.configure({ options: { deals: 5 } });
    const players = [autoPlay(anna), autoPlay(ben)];
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    await anna.end('afterDeal');
    await waitFor(tv, () => tv.state.room?.phase === 'finished');
    for (const p of players) p.stop();
    expect((tv.state.match!.view as ViewHeader).deal).toBe(1);
    expect(tv.updates.some((u) => u.seat === null && u.events.some((e) => e.type === 'finishAfterDeal'))).toBe(true);
  });

  it('the host aborts: back to the lobby, nothing scored; restart starts a fresh match', async () => {
    const { tv, anna } = await lobby(2);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    const first = tv.state.match!.matchId;
    await anna.end('abort');
    await waitFor(tv, () => tv.state.room?.phase === 'lobby');
    expect(tv.state.match).toBeNull();
    expect(await refusal(anna.restart())).toBe('WRONG_PHASE');
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    await anna.restart();
    await waitFor(tv, () => tv.state.match !== null && tv.state.match.matchId !== first && tv.state.match.seq === 0);
    expect(await server.store.gameScores('highcard')).toEqual([]);
  });

  it('options and seats cannot change during a match (WRONG_PHASE)', async () => {
    const { anna } = await lobby(2);
    await anna.start();
    expect(await refusal(anna.configure({ seats: 3 }))).toBe('WRONG_PHASE');
    expect(await refusal(anna.arrange([{ kind: 'bot' }, { kind: 'bot' }]))).toBe('WRONG_PHASE');
    expect(await refusal(anna.start())).toBe('WRONG_PHASE');
  });

  it('a leaving player’s seat goes to a bot, which plays on', async () => {
    const { tv, anna, ben } = await lobby(2);
    const p = autoPlay(anna);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    await ben.leave();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the bot to finish Ben’s seat');
    p.stop();
    expect(tv.state.room!.result!.outcomes[1]).toMatchObject({ isBot: true, rated: false });
  });

  it('an audience member takes over a bot seat when the deal ends', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 3, cards: 2 }, clockSeconds: 0 });
    await anna.arrange([{ kind: 'human', memberId: anna.state.you!.memberId! }, { kind: 'bot' }]);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    // The bot leads; the match waits for Anna while Ben comes in and claims the bot's seat.
    const ben = await server.phone(code, 'Ben');
    expect(ben.state.you?.role).toBe('audience');
    const players: ReturnType<typeof autoPlay>[] = [];
    expect(await ben.claimSeat(1)).toBe(true);
    expect(await refusal(ben.claimSeat(0))).toBe('SEAT_TAKEN');
    players.push(autoPlay(ben), autoPlay(anna));
    await waitFor(ben, () => ben.state.you?.seat === 1, 'Ben takes the seat');
    expect((ben.state.match!.view as ViewHeader).deal).toBeGreaterThan(1);
    await waitFor(tv, () => tv.state.room?.phase === 'finished');
    for (const p of players) p.stop();
    const benOutcome = tv.state.room!.result!.outcomes[1];
    expect(benOutcome.isBot).toBe(false);
    // Issue 28 §1: Ben did not play the match from its first deal: the seat counts for nobody and is
    // shown under both names.
    expect(benOutcome).toMatchObject({ name: 'Bot 1 → Ben', rated: false, credited: false });
  });
});
