/**
 * Security point 1 (docs/security.md): seat and TV tokens are 128 random bits and are never shown to
 * another client — neither the token nor its hash is in any message to anyone else, nor in the API.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_PATTERN } from '@kitchen-table/protocol';
import { newToken } from '../../src/rooms/tokens.ts';
import { openStore } from '../../src/storage/open-store.ts';
import { autoPlay, refusal, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';
import { highCard } from '../support/test-game.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

describe('security: tokens', () => {
  it('issue 26: every token a kicked phone held answers KICKED — also the one it had before joining again from the same device, and after a restart', async () => {
    const store = await openStore({ sqlitePath: ':memory:' });
    try {
      server = await startTestServer({ store });
      const { tv, code } = await server.tv();
      const anna = await server.phone(code, 'Anna');
      const ben = await server.phone(code, 'Ben');
      const first = ben.session!.token;
      // The same device joins again (a reload that lost its session): a fresh token, the old one opens nothing.
      await ben.join(code, 'Ben');
      const second = ben.session!.token;
      expect(second).not.toBe(first);
      expect(await refusal(server.client().resume({ token: first }))).toBe('ROOM_NOT_FOUND');
      await anna.kick(ben.state.you!.memberId!);
      await waitFor(tv, () => tv.state.room!.members.length === 1, 'Ben kicked');
      for (const token of [first, second]) expect(await refusal(server.client().resume({ token }))).toBe('KICKED');
      await server.closeAll();
      server = await startTestServer({ store });
      for (const token of [first, second]) expect(await refusal(server.client().resume({ token }))).toBe('KICKED');
    } finally {
      await server.closeAll();
      await store.close();
    }
  });

  it('tokens are 32 hex digits (128 bits) from the CSPRNG: 2,000 draws are all distinct and every bit varies', () => {
    const tokens = Array.from({ length: 2000 }, newToken);
    for (const t of tokens) expect(t).toMatch(TOKEN_PATTERN);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Each of the 128 bit positions takes both values across the draws (a stuck bit would shrink the space).
    const bits = tokens.map((t) => BigInt(`0x${t}`));
    for (let b = 0n; b < 128n; b++) {
      const ones = bits.filter((v) => (v >> b) & 1n).length;
      expect(ones).toBeGreaterThan(0);
      expect(ones).toBeLessThan(tokens.length);
    }
  });

  it('no client ever receives another client’s seat token, TV token or device token, nor their hashes, nor the seed; the API holds none', async () => {
    server = await startTestServer({ games: [highCard] });
    const tv = server.client();
    const { code, token: tvToken } = await tv.createRoom();
    const phones: TestClient[] = [];
    const seatTokens: string[] = [];
    for (const name of ['Anna', 'Ben', 'Carla']) {
      const p = server.client();
      const { token } = await p.join(code, name);
      phones.push(p);
      seatTokens.push(token);
    }
    const [anna, ben, carla] = phones as [TestClient, TestClient, TestClient];
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 1, cards: 2 }, clockSeconds: 0 });
    const players = phones.map((p) => autoPlay(p));
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
    players.forEach((p) => p.stop());
    await anna.kick(carla.state.you!.memberId!);
    // A reload: Ben's client comes back with his token (the resume answer goes to Ben alone).
    await ben.resume();

    const secretsOf = new Map<TestClient, string[]>([
      [tv, [tvToken]],
      [anna, [seatTokens[0]!, anna.deviceToken]],
      [ben, [seatTokens[1]!, ben.deviceToken]],
      [carla, [seatTokens[2]!, carla.deviceToken]],
    ]);
    const all = [...secretsOf.values()].flat();
    for (const [client, own] of secretsOf) {
      const text = JSON.stringify(client.received);
      for (const secret of all) {
        expect(text.includes(sha256(secret)), 'a token hash was sent to a client').toBe(false);
        if (!own.includes(secret)) expect(text.includes(secret), 'another client’s token was sent').toBe(false);
      }
    }
    // The match seed (every hand follows from it) never leaves the server either.
    const matchId = tv.state.room!.result!.matchId;
    const seed = (await server.store.loadMatch(matchId))!.match.seed;
    for (const client of secretsOf.keys()) expect(JSON.stringify(client.received).includes(seed), 'the seed was sent').toBe(false);
    const api = await Promise.all(['/api/rankings', '/api/games/highcard/scores', '/api/health'].map(async (p) => (await fetch(server.url + p)).text()));
    for (const secret of all) {
      for (const body of api) {
        expect(body.includes(secret)).toBe(false);
        expect(body.includes(sha256(secret))).toBe(false);
      }
    }
  });
});
