/**
 * One room of the load benchmark, driven through the client SDK: a TV and the phones of its human seats
 * (the host phone configures and starts; `normal` bots take the other seats), clocks on. A phone whose
 * turn it is plays a random legal move after a random think time. Move latency is measured from the
 * moment the phone sends the move until the last client of the room has the resulting `match:update`.
 * Each client also holds a second socket to the bare echo server; the phones ping it at the same pace
 * (the transport's floor, measured from the same clients under the same load). The host phone also
 * sends, less often, an update-sized message that the echo server relays to every client of the room:
 * the bare fan-out floor, a move's delivery without any game, storage or view work.
 */
import { io, type Socket } from 'socket.io-client';
import type { SeatViewBase } from '@kitchen-table/engine';
import { createClient, memoryStorage, ProtocolError, type KitchenTableClient } from '@kitchen-table/protocol';
import type { Samples } from '../support/samples.ts';

export interface LoadSettings {
  /** Think time range of a human, ms. */
  thinkMs: [number, number];
  clockSeconds: 0 | 20 | 30 | 45 | 60 | 90;
  botDelayMs: number;
  seats: number;
}

export interface LoadRecorder {
  /** True while the measured window is open. */
  measuring: boolean;
  stopped: boolean;
  moves: Samples;
  echoes: Samples;
  fanouts: Samples;
  counts: { moves: number; stale: number; refused: number; timeouts: number; echoFailures: number; restarts: number };
  refusals: Map<string, number>;
}

const CLIENT_SOCKET = { transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 2000 };

/** About the size of a `match:update` (seat and table views are 0.7–2.9 KB on average, by game). */
const FANOUT_PAYLOAD = {
  seq: 1,
  view: { hand: Array.from({ length: 12 }, (_, i) => `${'A23456789TJQK'[i]}H`), table: 'x'.repeat(1600), legal: [{ play: 'AH' }, { play: '2H' }] },
};

