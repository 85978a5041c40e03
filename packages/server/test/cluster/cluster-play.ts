/**
 * What the cluster tests' phones do and check (cluster.test.ts, takeover.test.ts): play recording every
 * acknowledged move, find which processes hold a room, and check the database's log against the
 * acknowledgements.
 */
import { afterEach, expect } from 'vitest';
import { CLIENT_EVENTS } from '@kitchen-table/protocol';
import { canonical } from '../../bench/crash/run.ts';
import type { ClusterRun } from '../../bench/support/cluster.ts';
import { connectClient, seatView, type TestClient } from '../support/harness.ts';
import { postgresUrlOrSkip, redisUrlOrSkip } from '../support/services.ts';

export interface Acked {
  matchId: string;
  seq: number;
  seat: number;
  move: unknown;
}

/**
 * Plays the first legal move at each turn with the raw request, recording each acknowledged move;
 * between deals it taps "next deal" (once per summary), as a person at the table does. It pauses
 * `pauseMs` after each answer.
 */
export function playRecording(phone: TestClient, acked: Acked[], pauseMs = 5): { stop(): void } {
  let busy = false;
  let stopped = false;
  const betweenDeals = nextDealTapper(phone);
  const tick = (): void => {
    if (stopped || busy || betweenDeals()) return;
    const view = seatView(phone);
    const match = phone.state.match;
    if (!view || !match || !view.toAct.includes(view.seat) || view.legal.length === 0) return;
    busy = true;
    const move = view.legal[0];
    void phone.request(CLIENT_EVENTS.move, { seq: match.seq, move }).then(
      (reply) => {
        if (reply.ok) acked.push({ matchId: match.matchId, seq: reply.data.seq, seat: view.seat, move });
        busy = false;
        setTimeout(tick, pauseMs);
      },
      () => {
        busy = false;
        setTimeout(tick, 50);
      },
    );
  };
  const offs = [phone.on('snapshot', tick), phone.on('update', tick), phone.on('state', tick)];
  tick();
  return {
    stop() {
      stopped = true;
      for (const off of offs) off();
    },
  };
}

/**
 * Between deals a person taps "next deal" once per summary: the returned check does that and answers
 * true while a summary is up (nothing else to do then).
 */
export function nextDealTapper(phone: TestClient): () => boolean {
  let readyFor = '';
  return () => {
    const summary = phone.state.room?.summary;
    if (!summary) return false;
    const me = phone.state.you?.memberId;
    const key = `${phone.state.match?.matchId}:${summary.deal}`;
    if (me && summary.waiting.includes(me) && readyFor !== key) {
      readyFor = key;
      phone.nextDeal().catch(() => (readyFor = ''));
    }
    return true;
  };
}

/** Which processes hold the room now. */
export async function holders(run: ClusterRun, code: string, alive: number[]): Promise<number[]> {
  const out: number[] = [];
  for (const i of alive) if ((await run.processes[i]!.metrics()).roomCodes?.includes(code)) out.push(i);
  return out;
}

/** Every acknowledged move is in the database's log at its place, and the log has no gap. */
export async function expectLogged(run: ClusterRun, acked: Acked[]): Promise<void> {
  const store = await run.store();
  const matchId = acked[0]!.matchId;
  const loaded = await store.loadMatch(matchId);
  const log = new Map(loaded!.moves.map((m) => [m.seq, m]));
  for (const a of acked) {
    const entry = log.get(a.seq);
    expect(entry, `acknowledged move ${a.seq}`).toBeDefined();
    expect(entry!.seat).toBe(a.seat);
    expect(canonical(entry!.move)).toBe(canonical(a.move));
  }
  expect([...log.keys()]).toEqual(loaded!.moves.map((_, i) => i + 1));
}

/**
 * A room created on process 0 with two phones (Anna, the host, and Ben) on process 1, set to one
 * Fahrstuhl round of `cards` cards with bots in the other seats and no clock; the match is not started.
 * The clients go into `clients` (closed by the caller's afterEach).
 */
export async function roomOnFirst(run: ClusterRun, cards: number, clients: TestClient[]): Promise<{ code: string; anna: TestClient; ben: TestClient }> {
  const [a, b] = run.processes;
  const tv = connectClient(a!.url);
  const anna = connectClient(b!.url);
  const ben = connectClient(b!.url);
  clients.push(tv, anna, ben);
  const { code } = await tv.createRoom();
  await anna.join(code, 'Anna');
  await ben.join(code, 'Ben');
  await anna.configure({ game: 'fahrstuhl', seats: 4, options: { mode: 'single', cards }, clockSeconds: 0, botDelayMs: 0 });
  return { code, anna, ben };
}

/**
 * A cluster test file's services (null: absent, skipped with a printed reason unless REQUIRE_SERVICES=1)
 * and the runs and clients its tests open, closed after each test.
 */
export async function clusterTestContext(): Promise<{
  databaseUrl: string | null;
  redisUrl: string | null;
  runs: ClusterRun[];
  clients: TestClient[];
  /** A client of the process at `url`, closed after the test. */
  client(url: string): TestClient;
}> {
  const databaseUrl = await postgresUrlOrSkip();
  const redisUrl = databaseUrl ? await redisUrlOrSkip() : null;
  const runs: ClusterRun[] = [];
  const clients: TestClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const run of runs.splice(0)) await run.dispose();
  });
  const client = (url: string): TestClient => {
    const c = connectClient(url);
    clients.push(c);
    return c;
  };
  return { databaseUrl, redisUrl, runs, clients, client };
}
