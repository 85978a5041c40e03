/**
 * The room manager of a cluster process: the rooms this process owns. A room is created here under a
 * code unique in the whole cluster (code-claim.ts: its lease, then its row); a room whose owner died is taken over by
 * the live process its code is assigned to (shares.ts), in batches (takeover.ts: lease, epoch + 1, one
 * read of the logs, then the single-process restore of each room); a room whose lease went to another
 * process is dropped here at once. Every owned room writes through a store fenced by the epoch it was
 * taken with (fencing.ts). Cut off from Redis, the process holds its rooms instead of letting them go, and
 * on its return renews their leases and goes on with those still its own (redis-outage.ts).
 *
 * Its periodic work lives beside it, one concern a file, each called on its interval (periodic.ts): the
 * leases' renewal and validity (lease-keeper.ts), the death watch (death-watch.ts), the orphan scan
 * (orphan-scan.ts) and the rebalancing (rebalance.ts).
 */
import type { Redis } from 'ioredis';
import { CLIENT_EVENTS } from '@kitchen-table/protocol';
import { normaliseRoomCode } from '../rooms/room-codes.ts';
import { hashToken } from '../rooms/tokens.ts';
import { RoomManager, type RoomScope } from '../rooms/room-manager.ts';
import { parseRoomData } from '../rooms/room-record.ts';
import { putOnHold, releaseHold } from '../rooms/room-hold.ts';
import type { Room, RoomDeps } from '../rooms/room.ts';
import type { KyselyStore } from '../storage/kysely-store.ts';
import { GroupCommit } from '../storage/group-commit.ts';
import { appendMovesFenced, FencedStore, roomOfTokenHash, type FencedAppend } from './fencing.ts';
import type { ClusterKeys, Leases } from './leases.ts';
import { Takeovers, type Taken } from './takeover.ts';
import { LeasedCodeClaim } from './code-claim.ts';
import { DeathWatch } from './death-watch.ts';
import { OrphanScanner } from './orphan-scan.ts';
import { LeaseKeeper } from './lease-keeper.ts';
import { Periodic } from './periodic.ts';
import { Rebalancer } from './rebalance.ts';

export interface ClusterRoomsOptions {
  store: KyselyStore;
  redis: Redis;
  keys: ClusterKeys;
  leases: Leases;
  /** Hands rooms to less loaded processes (rebalance). */
  rebalance: boolean;
  /** A room this process no longer owns: its clients must find the new owner. */
  onDropped(room: Room): void;
  /**
   * Rooms this process has just taken over and rebuilt, under these epochs (same order): every edge may
   * send their clients here now, and a process still acting for one of them under an older epoch stops.
   */
  onTaken(codes: string[], epochs: number[]): void;
  /** Processes just found dead: nothing waits for their answers any more. */
  onDied(processIds: string[]): void;
  /** Rooms let go here for `to` to take (rebalancing): it is told to take them now. */
  onHandedOver(to: string, codes: string[]): void;
  /** True while this process is cut off from Redis (redis-outage.ts): its rooms are on hold, not let go. */
  cutOff(): boolean;
}

export class ClusterRoomManager extends RoomManager {
  /** The epoch each room here is owned under (1: created here), and codes claimed for rooms being created. */
  private readonly epochs: Map<string, number>;
  /** A taken room's match and log, read with its batch, until its restore builds its store. */
  private readonly prefetched = new Map<string, NonNullable<Taken['match']>>();
  private readonly takeovers: Takeovers;
  /** Every owned room's move appends of one event-loop turn, in one fenced statement (fencing.ts). */
  private readonly appends: GroupCommit<FencedAppend>;
  private stopped = false;
  /** Rooms taken over so far (tests, logs). */
  taken = 0;
  private readonly periodic: Periodic;
  private readonly leaseKeeper: LeaseKeeper;
  private readonly deathWatch: DeathWatch;
  private readonly rebalancer: Rebalancer;
  private readonly orphans: OrphanScanner;

