/**
 * Bots in seats at the host's level (issue 6: "three levels per game, host-selectable per bot seat";
 * issue 4: bots fill seats, the clock's auto-move plays `normal`), through real socket.io clients: the
 * level travels from the host's phone through the room (and its stored record) to the BotPlayer, with
 * the running deal's public history. One test plays through the bots' real worker pool.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findGame, type GameEvent } from '@kitchen-table/engine';
import { createBotPlayer } from '@kitchen-table/bots';
import type { BotLevel, MatchUpdate, SlotInfo } from '@kitchen-table/protocol';
import { firstLegalBot, type BotPlayer } from '../../src/bots/bot-player.ts';
import { parseRoomData } from '../../src/rooms/room-record.ts';
import { openStore } from '../../src/storage/open-store.ts';
import type { Store } from '../../src/storage/store.ts';
import { autoPlay, myTurn, refusal, seatView, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';
import { highCard } from '../support/test-game.ts';

interface BotCall {
  seat: number;
  /** The state the decision was asked for (from the per-decision seed `match:seq:seat`). */
  seq: number;
  forClock: boolean;
  level: BotLevel | undefined;
  history: readonly GameEvent[] | undefined;
}

/** A BotPlayer that records what the server asks of it, then lets `inner` decide. */
function recording(inner: BotPlayer): BotPlayer & { calls: BotCall[] } {
  const calls: BotCall[] = [];
  return {
    calls,
    chooseMove(game, view, context) {
      const parts = context.seed.split(':');
      calls.push({ seat: view.seat, seq: Number(parts.at(-2)), forClock: context.forClock, level: context.level, history: context.history });
      return inner.chooseMove(game, view, context);
    },
    close: () => inner.close?.() ?? Promise.resolve(),
  };
}

/**
 * The deal's public events a bot should have been given for state `seq`, from the updates a client saw
 * (`start`: the history before the first of them). A deal starts afresh at its `dealStart` event, or
 * after the test game's `dealScored`. The match's opening update (seq 0, no seat) carries deal 1's
 * `dealStart` (issue 30); other updates without a seat are system entries, whose events are not the game's.
 */
function historyBefore(updates: readonly MatchUpdate[], seq: number, start: readonly GameEvent[] = []): readonly GameEvent[] {
  let history = start;
  for (const u of updates) {
    if (u.seq > seq || (u.seat === null && u.seq !== 0)) continue;
    const types = u.events.map((e) => e.type);
    const begin = types.lastIndexOf('dealStart');
    if (begin >= 0) history = u.events.slice(begin);
    else if (types.includes('dealScored')) history = [];
    else history = [...history, ...u.events];
  }
  return history;
}

const levels = (slots: readonly SlotInfo[] | undefined): string[] => (slots ?? []).map((s) => (s.kind === 'bot' ? s.level : s.kind));

let server: TestServer | undefined;
let store: Store | undefined;
afterEach(async () => {
  await server?.closeAll();
  server = undefined;
  await store?.close();
  store = undefined;
});

