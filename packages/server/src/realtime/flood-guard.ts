/**
 * Guards against floods from one address (issue 7's threat model: a guest on the same Wi-Fi, a script
 * opening connections or rooms in a loop): at most `maxConnectionsPerAddress` open sockets per address
 * (more are refused at the handshake), and room creation limited per address by a token bucket (each
 * room costs memory, a database row and one of the 104,976 codes; unlimited creation could exhaust the
 * code space). A refused `room:create` is answered RATE_LIMITED and never reaches the gateway.
 */
import type { Server } from 'socket.io';
import { KeyedBuckets, type BucketSpec } from './rate-limit.ts';

export interface FloodGuardOptions {
  maxConnectionsPerAddress: number;
  roomCreateRate: BucketSpec;
  now(): number;
}

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 200;
/** A burst of 30 rooms, then one every 10 s, per address. */
export const DEFAULT_ROOM_CREATE_RATE: BucketSpec = { capacity: 30, refillPerSecond: 1 / 10 };

export function guardFloods(io: Server, options: FloodGuardOptions): void {
  const open = new Map<string, number>();
  const creations = new KeyedBuckets(options.roomCreateRate);

  io.use((socket, next) => {
    const address = socket.handshake.address || 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= options.maxConnectionsPerAddress) {
      next(Object.assign(new Error('RATE_LIMITED: too many connections from this address'), { data: { code: 'RATE_LIMITED' } }));
      return;
    }
    open.set(address, count + 1);
    socket.once('disconnect', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
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