  constructor(
    deps: ConstructorParameters<typeof RoomManager>[0],
    private readonly cluster: ClusterRoomsOptions,
  ) {
    const now = (): number => deps.timers.now();
    const epochs = new Map<string, number>();
    // A new room's code: its lease and its row, so that no other process makes it too (epoch 1 here).
    const codes = new LeasedCodeClaim({ leases: cluster.leases, db: cluster.store.db, now, claimed: (code) => epochs.has(code), owned: (code) => epochs.set(code, 1) });
    super(deps, codes);
    this.epochs = epochs;
    this.appends = new GroupCommit((batch) => appendMovesFenced(cluster.store.db, batch));
    this.takeovers = new Takeovers({
      db: cluster.store.db,
      leases: cluster.leases,
      log: deps.log,
      now,
      active: () => !this.stopped,
      paused: () => this.settling(),
      restore: (taken) => this.restoreTaken(taken),
      abandon: (code, error) => {
        this.epochs.delete(code);
        this.prefetched.delete(code);
        this.rooms.delete(code);
        if (error) this.deps.log.error({ err: error, room: code }, 'room could not be taken over');
      },
      announce: (codes) => this.cluster.onTaken(codes, codes.map((code) => this.epochs.get(code) ?? 0)),
    });
    this.orphans = new OrphanScanner({
      db: cluster.store.db,
      leases: cluster.leases,
      now,
      held: (code) => this.rooms.has(code) || this.takeovers.has(code),
      take: (code) => this.take(code),
      settling: () => this.settling(),
    });
    this.periodic = new Periodic(deps.log, () => cluster.cutOff());
    this.leaseKeeper = new LeaseKeeper({
      leases: cluster.leases,
      now,
      log: deps.log,
      cutOff: () => cluster.cutOff(),
      held: () => this.heldCodes(),
      roomCount: () => this.rooms.size,
      owned: () => this.owned(),
      drop: (code) => this.drop(code),
    });
    this.deathWatch = new DeathWatch({
      liveProcesses: () => this.liveProcesses(true),
      log: deps.log,
      onDied: (ids) => cluster.onDied(ids),
      settled: () => this.takeovers.settled(),
      scan: () => this.orphans.scan(),
      now,
      scanIntervalMs: this.scanIntervalMs,
    });
    this.rebalancer = new Rebalancer({
      leases: cluster.leases,
      now,
      log: deps.log,
      rooms: this.rooms,
      takingOver: () => this.takeovers.busy(),
      liveProcesses: () => this.liveProcesses(),
      handOff: (code) => this.drop(code, true),
      onHandedOver: (to, codes) => cluster.onHandedOver(to, codes),
    });
  }

  /** The process's clock: the rooms' injected one (edges, remote clients and the outage watch use it too). */
  now(): number {
    return this.deps.timers.now();
  }

  /** The codes whose leases this process holds: its rooms, and those being created or taken over. */
  private heldCodes(): string[] {
    return [...new Set([...this.rooms.keys(), ...this.epochs.keys(), ...this.takeovers.holding()])];
  }

  /** Taking no room without an owner just now (after a Redis outage), nor while cut off from Redis. */
  private settling(): boolean {
    return this.leaseKeeper.settling();
  }

  /** How often the orphan scan runs (orphan-scan.ts). */
  get scanIntervalMs(): number {
    return this.orphans.intervalMs;
  }

  protected override depsFor(code: string): RoomDeps {
    const epoch = this.epochs.get(code);
    if (epoch === undefined) throw new Error(`room ${code} is not owned by this process`);
    const prefetched = this.prefetched.get(code);
    this.prefetched.delete(code);
    return { ...this.deps, store: new FencedStore(this.cluster.store, code, epoch, prefetched, (fencedCode, fencedEpoch) => this.fenced(fencedCode, fencedEpoch), this.appends) };
  }

