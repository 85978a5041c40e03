/**
 * Issue 30 part 4: a seat for an outside bot. The host's invitation (`host:invite`) and its redemption
 * (`bot:join`), treating the guest as hostile: the code's shape and lifetime, that the server keeps only
 * its hash, single use, the rate limit on wrong codes, the seat view, the marks, removal and reconnect.
 * (The example bot playing whole matches of every game: outside-bot-example.test.ts.)
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { INVITE_TTL_MS, type Ack, type AckData, type RankingEntry, type ScoreEntry } from '@kitchen-table/protocol';
import { autoPlay, refusal, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';
import { highCard } from '../support/test-game.ts';
import { openStore } from '../../src/storage/open-store.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.closeAll();
  server = undefined;
});

/** A lobby: the TV, Anna (host, seat 0) and three more seats (open). */
async function lobby(options: Parameters<typeof startTestServer>[0] = {}): Promise<{ server: TestServer; tv: TestClient; anna: TestClient; code: string }> {
  server = await startTestServer({ games: [highCard], ...options });
  const { tv, code } = await server.tv();
  const anna = await server.phone(code, 'Anna');
  await anna.configure({ game: 'highcard', seats: 4, clockSeconds: 0, options: { deals: 2, cards: 3 } });
  return { server, tv, anna, code };
}

const joinBot = (client: TestClient, code: string, invite: string, name = 'Robo'): Promise<Ack<AckData['bot:join']>> =>
  client.request('bot:join', { code, invite, name }) as Promise<Ack<AckData['bot:join']>>;
const codeOf = <T>(answer: Ack<T>): string => (answer.ok ? 'ok' : answer.error.code);

