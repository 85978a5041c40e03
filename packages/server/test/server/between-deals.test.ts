/**
 * Issue 14, pacing owned by the server and seats for late-comers, over real socket.io clients:
 * - the summary between deals: clocks and bots wait, moves are refused, it ends when every connected
 *   seated phone tapped "next deal" (`deal:next`) or after the host's `summarySeconds`;
 * - the pause button of a seated phone or the host (`match:pause`);
 * - the clock plays the card a player had selected (`match:select`) when it is legal;
 * - a watcher takes an open seat in the lobby (no bot takes it at the start), a bot's seat during a
 *   match (at the end of the deal, or at once in the summary), with the host's approval in a
 *   partnership game; the host removes a player (`host:kick`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDefinition } from '@kitchen-table/engine';
import { highCard } from '../support/test-game.ts';
import { myTurn, refusal, seatView, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

/** High card played in two fixed partnerships: enough to check the host's approval of a take-over. */
const highTeams: GameDefinition = { ...highCard, meta: { ...highCard.meta, id: 'highteams', minPlayers: 4, maxPlayers: 4, teams: [[0, 2], [1, 3]] } };

/** Polls a condition over several clients' states (each client's events arrive on their own). */
async function until(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const memberId = (c: TestClient): string => c.state.you!.memberId!;

/** Plays `client`'s moves (first legal) until the room is in a summary or the match is over. */
async function playToSummary(tv: TestClient, players: TestClient[]): Promise<void> {
  for (;;) {
    await until(() => !!tv.state.room?.summary || tv.state.room?.phase === 'finished' || players.some(myTurn), 'a turn or the summary');
    if (tv.state.room?.summary || tv.state.room?.phase === 'finished') return;
    const p = players.find(myTurn)!;
    await p.move(seatView(p)!.legal[0]!).catch(() => undefined);
  }
}

describe('the summary between deals', () => {
  it('clocks and bots wait and moves are refused until every seated phone tapped "next deal"', async () => {
    // A clock second lasts 50 ms: a 20 s clock is 1 s, the summary of 60 s is 3 s.
    server = await startTestServer({ games: [highCard], timings: { clockSecondMs: 50 } });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 2, cards: 1 }, clockSeconds: 20, summarySeconds: 60 });
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'human', memberId: memberId(ben) }, { kind: 'bot' }]);
    await anna.start();
    await playToSummary(tv, [anna, ben]);
    const summary = tv.state.room!.summary!;
    expect(summary.deal).toBe(1);
    expect(summary.waiting.sort()).toEqual([memberId(anna), memberId(ben)].sort());
    expect(tv.state.room!.clock!.running).toBe(false);
    const seq = tv.state.match!.seq;
    // Whoever is to lead the next deal: a phone is refused; a bot does not move.
    const leader = tv.state.match!.view.toAct[0]!;
    if (leader < 2) {
      const p = leader === 0 ? anna : ben;
      expect(await refusal(p.move(seatView(p)!.legal[0]!))).toBe('WRONG_PHASE');
    }
    await new Promise((r) => setTimeout(r, 1200));
    expect(tv.state.match!.seq).toBe(seq);
    await anna.nextDeal();
    await waitFor(tv, () => tv.state.room!.summary?.waiting.length === 1, 'Anna ready');
    expect(tv.state.room!.summary!.ready).toEqual([memberId(anna)]);
    // A second tap changes nothing; a watcher cannot tap.
    await anna.nextDeal();
    const watcher = await server.phone(code, 'Wim');
    expect(await refusal(watcher.nextDeal())).toBe('NOT_SEATED');
    await ben.nextDeal();
    await waitFor(tv, () => tv.state.room!.summary === null, 'the summary to end');
    expect(tv.state.room!.clock!.running).toBe(true);
    await playToSummary(tv, [anna, ben]);
    expect(tv.state.room!.phase).toBe('finished');
  });

  it('ends by itself after the host’s time; a bots-only table has none', async () => {
    server = await startTestServer({ games: [highCard], timings: { clockSecondMs: 5 } });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 2, cards: 1 }, clockSeconds: 0, summarySeconds: 5 });
    await anna.start();
    await playToSummary(tv, [anna]);
    expect(tv.state.room!.summary).not.toBeNull();
    // 5 s of 5 ms: the summary is gone after 25 ms without anybody tapping.
    await waitFor(tv, () => tv.state.room!.summary === null, 'the summary to time out', 2000);
    expect(tv.state.room!.phase).toBe('playing');
    await anna.end('abort');
    // Only bots at the table (Anna watches): no summary at all.
    await anna.arrange([{ kind: 'bot' }, { kind: 'bot' }]);
    let summaries = 0;
    tv.on('state', (room) => void (room.summary && summaries++));
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the bots to finish');
    expect(summaries).toBe(0);
  });

  it('a phone that goes away is not waited for', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 2, cards: 1 }, clockSeconds: 0, summarySeconds: 60 });
    await anna.start();
    await playToSummary(tv, [anna, ben]);
    await anna.nextDeal();
    ben.socket.disconnect();
    await waitFor(tv, () => tv.state.room!.summary === null, 'the summary to end without Ben');
  });
});

