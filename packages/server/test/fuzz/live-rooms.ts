/**
 * Live rooms for the protocol fuzzer and the security tests: an in-process server (port 0, SQLite in
 * memory, bots without delay, clocks off (but fast when on), rate limits raised so that every message reaches the
 * judgement it is fuzzing) with rooms of real games, each a TV and two phones, bots in the other seats.
 * Helpers to wait until a room is quiet, and the checks that every run ends with: each room's state
 * equals a fresh replay of its stored log, and every client received exactly its own view.
 */
import { pino, type Logger } from 'pino';
import { GAMES, type GameDefinition, type SeatViewBase } from '@kitchen-table/engine';
import type { Snapshot, MatchUpdate } from '@kitchen-table/protocol';
import { MatchSession } from '../../src/rooms/match-session.ts';
import type { Room } from '../../src/rooms/room.ts';
import { startTestServer, type TestClient, type TestServer } from '../support/harness.ts';

export interface LiveRoom {
  code: string;
  game: string;
  tv: TestClient;
  /** Seated phones; phones[0] is the host. */
  phones: TestClient[];
  /** An audience phone (joined after the start). */
  audience: TestClient;
}

export interface LogCapture {
  logger: Logger;
  /** Lines at level error or worse. */
  errors: string[];
}

export function captureLogs(): LogCapture {
  const errors: string[] = [];
  const logger = pino({ level: 'warn' }, {
    write(line: string) {
      if ((JSON.parse(line) as { level: number }).level >= 50) errors.push(line);
    },
  });
  return { logger, errors };
}

export async function startFuzzServer(logs: LogCapture): Promise<TestServer> {
  return startTestServer({
    logger: logs.logger,
    messageRate: { capacity: 1e9, refillPerSecond: 1e9 },
    failedJoinRate: { capacity: 1e9, refillPerSecond: 1e9 },
    roomCreateRate: { capacity: 1e9, refillPerSecond: 1e9 },
    // A clock second lasts 1 ms (issue 26): the summary between deals ends by itself within the run,
    // and a clock the fuzzer turns on (`clockRunsOut`, 20 s) runs out after 20 ms.
    timings: { clockSecondMs: 1 },
  });
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function roomOf(server: TestServer, code: string): Room {
  const room = server.manager.rooms.get(code);
  if (!room) throw new Error(`room ${code} is gone`);
  return room;
}

/** A room with a TV, two seated phones and bots in the other seats, its match started. */
export async function openLiveRoom(server: TestServer, game: GameDefinition, seats: number): Promise<LiveRoom> {
  const { tv, code } = await server.tv();
  const host = await server.phone(code, 'Host');
  const guest = await server.phone(code, 'Guest');
  await host.configure({ game: game.meta.id, seats, clockSeconds: 0, botDelayMs: 0 });
  await host.start();
  const audience = await server.phone(code, 'Watcher');
  const live = { code, game: game.meta.id, tv, phones: [host, guest], audience };
  await settle(server, live);
  return live;
}

export const FUZZ_GAMES: { game: GameDefinition; seats: number }[] = GAMES.map((game) => ({ game, seats: Math.min(4, game.meta.maxPlayers) }));

function clients(live: LiveRoom): TestClient[] {
  return [live.tv, ...live.phones, live.audience];
}

/**
 * Waits until the room is quiet: no queued work, no bot to move, every client at the room's seq.
 * A finished match is restarted by the host, so that the room keeps a match going.
 */
export async function settle(server: TestServer, live: LiveRoom, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const room = roomOf(server, live.code);
    if (room.phase === 'finished' && room.queue.size === 0) {
      await live.phones[0]!.restart();
      continue;
    }
    const match = room.match;
    const botDue = match && !match.isOver() && match.toAct().some((seat) => room.slots[seat]?.kind === 'bot');
    const caughtUp = !match || clients(live).every((c) => c.state.match?.matchId === match.id && c.state.match.seq === match.seq);
    if (room.queue.size === 0 && !botDue && caughtUp) return;
    if (Date.now() > deadline) throw new Error(`room ${live.code} did not settle (queue ${room.queue.size}, bot due ${botDue}, caught up ${caughtUp})`);
    await sleep(2);
  }
}

/** A room's observable state, to check that a message aimed elsewhere left it alone. */
export function fingerprint(server: TestServer, code: string): string {
  const room = roomOf(server, code);
  return JSON.stringify({ seq: room.match?.seq, match: room.match?.id, state: room.match?.state, slots: room.slots, host: room.hostId, phase: room.phase, members: [...room.members.keys()] });
}

