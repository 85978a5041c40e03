/**
 * A server process joins the cluster when it is given a Redis URL (REDIS_URL): its pieces are made here
 * and plugged into startServer (server.ts). Without a Redis URL none of this exists. See
 * docs/scaling.md for the design.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { Logger } from 'pino';
import type { Gateway } from '../realtime/gateway.ts';
import type { RoomManager } from '../rooms/room-manager.ts';
import { KyselyStore } from '../storage/kysely-store.ts';
import type { Store } from '../storage/store.ts';
import { realTimers } from '../timers.ts';
import { Bus } from './bus.ts';
import { ClusterRoomManager } from './cluster-rooms.ts';
import { Edges } from './edge.ts';
import { ClusterKeys, DEFAULT_LEASE_MS, Leases } from './leases.ts';
import { RedisOutage } from './redis-outage.ts';
import { RemoteClients } from './remote-clients.ts';

export interface ClusterOptions {
  redisUrl: string;
  /** Prefix of every Redis key and channel (REDIS_PREFIX, default `kt:`): several clusters can share a Redis. */
  keyPrefix?: string;
  /** Lease time of a room, ms (default 2000): an owner's death is noticed within about this long. */
  leaseMs?: number;
  /**
   * Whether a process that owns clearly more rooms than its share hands some to the least loaded one
   * (default true; tests that need the rooms to stay where they were made turn it off).
   */
  rebalance?: boolean;
}

export const DEFAULT_KEY_PREFIX = 'kt:';

/**
 * The name a process's Redis connections carry (CLIENT SETNAME; no spaces allowed): CLIENT LIST tells
 * an operator which cluster and process each connection is, and a test can cut one cluster's
 * connections alone (redis-restart.test.ts).
 */
export function connectionName(keyPrefix: string, processId: string): string {
  return `${keyPrefix}${processId}`.replace(/[^\x21-\x7e]/g, '_');
}

export class Cluster {
  readonly keys: ClusterKeys;
  readonly leases: Leases;
  readonly bus: Bus;
  readonly store: KyselyStore;
  manager: ClusterRoomManager | null = null;
  private readonly rebalance: boolean;
  edges: Edges | null = null;
  private remote: RemoteClients | null = null;
  private outage: RedisOutage | null = null;

  private constructor(
    readonly processId: string,
    readonly pub: Redis,
    readonly sub: Redis,
    store: Store,
    options: ClusterOptions,
    private readonly log: Logger,
  ) {
    this.rebalance = options.rebalance ?? true;
    if (!(store instanceof KyselyStore) || store.dialect !== 'postgres') {
      throw new Error('a cluster (REDIS_URL) keeps its rooms in PostgreSQL: set DATABASE_URL too');
    }
    this.store = store;
    this.keys = new ClusterKeys(options.keyPrefix ?? DEFAULT_KEY_PREFIX);
    this.leases = new Leases(pub, this.keys, this.processId, options.leaseMs ?? DEFAULT_LEASE_MS);
    this.bus = new Bus(pub, sub, this.keys, this.processId);
  }

  static async open(options: ClusterOptions, store: Store, log: Logger): Promise<Cluster> {
    // The commands of one event-loop turn (the adapter's publishes, the bus, leases) go out in one write:
    // each its own socket write was the biggest share of a busy process's time. One queue, so their
    // order on this connection (which the bus relies on) is kept.
    const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    const name = connectionName(options.keyPrefix ?? DEFAULT_KEY_PREFIX, processId);
    // Reconnecting at least every half second: after a Redis outage the rooms wait for this (issue 26).
    // A command sent while Redis is unreachable waits for its return however long it takes
    // (maxRetriesPerRequest null): by default it was failed after 20 reconnection attempts, and the
    // socket.io adapter's (un)subscriptions, which nobody awaits, then stopped the process.
    const retryStrategy = (times: number): number => Math.min(times * 50, 500);
    const pub = new Redis(options.redisUrl, { lazyConnect: true, enableAutoPipelining: true, connectionName: name, retryStrategy, maxRetriesPerRequest: null });
    const sub = pub.duplicate({ enableAutoPipelining: false });
    // Each failed reconnection attempt of an outage is an error too: the outage itself is logged once (redis-outage.ts).
    for (const client of [pub, sub]) client.on('error', (error: Error) => (client.status === 'ready' ? log.error({ err: error }, 'redis connection error') : log.debug({ err: error }, 'redis connection error')));
    try {
      await pub.connect();
      await sub.connect();
      return new Cluster(processId, pub, sub, store, options, log);
    } catch (error) {
      pub.disconnect();
      sub.disconnect();
      throw error;
    }
  }

