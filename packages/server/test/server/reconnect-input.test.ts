import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { ERROR_CODES } from '@kitchen-table/protocol';
import { highCard } from '../support/test-game.ts';
import { autoPlay, connectClient, refusal, seatView, startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import { foreignCards } from '../support/hidden-info.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ games: [highCard] });
});
afterEach(async () => {
  await server.closeAll();
});

async function playing() {
  const { tv, code } = await server.tv();
  const anna = await server.phone(code, 'Anna');
  const ben = await server.phone(code, 'Ben');
  await anna.configure({ game: 'highcard', seats: 3, options: { deals: 2, cards: 3 }, clockSeconds: 0 });
  await anna.start();
  await waitFor(ben, () => seatView(ben) !== null);
  return { tv, code, anna, ben };
}

describe('reconnect', () => {
  it('a phone that lost its connection gets back into its seat with a full snapshot of its view', async () => {
    const { tv, anna } = await playing();
    const before = seatView(anna)!;
    anna.socket.disconnect();
    await waitFor(tv, () => tv.state.room!.members[0].connected === false, 'Anna shown as away');
    const snapshots: unknown[] = [];
    anna.on('snapshot', (s) => snapshots.push(s));
    anna.socket.connect();
    await waitFor(anna, () => snapshots.length > 0, 'the snapshot after reconnecting');
    expect(seatView(anna)).toEqual(before);
    await waitFor(tv, () => tv.state.room!.members[0].connected === true, 'Anna back');
  });

  it('a reloaded phone (new client, same stored token) comes back to the same hand', async () => {
    const { anna } = await playing();
    const before = seatView(anna)!;
    const token = anna.session!.token;
    anna.close();
    const reloaded = server.client();
    const snapshot = await reloaded.resume({ token });
    expect(snapshot.you).toMatchObject({ role: 'player', seat: 0, isHost: true });
    expect(seatView(reloaded)).toEqual(before);
  });

  it('the SDK resumes by itself from its stored session when it connects', async () => {
    const { anna } = await playing();
    const storage = (await import('@kitchen-table/protocol')).memoryStorage();
    storage.setItem('kitchen-table.session', JSON.stringify(anna.session));
    anna.close();
    const again = connectClient(server.url, storage);
    await waitFor(again, () => again.state.you?.seat === 0, 'the automatic resume');
    again.close();
  });

  it('an unknown token is ROOM_NOT_FOUND', async () => {
    await playing();
    expect(await refusal(server.client().resume({ token: '0'.repeat(32) }))).toBe('ROOM_NOT_FOUND');
  });
});

describe('bad input', () => {
  it('malformed payloads are BAD_MESSAGE and change nothing', async () => {
    const { tv, ben } = await playing();
    const seq = tv.state.match!.seq;
    const bad: [string, unknown][] = [
      ['match:move', { seq: 'x', move: {} }],
      ['match:move', { seq: 0 }],
      ['match:move', null],
      ['match:move', 'hello'],
      ['match:move', { seq: -1, move: { play: 'AH' } }],
      ['match:move', { seq, move: { play: 'AH' }, extra: 1 }],
      ['host:configure', { seats: 'many' }],
      ['host:configure', { clockSeconds: 25 }],
      ['host:kick', { memberId: '<script>' }],
      ['room:join', { code: 'ABCD' }],
      ['room:resume', { token: 'short' }],
      ['seat:claim', { seat: 1.5 }],
      ['host:end', { mode: 'now' }],
    ];
    for (const [event, payload] of bad) {
      const reply = await ben.request(event as 'match:move', payload);
      expect(reply, `${event} ${JSON.stringify(payload)}`).toMatchObject({ ok: false, error: { code: 'BAD_MESSAGE' } });
    }
    expect(tv.state.match!.seq).toBe(seq);
    expect(tv.state.room!.phase).toBe('playing');
  });

  it('an unknown event, or a message without an ack, is answered with BAD_MESSAGE', async () => {
    const { ben } = await playing();
    const raw = ben.socket as unknown as { emitWithAck(e: string, p: unknown): Promise<unknown>; emit(e: string, p: unknown): void };
    expect(await raw.emitWithAck('room:explode', {})).toMatchObject({ ok: false, error: { code: 'BAD_MESSAGE' } });
    const errors: unknown[] = [];
    ben.on('error', (e) => errors.push(e));
    raw.emit('match:move', { seq: 0, move: {} });
    await waitFor(ben, () => true);
    await new Promise((r) => setTimeout(r, 50));
    expect(errors).toEqual([{ code: 'BAD_MESSAGE', message: 'match:move needs an acknowledgement callback' }]);
  });

  it('a message larger than the limit closes only that connection; the room goes on', async () => {
    const { tv, anna, ben } = await playing();
    const raw = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    await new Promise<void>((resolve) => raw.on('connect', () => resolve()));
    const closed = new Promise((resolve) => raw.on('disconnect', resolve));
    raw.emit('room:join', { code: 'BBBB', name: 'x'.repeat(100_000), deviceToken: '0'.repeat(32) }, () => undefined);
    await closed;
    const p = [autoPlay(anna), autoPlay(ben)];
    await waitFor(tv, () => tv.state.room?.phase === 'finished');
    for (const x of p) x.stop();
  });

  it('a flood of messages from one connection is RATE_LIMITED', async () => {
    const { ben } = await playing();
    const replies = await Promise.all(Array.from({ length: 80 }, () => ben.request('rules:close', {})));
    const codes = replies.map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toContain('RATE_LIMITED');
    expect(codes.filter((c) => c === 'ok').length).toBeGreaterThanOrEqual(20);
  });

  it('messages before joining a room are NOT_IN_ROOM', async () => {
    const c = server.client();
    expect(await refusal(c.start())).toBe('NOT_IN_ROOM');
    expect(await refusal(c.move({ play: 'AH' }, 0))).toBe('NOT_IN_ROOM');
  });

  it('every code the server answered is in ERROR_CODES or an engine code', () => {
    expect(ERROR_CODES).toEqual(expect.arrayContaining(['BAD_MESSAGE', 'STALE_STATE', 'NOT_HOST', 'NOT_SEATED', 'ROOM_NOT_FOUND', 'ROOM_FULL', 'KICKED', 'RATE_LIMITED', 'NAME_INVALID']));
  });
});

describe('hidden information', () => {
  it('no message to any client contains a card of another seat’s hand', async () => {
    const { tv, code, anna, ben } = await playing();
    const audience = await server.phone(code, 'Carla');
    const p = [autoPlay(anna), autoPlay(ben)];
    // A reconnect mid-match: its snapshot is checked too.
    ben.socket.disconnect();
    ben.socket.connect();
    await waitFor(tv, () => tv.state.room?.phase === 'finished');
    for (const x of p) x.stop();
    for (const client of [tv, anna, ben, audience]) {
      expect(client.received.length).toBeGreaterThan(3);
      expect(await foreignCards(client.received, server.store, [highCard])).toEqual([]);
    }
  });

  it('the check itself finds a leak when a payload carries another hand', async () => {
    const { tv, anna } = await playing();
    const other = (await import('../support/hidden-info.ts')).replayStates;
    const { states } = await other(server.store, [highCard], tv.state.match!.matchId);
    const benHand = highCard.seatView(states[0] as never, 1).hand;
    const fake = [{ event: 'match:update', payload: { matchId: tv.state.match!.matchId, seq: 0, view: { seat: 0, hand: benHand } } }];
    expect((await foreignCards(fake, server.store, [highCard])).length).toBeGreaterThan(0);
    expect(anna.received.length).toBeGreaterThan(0);
  });
});
