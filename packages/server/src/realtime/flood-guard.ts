/**
 * Guards against floods from one address (issue 7's threat model: a guest on the same Wi-Fi, a script
 * opening connections or rooms in a loop). Connections per address are counted by the connection gate
 * (connection-gate.ts: every engine.io connection, issue 15); here, room creation is limited per
 * address by a token bucket (each room costs memory, a database row and one of the 104,976 codes;
 * unlimited creation could exhaust the code space). A refused `room:create` is answered RATE_LIMITED and
 * never reaches the gateway.
 */
import type { Server } from 'socket.io';
import { KeyedBuckets, type BucketSpec } from './rate-limit.ts';

export interface FloodGuardOptions {
  roomCreateRate: BucketSpec;
  now(): number;
}

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 200;
/** A burst of 30 rooms, then one every 10 s, per address. */
export const DEFAULT_ROOM_CREATE_RATE: BucketSpec = { capacity: 30, refillPerSecond: 1 / 10 };

export function guardFloods(io: Server, options: FloodGuardOptions): void {
  const creations = new KeyedBuckets(options.roomCreateRate);

  io.use((socket, next) => {
    const address = socket.handshake.address || 'unknown';
    socket.use((packet, nextPacket) => {
      if (packet[0] !== 'room:create' || creations.take(address, options.now())) return nextPacket();
      const ack = packet.at(-1);
      const error = { code: 'RATE_LIMITED', message: 'too many rooms opened from this address; wait a little' };
      if (typeof ack === 'function') ack({ ok: false, error });
      else socket.emit('server:error', error);
    });
    next();
  });
}
