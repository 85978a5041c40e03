import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOM_CODE_ALPHABET } from '@kitchen-table/protocol';
import { highCard } from '../support/test-game.ts';
import { refusal, startTestServer, waitFor, type TestServer } from '../support/harness.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ games: [highCard] });
});
afterEach(async () => {
  await server.closeAll();
});

describe('rooms and roles', () => {
  it('the TV creates a room with a 4-letter code from the alphabet without look-alikes', async () => {
    const { tv, code } = await server.tv();
    expect(code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{4}$`));
    expect(tv.state.you).toEqual({ role: 'tv', memberId: null, seat: null, isHost: false });
    expect(tv.state.room?.phase).toBe('lobby');
    expect(tv.session?.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('the first phone is the host and takes a seat; later phones take the next seats', async () => {
    const { code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code.toLowerCase(), ' Ben ');
    expect(anna.state.you).toMatchObject({ role: 'player', seat: 0, isHost: true });
    expect(ben.state.you).toMatchObject({ role: 'player', seat: 1, isHost: false });
    expect(ben.state.room!.members.map((m) => m.name)).toEqual(['Anna', 'Ben']);
  });

  it('a duplicate name gets a suffix; a name of 21 characters or an empty one is refused', async () => {
    const { code } = await server.tv();
    await server.phone(code, 'Anna');
    const second = await server.phone(code, 'anna');
    expect(second.state.room!.members.find((m) => m.id === second.state.you!.memberId)!.name).toBe('anna 2');
    expect(await refusal(server.client().join(code, 'x'.repeat(21)))).toBe('NAME_INVALID');
    expect(await refusal(server.client().join(code, '   '))).toBe('NAME_INVALID');
    expect(await refusal(server.client().join(code, 'bad\u0000name'))).toBe('NAME_INVALID');
  });

  it('a room takes its seats and 30 watchers; one watcher more is ROOM_FULL, but a seat the host opens still takes a newcomer', async () => {
    const { code } = await server.tv();
    const phones = await Promise.all(Array.from({ length: 36 }, (_, i) => server.phone(code, `P${i}`)));
    expect(phones.filter((p) => p.state.you?.role === 'player').length).toBe(6);
    expect(phones.filter((p) => p.state.you?.role === 'audience').length).toBe(30);
    expect(await refusal(server.client().join(code, 'One too many'))).toBe('ROOM_FULL');
    const host = phones[0]!;
    // Room states are coalesced (at most one per 100 ms): wait until the host's has every phone.
    await waitFor(host, () => host.state.room?.members.length === 36 && host.state.room.slots.length === 6, 'the full table');
    const seated = host.state.room!.slots.map((s) => (s.kind === 'human' ? { kind: 'human' as const, memberId: s.memberId } : { kind: 'open' as const }));
    seated[5] = { kind: 'open' };
    await host.arrange(seated);
    const newcomer = await server.phone(code, 'Real phone');
    expect(newcomer.state.you?.role).toBe('player');
    expect(newcomer.state.you?.seat).toBe(5);
  });

  it('guessing codes from one address is RATE_LIMITED after a burst of failures', async () => {
    const { code } = await server.tv();
    const guesser = server.client();
    const codes: string[] = [];
    for (let i = 0; i < 25; i++) codes.push(await refusal(guesser.join('BBBB', 'Guess')));
    expect(codes.slice(0, 20).every((c) => c === 'ROOM_NOT_FOUND')).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    // Even the right code is refused for a while from that address.
    expect(await refusal(server.client().join(code, 'Late'))).toBe('RATE_LIMITED');
  });

  it('a wrong code is ROOM_NOT_FOUND', async () => {
    await server.tv();
    expect(await refusal(server.client().join('BBBB', 'Anna'))).toBe('ROOM_NOT_FOUND');
    expect(await refusal(server.client().join('AEIO', 'Anna'))).toBe('ROOM_NOT_FOUND');
  });

  it('the host sets game options, seat count, clock and bot delay; bad options are refused with the engine code', async () => {
    const { tv, code } = await server.tv();
    const host = await server.phone(code, 'Anna');
    await host.configure({ game: 'highcard', seats: 3, options: { deals: 1 }, clockSeconds: 20, botDelayMs: 0 });
    await waitFor(tv, () => tv.state.room?.config.seats === 3);
    expect(tv.state.room!.config).toEqual({ game: 'highcard', options: { deals: 1, cards: 2 }, seats: 3, clockSeconds: 20, botDelayMs: 0, summarySeconds: 10 });
    expect(await refusal(host.configure({ options: { deals: 99 } }))).toBe('BAD_OPTIONS');
    expect(await refusal(host.configure({ options: { nonsense: 1 } }))).toBe('BAD_OPTIONS');
    expect(await refusal(host.configure({ seats: 7 }))).toBe('BAD_SEATS');
    expect(await refusal(host.configure({ game: 'nope' }))).toBe('UNKNOWN_GAME');
    expect(tv.state.room!.config.options).toEqual({ deals: 1, cards: 2 });
  });

  it('host-only actions are refused for other phones (NOT_HOST) and for the TV', async () => {
    const { tv, code } = await server.tv();
    await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    expect(await refusal(ben.configure({ seats: 2 }))).toBe('NOT_HOST');
    expect(await refusal(ben.arrange([{ kind: 'bot' }, { kind: 'bot' }]))).toBe('NOT_HOST');
    expect(await refusal(ben.start())).toBe('NOT_HOST');
    expect(await refusal(ben.end('abort'))).toBe('NOT_HOST');
    expect(await refusal(ben.restart())).toBe('NOT_HOST');
    expect(await refusal(ben.kick(ben.state.you!.memberId!))).toBe('NOT_HOST');
    expect(await refusal(ben.resumePlay())).toBe('NOT_HOST');
    expect(await refusal(tv.start())).toBe('NOT_HOST');
    expect(ben.state.room!.phase).toBe('lobby');
  });

  it('the host arranges the seats (order, bots); more than 5 bots is refused', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    const a = anna.state.you!.memberId!;
    const b = ben.state.you!.memberId!;
    await anna.arrange([{ kind: 'human', memberId: b }, { kind: 'bot' }, { kind: 'human', memberId: a }]);
    await waitFor(tv, () => tv.state.room?.slots.length === 3);
    expect(tv.state.room!.slots).toEqual([
      { kind: 'human', memberId: b, name: 'Ben', connected: true },
      { kind: 'bot', name: 'Bot 1', level: 'normal' },
      { kind: 'human', memberId: a, name: 'Anna', connected: true },
    ]);
    await waitFor(ben, () => ben.state.you?.seat === 0);
    expect(await refusal(anna.arrange([{ kind: 'human', memberId: a }, { kind: 'human', memberId: a }]))).toBe('BAD_SEATS');
    expect(await refusal(anna.arrange(Array(6).fill({ kind: 'bot' })))).toBe('TOO_MANY_BOTS');
  });

  it('the host role passes on when the host leaves', async () => {
    const { code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.leave();
    await waitFor(ben, () => ben.state.you?.isHost === true, 'Ben becomes host');
    expect(ben.state.room!.members.map((m) => m.name)).toEqual(['Ben']);
    await ben.configure({ seats: 2 });
  });

  it('a kicked phone is told, loses its seat, and cannot come back with its token or its device', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    const token = ben.session!.token;
    const ended = new Promise((resolve) => ben.on('ended', resolve));
    await anna.kick(ben.state.you!.memberId!);
    expect(await ended).toEqual({ reason: 'kicked' });
    await waitFor(tv, () => tv.state.room!.members.length === 1);
    expect(await refusal(ben.resume({ token }))).toBe('KICKED');
    expect(await refusal(ben.join(code, 'Ben again'))).toBe('KICKED');
    expect(await refusal(server.client().resume({ token }))).toBe('KICKED');
    expect(tv.state.room!.slots[1]).toEqual({ kind: 'open' });
  });

  it('the TV token brings a reloaded TV back to its room', async () => {
    const { tv, code } = await server.tv();
    await server.phone(code, 'Anna');
    const token = tv.session!.token;
    tv.close();
    const again = server.client();
    const snapshot = await again.resume({ token });
    expect(snapshot.room.code).toBe(code);
    expect(snapshot.you.role).toBe('tv');
    expect(snapshot.room.members.map((m) => m.name)).toEqual(['Anna']);
  });

  it('a phone that comes back with the same device token gets its member and seat back', async () => {
    const { code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const id = anna.state.you!.memberId;
    anna.socket.disconnect();
    const other = server.client();
    // Same device: join again through a client sharing the device token.
    const reply = await other.request('room:join', { code, name: 'Anna', deviceToken: anna.deviceToken });
    expect(reply.ok).toBe(true);
    if (reply.ok) expect(reply.data.snapshot.you).toMatchObject({ memberId: id, seat: 0, isHost: true });
  });
});
