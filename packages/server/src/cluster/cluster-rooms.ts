/**
 * The room manager of a cluster process: the rooms this process owns. A room is created here under a
 * code unique in the whole cluster (its lease, then its row); a room whose owner died is taken over
 * (lease, epoch + 1, replay of its log: the single-process restore, room by room); a room whose lease
 * went to another process is dropped here at once. Every owned room writes through a store fenced by
 * the epoch it was taken with (fencing.ts).
 */
import type { Redis } from 'ioredis';
import { uniqueRoomCode } from '../rooms/room-codes.ts';
import { RoomManager } from '../rooms/room-manager.ts';
import type { Room, RoomDeps } from '../rooms/room.ts';
import type { KyselyStore } from '../storage/kysely-store.ts';
import { claimCode, FencedStore, roomCodes, roomOfTokenHash, takeRoom } from './fencing.ts';
import type { ClusterKeys, Leases } from './leases.ts';

export interface ClusterRoomsOptions {
  store: KyselyStore;
  redis: Redis;
  keys: ClusterKeys;
  leases: Leases;
  /** A room this process no longer owns: its clients must find the new owner. */
  onDropped(room: Room): void;
}

/** Rooms restored at once by one scan (each replays its log from the database). */
const TAKE_PARALLEL = 32;

export class ClusterRoomManager extends RoomManager {
  private readonly epochs = new Map<string, number>();
  private readonly taking = new Map<string, Promise<boolean>>();
  private loops: ReturnType<typeof setInterval>[] = [];
  private stopped = false;
  /** Takeovers so far (tests, logs). */
  takeovers = 0;

  constructor(
    deps: ConstructorParameters<typeof RoomManager>[0],
    private readonly cluster: ClusterRoomsOptions,
  ) {
    super(deps);
  }

