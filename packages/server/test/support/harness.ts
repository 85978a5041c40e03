/**
 * Test harness: a server started in-process on port 0 (SQLite in memory, no bot delay, silent logs)
 * and real socket.io clients through the SDK, each recording every payload it receives (for the
 * hidden-information checks).
 */
import type { GameDefinition, SeatViewBase } from '@kitchen-table/engine';
import { createClient, memoryStorage, ProtocolError, type KitchenTableClient, type MatchUpdate } from '@kitchen-table/protocol';
import { openStore } from '../../src/storage/open-store.ts';
import type { Store } from '../../src/storage/store.ts';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server.ts';

export interface Received {
  event: string;
  payload: unknown;
}

export interface TestClient extends KitchenTableClient {
  /** Every server event this client received, and every snapshot an ack brought. */
  received: Received[];
  updates: MatchUpdate[];
}

export interface TestServer extends RunningServer {
  client(): TestClient;
  /** A TV that created a room. */
  tv(): Promise<{ tv: TestClient; code: string }>;
  /** A phone that joined `code` as `name`. */
  phone(code: string, name: string): Promise<TestClient>;
  closeAll(): Promise<void>;
}

export async function startTestServer(options: ServerOptions & { games?: readonly GameDefinition[] } = {}): Promise<TestServer> {
  const store: Store = options.store ?? (await openStore({ sqlitePath: ':memory:' }));
  // Every test phone joins from 127.0.0.1: the per-address join limit is lifted unless a test sets it
  // (test/security/joins.test.ts does), as the benchmarks lift it.
  const server = await startServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, logLevel: 'silent', webRoot: null, joinRate: { capacity: 1e6, refillPerSecond: 1e6 }, ...options, store });
  const clients: TestClient[] = [];
  const client = (): TestClient => {
    const c = connectClient(server.url);
    clients.push(c);
    return c;
  };
  return {
    ...server,
    client,
    async tv() {
      const tv = client();
      const { code } = await tv.createRoom();
      return { tv, code };
    },
    async phone(code, name) {
      const p = client();
      await p.join(code, name);
      return p;
    },
    async closeAll() {
      for (const c of clients) c.close();
      await server.close();
      if (!options.store) await store.close();
    },
  };
}

export function connectClient(url: string, storage = memoryStorage()): TestClient {
  const c = createClient(url, { storage, socket: { transports: ['websocket'], forceNew: true, reconnectionDelay: 50, reconnectionDelayMax: 200 } }) as TestClient;
  c.received = [];
  c.updates = [];
  c.socket.onAny((event: string, payload: unknown) => c.received.push({ event, payload }));
  c.on('snapshot', (payload) => c.received.push({ event: 'ack:snapshot', payload }));
  c.on('update', (u) => c.updates.push(u));
  return c;
}

/** Resolves when `predicate` holds for the client (checked now and after every event it receives). */
export function waitFor(client: KitchenTableClient, predicate: () => boolean, what = 'condition', timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const offs: (() => void)[] = [];
    const done = (error?: Error): void => {
      clearTimeout(timer);
      for (const off of offs) off();
      if (error) reject(error);
      else resolve();
    };
    const check = (): void => {
      try {
        if (predicate()) done();
      } catch (error) {
        done(error as Error);
      }
    };
    const timer = setTimeout(() => done(new Error(`timed out waiting for ${what}`)), timeoutMs);
    offs.push(client.on('snapshot', check), client.on('state', check), client.on('update', check));
    check();
  });
}

export function seatView(client: KitchenTableClient): SeatViewBase | null {
  const view = client.state.match?.view as SeatViewBase | undefined;
  return view && typeof (view as { seat?: unknown }).seat === 'number' ? view : null;
}

export function myTurn(client: KitchenTableClient): boolean {
  const view = seatView(client);
  return !!view && view.toAct.includes(view.seat) && view.legal.length > 0;
}

/**
 * Plays the first legal move whenever it is this client's turn, until stopped or the match is over.
 * Stale-state refusals are expected (a bot or the clock moved first) and ignored; any other refusal
 * is recorded in `errors`.
 */
export function autoPlay(client: KitchenTableClient): { stop(): void; errors: unknown[] } {
  const errors: unknown[] = [];
  let busy = false;
  let stopped = false;
  let readyFor = '';
  const tick = (): void => {
    if (stopped || busy) return;
    // Between deals a player taps "next deal" (once per summary), as a person at the table does.
    const summary = client.state.room?.summary;
    if (summary) {
      const me = client.state.you?.memberId;
      const key = `${client.state.match?.matchId}:${summary.deal}`;
      if (me && client.state.you?.seat !== null && summary.waiting.includes(me) && readyFor !== key) {
        readyFor = key;
        client.nextDeal().catch((e: unknown) => errors.push(e));
      }
      return;
    }
    if (!myTurn(client)) return;
    const view = seatView(client)!;
    const seq = client.state.match!.seq;
    busy = true;
    client
      .move(view.legal[0], seq)
      .catch((e: unknown) => {
        const summaryOn = e instanceof ProtocolError && e.code === 'WRONG_PHASE' && client.state.room?.summary;
        if (!summaryOn && !(e instanceof ProtocolError && (e.code === 'STALE_STATE' || e.code === 'PAUSED' || e.code === 'NOT_YOUR_TURN'))) errors.push(e);
      })
      .finally(() => {
        busy = false;
        setTimeout(tick, 0);
      });
  };
  const offs = [client.on('snapshot', tick), client.on('update', tick), client.on('state', tick)];
  tick();
  return {
    errors,
    stop() {
      stopped = true;
      for (const off of offs) off();
    },
  };
}

/** Expects a promise to reject with a ProtocolError of this code. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ProtocolError) return e.code;
    throw e;
  }
  throw new Error('expected a refusal, got success');
}
