/**
 * A whole match of every registered game through the server (new games are covered as they land):
 * a TV, two phones playing the first legal move, bots in the other seats, one late phone in the
 * audience. The host ends the match after the first deal, so each run is one deal long. Then the
 * score table and the ranking through the HTTP API, and the hidden-information check on every payload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '@kitchen-table/engine';
import { SERVER_SCHEMAS, snapshotSchema, type RankingEntry, type ScoreEntry } from '@kitchen-table/protocol';
import { autoPlay, startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import { foreignCards } from '../support/hidden-info.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rankingMinMatches: 1 });
});
afterAll(async () => {
  await server.closeAll();
});

describe.each(GAMES.map((g) => [g.meta.id, g] as const))('a full match of %s', (id, game) => {
  it('plays to the end; scores and ranking are served; no client sees another hand', async () => {
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, `Anna ${id}`.slice(0, 20));
    const ben = await server.phone(code, `Ben ${id}`.slice(0, 20));
    const seats = Math.max(game.meta.minPlayers, 2);
    await anna.configure({ game: id, seats, clockSeconds: 0 });
    const players = [autoPlay(anna), autoPlay(ben)];
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase !== 'lobby');
    await anna.end('afterDeal');
    const audience = await server.phone(code, `Carla ${id}`.slice(0, 20));
    expect(audience.state.you?.role).toBe('audience');
    await waitFor(tv, () => tv.state.room?.phase === 'finished', `the end of the ${id} match`, 60_000);
    for (const p of players) p.stop();
    expect(players.flatMap((p) => p.errors)).toEqual([]);

    const result = tv.state.room!.result!;
    expect(result.outcomes).toHaveLength(seats);
    expect(result.outcomes.filter((o) => !o.isBot).map((o) => o.rated)).toEqual([true, true]);

    const scores = (await (await fetch(`${server.url}/api/games/${id}/scores`)).json()) as ScoreEntry[];
    expect(scores.map((s) => s.name)).toEqual(expect.arrayContaining([anna.state.room!.members[0].name, ben.state.room!.members[1].name]));
    expect(scores.some((s) => s.isBot)).toBe(seats > 2);
    const matchScores = (await (await fetch(`${server.url}/api/games/${id}/scores?match=${result.matchId}`)).json()) as ScoreEntry[];
    expect(matchScores).toHaveLength(seats);
    const ranking = (await (await fetch(`${server.url}/api/rankings`)).json()) as RankingEntry[];
    expect(ranking.map((r) => r.name)).toEqual(expect.arrayContaining([anna.state.room!.members[0].name]));
    expect(ranking.every((r) => !r.name.startsWith('Bot'))).toBe(true);

    for (const client of [tv, anna, ben, audience]) {
      expect(await foreignCards(client.received, server.store, GAMES)).toEqual([]);
      // Every message matches its documented schema.
      for (const { event, payload } of client.received) {
        const schema = event === 'ack:snapshot' ? snapshotSchema : SERVER_SCHEMAS[event as keyof typeof SERVER_SCHEMAS];
        expect(schema, `schema for ${event}`).toBeDefined();
        const parsed = schema.safeParse(payload);
        expect(parsed.success, `${event}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      }
    }
  });
});
