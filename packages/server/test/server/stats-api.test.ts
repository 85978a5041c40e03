/**
 * The statistics API (issue 18, part 4) on a real server with real socket.io phones: after real matches
 * a person's page (by the public profile id the phone is told), a game's page, the evening's table and
 * a match's awards agree with what was played; bad ids get a clear 400 or 404; no answer carries a
 * device token or its hash; a match that does not count for the ranking moves no per-game rating.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOM_CODE_ALPHABET, type EveningResponse, type GameStatsResponse, type MatchAwardsResponse, type PersonStatsResponse } from '@kitchen-table/protocol';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import { refusalText } from '../support/api-refusal.ts';
import { highCard } from '../support/test-game.ts';
import { autoPlay, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';

// A match counts for the ranking from 3 moves a seat on (the test game's own line is 1).
const game = { ...highCard, meta: { ...highCard.meta, rankedMovesPerSeat: 3 } };

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ games: [game] });
});
afterEach(async () => {
  await server.closeAll();
});

/** A GET, with a room's token (`Authorization: Bearer`) where the answer is the room's own. */
async function get(path: string, token?: string): Promise<{ status: number; body: unknown; text: string }> {
  const res = await fetch(`${server.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text };
}

async function playMatch(tv: TestClient, host: TestClient, others: TestClient[], options: Record<string, number>): Promise<string> {
  await host.configure({ game: 'highcard', seats: 3, options, clockSeconds: 0 });
  await host.start();
  await waitFor(tv, () => tv.state.room?.phase === 'playing' && tv.state.match !== null, 'the match');
  const matchId = tv.state.match!.matchId;
  const players = [host, ...others].map(autoPlay);
  await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
  for (const p of players) p.stop();
  return matchId;
}

describe('statistics API', () => {
  it('answers a person\'s, a game\'s and the evening\'s statistics and the awards after real matches', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    // 3 deals of 2 cards: 6 moves a seat, a real (ranked) match; then a 1-card match that is too short to count.
    const ranked = await playMatch(tv, anna, [ben], { deals: 3, cards: 2 });
    const awards = await get(`/api/matches/${ranked}/awards`);
    expect(awards.status).toBe(200);
    // Every seat made 6 moves: the test game's one award is shared by all three.
    expect(awards.body as MatchAwardsResponse).toEqual({ matchId: ranked, game: 'highcard', awards: [{ measure: 'moves', value: 6, seats: [0, 1, 2], names: ['Anna', 'Ben', 'Bot 1'] }] });

    const short = await playMatch(tv, anna, [ben], { deals: 1, cards: 1 });
    const annaId = anna.state.you!.profileId!;
    expect(annaId).toMatch(/^[0-9a-f-]{36}$/);

    const person = await get(`/api/people/${annaId}/stats`);
    expect(person.status).toBe(200);
    const stats = person.body as PersonStatsResponse;
    expect(stats).toMatchObject({ profileId: annaId, name: 'Anna' });
    expect(stats.games).toHaveLength(1);
    expect(stats.games[0]).toMatchObject({ game: 'highcard', matches: 2, measures: { moves: 7 } });
    // Rated once (the short match does not count), overall and in the game alike.
    expect(stats.rating?.matches).toBe(1);
    expect(stats.games[0]!.rating?.matches).toBe(1);
    expect(stats.games[0]!.rating!.rating).toBeCloseTo(stats.rating!.rating, 9);

    const scores = (await get('/api/games/highcard/stats', tv.session!.token)).body as GameStatsResponse;
    expect(scores.rows.map((r) => [r.name, r.isBot, r.matches, r.measures.moves]).sort()).toEqual([
      ['Anna', false, 2, 7],
      ['Ben', false, 2, 7],
      ['Bot 1', true, 2, 7],
    ]);
    expect(scores.rows.find((r) => r.isBot)!.rating).toBeNull();

    const evening = await get(`/api/rooms/${code.toLowerCase()}/tonight`, ben.session!.token);
    expect(evening.status).toBe(200);
    const table = evening.body as EveningResponse;
    expect(table).toMatchObject({ room: code, hours: 6 });
    expect(table.matches.map((m) => m.matchId)).toEqual([ranked, short]);
    expect(table.rows.reduce((n, r) => n + r.matches, 0)).toBe(6);
    const wins = tv.state.room!.result!.outcomes.filter((o) => o.placement === 1).length;
    expect(table.matches[1]!.winners).toHaveLength(wins);

    // Nothing secret in any answer: neither a device token nor its stored hash.
    const hashes = (await (server.store as KyselyStore).db.selectFrom('profiles').select('token_hash').execute()).map((r) => r.token_hash);
    for (const body of [awards.text, person.text, JSON.stringify(scores), evening.text]) {
      for (const h of hashes) expect(body).not.toContain(h);
      expect(body).not.toMatch(/token/i);
    }
  });

  it('issue 28 §1: a late-comer who takes a bot\'s seat mid-match is not credited with the match; their own deals\' measures are theirs; the replay names the bot', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 3, cards: 2 }, clockSeconds: 0, summarySeconds: 60 });
    await anna.arrange([{ kind: 'human', memberId: anna.state.you!.memberId! }, { kind: 'bot' }]);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'playing' && tv.state.match !== null, 'the match');
    const matchId = tv.state.match!.matchId;
    const emil = await server.phone(code, 'Emil');
    const players = [autoPlay(anna)];
    // Emil takes Bot 1's seat in the summary after deal 2: he plays deal 3 only.
    await waitFor(tv, () => tv.state.room?.summary?.deal === 2, 'the summary of deal 2');
    expect(await emil.claimSeat(1)).toBe(false);
    await waitFor(emil, () => emil.state.you?.seat === 1, 'Emil takes the seat');
    // The summary waits for Emil: the replay of deal 1, opened now, names the bot who played it.
    await anna.openReplay(1);
    await waitFor(tv, () => tv.state.replay?.position.deal === 1, 'the replay of deal 1');
    expect(tv.state.replay!.names).toEqual(['Anna', 'Bot 1']);
    await anna.closeReplay();
    players.push(autoPlay(emil));
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
    for (const p of players) p.stop();

    const seat = tv.state.room!.result!.outcomes[1]!;
    expect(seat).toMatchObject({ name: 'Bot 1 → Emil', rated: false, credited: false });
    const emilId = emil.state.you!.profileId!;
    const person = (await get(`/api/people/${emilId}/stats`)).body as PersonStatsResponse;
    // No rating, no match played, no win — but his own deal's two moves.
    expect(person.rating).toBeNull();
    expect(person.games).toEqual([{ game: 'highcard', matches: 0, wins: 0, rating: null, measures: { moves: 2 } }]);
    const scores = (await get('/api/games/highcard/stats', tv.session!.token)).body as GameStatsResponse;
    expect(scores.rows.map((r) => [r.name, r.matches, r.wins, r.measures.moves])).toEqual([['Anna', 1, tv.state.room!.result!.outcomes[0]!.placement === 1 ? 1 : 0, 6]]);
    const evening = (await get(`/api/rooms/${code}/tonight`, tv.session!.token)).body as EveningResponse;
    expect(evening.rows.map((r) => r.name)).toEqual(['Anna']);
    expect(evening.matches[0]!.winners).toEqual(tv.state.room!.result!.outcomes.filter((o) => o.placement === 1).map((o) => o.name));
    // The replay of the finished match: deal 1 by the bot, deal 3 by Emil.
    await anna.openReplay(1);
    await waitFor(tv, () => tv.state.replay?.matchId === matchId && tv.state.replay.position.deal === 1, 'the replay of the match');
    expect(tv.state.replay!.names).toEqual(['Anna', 'Bot 1']);
    await anna.showReplay(3, 0);
    await waitFor(tv, () => tv.state.replay?.position.deal === 3, 'deal 3 of the replay');
    expect(tv.state.replay!.names).toEqual(['Anna', 'Emil']);
    // The match's awards name the seat by both.
    const awards = (await get(`/api/matches/${matchId}/awards`)).body as MatchAwardsResponse;
    expect(awards.awards).toEqual([{ measure: 'moves', value: 6, seats: [0, 1], names: ['Anna', 'Bot 1 → Emil'] }]);
  });

  it('bad ids get a clear 400 or 404, unfinished matches have no awards yet', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const token = tv.session!.token;
    const cases: [string, number, RegExp][] = [
      ['/api/people/not-a-uuid/stats', 400, /profile id/],
      ['/api/people/..%2F..%2Fetc/stats', 400, /profile id/],
      [`/api/people/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/stats`, 404, /no person/],
      ['/api/games/nope/stats', 404, /no game/],
      ['/api/rooms/12/tonight', 400, /four letters/],
      [`/api/rooms/${code}/tonight?hours=0`, 400, /hours/],
      [`/api/rooms/${code}/tonight?hours=abc`, 400, /hours/],
      [`/api/rooms/${code === ROOM_CODE_ALPHABET[0]!.repeat(4) ? ROOM_CODE_ALPHABET[1]!.repeat(4) : ROOM_CODE_ALPHABET[0]!.repeat(4)}/tonight`, 404, /no evening table/],
      ['/api/matches/nope/awards', 404, /no finished match/],
      [`/api/matches/${'0'.repeat(32)}/awards`, 404, /no finished match/],
    ];
    for (const [path, status, message] of cases) {
      const res = await get(path, token);
      expect([path, res.status]).toEqual([path, status]);
      expect(refusalText(res.body)).toMatch(message);
    }
    // The room's own TV, before any match: an empty table (not the 404 everybody else gets).
    expect((await get(`/api/rooms/${code}/tonight`, token)).body).toMatchObject({ room: code, rows: [], matches: [] });
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 3, cards: 2 }, clockSeconds: 0 });
    await anna.start();
    await waitFor(tv, () => tv.state.match !== null, 'the match');
    expect((await get(`/api/matches/${tv.state.match!.matchId}/awards`)).status).toBe(404);
    expect((await get('/api/health')).status).toBe(200);
  });
});