  /**
   * The database refused a write of this room: another process took it (a higher epoch). The room is
   * let go here, and its lease too if this process still holds it (a renewal re-takes a lapsed lease,
   * so a starved owner may hold the lease of a room it no longer owns): the owner's clients are sent
   * to wherever it is now, or the orphan scan gives it an owner again.
   */
  private fenced(code: string, epoch: number): void {
    if (this.epochs.get(code) !== epoch) return;
    this.deps.log.warn({ room: code, epoch }, 'a write was fenced: the room is owned elsewhere now');
    this.drop(code);
    this.cluster.leases.release([code]).catch((error: unknown) => this.deps.log.error({ err: error }, 'lease not released'));
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

  /**
   * The room a TV's or phone's token opens, owned here or by another process: its stored record says
   * whether the token still opens it (not kicked). Redis' index only: a caller with made-up tokens must
   * not cost a scan of every record (the resume's fallback).
   */
  override async roomOfToken(token: string): Promise<RoomScope | null> {
    const local = await super.roomOfToken(token);
    if (local || !/^[0-9a-f]{32}$/.test(token)) return local;
    const hash = hashToken(token);
    const code = await this.cluster.redis.hget(this.cluster.keys.tokens, hash);
    if (!code) return null;
    const row = await this.db.selectFrom('rooms').select('data').where('code', '=', code).executeTakeFirst();
    const data = row ? parseRoomData(JSON.parse(row.data)) : null;
    if (!data || data.banned.includes(hash)) return null;
    const opens = data.tvTokenHash === hash || data.members.some((m) => m.tokenHash === hash);
    return opens ? { code, createdAt: data.createdAt } : null;
  }

  /**
   * At start-up no room is restored wholesale, and none is taken yet: a room taken before the process
   * listens on its bus could not answer the clients that find it here (start() takes them).
   */
  override async restore(): Promise<{ restored: number; closed: number; problems: number }> {
    return { restored: 0, closed: 0, problems: 0 };
  }

  /** Once the process listens on its bus: heartbeats, lease renewal, and the scans for rooms without an owner. */
  async start(): Promise<number> {
    await this.cluster.leases.heartbeat(this.deps.timers.now(), this.rooms.size);
    await this.deathWatch.start();
    this.startLoops();
    const taken = await this.scan();
    this.deps.log.info({ taken }, 'rooms without an owner taken');
    return taken;
  }

  /**
   * Makes this process the room's owner if nobody is: true when the room is (now) here. Concurrent
   * calls for one code share one attempt; calls of one event-loop turn share one batch.
   */
  take(code: string): Promise<boolean> {
    if (this.rooms.has(code)) return Promise.resolve(true);
    return this.takeovers.take(code);
  }

  /**
   * A client's room has no owner (an edge asks): taken here if it is this process's to take (its
   * share, or past the grace), else false — its assignee will take it, and the edge asks again.
   */
  async claim(code: string): Promise<boolean> {
    if (this.rooms.has(code) || this.takeovers.has(code)) return this.take(code);
    return this.orphans.claim(code);
  }

  /** Resolves when the takeovers under way are done. */
  settled(): Promise<void> {
    return this.takeovers.settled();
  }

  /**
   * Before a forwarded join or resume runs here: the takeover of its room, if one is under way, is
   * waited for (the room may hold its lease here and still be rebuilding), and only that room's. A
   * resume whose token no index knows (Redis lost it) waits for every takeover under way. Answers
   * whether the room is here now: false when this process does not hold it (it let it go a moment ago,
   * or never had it), and the edge must look for it again; null for other messages, or an unknown token.
   */
  async ready(event: string, payload: unknown): Promise<boolean | null> {
    const fields = (payload ?? {}) as { code?: unknown; token?: unknown };
    let code: string | null = null;
    // A phone's join and an outside bot's (issue 30 part 4) both name their room by its code.
    if (event === CLIENT_EVENTS.join || event === CLIENT_EVENTS.joinBot) {
      code = typeof fields.code === 'string' ? normaliseRoomCode(fields.code) : null;
    } else if (event === CLIENT_EVENTS.resume && typeof fields.token === 'string') {
      const hash = hashToken(fields.token);
      code = this.tokenIndex.get(hash) ?? (await this.cluster.redis.hget(this.cluster.keys.tokens, hash));
      if (!code) await this.takeovers.settled();
    }
    if (!code) return null;
    await this.takeovers.settledRoom(code);
    return this.rooms.has(code);
  }

  /** Takes this process's share of the rooms without a live owner (orphan-scan.ts); answers how many it took. */
  async scan(): Promise<number> {
    return (await this.orphans.scan()).taken;
  }

  /** The live processes (this one always among them), read at most every 100 ms. */
  liveProcesses(fresh = false): Promise<string[]> {
    return this.orphans.liveProcesses(fresh);
  }

  /** A room of a takeover batch: rebuilt by the single-process restore under its new epoch. */
  private async restoreTaken(taken: Taken): Promise<boolean> {
    const code = taken.record.code;
    this.epochs.set(code, taken.epoch);
    if (taken.match) this.prefetched.set(code, taken.match);
    const outcome = await this.restoreOne(taken.record);
    this.prefetched.delete(code);
    if (outcome === 'closed' || !this.rooms.has(code)) return false;
    this.taken++;
    this.orphans.taken(code);
    this.deps.log.info({ room: code, epoch: taken.epoch, outcome }, 'room taken over');
    return true;
  }

  /**
   * This process no longer owns the room: it stops acting for it at once (the new owner replays it).
   * `handedOver`: let go on purpose (rebalancing), not lost.
   */
  drop(code: string, handedOver = false): void {
    const room = this.rooms.get(code);
    this.epochs.delete(code);
    if (!room) return;
    this.rooms.delete(code);
    room.markClosed();
    room.play.stop();
    for (const [hash, owner] of this.tokenIndex) if (owner === code) this.tokenIndex.delete(hash);
    if (handedOver) this.deps.log.info({ room: code }, 'room handed over to a less loaded process');
    else this.deps.log.warn({ room: code }, 'room dropped: another process owns it now');
    this.cluster.onDropped(room);
  }

  /**
   * Another process announced that it took these rooms, each under the epoch at the same index: a room
   * still held here under an older epoch stops at once (its bots and clocks would only be fenced), rather
   * than at this process's next renewal or write — until then the room was held by two processes. An
   * announcement older than this process's own takeover of the room (a lower epoch) changes nothing.
   */
  takenElsewhere(owner: string, codes: readonly string[], epochs: readonly number[]): void {
    if (owner === this.cluster.leases.processId) return;
    codes.forEach((code, i) => {
      const mine = this.epochs.get(code);
      const theirs = epochs[i];
      if (mine !== undefined && theirs !== undefined && mine < theirs && this.rooms.has(code)) this.drop(code);
    });
  }

  /**
   * Cut off from Redis (redis-outage.ts): every room stands still — clocks keep their time, bots wait,
   * nothing is played for people who cannot reach the room — until `rejoin`. The rooms are kept rather
   * than let go: nobody can take them while the cluster cannot be reached, and on the return the owner
   * goes on at once instead of every room being taken over again.
   */
  holdAll(): void {
    for (const room of this.rooms.values()) putOnHold(room, 'cluster');
  }

  /**
   * Back from a Redis outage: a heartbeat, and a renewal of every lease at once (one that lapsed
   * meanwhile is re-taken, unless another process holds it now); the rooms another process took are let
   * go, the others go on from where they stood (each seat due with its full time). No room without an
   * owner is taken for two lease times.
   */
  async rejoin(): Promise<void> {
    this.periodic.nextGeneration();
    const lost = await this.leaseKeeper.rejoin();
    for (const code of lost) this.drop(code);
    for (const room of this.rooms.values()) {
      // The people due when the outage began could not reach the room, and their phones are only now
      // reconnecting: each seat due gets its full time again rather than the moment it had left.
      if (room.isHeldFor('cluster') && room.phase === 'playing' && room.match && room.summary === null && room.clocks.enabled) room.clocks.reset(room.match.toAct());
      releaseHold(room, 'cluster');
    }
    this.deps.log.info({ rooms: this.rooms.size, lost: lost.length }, 'leases renewed after a Redis outage');
  }

  /** Renews the leases (dropping the rooms whose lease went elsewhere), sends heartbeats, scans for orphans. */
  private startLoops(): void {
    const { leaseMs } = this.cluster.leases;
    this.leaseKeeper.start();
    this.periodic.every(Math.max(50, Math.floor(leaseMs / 4)), 'renewing leases', () => this.leaseKeeper.renew());
    this.periodic.every(this.scanIntervalMs, 'scanning for rooms without an owner', () => this.scan());
    if (this.cluster.rebalance) this.periodic.every(Math.max(50, Math.floor(leaseMs / 8)), 'handing rooms over to a less loaded process', () => this.rebalancer.step());
    // Noticing a killed process does not wait on the lease's length: every 200 ms (one script).
    this.periodic.every(Math.min(200, Math.max(50, Math.floor(leaseMs / 10))), 'watching for processes that died', () => this.deathWatch.look());
    this.periodic.tick(Math.max(20, Math.floor(leaseMs / 20)), () => this.leaseKeeper.checkValid());
  }

  /** The room codes owned here (tests, the health endpoint). */
  owned(): string[] {
    return [...this.rooms.keys()];
  }

  override async close(): Promise<void> {
    this.stopped = true;
    this.periodic.stop();
    await super.close();
    await this.appends.drain();
    // The rooms are stored: another process may take them at once rather than after the leases lapse.
    await this.cluster.leases.release([...this.rooms.keys()]).catch(() => undefined);
    await this.cluster.leases.leave().catch(() => undefined);
  }
}