function rand(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

interface Pending {
  t0: number;
  waiting: number;
  seen: Set<number>;
}

export class LoadRoom {
  readonly clients: KitchenTableClient[] = [];
  readonly echoSockets: Socket[] = [];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** Outstanding move measurements by `matchId:seq` of the update they wait for. */
  private readonly pending = new Map<string, Pending>();
  /** Outstanding fan-out probes by id. */
  private readonly fanouts = new Map<number, Pending>();
  private nextFanout = 1;
  code = '';

  constructor(
    private readonly index: number,
    private readonly humans: number,
    private readonly game: string,
    /** `server`: one URL, or a cluster's processes (the room's clients spread over them in turn). */
    private readonly urls: { server: string | readonly string[]; echo: string },
    private readonly settings: LoadSettings,
    private readonly rec: LoadRecorder,
  ) {}

  get sockets(): number {
    return this.clients.length;
  }

  /** Creates the room, joins the phones, configures and starts the match. */
  async open(): Promise<void> {
    const tv = this.newClient();
    const { code } = await tv.createRoom();
    this.code = code;
    for (let h = 0; h < this.humans; h++) {
      const phone = this.newClient();
      await phone.join(code, `P${this.index}-${h}`);
    }
    const host = this.clients[1]!;
    await host.configure({ game: this.game, seats: this.settings.seats, clockSeconds: this.settings.clockSeconds, botDelayMs: this.settings.botDelayMs });
    this.clients.forEach((client, i) => this.wire(client, i));
    await Promise.all(this.echoSockets.map((socket) => socket.timeout(30_000).emitWithAck('group:join', this.group)));
    this.echoSockets.forEach((socket, i) => socket.on('fanout', (m: { id: number }) => this.settle(this.fanouts, m.id, i, this.rec.fanouts)));
    this.fanoutLoop();
    await host.start();
  }

  private get group(): string {
    return `room-${this.index}`;
  }

  private newClient(): KitchenTableClient {
    const servers = typeof this.urls.server === 'string' ? [this.urls.server] : this.urls.server;
    const client = createClient(servers[(this.index + this.clients.length) % servers.length]!, { storage: memoryStorage(), socket: { ...CLIENT_SOCKET }, ackTimeoutMs: 30_000 });
    this.clients.push(client);
    this.echoSockets.push(io(this.urls.echo, { ...CLIENT_SOCKET }));
    return client;
  }

  private later(fn: () => void, ms: number): void {
    if (this.rec.stopped) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.rec.stopped) fn();
    }, ms);
    this.timers.add(t);
  }

  private wire(client: KitchenTableClient, i: number): void {
    const isPhone = i > 0;
    client.on('update', (update) => this.arrived(i, `${update.matchId}:${update.seq}`));
    client.on('snapshot', () => this.pending.clear());
    if (isPhone) {
      const consider = (): void => this.considerMove(client);
      client.on('update', consider);
      client.on('snapshot', consider);
      // Between deals a phone taps "next deal" after a moment's thought, as a person does.
      client.on('state', (room) => {
        const me = client.state.you?.memberId;
        if (room.summary && me && room.summary.waiting.includes(me)) {
          this.later(() => void client.nextDeal().catch(() => undefined), rand(...this.settings.thinkMs));
        } else if (!room.summary) consider();
      });
      this.echoLoop(i);
    }
    if (i === 1) {
      // The host starts the next match when one ends, so the room keeps playing.
      client.on('state', (room) => {
        if (room.phase === 'finished') {
          this.later(() => {
            if (client.state.room?.phase !== 'finished') return;
            this.rec.counts.restarts++;
            client.restart().catch(() => undefined);
          }, rand(...this.settings.thinkMs));
        }
      });
    }
  }

  private arrived(clientIndex: number, key: string): void {
    this.settle(this.pending, key, clientIndex, this.rec.moves);
  }

  /** One client has the message `key`; when it was the last one waited for, the time is a sample. */
  private settle<K>(outstanding: Map<K, Pending>, key: K, clientIndex: number, samples: Samples): void {
    const p = outstanding.get(key);
    if (!p || p.seen.has(clientIndex)) return;
    p.seen.add(clientIndex);
    if (p.seen.size < p.waiting) return;
    outstanding.delete(key);
    if (this.rec.measuring && !this.rec.stopped) samples.add(performance.now() - p.t0);
  }

  private readonly thinking = new WeakSet<KitchenTableClient>();

  private considerMove(client: KitchenTableClient): void {
    const view = client.state.match?.view as SeatViewBase | undefined;
    if (!view || typeof view.seat !== 'number' || !view.toAct.includes(view.seat) || view.legal.length === 0) return;
    if (client.state.room?.summary || this.thinking.has(client)) return;
    this.thinking.add(client);
    const seq = client.state.match!.seq;
    const matchId = client.state.match!.matchId;
    this.later(() => {
      this.thinking.delete(client);
      const now = client.state.match;
      const current = now?.view as SeatViewBase | undefined;
      if (client.state.room?.summary) return;
      if (!now || now.seq !== seq || now.matchId !== matchId || !current?.legal?.length) return this.considerMove(client);
      const move = current.legal[Math.floor(Math.random() * current.legal.length)]!;
      const key = `${matchId}:${seq + 1}`;
      this.pending.set(key, { t0: performance.now(), waiting: this.clients.length, seen: new Set() });
      this.rec.counts.moves++;
      client.move(move, seq).then(
        () => undefined,
        (e: unknown) => {
          this.pending.delete(key);
          const code = e instanceof ProtocolError ? e.code : 'EXCEPTION';
          if (code === 'STALE_STATE' || code === 'NOT_YOUR_TURN') this.rec.counts.stale++;
          else if (code === 'TIMEOUT') this.rec.counts.timeouts++;
          else {
            this.rec.counts.refused++;
            this.rec.refusals.set(code, (this.rec.refusals.get(code) ?? 0) + 1);
          }
          this.considerMove(client);
        },
      );
    }, rand(...this.settings.thinkMs));
  }

  /** The phone pings the echo server at the pace of its moves (twice the mean think time apart). */
  private echoLoop(i: number): void {
    const socket = this.echoSockets[i]!;
    const [lo, hi] = this.settings.thinkMs;
    const tick = (): void => {
      const payload = { seq: 1, move: { play: 'AH' } };
      const t0 = performance.now();
      socket
        .timeout(30_000)
        .emitWithAck('echo', payload)
        .then(
          () => {
            if (this.rec.measuring && !this.rec.stopped) this.rec.echoes.add(performance.now() - t0);
          },
          () => this.rec.counts.echoFailures++,
        )
        .finally(() => this.later(tick, rand(lo * 2, hi * 2)));
    };
    this.later(tick, rand(lo, hi * 2));
  }

  /**
   * Every fourth echo's worth of time, the host phone sends an update-sized message (FANOUT_PAYLOAD)
   * through the echo server to every client of the room; timed until the last one has it.
   */
  private fanoutLoop(): void {
    const [lo, hi] = this.settings.thinkMs;
    const tick = (): void => {
      const id = this.nextFanout++;
      this.fanouts.set(id, { t0: performance.now(), waiting: this.echoSockets.length, seen: new Set() });
      this.echoSockets[1]!.emit('fanout', { group: this.group, id, payload: FANOUT_PAYLOAD });
      this.later(tick, rand(lo * 8, hi * 8));
    };
    this.later(tick, rand(lo, hi * 8));
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const c of this.clients) c.close();
    for (const s of this.echoSockets) s.close();
  }
}