describe('an outside bot’s invitation', () => {
  it('is 128 random bits (32 hex digits), lasts 15 minutes, is shown only in the host’s ack and stored only as its SHA-256', async () => {
    const { server, tv, anna } = await lobby();
    const before = Date.now();
    const made = await anna.invite(2);
    expect(made.seat).toBe(2);
    expect(made.invite).toMatch(/^[0-9a-f]{32}$/);
    expect(made.expiresAt).toBeGreaterThanOrEqual(before + INVITE_TTL_MS);
    expect(made.expiresAt).toBeLessThanOrEqual(Date.now() + INVITE_TTL_MS);
    expect(INVITE_TTL_MS).toBe(15 * 60_000);
    await waitFor(tv, () => tv.state.room?.invites?.length === 1, 'the invitation in the room state');
    expect(tv.state.room!.invites).toEqual([{ seat: 2, expiresAt: made.expiresAt }]);
    // Two invitations are never the same code.
    const again = await anna.invite(3);
    expect(again.invite).not.toBe(made.invite);
    // No other client ever received the code; the store holds its hash, never the code.
    for (const { payload } of tv.received) expect(JSON.stringify(payload)).not.toContain(made.invite);
    const stored = JSON.stringify(await server.store.loadRooms());
    expect(stored).not.toContain(made.invite);
    expect(stored).toContain(createHash('sha256').update(made.invite).digest('hex'));
  });

  it('only the host invites, outside a match, into an open or a bot’s seat', async () => {
    const { server, anna, code } = await lobby();
    const ben = await server.phone(code, 'Ben');
    expect(await refusal(ben.invite(2))).toBe('NOT_HOST');
    expect(await refusal(anna.invite(1))).toBe('SEAT_TAKEN'); // Ben sits there
    expect(await refusal(anna.invite(7))).toBe('BAD_SEATS');
    await anna.start();
    expect(await refusal(anna.invite(2))).toBe('WRONG_PHASE');
  });

  it('takes exactly its seat with that seat’s view; used once; a wrong, malformed or used code is INVITE_INVALID', async () => {
    const { server, tv, anna, code } = await lobby();
    const { invite } = await anna.invite(2);
    const bot = server.client();
    expect(codeOf(await joinBot(bot, code, 'f'.repeat(32)))).toBe('INVITE_INVALID');
    expect(codeOf(await joinBot(bot, code, 'not a code at all'))).toBe('INVITE_INVALID');
    expect(codeOf(await joinBot(bot, 'ZZZZ', invite))).toBe('ROOM_NOT_FOUND');
    expect(codeOf(await joinBot(bot, code, invite, 'Bot 3'))).toBe('NAME_RESERVED');
    // Grouped and upper case, as a person may copy it: the same code.
    const grouped = invite.toUpperCase().replace(/(.{4})(?!$)/g, '$1-');
    const joined = await joinBot(bot, code, grouped);
    if (!joined.ok) throw new Error(joined.error.code);
    expect(joined.data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(joined.data.snapshot.you).toMatchObject({ role: 'player', seat: 2, isHost: false, profileId: null });
    const other = server.client();
    expect(codeOf(await joinBot(other, code, invite, 'Second'))).toBe('INVITE_INVALID');

    // Marked as a bot (an outside one) in the room state everyone gets.
    await waitFor(tv, () => tv.state.room?.slots[2]?.kind === 'human', 'the bot in seat 2');
    expect(tv.state.room!.slots[2]).toMatchObject({ kind: 'human', name: 'Robo', outside: true });
    expect(tv.state.room!.members.find((m) => m.name === 'Robo')).toMatchObject({ seat: 2, outside: true });
    expect(tv.state.room!.members.find((m) => m.name === 'Anna')?.outside).toBeUndefined();
    expect(tv.state.room!.invites).toEqual([]);

    // Its view in the match is seat 2's, as a phone in seat 2 gets it.
    const seat2: unknown[] = [];
    bot.socket.on('match:update', (u) => seat2.push((u.view as { seat?: number }).seat));
    await anna.start();
    await waitFor(tv, () => (tv.state.match?.seq ?? -1) >= 0 && tv.state.room?.phase === 'playing', 'the match');
    await waitFor(anna, () => seat2.length > 0, 'an update for the bot');
    expect(new Set(seat2)).toEqual(new Set([2]));
    expect(await refusal(anna.setCoach(2, true))).toBe('COACH_NOT_A_PERSON');
    // The same message rate as any connection: a burst of 40, then 20 a second.
    const burst = await Promise.all(Array.from({ length: 45 }, () => bot.request('deal:next', {})));
    expect(burst.filter((r) => !r.ok && r.error.code === 'RATE_LIMITED').length).toBeGreaterThan(0);
  });

  it('expires: after its time it is refused as any wrong code', async () => {
    const { server, anna, code } = await lobby({ timings: { inviteTtlMs: 0 } });
    const { invite } = await anna.invite(2);
    expect(codeOf(await joinBot(server.client(), code, invite))).toBe('INVITE_INVALID');
  });

  it('wrong codes count as failed joins: past the limit even the right code is RATE_LIMITED', async () => {
    const { server, anna, code } = await lobby({ failedJoinRate: { capacity: 3, refillPerSecond: 1e-6 } });
    const { invite } = await anna.invite(2);
    const guesser = server.client();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(codeOf(await joinBot(guesser, code, i.toString(16).repeat(32))));
    expect(answers).toEqual(['INVITE_INVALID', 'INVITE_INVALID', 'INVITE_INVALID', 'RATE_LIMITED']);
    expect(codeOf(await joinBot(guesser, code, invite))).toBe('RATE_LIMITED');
  });

  it('resumes with its seat token like a phone; the host removes it like any player (its token is KICKED, the address is not banned); it is never the host', async () => {
    const { server, tv, anna, code } = await lobby();
    const { invite } = await anna.invite(1);
    const bot = server.client();
    const joined = await joinBot(bot, code, invite);
    if (!joined.ok) throw new Error(joined.error.code);
    const botId = joined.data.snapshot.you.memberId!;
    // A new connection, as after a lost network: the seat token brings it back to its seat.
    const back = server.client();
    const resumed = await back.resume({ token: joined.data.token });
    expect(resumed.you).toMatchObject({ memberId: botId, seat: 1 });

    const ended = new Promise((resolve) => back.on('ended', resolve));
    await anna.kick(botId);
    expect(await ended).toEqual({ reason: 'kicked' });
    await waitFor(tv, () => tv.state.room?.slots[1]?.kind === 'open', 'the seat open again');
    expect(tv.state.room!.kicked).toEqual([]);
    expect(await refusal(server.client().resume({ token: joined.data.token }))).toBe('KICKED');
    // The family's phones share the bot's address: they still join.
    const ben = await server.phone(code, 'Ben');
    expect(ben.state.you?.seat).toBe(1);

    // When the host leaves, the host role goes to a phone, never to an outside bot.
    const again = await anna.invite(2);
    const robo = await joinBot(server.client(), code, again.invite, 'Robo');
    expect(robo.ok).toBe(true);
    await anna.leave();
    await waitFor(tv, () => tv.state.room?.hostId !== null && !tv.state.room?.members.some((m) => m.name === 'Anna'), 'a new host');
    expect(tv.state.room!.hostId).toBe(ben.state.you!.memberId);
    await ben.leave();
    await waitFor(tv, () => tv.state.room?.members.length === 1, 'only the bot left');
    expect(tv.state.room!.hostId).toBeNull();
  });

  it('survives a restart from the store: the bot keeps its seat and mark, its token works, a waiting code still opens its seat once', async () => {
    const store = await openStore({ sqlitePath: ':memory:' });
    try {
      const { server: first, anna, code } = await lobby({ store });
      const joined = await joinBot(first.client(), code, (await anna.invite(2)).invite);
      if (!joined.ok) throw new Error(joined.error.code);
      const waiting = await anna.invite(3);
      await first.closeAll();
      server = await startTestServer({ games: [highCard], store });
      const restored = server.manager.rooms.get(code)!;
      const robo = [...restored.members.values()].find((m) => m.name === 'Robo')!;
      expect(robo).toMatchObject({ outside: true, profileId: '' });
      const back = await server.client().resume({ token: joined.data.token });
      expect(back.you).toMatchObject({ seat: 2, profileId: null });
      expect(back.room.slots[2]).toMatchObject({ outside: true });
      expect(back.room.invites).toEqual([{ seat: 3, expiresAt: waiting.expiresAt }]);
      expect(codeOf(await joinBot(server.client(), code, waiting.invite, 'Second'))).toBe('ok');
      expect(codeOf(await joinBot(server.client(), code, waiting.invite, 'Third'))).toBe('INVITE_INVALID');
    } finally {
      await server?.closeAll();
      server = undefined;
      await store.close();
    }
  });

  it('has the same clock as any seat (the server plays for it when its time runs out), and is never rated nor ranked', async () => {
    const { server, tv, anna, code } = await lobby({ rankingMinMatches: 1, timings: { clockSecondMs: 5 } });
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ clockSeconds: 20 });
    const { invite } = await anna.invite(2);
    expect((await joinBot(server.client(), code, invite)).ok).toBe(true);
    const players = [autoPlay(anna), autoPlay(ben)];
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the match to end', 30_000);
    players.forEach((p) => p.stop());
    // This bot's program never moves: the clock plays each of its turns, as for a phone that does not.
    const botMoves = tv.updates.filter((u) => u.seat === 2);
    expect(botMoves.length).toBeGreaterThan(0);
    expect(botMoves.every((u) => u.byClock && !u.byBot)).toBe(true);
    const result = tv.state.room!.result!;
    expect(result.outcomes[2]).toMatchObject({ name: 'Robo', isBot: true, outside: true, rated: false });
    expect(result.outcomes.filter((o) => !o.isBot).map((o) => o.rated)).toEqual([true, true]);
    const ranking = (await (await fetch(`${server.url}/api/rankings`)).json()) as RankingEntry[];
    expect(ranking.map((r) => r.name).sort()).toEqual(['Anna', 'Ben']);
    const scores = (await (await fetch(`${server.url}/api/games/highcard/scores?match=${result.matchId}`)).json()) as ScoreEntry[];
    expect(scores.find((s) => s.name === 'Robo')).toMatchObject({ isBot: true });
  });
});
