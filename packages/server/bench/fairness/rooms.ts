/**
 * The rooms of the fairness benchmark, driven through the client SDK as phones and a TV would.
 *
 * - A quiet room: a TV and one phone (the host) at a Fahrstuhl table with `normal` bots in the other
 *   seats, bot delay 0, no clock; the phone plays a random legal move after a short think. A bot move's
 *   latency is measured at the TV: from the update that made a bot seat due to the update with that
 *   bot's move (the server's bot delay of 0, the bot's decision, the commit and the broadcast).
 * - An attack room: a phone (the host) and five `strong` bots at a 6-seat Fahrstuhl table, bot delay 0,
 *   no clock; the phone plays at once whenever it is due, and restarts a finished match at once.
 */
import type { SeatViewBase, ViewHeader } from '@kitchen-table/engine';
import { createClient, memoryStorage, type KitchenTableClient, type MatchUpdate } from '@kitchen-table/protocol';
import { headlineGame } from '../support/bench-games.ts';

/** Quiet rooms seat 4, attackers 6: every room plays the first registered game that seats both. */
const FAIRNESS_GAME = headlineGame([4, 6]);

const CLIENT_SOCKET = { transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 2000 };

export interface RoomCounters {
  /** Bot moves seen (any room kind), and the quiet room's measured latencies while `measuring`. */
  botMoves: number;
  samples: number[];
  measuring: boolean;
  stopped: boolean;
}

function rand(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

export class BenchRoom {
  private readonly clients: KitchenTableClient[] = [];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private previous: { matchId: string; seq: number; toAct: number[]; t: number } | null = null;

  constructor(
    private readonly url: string,
    private readonly kind: 'quiet' | 'attack',
    private readonly counters: RoomCounters,
    private readonly thinkMs: [number, number],
  ) {}

  async open(index: number): Promise<void> {
    const tv = this.client();
    const { code } = await tv.createRoom();
    const phone = this.client();
    await phone.join(code, `${this.kind === 'quiet' ? 'Quiet' : 'Attacker'} ${index}`);
    const memberId = phone.state.you?.memberId;
    if (!memberId) throw new Error('the phone has no member id');
    const seats = this.kind === 'quiet' ? 4 : 6;
    await phone.configure({ game: FAIRNESS_GAME, seats, clockSeconds: 0, botDelayMs: 0 });
    const level = this.kind === 'quiet' ? ('normal' as const) : ('strong' as const);
    await phone.arrange([{ kind: 'human', memberId }, ...Array.from({ length: seats - 1 }, () => ({ kind: 'bot' as const, level }))]);
    tv.on('update', (update) => this.observe(update));
    tv.on('snapshot', () => (this.previous = null));
    const consider = (): void => this.considerMove(phone);
    phone.on('update', consider);
    phone.on('snapshot', consider);
    phone.on('state', (room) => {
      // Between deals the phone taps "next deal" (issue 14's summary), then plays on.
      const me = phone.state.you?.memberId;
      if (room.summary && me && room.summary.waiting.includes(me)) this.later(() => void phone.nextDeal().catch(() => undefined), 0);
      else if (!room.summary) consider();
      if (room.phase === 'finished') this.later(() => void phone.restart().catch(() => undefined), this.kind === 'quiet' ? rand(...this.thinkMs) : 0);
    });
    await phone.start();
  }

  private client(): KitchenTableClient {
    const client = createClient(this.url, { storage: memoryStorage(), socket: { ...CLIENT_SOCKET }, ackTimeoutMs: 30_000 });
    this.clients.push(client);
    return client;
  }

  private later(fn: () => void, ms: number): void {
    if (this.counters.stopped) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.counters.stopped) fn();
    }, ms);
    this.timers.add(t);
  }

  /** At the TV: a bot's move right after the update that made its seat due is one latency sample. */
  private observe(update: MatchUpdate): void {
    const t = performance.now();
    const previous = this.previous;
    if (update.byBot) this.counters.botMoves++;
    if (
      this.kind === 'quiet' &&
      this.counters.measuring &&
      previous &&
      update.byBot &&
      update.matchId === previous.matchId &&
      update.seq === previous.seq + 1 &&
      update.seat !== null &&
      previous.toAct.includes(update.seat)
    ) {
      this.counters.samples.push(t - previous.t);
    }
    this.previous = { matchId: update.matchId, seq: update.seq, toAct: (update.view as ViewHeader).toAct ?? [], t };
  }

  private thinking = false;

  private considerMove(phone: KitchenTableClient): void {
    const match = phone.state.match;
    const view = match?.view as SeatViewBase | undefined;
    if (!match || !view || typeof view.seat !== 'number' || !view.toAct.includes(view.seat) || !view.legal?.length) return;
    if (this.thinking || phone.state.room?.summary) return;
    this.thinking = true;
    const { seq, matchId } = match;
    this.later(() => {
      this.thinking = false;
      const now = phone.state.match;
      const current = now?.view as SeatViewBase | undefined;
      if (phone.state.room?.summary) return;
      if (!now || now.seq !== seq || now.matchId !== matchId || !current?.legal?.length) return this.considerMove(phone);
      const move = current.legal[Math.floor(Math.random() * current.legal.length)]!;
      phone.move(move, seq).catch(() => this.considerMove(phone));
    }, this.kind === 'quiet' ? rand(...this.thinkMs) : 0);
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const c of this.clients) c.close();
  }
}
