/**
 * Issue 30, the protocol fixes, over real socket.io clients:
 * - deal 1's `dealStart` is an event like every later deal's: the match's opening update (seq 0);
 * - the snapshot that seats a claimer comes before that seat's first update;
 * - the summary between deals carries its deadline on the server's clock;
 * - after a match the clock has stopped (`running: false`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '@kitchen-table/engine';
import type { MatchUpdate, Snapshot } from '@kitchen-table/protocol';
import { highCard } from '../support/test-game.ts';
import { autoPlay, connectClient, myTurn, seatView, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';
import { memoryStorage } from '@kitchen-table/protocol';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

const memberId = (c: TestClient): string => c.state.you!.memberId!;

async function until(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const dealStarts = (updates: MatchUpdate[]): GameEvent[] => updates.flatMap((u) => u.events.filter((e) => e.type === 'dealStart'));

describe('issue 30: the protocol fixes', () => {
  it("every deal begins with its dealStart event, deal 1 included: the match's opening update, seq 0, after the start's snapshot", async () => {
    server = await startTestServer();
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'fuenfzehnern', seats: 3, options: { hands: 3 }, clockSeconds: 0, summarySeconds: 5 });
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'bot' }, { kind: 'bot' }]);
    await anna.start();
    const player = autoPlay(anna);
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
    player.stop();
    for (const client of [tv, anna]) {
      const opening = client.updates[0]!;
      expect(opening).toMatchObject({ seq: 0, seat: null, byClock: false, byBot: false });
      expect(opening.events).toEqual([{ type: 'dealStart', deal: 1, dealer: expect.any(Number), leader: expect.any(Number) }]);
      expect(dealStarts(client.updates).map((e) => e.deal)).toEqual([1, 2, 3]);
      // It follows the snapshot that shows the match (same seq), and comes before any move's update.
      const events = client.received.map((r) => r.event);
      const firstUpdate = events.indexOf('match:update');
      const startSnapshot = client.received.findIndex((r) => r.event === 'room:snapshot' && (r.payload as Snapshot).match !== null);
      expect(startSnapshot).toBeGreaterThanOrEqual(0);
      expect(startSnapshot).toBeLessThan(firstUpdate);
    }
  });

  it('a claim that happens at the end of a deal: the snapshot that seats the claimer comes before its first seat view', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 3, cards: 1 }, clockSeconds: 0, summarySeconds: 60 });
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'bot' }, { kind: 'bot' }]);
    await anna.start();
    const wim = await server.phone(code, 'Wim');
    expect(await wim.claimSeat(1)).toBe(true);
    await waitFor(tv, () => tv.state.room!.claims.some((c) => c.seat === 1 && c.approved), 'the claim');
    await until(() => !!tv.state.room?.summary || myTurn(anna), 'a turn or the summary');
    while (!tv.state.room?.summary) {
      if (myTurn(anna)) await anna.move(seatView(anna)!.legal[0]!).catch(() => undefined);
      await until(() => !!tv.state.room?.summary || myTurn(anna), 'a turn or the summary');
    }
    await waitFor(wim, () => wim.state.you?.seat === 1, 'Wim in seat 1');
    // Wim's payloads in order: the first that carries a seat view must be a snapshot that seats him.
    const first = wim.received.find((r) => {
      if (r.event === 'match:update') return typeof ((r.payload as MatchUpdate).view as { seat?: unknown }).seat === 'number';
      if (r.event === 'room:snapshot') return typeof ((r.payload as Snapshot).match?.view as { seat?: unknown } | undefined)?.seat === 'number';
      return false;
    });
    expect(first?.event).toBe('room:snapshot');
    expect((first!.payload as Snapshot).you).toMatchObject({ role: 'player', seat: 1 });
    // Wim still got the deal's last update (its events), with the table view his last snapshot promised.
    const lastOfDeal = wim.received.filter((r) => r.event === 'match:update').map((r) => r.payload as MatchUpdate).find((u) => u.events.some((e) => e.type === 'dealScored'));
    expect(lastOfDeal).toBeDefined();
    expect((lastOfDeal!.view as { seat?: unknown }).seat).toBeUndefined();
  });

  it('the summary carries its deadline on the server clock, the same in every state sent', async () => {
    server = await startTestServer({ games: [highCard], timings: { clockSecondMs: 50 } });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 2, cards: 1 }, clockSeconds: 0, summarySeconds: 60 });
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'bot' }]);
    await anna.start();
    while (!tv.state.room?.summary) {
      await until(() => !!tv.state.room?.summary || myTurn(anna), 'a turn or the summary');
      if (myTurn(anna)) await anna.move(seatView(anna)!.legal[0]!).catch(() => undefined);
    }
    const first = tv.state.room!.summary!;
    const receivedAt = Date.now();
    expect(typeof first.deadline).toBe('number');
    // 60 summary seconds of 50 ms: 3 s from the summary's start.
    expect(Math.abs(first.deadline - (receivedAt + first.remainingMs))).toBeLessThan(500);
    // A later state (Anna opens the rules) carries the same deadline and a smaller remainingMs.
    await new Promise((r) => setTimeout(r, 150));
    await anna.openRules();
    await waitFor(tv, () => tv.state.room!.summary !== first && tv.state.room!.members.some((m) => m.readingRules), 'a later state');
    const later = tv.state.room!.summary!;
    expect(later.deadline).toBe(first.deadline);
    expect(later.remainingMs).toBeLessThan(first.remainingMs);
  });

  it('after a match the clock has stopped: running is false', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 1 }, clockSeconds: 20 });
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'bot' }]);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.clock?.running === true, 'the clock running');
    const player = autoPlay(anna);
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
    player.stop();
    await new Promise((r) => setTimeout(r, 150));
    expect(tv.state.room!.clock).toMatchObject({ running: false, seats: [] });
    expect(anna.state.room!.clock).toMatchObject({ running: false, seats: [] });
  });

  it('room:ended {reason: "left"} goes to the leaving member\'s other connections; the one that left has its ack', async () => {
    server = await startTestServer({ games: [highCard] });
    const { code } = await server.tv();
    const storage = memoryStorage();
    const anna = connectClient(server.url, storage);
    await anna.join(code, 'Anna');
    // The same phone's second tab: the same stored session, resumed.
    const tab = connectClient(server.url, storage);
    await tab.resume();
    expect(tab.state.you?.memberId).toBe(anna.state.you?.memberId);
    await anna.leave();
    await until(() => tab.received.some((r) => r.event === 'room:ended'), 'the other tab told');
    expect(tab.received.find((r) => r.event === 'room:ended')?.payload).toEqual({ reason: 'left' });
    await new Promise((r) => setTimeout(r, 100));
    expect(anna.received.some((r) => r.event === 'room:ended')).toBe(false);
    anna.close();
    tab.close();
  });
});