describe('bot levels per bot seat', () => {
  it('the host sets them in the arrangement or per seat (host:botLevel); every client sees them; `normal` by default; a seat that is not a bot’s is BAD_SEATS', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 4, clockSeconds: 0 });
    const me = anna.state.you!.memberId!;
    await anna.arrange([{ kind: 'human', memberId: me }, { kind: 'bot', level: 'strong' }, { kind: 'bot' }, { kind: 'open' }]);
    await waitFor(tv, () => levels(tv.state.room?.slots).join() === 'human,strong,normal,open', 'the levels on the TV');
    await anna.setBotLevel(2, 'easy');
    await waitFor(tv, () => levels(tv.state.room?.slots).join() === 'human,strong,easy,open', 'the new level on the TV');
    expect(tv.state.room!.slots[2]).toEqual({ kind: 'bot', name: 'Bot 2', level: 'easy' });
    expect(await refusal(anna.setBotLevel(0, 'easy'))).toBe('BAD_SEATS');
    expect(await refusal(anna.setBotLevel(3, 'easy'))).toBe('BAD_SEATS');
    expect(await refusal(anna.setBotLevel(9, 'easy'))).toBe('BAD_SEATS');
    expect((await anna.request('host:botLevel', { seat: 1, level: 'random' })).ok).toBe(false);
    // The open seat becomes a `normal` bot at the start; the chosen levels stay.
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing');
    expect(levels(tv.state.room!.slots)).toEqual(['human', 'strong', 'easy', 'normal']);
  });

  it('a strong and an easy bot play a Fahrstuhl round through the bots’ worker pool, each at its level, with the deal’s public history', { timeout: 60_000 }, async () => {
    const fahrstuhl = findGame('fahrstuhl')!;
    const bots = recording(createBotPlayer({ threads: 1 }));
    server = await startTestServer({ games: [fahrstuhl], bots });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'fahrstuhl', seats: 3, options: { mode: 'single', cards: 3 }, clockSeconds: 0 });
    await anna.arrange([{ kind: 'human', memberId: anna.state.you!.memberId! }, { kind: 'bot', level: 'strong' }, { kind: 'bot', level: 'easy' }]);
    const player = autoPlay(anna);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the round to end', 50_000);
    player.stop();
    expect(player.errors).toEqual([]);

    const botMoves = tv.updates.filter((u) => u.byBot);
    expect(new Set(botMoves.map((u) => u.seat))).toEqual(new Set([1, 2]));
    expect(botMoves.some((u) => u.byClock)).toBe(false);
    const calls = bots.calls.filter((c) => c.seat !== 0);
    expect(calls.length).toBe(botMoves.length);
    for (const call of calls) {
      expect(call, `seat ${call.seat} at seq ${call.seq}`).toMatchObject({ forClock: false, level: call.seat === 1 ? 'strong' : 'easy' });
      expect(call.history).toEqual(historyBefore(tv.updates, call.seq));
    }
    // Later decisions saw the earlier moves: the last call's history holds the human's plays.
    expect(calls.at(-1)!.history!.some((e) => e.seat === 0)).toBe(true);
  });

  it('the clock’s auto-move for a human asks for no level (the bots play it at `normal`), with the deal’s history', async () => {
    const bots = recording(firstLegalBot);
    server = await startTestServer({ games: [highCard], bots, timings: { clockSecondMs: 5 } });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 2 }, clockSeconds: 20 });
    await anna.arrange([{ kind: 'human', memberId: anna.state.you!.memberId! }, { kind: 'bot', level: 'strong' }]);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the clock and the bot to play the match');
    const forAnna = bots.calls.filter((c) => c.seat === 0);
    expect(forAnna.length).toBeGreaterThan(0);
    for (const call of forAnna) {
      expect(call).toMatchObject({ forClock: true, level: undefined });
      expect(call.history).toEqual(historyBefore(tv.updates, call.seq));
    }
  });

  it('a level changed during a match applies from that bot’s next move', async () => {
    const bots = recording(firstLegalBot);
    server = await startTestServer({ games: [highCard], bots });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 2, cards: 3 }, clockSeconds: 0 });
    await anna.arrange([{ kind: 'human', memberId: anna.state.you!.memberId! }, { kind: 'bot', level: 'easy' }]);
    await anna.start();
    let changedAt = -1;
    for (;;) {
      await waitFor(anna, () => myTurn(anna) || !!anna.state.room?.summary || anna.state.room?.phase === 'finished', 'Anna’s turn');
      if (anna.state.room?.phase === 'finished') break;
      if (anna.state.room?.summary) {
        // Between deals: Anna taps "next deal".
        await anna.nextDeal();
        await waitFor(anna, () => !anna.state.room?.summary, 'the next deal');
        continue;
      }
      // While Anna is to move the bot has no decision pending: the change is clean.
      if (changedAt < 0 && bots.calls.length > 0) {
        await anna.setBotLevel(1, 'strong');
        changedAt = bots.calls.length;
      }
      await anna.move(seatView(anna)!.legal[0]!);
    }
    expect(changedAt).toBeGreaterThan(0);
    expect(bots.calls.slice(0, changedAt).map((c) => c.level)).toEqual(Array(changedAt).fill('easy'));
    const after = bots.calls.slice(changedAt);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((c) => c.level === 'strong')).toBe(true);
  });

  it('the levels survive a restart from the store; the restored bot gets its level and the deal’s history rebuilt from the log', async () => {
    store = await openStore({ sqlitePath: ':memory:' });
    server = await startTestServer({ games: [highCard], store, bots: recording(firstLegalBot) });
    const { code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 2, cards: 3 }, clockSeconds: 0 });
    await anna.arrange([{ kind: 'human', memberId: anna.state.you!.memberId! }, { kind: 'bot', level: 'strong' }, { kind: 'bot', level: 'easy' }]);
    await anna.start();
    // Play until Anna is to move in the middle of a deal (some of its moves already made).
    const room = (): NonNullable<ReturnType<TestServer['manager']['rooms']['get']>> => server!.manager.rooms.get(code)!;
    for (;;) {
      await waitFor(anna, () => myTurn(anna), 'Anna’s turn');
      if (anna.state.match!.seq >= 2 && room().match!.dealEvents().length > 0) break;
      await anna.move(seatView(anna)!.legal[0]!);
    }
    const history = room().match!.dealEvents();
    const seq = anna.state.match!.seq;
    const token = anna.session!.token;
    await server.closeAll();

    const bots = recording(firstLegalBot);
    server = await startTestServer({ games: [highCard], store, bots });
    const restored = server.manager.rooms.get(code)!;
    expect(restored.slots.map((s) => (s.kind === 'bot' ? s.level : s.kind))).toEqual(['human', 'strong', 'easy']);
    expect(restored.match!.seq).toBe(seq);
    expect(restored.match!.dealEvents()).toEqual(history);
    const phone: TestClient = server.client();
    const snapshot = await phone.resume({ token });
    expect(levels(snapshot.room.slots)).toEqual(['human', 'strong', 'easy']);
    while (bots.calls.length === 0) {
      await waitFor(phone, () => myTurn(phone) || bots.calls.length > 0, 'Anna’s turn or a bot’s');
      if (bots.calls.length === 0) await phone.move(seatView(phone)!.legal[0]!);
    }
    const first = bots.calls[0]!;
    expect(first.level).toBe(first.seat === 1 ? 'strong' : 'easy');
    expect(first.seq).toBeGreaterThan(seq);
    // What the bot saw of the deal: the events from before the restart, then the moves since.
    expect(first.history!.slice(0, history.length)).toEqual(history);
    expect(first.history).toEqual(historyBefore(phone.updates, first.seq, history));
    await waitFor(phone, () => phone.state.match!.seq > first.seq, 'the bot’s move');
  });

  it('a room stored before bot levels existed restores its bots at `normal`', () => {
    const data = parseRoomData({
      v: 1,
      createdAt: 0,
      tvTokenHash: 'h',
      hostId: null,
      phase: 'lobby',
      config: { game: 'highcard', options: {}, seats: 2, clockSeconds: 0, botDelayMs: 0 },
      slots: [{ kind: 'bot', name: 'Bot 1' }, { kind: 'open' }],
      members: [],
      banned: [],
      dealHolders: [],
      claims: [],
      finishing: false,
      result: null,
    });
    expect(data!.slots).toEqual([{ kind: 'bot', name: 'Bot 1', level: 'normal' }, { kind: 'open' }]);
  });
});