describe('the pause button', () => {
  it('a seated phone pauses (clocks stop, everyone sees who); only it or the host resumes; a watcher cannot pause', async () => {
    server = await startTestServer({ games: [highCard], timings: { clockSecondMs: 50 } });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    const cara = await server.phone(code, 'Cara');
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 1, cards: 2 }, clockSeconds: 20 });
    await anna.start();
    const wim = await server.phone(code, 'Wim');
    expect(await refusal(wim.pause(true))).toBe('NOT_SEATED');
    await ben.pause(true);
    await waitFor(tv, () => tv.state.room!.paused?.by?.name === 'Ben', 'the pause by Ben');
    expect(tv.state.room!.clock!.running).toBe(false);
    expect(await refusal(cara.pause(false))).toBe('NOT_HOST');
    await ben.pause(false);
    await waitFor(tv, () => tv.state.room!.paused === null && tv.state.room!.clock!.running, 'Ben’s resume');
    await cara.pause(true);
    await waitFor(tv, () => tv.state.room!.paused?.by?.name === 'Cara', 'the pause by Cara');
    // The host ends anyone's pause.
    await anna.pause(false);
    await waitFor(tv, () => tv.state.room!.paused === null, 'the host’s resume');
    const bad = await anna.request('match:pause', { paused: 'yes' });
    expect(bad.ok ? null : bad.error.code).toBe('BAD_MESSAGE');
  });
});

describe('the clock plays the selected card', () => {
  it('a legal selection is played when time runs out; an illegal one falls back to the clock’s choice', async () => {
    server = await startTestServer({ games: [highCard], timings: { clockSecondMs: 5 } });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 3 }, clockSeconds: 0 });
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    const first = tv.state.match!.view.toAct[0]!;
    const p = first === 0 ? anna : ben;
    await waitFor(p, () => myTurn(p), 'the first turn');
    const hand = (seatView(p) as unknown as { hand: string[] }).hand;
    const chosen = hand[hand.length - 1]!;
    expect((seatView(p)!.legal[0] as { play: string }).play).not.toBe(chosen);
    await p.select({ play: chosen });
    // The clock is switched on only now, so that the selection was there before time ran out.
    await anna.configure({ clockSeconds: 20 });
    await waitFor(tv, () => tv.updates.some((u) => u.byClock), 'the clock to play');
    const byClock = tv.updates.find((u) => u.byClock)!;
    expect(byClock.seat).toBe(first);
    expect(byClock.events.find((e) => e.type === 'play')).toMatchObject({ seat: first, card: chosen });
    // Shapes are checked like any input.
    const bad = await p.request('match:select', { move: 'AH' });
    expect(bad.ok ? null : bad.error.code).toBe('BAD_MESSAGE');
    const other = first === 0 ? ben : anna;
    await waitFor(other, () => myTurn(other), 'the second turn');
    await other.select({ play: 'XX' });
    await waitFor(tv, () => tv.updates.filter((u) => u.byClock).length >= 2, 'the clock to play again');
    const second = tv.updates.filter((u) => u.byClock)[1]!;
    expect(second.seat).toBe(1 - first);
  });
});

