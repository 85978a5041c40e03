/**
 * Issue 12 (docs/security.md, "Threat 5"): the deals nobody can predict. The seed of a match — 256 bits
 * that fix every card — and the deal key derived from it are in no payload any client receives, no API
 * answer and no log line, in a whole match of every game. And a finished match's hands stay hidden:
 * after an Elevator match, a watcher who claims a seat or a player the host moves to another seat sees
 * no card left in that seat's hand (rules: counted, never shown). Real socket.io clients throughout.
 */
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '@kitchen-table/engine';
import type { ElevatorState } from '@kitchen-table/engine/elevator';
import { autoPlay, seatView, startTestServer, waitFor, type Received, type TestClient, type TestServer } from '../support/harness.ts';
import { foreignCards, replayStates, secretsIn, secretsOf } from '../support/hidden-info.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.closeAll();
  server = undefined;
});

/** A server whose pino logger writes every line, at the most verbose level, into `lines`. */
async function serverWithLogs(lines: string[]): Promise<TestServer> {
  const logger = pino({ level: 'trace', base: { service: 'kitchen-table' } }, { write: (line: string) => void lines.push(line) });
  return startTestServer({ logger });
}

describe('security: the seed of a match', () => {
  it('is in no payload, API answer or log line, in a whole match of every game', async () => {
    const lines: string[] = [];
    server = await serverWithLogs(lines);
    const clients: TestClient[] = [];
    const matchIds: string[] = [];
    for (const game of GAMES) {
      const id = game.meta.id;
      const { tv, code } = await server.tv();
      const anna = await server.phone(code, 'Anna');
      const ben = await server.phone(code, 'Ben');
      const seats = Math.max(game.meta.minPlayers, 3);
      await anna.configure({ game: id, seats, clockSeconds: 0 });
      const players = [autoPlay(anna), autoPlay(ben)];
      await anna.start();
      await waitFor(tv, () => tv.state.room?.phase !== 'lobby');
      await anna.end('afterDeal');
      const carla = await server.phone(code, 'Carla');
      await waitFor(tv, () => tv.state.room?.phase === 'finished', `the end of the ${id} match`, 60_000);
      players.forEach((p) => p.stop());
      expect(players.flatMap((p) => p.errors)).toEqual([]);
      await ben.resume();
      clients.push(tv, anna, ben, carla);
      matchIds.push(tv.state.room!.result!.matchId);
    }
    expect(lines.length).toBeGreaterThan(0);

    const secrets: string[] = [];
    for (const matchId of matchIds) {
      const { match } = (await server.store.loadMatch(matchId))!;
      expect(match.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(match.generator).toBe(2);
      secrets.push(...secretsOf(match.seed, match.game, match.generator));
    }
    // The scan: every payload of every client (it looks for the seed and the key too, and for cards).
    for (const client of clients) expect(await foreignCards(client.received, server.store, GAMES)).toEqual([]);
    for (const client of clients) expect(secretsIn(client.received, secrets)).toEqual([]);
    const api = await Promise.all(
      ['/api/health', '/api/rankings', ...GAMES.map((g) => `/api/games/${g.meta.id}/scores`), ...matchIds.map((m, i) => `/api/games/${GAMES[i]!.meta.id}/scores?match=${m}`)].map(
        async (path) => (await fetch(server!.url + path)).text(),
      ),
    );
    expect(secretsIn(api, secrets)).toEqual([]);
    expect(secretsIn(lines, secrets)).toEqual([]);
  });

  it('the scan would see it: a payload holding the seed (in hex, upper case, base64) or the deal key is reported', async () => {
    server = await startTestServer();
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'fahrstuhl', seats: 3, clockSeconds: 0 });
    await anna.start();
    await waitFor(tv, () => tv.state.match !== null);
    const { matchId, seq } = tv.state.match!;
    const { match } = (await server.store.loadMatch(matchId))!;
    const forms = secretsOf(match.seed, match.game, match.generator);
    expect(forms).toHaveLength(4);
    for (const leak of [match.seed, match.seed.toUpperCase(), ...forms.slice(1)]) {
      const fake: Received[] = [...tv.received, { event: 'match:update', payload: { matchId, seq, seat: 0, events: [{ type: 'note', text: `x${leak}x` }], view: { seat: null } } }];
      expect((await foreignCards(fake, server.store, GAMES)).join('\n')).toMatch(/seed or deal key/);
    }
    expect(await foreignCards(tv.received, server.store, GAMES)).toEqual([]);
  });
});

describe('security: a finished match shows no hand', () => {
  it('Elevator: a watcher who claims a seat, or a player moved to another seat, sees none of the cards left', async () => {
    server = await startTestServer();
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'elevator', seats: 3, options: { games: 1 }, clockSeconds: 0 });
    const play = autoPlay(anna);
    await anna.start();
    const carla = await server.phone(code, 'Carla');
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the Elevator match', 60_000);
    play.stop();

    const matchId = tv.state.room!.result!.matchId;
    const { states } = await replayStates(server.store, GAMES, matchId);
    const end = states[states.length - 1] as ElevatorState;
    const left = end.round.hands;
    const allLeft = new Set(left.flat());
    // One seat won with no card; the losers hold theirs. Seats 1 and 2 are bots: one of them lost.
    expect(allLeft.size).toBeGreaterThan(0);
    const claimed = left[1]!.length > 0 ? 1 : 2;
    const other = claimed === 1 ? 2 : 1;

    // The watcher takes over a bot's seat (allowed at once after a match) and reloads.
    await carla.claimSeat(claimed);
    await waitFor(carla, () => carla.state.you?.seat === claimed);
    await carla.resume();
    // The host moves herself to the other bot's seat and reloads.
    const annaId = anna.state.you!.memberId!;
    const carlaId = carla.state.you!.memberId!;
    const slots = [0, 1, 2].map((s) => (s === claimed ? { kind: 'human' as const, memberId: carlaId } : s === other ? { kind: 'human' as const, memberId: annaId } : { kind: 'bot' as const }));
    await anna.arrange(slots);
    await waitFor(anna, () => anna.state.you?.seat === other);
    await anna.resume();

    for (const [client, seat] of [[carla, claimed], [anna, other]] as const) {
      const view = seatView(client);
      expect(view?.seat).toBe(seat);
      expect(view?.matchOver).toBe(true);
      expect(view?.hand).toEqual([]);
      const text = JSON.stringify(client.state.match);
      for (const card of allLeft) expect(text.includes(`"${card}"`), `${card} (left in a hand) is shown to seat ${seat}`).toBe(false);
    }
    for (const client of [tv, anna, carla]) expect(await foreignCards(client.received, server.store, GAMES)).toEqual([]);
  });

  it('the scan would see it: a snapshot of the finished match holding a card left in a hand is reported', async () => {
    server = await startTestServer();
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'elevator', seats: 3, options: { games: 1 }, clockSeconds: 0 });
    const play = autoPlay(anna);
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the Elevator match', 60_000);
    play.stop();
    const matchId = tv.state.room!.result!.matchId;
    const { states } = await replayStates(server.store, GAMES, matchId);
    const seq = states.length - 1;
    const left = (states[seq] as ElevatorState).round.hands;
    const seat = left.findIndex((h) => h.length > 0);
    // What the server sent before issue 12: the seat's leftover hand in its own view of the finished match.
    const old: Received = { event: 'ack:snapshot', payload: { room: {}, you: {}, match: { matchId, seq, view: { seat, hand: left[seat] } } } };
    expect((await foreignCards([old], server.store, GAMES)).length).toBeGreaterThan(0);
  });
});
