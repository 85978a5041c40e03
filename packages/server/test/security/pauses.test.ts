/**
 * Issue 15, "Endless pause": watchers read the rules without pausing; once the host has resumed a
 * player's pause (or it ran out by itself), that player's reading does not pause the match again in
 * the same deal (it does in the next); a kicked phone cannot come back from its address with a new
 * device token for 10 minutes unless the host lets it in (`host:readmit`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { highCard } from '../support/test-game.ts';
import { connectClient, myTurn, refusal, seatView, startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import type { RoomTimings } from '../../src/timers.ts';
import { FakeTimers } from '../support/fake-timers.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

/** Anna (host) and Ben hold the two seats; Cleo watches. Clock off, so only pauses stop the match. */
async function table(timings: Partial<RoomTimings> = {}, timers?: FakeTimers) {
  server = await startTestServer({ games: [highCard], timings, ...(timers ? { timers } : {}) });
  const { tv, code } = await server.tv();
  const anna = await server.phone(code, 'Anna');
  const ben = await server.phone(code, 'Ben');
  const cleo = await server.phone(code, 'Cleo');
  await anna.configure({ game: 'highcard', seats: 2, options: { deals: 2, cards: 2 }, clockSeconds: 0 });
  await waitFor(tv, () => tv.state.room?.slots.length === 2 && tv.state.room.members.length === 3);
  await anna.start();
  await waitFor(tv, () => tv.state.room?.phase === 'playing');
  await waitFor(cleo, () => cleo.state.you?.role === 'audience');
  return { tv, code, anna, ben, cleo };
}

const reading = (tv: ReturnType<typeof connectClient>, name: string): boolean =>
  tv.state.room?.members.find((m) => m.name === name)?.readingRules === true;

describe('security: pauses', () => {
  it('a watcher reading the rules does not pause the match', async () => {
    const { tv, cleo } = await table();
    await cleo.openRules();
    await waitFor(tv, () => reading(tv, 'Cleo'), 'Cleo reading');
    expect(tv.state.room!.paused).toBeNull();
    expect(tv.state.room!.clock?.running ?? true).toBe(true);
  });

  it('after the host resumed a player’s pause, that player’s reading does not pause again in this deal, but does in the next', async () => {
    const { tv, anna, ben } = await table();
    await ben.openRules();
    await waitFor(tv, () => tv.state.room?.paused !== null, 'Ben’s pause');
    await anna.resumePlay();
    await waitFor(tv, () => tv.state.room?.paused === null, 'the host’s resume');
    await ben.openRules();
    await waitFor(tv, () => reading(tv, 'Ben'), 'Ben reading again');
    expect(tv.state.room!.paused).toBeNull();
    // Moves go on while Ben reads: the match is not paused.
    const player = myTurn(anna) ? anna : ben;
    await waitFor(player, () => myTurn(player), 'a turn');
    await player.move(seatView(player)!.legal[0]);
    await ben.closeRules();
    // Play the first deal out; in the second deal Ben's reading pauses again.
    const deal = (): number => (tv.state.match?.view as { deal: number }).deal;
    while (deal() === 1 && tv.state.room?.phase === 'playing') {
      const next = myTurn(anna) ? anna : myTurn(ben) ? ben : null;
      if (next) await next.move(seatView(next)!.legal[0]).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 10));
    }
    expect(deal()).toBe(2);
    await ben.openRules();
    await waitFor(tv, () => tv.state.room?.paused !== null, 'Ben’s pause in the next deal');
  });

  it('a pause ends by itself after its time, and the reader’s pauses are spent for the deal', async () => {
    const { tv, ben } = await table({ pauseAutoResumeMs: 150 });
    await ben.openRules();
    await waitFor(tv, () => tv.state.room?.paused !== null, 'Ben’s pause');
    expect(tv.state.room!.paused!.autoResumeInMs).toBeLessThanOrEqual(150);
    await waitFor(tv, () => tv.state.room?.paused === null, 'the pause to run out');
    await ben.openRules();
    await waitFor(tv, () => reading(tv, 'Ben'), 'Ben reading again');
    expect(tv.state.room!.paused).toBeNull();
  });

  it('issue 26: a seated phone has 5 minutes of pause per deal in all — ending its own pause and pausing again, or the rules sheet, does not renew them', async () => {
    const timers = new FakeTimers();
    const { tv, anna, ben } = await table({ stateIntervalMs: 0 }, timers);
    const left = (): number | undefined => tv.state.room?.paused?.autoResumeInMs;
    const paused = (on: boolean, what: string) => waitFor(tv, () => (tv.state.room?.paused !== null) === on, what);
    await ben.pause(true);
    await paused(true, 'Ben’s pause');
    expect(left()).toBe(300_000);
    timers.advance(200_000);
    await ben.pause(false);
    await paused(false, 'Ben ends his own pause');
    // Time not paused is not charged.
    timers.advance(30_000);
    await ben.pause(true);
    await paused(true, 'Ben’s second pause');
    expect(left()).toBe(100_000);
    timers.advance(40_000);
    await ben.pause(false);
    await paused(false, 'Ben ends it again');
    // The rules sheet draws on the same minutes.
    await ben.openRules();
    await paused(true, 'Ben reading');
    expect(left()).toBe(60_000);
    timers.advance(60_000);
    await paused(false, 'the pause to run out');
    expect(await refusal(ben.pause(true))).toBe('PAUSED');
    await ben.openRules();
    await waitFor(tv, () => reading(tv, 'Ben'), 'Ben reading again');
    expect(tv.state.room!.paused).toBeNull();
    // Anna's minutes are her own: reading the rules, she pauses for 5 minutes.
    await anna.openRules();
    await paused(true, 'Anna reading');
    expect(left()).toBe(300_000);
  });

  it('a kicked phone cannot come back from its address with a new device token, until the host lets it in', async () => {
    const { tv, code, anna, cleo } = await table();
    const cleoId = cleo.state.you!.memberId!;
    await anna.kick(cleoId);
    await waitFor(tv, () => tv.state.room!.kicked?.some((k) => k.memberId === cleoId) === true, 'Cleo listed as kicked');
    // A fresh client has a fresh device token; it comes from the same address (127.0.0.1).
    // Issue 28 §6: the new device was not removed itself, and is told that its address is held back.
    expect(await refusal(server.client().join(code, 'Cleo again'))).toBe('ADDRESS_BLOCKED');
    expect(await refusal(cleo.join(code, 'Cleo'))).toBe('KICKED');
    // Only the host may let it in.
    expect(await refusal(tv.readmit(cleoId))).toBe('NOT_HOST');
    await anna.readmit(cleoId);
    await waitFor(tv, () => tv.state.room!.kicked?.length === 0, 'the kicked list emptied');
    const back = await server.phone(code, 'Cleo again');
    expect(back.state.you?.role).toBe('audience');
    expect(await refusal(anna.readmit(cleoId))).toBe('NOT_SEATED');
  });

  it('the address ban ends by itself after its time', async () => {
    const { code, anna, cleo } = await table({ kickAddressBanMs: 100 });
    await anna.kick(cleo.state.you!.memberId!);
    expect(await refusal(server.client().join(code, 'Dora'))).toBe('ADDRESS_BLOCKED');
    await new Promise((r) => setTimeout(r, 150));
    expect((await server.phone(code, 'Dora')).state.you?.role).toBe('audience');
    // The kicked device itself stays out until the host lets it in.
    expect(await refusal(cleo.join(code, 'Cleo'))).toBe('KICKED');
  });
});
