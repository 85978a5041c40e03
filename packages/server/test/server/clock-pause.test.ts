import { afterEach, describe, expect, it } from 'vitest';
import { highCard } from '../support/test-game.ts';
import { refusal, seatView, startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import type { RoomTimings } from '../../src/timers.ts';

let server: TestServer;
afterEach(async () => {
  await server.closeAll();
});

/** A clock second lasts 5 ms here, so the shortest clock (20 s) runs out after 100 ms. */
async function table(timings: Partial<RoomTimings> = {}, clockSeconds: 0 | 20 | 90 = 20) {
  server = await startTestServer({ games: [highCard], timings: { clockSecondMs: 5, ...timings } });
  const { tv, code } = await server.tv();
  const anna = await server.phone(code, 'Anna');
  const ben = await server.phone(code, 'Ben');
  await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 2 }, clockSeconds });
  return { tv, code, anna, ben };
}

describe('the move clock', () => {
  it('the server sends the deadline, and on expiry plays the default move for the seat, marked byClock', async () => {
    const { tv, anna } = await table();
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    const clock = tv.state.room!.clock!;
    expect(clock.durationMs).toBe(100);
    expect(clock.running).toBe(true);
    expect(clock.seats.map((s) => s.seat)).toEqual([1]);
    // Nobody plays: the clock plays every move of the match.
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the clock to play the match');
    const moves = tv.updates.filter((u) => u.seat !== null);
    expect(moves).toHaveLength(4);
    expect(moves.every((u) => u.byClock && !u.byBot)).toBe(true);
    const log = await server.store.loadMatch(tv.state.room!.result!.matchId);
    expect(log!.moves.every((m) => m.byClock)).toBe(true);
  });

  it('with the clock off there is no deadline and nothing is played for a waiting seat', async () => {
    const { tv, anna } = await table({}, 0);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    expect(tv.state.room!.clock).toBeNull();
    await new Promise((r) => setTimeout(r, 150));
    expect(tv.state.match!.seq).toBe(0);
  });

  it('the clock runs while a player is away; the TV shows the seat as away', async () => {
    const { tv, anna, ben } = await table();
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    ben.socket.disconnect();
    await waitFor(tv, () => tv.state.room!.slots[1].kind === 'human' && !(tv.state.room!.slots[1] as { connected: boolean }).connected, 'Ben away');
    await waitFor(tv, () => tv.updates.some((u) => u.seat === 1 && u.byClock), 'an auto-move for Ben');
  });
});

describe('the rules pause', () => {
  it('a reader pauses the match for everyone (clock frozen, moves refused, TV told who reads); closing resumes', async () => {
    const { tv, anna, ben } = await table({}, 90);
    await anna.start();
    await waitFor(ben, () => seatView(ben)?.toAct.includes(1) === true);
    await anna.openRules();
    await waitFor(tv, () => tv.state.room?.paused !== null);
    expect(tv.state.room!.paused!.readers.map((r) => r.name)).toEqual(['Anna']);
    expect(tv.state.room!.clock!.running).toBe(false);
    const frozen = tv.state.room!.clock!.seats[0].remainingMs;
    const view = seatView(ben)!;
    expect(await refusal(ben.move(view.legal[0], ben.state.match!.seq))).toBe('PAUSED');
    await ben.openRules();
    await waitFor(tv, () => tv.state.room!.paused!.readers.length === 2);
    await anna.closeRules();
    await waitFor(tv, () => tv.state.room!.paused!.readers.length === 1);
    expect(tv.state.room!.clock!.seats[0].remainingMs).toBe(frozen);
    await ben.closeRules();
    await waitFor(tv, () => tv.state.room?.paused === null && tv.state.room.clock!.running);
    await ben.move(view.legal[0], ben.state.match!.seq);
  });

  it('the host can end the pause at once', async () => {
    const { tv, anna, ben } = await table({}, 90);
    await anna.start();
    await ben.openRules();
    await waitFor(tv, () => tv.state.room?.paused !== null);
    await anna.resumePlay();
    await waitFor(tv, () => tv.state.room?.paused === null);
    expect(tv.state.room!.clock!.running).toBe(true);
    expect(tv.state.room!.members.every((m) => !m.readingRules)).toBe(true);
  });

  it('a pause ends by itself after the auto-resume time', async () => {
    const { tv, anna, ben } = await table({ pauseAutoResumeMs: 100 }, 90);
    await anna.start();
    await ben.openRules();
    await waitFor(tv, () => tv.state.room?.paused !== null);
    await waitFor(tv, () => tv.state.room?.paused === null, 'the pause to end by itself');
  });

  it('opening the rules in the lobby does not pause anything; a reader who disconnects stops reading', async () => {
    const { tv, anna, ben } = await table({}, 90);
    await ben.openRules();
    await waitFor(tv, () => tv.state.room!.members[1]?.readingRules === true);
    expect(tv.state.room!.paused).toBeNull();
    await anna.start();
    await waitFor(tv, () => tv.state.room?.paused !== null, 'the match to start paused: Ben is reading');
    ben.socket.disconnect();
    await waitFor(tv, () => tv.state.room?.paused === null, 'the pause to end when the reader left');
  });
});

describe('suspension and closing', () => {
  it('with no phone connected the match is suspended; it resumes when a phone returns', async () => {
    const { tv, anna, ben } = await table({ suspendAfterMs: 50 }, 90);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    anna.socket.disconnect();
    ben.socket.disconnect();
    await waitFor(tv, () => tv.state.room?.suspended === true, 'suspension');
    expect(tv.state.room!.clock!.running).toBe(false);
    anna.socket.connect();
    await waitFor(tv, () => tv.state.room?.suspended === false, 'resumption');
    expect(tv.state.room!.clock!.running).toBe(true);
  });

  it('a room nobody touches is closed; its tokens no longer work', async () => {
    server = await startTestServer({ games: [highCard], timings: { closeAfterMs: 100, sweepIntervalMs: 40 } });
    const { tv } = await server.tv();
    const token = tv.session!.token;
    const ended = new Promise((resolve) => tv.on('ended', resolve));
    expect(await ended).toEqual({ reason: 'closed' });
    expect(await refusal(server.client().resume({ token }))).toBe('ROOM_NOT_FOUND');
    expect(await server.store.loadRooms()).toEqual([]);
  });
});
