/**
 * The realtime gateway: socket.io connections in, room operations out. Every incoming message passes,
 * in this order: ack present → rate limit → schema → room operation (inside the room's serial queue).
 * A refusal is answered with its code and changes nothing; an unexpected exception is logged and
 * answered INTERNAL, and never reaches socket.io (so no client message can crash the process).
 */
import type { Server, Socket } from 'socket.io';
import type { Logger } from 'pino';
import {
  CLIENT_SCHEMAS,
  isClientEvent,
  parseClientPayload,
  type Ack,
  type ClientEventName,
  type ClientPayloads,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@kitchen-table/protocol';
import type { Timers } from '../timers.ts';
import type { Link, Speaker } from '../rooms/link.ts';
import { settle } from '../rooms/room-changes.ts';
import { RoomError } from '../rooms/room-error.ts';
import { StoreError } from '../storage/store.ts';
import type { RoomManager } from '../rooms/room-manager.ts';
import type { Room } from '../rooms/room.ts';
import { KeyedBuckets, TokenBucket, type BucketSpec } from './rate-limit.ts';
import { roomRoutes, type Binding, type RouteContext } from './routes.ts';

export interface GatewayOptions {
  manager: RoomManager;
  timers: Timers;
  log: Logger;
  /** Messages per connection. */
  messageRate: BucketSpec;
  /** Failed joins and resumes per address (guessing codes). */
  failedJoinRate: BucketSpec;
  /** Joins that add a member, per address (phantom players). */
  joinRate: BucketSpec;
  /** A socket whose unsent data passes this many bytes is dropped (it reconnects and resumes). */
  maxBufferedBytes: number;
  /** In a cluster: decides per message whether this process or a room's owner elsewhere handles it. */
  cluster?: ClusterEdge;
}

/** What one connection offers the cluster: its own rooms' handling, and a way to reach its client. */
export interface LocalConnection {
  readonly id: string;
  readonly address: string;
  /** Schema and room operation on this process (no rate limit: the edge took that already). */
  answer(event: ClientEventName, payload: unknown): Promise<Ack<unknown>>;
  /** Lets go of the room this connection is bound to on this process. */
  release(): void;
  /** Sends a server event to the client. */
  send(event: string, payload: unknown): void;
}

/** The cluster's side of each socket (cluster/edge.ts): routes entry events, forwards the rest. */
export interface ClusterEdge {
  connected(connection: LocalConnection): {
    /** The answer from the room's owner elsewhere, or null to handle the message here. */
    route(event: ClientEventName, payload: unknown): Promise<Ack<unknown> | null>;
    /** An answer this process gave (the edge remembers the session's token). */
    answered(event: ClientEventName, payload: unknown, answer: Ack<unknown>): void;
    /** This process's copy of the room refused the message, the room having moved (ROOM_MOVED): asked where it is now. */
    retryMoved(event: ClientEventName, payload: unknown): Promise<Ack<unknown>>;
    disconnected(): void;
  };
}

/**
 * The answer to a message about a room this process does not hold (any more): it let the room go a
 * moment ago, the edge read its lease just before the room moved, or the room's write was refused
 * because another process owns it now (StoreError FENCED: nothing ran). Cluster only, and never passed
 * to a client: the edge follows the room to its owner and asks there.
 */
export const ROOM_MOVED = 'ROOM_MOVED';
export const ROOM_MOVED_ANSWER: Ack<unknown> = { ok: false, error: { code: ROOM_MOVED, message: 'the room is not on this process (any more)' } };
/** What a client is told when its message could not follow its room to the new owner in time. */
export const ROOM_MOVING: Ack<unknown> = { ok: false, error: { code: 'INTERNAL', message: 'the room is moving to another server; try again' } };

const movedAway = (answer: Ack<unknown>): boolean => !answer.ok && answer.error.code === ROOM_MOVED;

/** A client connection as the gateway needs it: a real socket, or one on another process (cluster). */
export interface ClientChannel {
  readonly id: string;
  readonly address: string;
  /** False when the client was dropped instead (not reading). */
  send(event: string, payload: unknown): boolean;
}

type KtSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

export interface Gateway {
  /** A connection whose client is elsewhere (cluster: a socket on another process). */
  connect(channel: ClientChannel): LocalConnection;
}

export function attachGateway(io: Server<ClientToServerEvents, ServerToClientEvents>, options: GatewayOptions): Gateway {
  const failedJoins = new KeyedBuckets(options.failedJoinRate);
  const joins = new KeyedBuckets(options.joinRate);
  io.on('connection', (socket) => handleSocket(socket, options, openConnection(socketChannel(socket, options), options, failedJoins, joins)));
  return { connect: (channel) => openConnection(channel, options, failedJoins, joins) };
}

function socketChannel(socket: KtSocket, options: GatewayOptions): ClientChannel {
  const address = socket.handshake.address || 'unknown';
  return {
    id: socket.id,
    address,
    send: (event, payload) => {
      const sent = sendOrDrop(socket, options.maxBufferedBytes, event, payload);
      if (!sent) options.log.warn({ socket: socket.id, address }, 'client is not reading: dropped');
      return sent;
    },
  };
}

/** A client's room binding and its room operations, whichever process its socket is on. */
function openConnection(channel: ClientChannel, options: GatewayOptions, failedJoins: KeyedBuckets, joins: KeyedBuckets): LocalConnection {
  const { timers, log } = options;
  const address = channel.address;
  let binding: Binding | null = null;

  const newLink = (): Link => {
    const link: Link = {
      id: channel.id,
      send: (event, payload) => void channel.send(event, payload),
      detach: () => {
        if (binding?.link === link) binding = null;
      },
    };
    return link;
  };

  const ctx: RouteContext = {
    manager: options.manager,
    log,
    address,
    failedJoins,
    joins,
    now: () => timers.now(),
    newLink,
    current: () => binding,
    bind: (room: Room, speaker: Speaker, link: Link) => {
      release();
      binding = { room, speaker, link };
    },
    release: () => release(),
  };

  /** Lets go of the current room (the seat stays; the phone just shows as away). */
  function release(): void {
    const old = binding;
    if (!old) return;
    binding = null;
    old.room.queue.spawn('a detach', () => settle(old.room, old.room.detach(old.link)));
  }

  const routes = roomRoutes(ctx);

  async function answer(event: ClientEventName, payload: unknown): Promise<Ack<unknown>> {
    try {
      const parsed = parseClientPayload(event, payload);
      if (!parsed.ok) return { ok: false, error: { code: 'BAD_MESSAGE', message: parsed.message } };
      const route = routes[event] as (payload: ClientPayloads[typeof event]) => Promise<unknown>;
      return { ok: true, data: await route(parsed.value) };
    } catch (error) {
      if (error instanceof RoomError) return { ok: false, error: { code: error.code, message: error.message } };
      if (error instanceof StoreError && error.code === 'FENCED') return ROOM_MOVED_ANSWER;
      log.error({ err: error, event }, 'handler failed');
      return { ok: false, error: { code: 'INTERNAL', message: 'something went wrong on the server' } };
    }
  }

  return { id: channel.id, address, answer, release, send: (event, payload) => void channel.send(event, payload) };
}

/** A real socket: rate limit, ack and arity checks here, then the cluster's routing or this process's rooms. */
function handleSocket(socket: KtSocket, options: GatewayOptions, connection: LocalConnection): void {
  const { timers, log } = options;
  const bucket = new TokenBucket(options.messageRate, timers.now());
  const edge = options.cluster?.connected(connection);

  for (const event of Object.keys(CLIENT_SCHEMAS) as ClientEventName[]) {
    socket.on(event, ((...args: unknown[]) => void handle(event, args)) as never);
  }
  socket.onAny((event: unknown, ...args: unknown[]) => {
    if (isClientEvent(event)) return;
    reply(args, { ok: false, error: { code: 'BAD_MESSAGE', message: `unknown event ${JSON.stringify(String(event)).slice(0, 60)}` } });
  });
  socket.on('disconnect', () => {
    connection.release();
    edge?.disconnected();
  });

  function reply(args: unknown[], answer: Ack<unknown>): void {
    const ack = args.at(-1);
    if (typeof ack === 'function') {
      try {
        ack(answer);
      } catch (error) {
        log.warn({ err: error }, 'ack callback threw');
      }
    } else if (!answer.ok) socket.emit('server:error', answer.error);
  }

  async function handle(event: ClientEventName, args: unknown[]): Promise<void> {
    try {
      if (typeof args.at(-1) !== 'function') {
        return reply(args, { ok: false, error: { code: 'BAD_MESSAGE', message: `${event} needs an acknowledgement callback` } });
      }
      if (!bucket.take(timers.now())) {
        return reply(args, { ok: false, error: { code: 'RATE_LIMITED', message: 'too many messages; slow down' } });
      }
      if (args.length !== 2) {
        return reply(args, { ok: false, error: { code: 'BAD_MESSAGE', message: `${event} takes one payload object` } });
      }
      const forwarded = edge && parseClientPayload(event, args[0]).ok ? await edge.route(event, args[0]) : null;
      if (forwarded) return reply(args, forwarded);
      let answer = await connection.answer(event, args[0]);
      if (movedAway(answer)) answer = edge ? await edge.retryMoved(event, args[0]) : ROOM_MOVING;
      else edge?.answered(event, args[0], answer);
      reply(args, answer);
    } catch (error) {
      log.error({ err: error, event }, 'handler failed');
      reply(args, { ok: false, error: { code: 'INTERNAL', message: 'something went wrong on the server' } });
    }
  }
}

/**
 * Sends, unless this client has more than `maxBytes` unsent (issue 15: a client that stops reading let
 * the server's memory grow until the heartbeat dropped it): then the socket is dropped instead (the
 * phone reconnects and resumes with a fresh snapshot) and the answer is false.
 */
export function sendOrDrop(
  socket: { connected: boolean; conn: unknown; emit(event: string, payload: unknown): unknown; disconnect(close: boolean): unknown },
  maxBytes: number,
  event: string,
  payload: unknown,
): boolean {
  if (!socket.connected) return true;
  if (unsentBytes(socket) > maxBytes) {
    socket.disconnect(true);
    // A websocket's close handshake would wait (30 s) behind the unread data: cut it at once.
    (socket.conn as EngineConnection).transport?.socket?.terminate?.();
    return false;
  }
  socket.emit(event, payload);
  return true;
}

/** The engine's transport as far as the write-buffer check needs it (ws or polling). */
interface EngineConnection {
  writeBuffer?: { data?: unknown }[];
  transport?: { socket?: { bufferedAmount?: number; terminate?(): void } };
}

/**
 * Bytes queued for this client and not yet handed to the kernel: the engine's packets waiting for the
 * transport plus what the websocket still holds. A client that stops reading fills its kernel buffers
 * first, then these grow with every message the room sends.
 */
export function unsentBytes(socket: { conn: unknown }): number {
  const conn = socket.conn as EngineConnection;
  let bytes = conn.transport?.socket?.bufferedAmount ?? 0;
  for (const packet of conn.writeBuffer ?? []) bytes += typeof packet.data === 'string' ? packet.data.length : 64;
  return bytes;
}