describe('seats for late-comers', () => {
  it('in the lobby a watcher takes an open seat at once, and the start puts no bot there', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 1 }, clockSeconds: 0 });
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'open' }]);
    const wim = await server.phone(code, 'Wim');
    // Wim joined a lobby with an open seat: seated at once by the join. Make him a watcher first.
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'open' }]);
    await waitFor(wim, () => wim.state.you?.role === 'audience', 'Wim watching');
    expect(await wim.claimSeat(1)).toBe(false);
    await waitFor(wim, () => wim.state.you?.seat === 1, 'Wim seated');
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    expect(tv.state.room!.slots[1]).toMatchObject({ kind: 'human', name: 'Wim' });
    expect(await refusal(wim.claimSeat(0))).toBe('SEAT_TAKEN');
  });

  it('during a match a watcher takes a bot’s seat at the end of the deal; in the summary at once', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 3, cards: 1 }, clockSeconds: 0, summarySeconds: 60 });
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'bot' }, { kind: 'bot' }]);
    await anna.start();
    const wim = await server.phone(code, 'Wim');
    const xena = await server.phone(code, 'Xena');
    expect(await wim.claimSeat(1)).toBe(true);
    expect(await refusal(xena.claimSeat(1))).toBe('SEAT_TAKEN');
    await waitFor(tv, () => tv.state.room!.claims.some((c) => c.seat === 1 && c.approved), 'the claim');
    await playToSummary(tv, [anna]);
    await waitFor(wim, () => wim.state.you?.seat === 1, 'Wim in seat 1 at the end of the deal');
    // In the summary Xena's claim happens at once.
    expect(tv.state.room!.summary).not.toBeNull();
    expect(await xena.claimSeat(2)).toBe(false);
    await waitFor(xena, () => xena.state.you?.seat === 2 && seatView(xena) !== null, 'Xena in seat 2 with her hand');
    expect(tv.state.room!.summary!.waiting.sort()).toEqual([memberId(anna), memberId(wim), memberId(xena)].sort());
  });

  it('in a partnership game the host allows or refuses a take-over; the host removes a player', async () => {
    server = await startTestServer({ games: [highTeams] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highteams', seats: 4, options: { deals: 3, cards: 1 }, clockSeconds: 0, summarySeconds: 60 });
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }]);
    await anna.start();
    const wim = await server.phone(code, 'Wim');
    const xena = await server.phone(code, 'Xena');
    await playToSummary(tv, [anna]);
    expect(await wim.claimSeat(2)).toBe(true);
    await waitFor(tv, () => tv.state.room!.claims.some((c) => c.seat === 2 && !c.approved), 'the claim waiting for the host');
    expect(await refusal(wim.approveClaim(2, true))).toBe('NOT_HOST');
    await anna.approveClaim(2, true);
    await waitFor(wim, () => wim.state.you?.seat === 2, 'Wim seated after the host said yes');
    expect(await xena.claimSeat(3)).toBe(true);
    await anna.approveClaim(3, false);
    await waitFor(tv, () => tv.state.room!.claims.length === 0, 'the refused claim dropped');
    expect(xena.state.you?.seat).toBeNull();
    expect(await refusal(anna.approveClaim(3, true))).toBe('BAD_SEATS');
    // The host removes Wim: his seat goes back to a bot, he cannot come back.
    await anna.kick(memberId(wim));
    await waitFor(tv, () => tv.state.room!.slots[2]!.kind === 'bot', 'Wim’s seat to a bot');
    await waitFor(wim, () => wim.state.room === null, 'Wim out');
  });
});
