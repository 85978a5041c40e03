/**
 * Issue 26, section 5: the HTTP API to a hostile guest. A room's evening table answered 404/200 for any
 * code, unthrottled (the whole code space in about two minutes), with names and profile ids; a game's
 * table listed the people of every room on the server. Now:
 * - the evening table answers only the room's own TV and phones (their token as `Authorization:
 *   Bearer`); anybody else — no token, a made-up one, another room's, a kicked phone's — gets exactly
 *   the answer of a code no room has;
 * - a game's table answers a room's TV or phone only, and lists the people of that room's matches;
 * - every route under /api is limited per address (@fastify/rate-limit, 300 a minute), then 429 with
 *   `retry-after`; another address is not slowed.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { EveningResponse, GameStatsResponse } from '@kitchen-table/protocol';
import { DEFAULT_API_RATE } from '../../src/http/api.ts';
import { refusalText } from '../support/api-refusal.ts';
import { highCard } from '../support/test-game.ts';
import { autoPlay, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

interface Answer {
  status: number;
  /** The parsed JSON (each test names the response type it expects). */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** A GET from `localAddress` (another device on the Wi-Fi: 127.0.0.2, …), with a room token if given. */
function get(path: string, token?: string, localAddress = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { localAddress, headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function playMatch(tv: TestClient, host: TestClient, others: TestClient[]): Promise<void> {
  await host.configure({ game: 'highcard', seats: 3, options: { deals: 1, cards: 1 }, clockSeconds: 0 });
  await host.start();
  await waitFor(tv, () => tv.state.room?.phase === 'playing' && tv.state.match !== null, 'the match');
  const players = [host, ...others].map(autoPlay);
  await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
  for (const p of players) p.stop();
}

/** A room with a finished match of Anna, `second` and a bot. */
async function roomWithMatch(second: string): Promise<{ tv: TestClient; code: string; anna: TestClient; other: TestClient }> {
  const { tv, code } = await server.tv();
  const anna = await server.phone(code, 'Anna');
  const other = await server.phone(code, second);
  await playMatch(tv, anna, [other]);
  return { tv, code, anna, other };
}

describe('security: the HTTP API', () => {
  it('the evening table answers the room\'s own TV and phones only; anybody else gets the answer of a code no room has', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code, anna, other: ben } = await roomWithMatch('Ben');
    const elsewhere = await server.tv();
    const path = `/api/rooms/${code}/tonight`;
    for (const token of [tv.session!.token, anna.session!.token, ben.session!.token]) {
      const answer = await get(path, token);
      expect(answer.status).toBe(200);
      expect((answer.body as EveningResponse).rows.map((r) => r.name).sort()).toEqual(['Anna', 'Ben', 'Bot 1']);
    }
    const benToken = ben.session!.token;
    await anna.kick(ben.state.you!.memberId!);
    await waitFor(tv, () => tv.state.room!.members.length === 1, 'Ben kicked');
    const unknown = code === 'BBBB' ? 'CCCC' : 'BBBB';
    const nobody = await get(`/api/rooms/${unknown}/tonight`, elsewhere.tv.session!.token);
    expect(nobody.status).toBe(404);
    const strangers = [undefined, 'f'.repeat(32), 'not a token', elsewhere.tv.session!.token, benToken];
    for (const token of strangers) {
      const answer = await get(path, token);
      expect([token, answer.status]).toEqual([token, 404]);
      // The same answer as for a code no room has, word for word but the code.
      expect(answer.body).toEqual({ error: refusalText(nobody.body)!.replace(unknown, code) });
      expect(JSON.stringify(answer.body)).not.toMatch(/Anna|profileId/);
    }
  });

  it('a game\'s table answers a room\'s TV or phone and lists the people of that room\'s matches only', async () => {
    server = await startTestServer({ games: [highCard] });
    const first = await roomWithMatch('Ben');
    const second = await roomWithMatch('Cleo');
    const names = async (token: string) => ((await get('/api/games/highcard/stats', token)).body as GameStatsResponse).rows.map((r) => r.name).sort();
    expect(await names(first.tv.session!.token)).toEqual(['Anna', 'Ben', 'Bot 1']);
    expect(await names(second.other.session!.token)).toEqual(['Anna', 'Bot 1', 'Cleo']);
    const anonymous = await get('/api/games/highcard/stats');
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toMatch(/Anna|Ben|Cleo/);
    // A new room (the code may be reused later) lists nobody until it has played.
    const fresh = await server.tv();
    expect(await names(fresh.tv.session!.token)).toEqual([]);
  });

  it(`every API route is limited per address (${DEFAULT_API_RATE.max} a minute, then 429 with retry-after); another address is not slowed`, async () => {
    server = await startTestServer();
    const paths = ['/api/health', '/api/games', '/api/rankings', '/api/rooms/BCDF/tonight', '/api/join-info'];
    for (let sent = 0; sent < DEFAULT_API_RATE.max; sent += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => get(paths[(sent + i) % paths.length]!)));
      expect(answers.filter((a) => a.status === 429)).toEqual([]);
    }
    for (const path of paths) {
      const refused = await get(path);
      expect([path, refused.status]).toEqual([path, 429]);
      expect(refusalText(refused.body)).toMatch(/too many requests/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A refusal is an API answer like any other: the security headers and no caching.
      expect(refused.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    expect((await get('/api/health', undefined, '127.0.0.2')).status).toBe(200);
  });
});