  /** The room manager for this process, with the edge that routes its sockets. */
  roomManager(deps: ConstructorParameters<typeof RoomManager>[0]): ClusterRoomManager {
    const manager = new ClusterRoomManager(deps, {
      store: this.store,
      redis: this.pub,
      keys: this.keys,
      leases: this.leases,
      rebalance: this.rebalance,
      onDropped: (room) => {
        const local = this.remote ? this.remote.dropped(room) : [...room.tvLinks].map((l) => l.id);
        for (const sid of local) this.edges?.reroute(sid);
      },
      onTaken: (codes, epochs) => this.bus.announceMoved(codes, epochs),
      onDied: (ids) => {
        for (const id of ids) this.bus.abandon(id);
      },
      onHandedOver: (to, codes) => this.bus.send(to, { t: 'take', codes }),
      cutOff: () => this.outage?.cutOff ?? false,
    });
    this.manager = manager;
    this.edges = new Edges({ manager, leases: this.leases, bus: this.bus, log: this.log.child({ component: 'cluster' }), now: () => manager.now() });
    return manager;
  }

  /**
   * socket.io's Redis adapter, sharded (Redis 7 SPUBLISH), each socket's own channel
   * ('dynamic-private'): what an owner sends a client (`io.to(socketId)`) reaches only the process that
   * socket is connected to, instead of every process decoding every room's every update. Published on
   * the bus's connection and received on its subscribing one: Redis keeps the order of an answer and
   * the updates sent before it (one Redis; a Redis Cluster would put the channels on different nodes).
   */
  adapter(): ReturnType<typeof createShardedAdapter> {
    return createShardedAdapter(this.pub, this.sub, { channelPrefix: this.keys.adapter, subscriptionMode: 'dynamic-private' });
  }

  /** Listens for forwarded messages and starts watching owners. */
  async start(io: Server, gateway: Gateway): Promise<void> {
    const manager = this.manager;
    // The rooms' injected clock: heartbeats are stamped and read with it, everywhere in the cluster.
    const now = manager ? (): number => manager.now() : realTimers.now;
    const remote = new RemoteClients(io, gateway, this.bus, this.leases, this.log.child({ component: 'cluster' }), (event, payload) => manager?.ready(event, payload) ?? Promise.resolve(null), now);
    this.remote = remote;
    await this.bus.start((message) => {
      if (message.t === 'req') void remote.request(message).catch((error: unknown) => this.log.error({ err: error }, 'forwarded message failed'));
      else if (message.t === 'bye') remote.bye(message.sid);
      else if (message.t === 'reroute') this.edges?.reroute(message.sid);
      else if (message.t === 'moved') {
        manager?.takenElsewhere(message.owner, message.codes, message.epochs ?? []);
        this.edges?.moved(message.owner, message.codes);
      }
      else if (message.t === 'take') for (const code of message.codes) void manager?.take(code);
    });
    remote.start();
    this.edges?.start();
    // Connected already: a later 'ready' is a reconnect (Redis restarted, or the connection was cut).
    // ioredis subscribes again to every channel, but what was published meanwhile is lost, so clients
    // of rooms owned elsewhere are brought up to date with a fresh snapshot.
    this.sub.on('ready', () => this.edges?.resync());
    // Only now, with the bus listening, may this process own rooms: their clients can reach it.
    await manager?.start();
    // From now on a lost connection is an outage: the rooms wait, the clients reconnect (redis-outage.ts).
    this.outage = new RedisOutage(
      [this.pub, this.sub],
      {
        lost: () => {
          manager?.holdAll();
          // Nothing this process forwarded can be answered now; its clients are told to reconnect.
          this.bus.abandon(null);
          for (const socket of io.of('/').sockets.values()) socket.conn.close();
        },
        back: async () => {
          await manager?.rejoin();
        },
      },
      this.log.child({ component: 'cluster' }),
      now,
    );
    this.outage.start();
  }

  /**
   * Whether a client may connect now: not while this process is cut off from Redis (it could neither
   * reach its clients' rooms nor hold its own): the client keeps retrying, showing "reconnecting".
   */
  accepting(): boolean {
    return !(this.outage?.cutOff ?? false);
  }

  async close(): Promise<void> {
    this.outage?.stop();
    this.edges?.stop();
    this.remote?.stop();
    this.bus.close();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