/** The room's live state equals a fresh replay of the log the store holds. */
export async function checkReplay(server: TestServer, code: string): Promise<void> {
  const room = roomOf(server, code);
  const match = room.match;
  if (!match) return;
  const loaded = await server.store.loadMatch(match.id);
  if (!loaded) throw new Error(`match ${match.id} is not in the store`);
  const { session } = MatchSession.replay(match.game, loaded.match, loaded.moves);
  if (session.seq !== match.seq) throw new Error(`room ${code}: live seq ${match.seq}, replayed ${session.seq}`);
  if (JSON.stringify(session.state) !== JSON.stringify(match.state)) throw new Error(`room ${code}: live state differs from the replay of its log`);
}

interface SeenView {
  matchId: string;
  seq: number;
  view: unknown;
  events?: unknown;
}

function viewsIn(received: TestClient['received']): SeenView[] {
  const out: SeenView[] = [];
  for (const { event, payload } of received) {
    if (event === 'match:update') {
      const u = payload as MatchUpdate;
      out.push({ matchId: u.matchId, seq: u.seq, view: u.view, events: u.events });
    } else if (event === 'room:snapshot' || event === 'ack:snapshot') {
      const s = payload as Snapshot;
      if (s.match) out.push({ matchId: s.match.matchId, seq: s.match.seq, view: s.match.view });
    }
  }
  return out;
}

/** Every view of every state of a stored match, replayed fresh: [seq] → { table, seats[] } as JSON. */
async function replayViews(server: TestServer, matchId: string): Promise<{ table: string; seats: string[] }[]> {
  const loaded = await server.store.loadMatch(matchId);
  if (!loaded) throw new Error(`match ${matchId} is not in the store`);
  const game = GAMES.find((g) => g.meta.id === loaded.match.game)!;
  const session = MatchSession.start(game, { id: matchId, options: loaded.match.options as never, seats: loaded.match.seats, seed: loaded.match.seed, generator: loaded.match.generator, startedAt: 0 });
  const at = (): { table: string; seats: string[] } => ({
    // Straight from the engine, not through the server's MatchSession: the check must not share its code.
    table: JSON.stringify(game.tableView(session.state)),
    seats: Array.from({ length: session.seats }, (_, s) => JSON.stringify(game.seatView(session.state, s))),
  });
  const views = [at()];
  for (const entry of loaded.moves) {
    if ((entry.move as { system?: string }).system === 'abort') break;
    const r = entry.seat === null ? session.judgeSystem(entry.move as never) : session.judge(entry.seat, entry.move);
    if (!r.ok) throw new Error(`match ${matchId}: entry ${entry.seq} does not replay`);
    session.commit(r.judged);
    views.push(at());
  }
  return views;
}

function hasKeyDeep(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasKeyDeep(v, key));
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k === key || hasKeyDeep(v, key));
  return false;
}

/**
 * Every view a client received is exactly the view it may see, replayed fresh from the log: a seated
 * phone its own seat's view, the TV and the audience the table view; no event carries a hand.
 */
export async function checkViews(server: TestServer, live: LiveRoom): Promise<number> {
  const cache = new Map<string, { table: string; seats: string[] }[]>();
  const expected: [TestClient, number | null][] = [
    [live.tv, null],
    [live.phones[0]!, 0],
    [live.phones[1]!, 1],
    [live.audience, null],
  ];
  let checked = 0;
  for (const [client, seat] of expected) {
    for (const seen of viewsIn(client.received)) {
      let views = cache.get(seen.matchId);
      if (!views) cache.set(seen.matchId, (views = await replayViews(server, seen.matchId)));
      const want = views[seen.seq];
      if (!want) throw new Error(`room ${live.code}: a view for seq ${seen.seq} the log does not reach`);
      const got = JSON.stringify(seen.view);
      const ok = seat === null ? got === want.table : got === want.seats[seat];
      if (!ok) {
        const other = want.seats.findIndex((s) => s === got);
        throw new Error(`room ${live.code}: a ${seat === null ? 'table' : `seat ${seat}`} client got ${other >= 0 ? `seat ${other}'s view` : 'a view that is not its own'} at seq ${seen.seq}`);
      }
      if (seen.events !== undefined && hasKeyDeep(seen.events, 'hand')) throw new Error(`room ${live.code}: an event carries a hand`);
      checked++;
    }
  }
  return checked;
}

export function seatViewOf(client: TestClient): SeatViewBase | null {
  const view = client.state.match?.view as SeatViewBase | undefined;
  return view && typeof view.seat === 'number' ? view : null;
}
