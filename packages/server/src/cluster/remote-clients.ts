/**
 * The owner's side of clients connected to other processes: one gateway connection per remote socket,
 * made at its first forwarded message, so that a forwarded message runs exactly the code a local one
 * runs (schema, room queue, the same routes). What the room sends such a client goes out through
 * socket.io's Redis adapter to the socket's own process (`io.to(socketId)`).
 */
import type { Server } from 'socket.io';
import type { Logger } from 'pino';
import type { Gateway, LocalConnection } from '../realtime/gateway.ts';
import type { Room } from '../rooms/room.ts';
import type { Bus, BusMessage } from './bus.ts';
import type { Leases } from './leases.ts';

export class RemoteClients {
  private readonly connections = new Map<string, { connection: LocalConnection; from: string }>();
  private loop: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly io: Server,
    private readonly gateway: Gateway,
    private readonly bus: Bus,
    private readonly leases: Leases,
    private readonly log: Logger,
    /** Resolves when the message's room is ready here (its takeover, if one is under way, is done). */
    private readonly ready: (event: string, payload: unknown) => Promise<void>,
  ) {}

  get size(): number {
    return this.connections.size;
  }

  has(sid: string): boolean {
    return this.connections.has(sid);
  }

  async request(message: Extract<BusMessage, { t: 'req' }>): Promise<void> {
    let entry = this.connections.get(message.sid);
    if (!entry || entry.from !== message.from) {
      const sid = message.sid;
      const connection = this.gateway.connect({
        id: sid,
        address: message.address,
        send: (event, payload) => {
          this.io.to(sid).emit(event, payload);
          return true;
        },
      });
      entry = { connection, from: message.from };
      this.connections.set(sid, entry);
    }
    // A client may ask for a room this process holds the lease of but is still restoring.
    const started = Date.now();
    await this.ready(message.event, message.payload);
    const ready = Date.now();
    const answer = await entry.connection.answer(message.event, message.payload);
    if (Date.now() - started > 2_000) this.log.info({ event: message.event, waitedMs: ready - started, answerMs: Date.now() - ready, ok: answer.ok }, 'slow forwarded message');
    this.bus.send(message.from, { t: 'res', id: message.id, answer });
  }

  bye(sid: string): void {
    const entry = this.connections.get(sid);
    if (!entry) return;
    this.connections.delete(sid);
    entry.connection.release();
  }

  /** The room left this process: its remote clients are told to find it at its new owner. */
  dropped(room: Room): string[] {
    const local: string[] = [];
    const links = [...room.tvLinks, ...[...room.members.values()].flatMap((m) => [...m.links])];
    for (const link of links) {
      const entry = this.connections.get(link.id);
      if (!entry) {
        local.push(link.id);
        continue;
      }
      this.connections.delete(link.id);
      this.bus.send(entry.from, { t: 'reroute', sid: link.id });
    }
    return local;
  }

  /** Now and then: the connections of processes that died are let go (their phones show as away). */
  start(): void {
    this.loop = setInterval(() => {
      if (this.connections.size === 0) return;
      this.leases
        .liveProcesses(Date.now())
        .then((live) => {
          for (const [sid, entry] of this.connections) if (!live.has(entry.from)) this.bye(sid);
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'checking the edges failed'));
    }, this.leases.leaseMs);
  }

  stop(): void {
    if (this.loop) clearInterval(this.loop);
  }
}
