/**
 * The owner's side of clients connected to other processes: one gateway connection per remote socket,
 * made at its first forwarded message, so that a forwarded message runs exactly the code a local one
 * runs (schema, room queue, the same routes). What the room sends such a client goes out through
 * socket.io's Redis adapter to the socket's own process (`io.to(socketId)`).
 */
import type { Server } from 'socket.io';
import type { Logger } from 'pino';
import { ROOM_MOVED_ANSWER, type Gateway, type LocalConnection } from '../realtime/gateway.ts';
import type { Room } from '../rooms/room.ts';
import { CLIENT_EVENTS } from '@kitchen-table/protocol';
import type { Bus, BusMessage } from './bus.ts';
import type { Leases } from './leases.ts';

/** The messages that (re)bind a client to a room: a client without a session here may send these. */
const ENTRY_EVENTS: ReadonlySet<string> = new Set([CLIENT_EVENTS.createRoom, CLIENT_EVENTS.join, CLIENT_EVENTS.joinBot, CLIENT_EVENTS.resume]);

export class RemoteClients {
  private readonly connections = new Map<string, { connection: LocalConnection; from: string }>();
  private loop: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly io: Server,
    private readonly gateway: Gateway,
    private readonly bus: Bus,
    private readonly leases: Leases,
    private readonly log: Logger,
    /**
     * Resolves when the message's room is ready here (its takeover, if one is under way, is done):
     * false when a join's or resume's room is not here (any more), null when it is not such a message.
     */
    private readonly ready: (event: string, payload: unknown) => Promise<boolean | null>,
    /** The process's clock (the rooms' injected `timers.now`): heartbeats are stamped with it. */
    private readonly now: () => number,
  ) {}

  get size(): number {
    return this.connections.size;
  }

  has(sid: string): boolean {
    return this.connections.has(sid);
  }

  async request(message: Extract<BusMessage, { t: 'req' }>): Promise<void> {
    let entry = this.connections.get(message.sid);
    // A message about a room from a client this process has no session for (it let the room or the
    // connection go, or the room moved here meanwhile): not run here — answered ROOM_MOVED, and the edge
    // is told to resume the client's session where the room is (here or elsewhere) and ask there: a move
    // made while its room was handed over is not lost to a "not in a room".
    const stranger = (!entry || entry.from !== message.from) && !ENTRY_EVENTS.has(message.event);
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
    const started = this.now();
    const here = await this.ready(message.event, message.payload);
    const ready = this.now();
    // A room this process let go a moment ago (or whose lease the edge read just before it moved):
    // not "no such room" — the edge looks for it again.
    const answer = here === false || stranger ? ROOM_MOVED_ANSWER : await entry.connection.answer(message.event, message.payload);
    if (this.now() - started > 2_000) this.log.info({ event: message.event, waitedMs: ready - started, answerMs: this.now() - ready, ok: answer.ok }, 'slow forwarded message');
    this.bus.send(message.from, { t: 'res', id: message.id, answer });
    if (stranger) {
      this.log.info({ event: message.event, from: message.from }, 'forwarded message from a client without a session here: its edge resumes it');
      this.bus.send(message.from, { t: 'reroute', sid: message.sid });
    }
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

  /**
   * Now and then: the connections of processes that died are let go (their phones show as away). An
   * edge only thought dead (its heartbeat late on a starved machine) is told to resume its clients'
   * sessions, or they would get no more updates of their rooms.
   */
  start(): void {
    this.loop = setInterval(() => {
      if (this.connections.size === 0) return;
      this.leases
        .liveProcesses(this.now())
        .then((live) => {
          const gone = [...this.connections].filter(([, entry]) => !live.has(entry.from));
          if (gone.length > 0) this.log.info({ connections: gone.length, from: [...new Set(gone.map(([, e]) => e.from))] }, 'letting go of the clients of processes that look dead');
          for (const [sid, entry] of gone) {
            this.bye(sid);
            this.bus.send(entry.from, { t: 'reroute', sid });
          }
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'checking the edges failed'));
    }, this.leases.leaseMs);
  }

  stop(): void {
    if (this.loop) clearInterval(this.loop);
  }
}