  protected override async pickCode(): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const code = uniqueRoomCode((c) => this.rooms.has(c) || this.epochs.has(c));
      if (!(await this.cluster.leases.acquire(code))) continue;
      if (await claimCode(this.cluster.store.db, code, this.deps.timers.now())) {
        this.epochs.set(code, 1);
        return code;
      }
      await this.cluster.leases.release([code]);
    }
    throw new Error('no free room code in the cluster after 100 attempts');
  }

  protected override depsFor(code: string): RoomDeps {
    const epoch = this.epochs.get(code);
    if (epoch === undefined) throw new Error(`room ${code} is not owned by this process`);
    return { ...this.deps, store: new FencedStore(this.cluster.store, code, epoch) };
  }

  protected override registerToken(hash: string, code: string): void {
    super.registerToken(hash, code);
    this.cluster.redis.hset(this.cluster.keys.tokens, hash, code).catch((error: unknown) => this.deps.log.error({ err: error }, 'token not shared'));
  }

  protected override unregisterToken(hash: string): void {
    super.unregisterToken(hash);
    this.cluster.redis.hdel(this.cluster.keys.tokens, hash).catch((error: unknown) => this.deps.log.error({ err: error }, 'token not unshared'));
  }

  get db(): KyselyStore['db'] {
    return this.cluster.store.db;
  }

  /** The room a token belongs to, wherever it is owned (null: no room knows it). */
  async codeOfToken(tokenHash: string): Promise<string | null> {
    const known = this.tokenIndex.get(tokenHash) ?? (await this.cluster.redis.hget(this.cluster.keys.tokens, tokenHash));
    // Not in Redis (it restarted empty): the rooms' records hold their tokens' hashes.
    return known ?? (await roomOfTokenHash(this.cluster.store.db, tokenHash));
  }

  /** At start-up: no room is restored wholesale; the scan takes the rooms nobody owns. */
  override async restore(): Promise<{ restored: number; closed: number; problems: number }> {
    await this.cluster.leases.heartbeat(this.deps.timers.now());
    this.startLeases();
    const restored = await this.scan();
    this.deps.log.info({ restored }, 'rooms without an owner taken');
    return { restored, closed: 0, problems: 0 };
  }

  /**
   * Makes this process the room's owner if nobody is: true when the room is (now) here. Concurrent
   * calls for one code share one attempt.
   */
  take(code: string): Promise<boolean> {
    if (this.rooms.has(code)) return Promise.resolve(true);
    let attempt = this.taking.get(code);
    if (!attempt) {
      attempt = this.takeOnce(code).finally(() => this.taking.delete(code));
      this.taking.set(code, attempt);
    }
    return attempt;
  }

  private async takeOnce(code: string): Promise<boolean> {
    if (this.stopped || !(await this.cluster.leases.acquire(code))) return false;
    try {
      const taken = await takeRoom(this.cluster.store.db, code);
      if (!taken) {
        await this.cluster.leases.release([code]);
        return false;
      }
      this.epochs.set(code, taken.epoch);
      const outcome = await this.restoreOne(taken.record);
      if (outcome === 'closed' || !this.rooms.has(code)) {
        this.epochs.delete(code);
        await this.cluster.leases.release([code]);
        return false;
      }
      this.takeovers++;
      this.deps.log.info({ room: code, epoch: taken.epoch, outcome }, 'room taken over');
      return true;
    } catch (error) {
      this.epochs.delete(code);
      this.rooms.delete(code);
      await this.cluster.leases.release([code]).catch(() => undefined);
      this.deps.log.error({ err: error, room: code }, 'room could not be taken over');
      return false;
    }
  }

  /** Resolves when the takeovers under way are done (a forwarded resume waits for its room). */
  async settled(): Promise<void> {
    await Promise.all([...this.taking.values()]);
  }

  /** Takes this process's share of the rooms without an owner; answers how many it took. */
  async scan(): Promise<number> {
    const codes = (await roomCodes(this.cluster.store.db)).filter((c) => !this.rooms.has(c));
    const owners = await this.cluster.leases.owners(codes);
    const orphans = codes.filter((_, i) => owners[i] === null);
    if (orphans.length === 0) return 0;
    // Every live process scans: each takes about its share, so the dead owner's rooms spread out.
    const live = Math.max(1, (await this.cluster.leases.liveProcesses(this.deps.timers.now())).size);
    const share = orphans.length <= 2 ? orphans.length : Math.ceil(orphans.length / live);
    shuffle(orphans);
    let taken = 0;
    const queue = orphans.slice(0, share);
    await Promise.all(
      Array.from({ length: Math.min(TAKE_PARALLEL, queue.length) }, async () => {
        for (let code = queue.pop(); code !== undefined; code = queue.pop()) if (await this.take(code)) taken++;
      }),
    );
    return taken;
  }

  /** This process no longer owns the room: it stops acting for it at once (the new owner replays it). */
  drop(code: string): void {
    const room = this.rooms.get(code);
    this.epochs.delete(code);
    if (!room) return;
    this.rooms.delete(code);
    room.markClosed();
    room.play.stop();
    for (const [hash, owner] of this.tokenIndex) if (owner === code) this.tokenIndex.delete(hash);
    this.deps.log.warn({ room: code }, 'room dropped: another process owns it now');
    this.cluster.onDropped(room);
  }

  /** Renews the leases (dropping the rooms whose lease went elsewhere), sends heartbeats, scans for orphans. */
  private startLeases(): void {
    const { leases } = this.cluster;
    let renewedAt = Date.now();
    const renew = async (): Promise<void> => {
      try {
        await leases.heartbeat(this.deps.timers.now());
        // Rooms being created or taken over hold their lease already: it is renewed too.
        const lost = await leases.renew([...new Set([...this.rooms.keys(), ...this.epochs.keys()])]);
        renewedAt = Date.now();
        for (const code of lost) this.drop(code);
      } catch (error) {
        // Cut off from Redis for a whole lease: other processes may own these rooms by now (their
        // writes win, ours are fenced). Stop acting for them; the clients find the owner again.
        if (Date.now() - renewedAt > leases.leaseMs) for (const code of [...this.rooms.keys()]) this.drop(code);
        throw error;
      }
    };
    const every = (ms: number, what: string, fn: () => Promise<unknown>): void => {
      let busy = false;
      this.loops.push(
        setInterval(() => {
          if (busy || this.stopped) return;
          busy = true;
          fn()
            .catch((error: unknown) => this.deps.log.error({ err: error }, `${what} failed`))
            .finally(() => (busy = false));
        }, ms),
      );
    };
    every(Math.max(50, Math.floor(leases.leaseMs / 4)), 'renewing leases', renew);
    every(Math.max(50, Math.floor(leases.leaseMs / 4)), 'scanning for rooms without an owner', () => this.scan());
  }

  /** The room codes owned here (tests, the health endpoint). */
  owned(): string[] {
    return [...this.rooms.keys()];
  }

  override async close(): Promise<void> {
    this.stopped = true;
    for (const loop of this.loops) clearInterval(loop);
    await super.close();
    // The rooms are stored: another process may take them at once rather than after the leases lapse.
    await this.cluster.leases.release([...this.rooms.keys()]).catch(() => undefined);
    await this.cluster.leases.leave().catch(() => undefined);
  }
}

function shuffle<T>(items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
