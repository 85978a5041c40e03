/**
 * The room manager of a cluster process: the rooms this process owns. A room is created here under a
 * code unique in the whole cluster (its lease, then its row); a room whose owner died is taken over by
 * the live process its code is assigned to (shares.ts), in batches (takeover.ts: lease, epoch + 1, one
 * read of the logs, then the single-process restore of each room); a room whose lease went to another
 * process is dropped here at once. Every owned room writes through a store fenced by the epoch it was
 * taken with (fencing.ts). Cut off from Redis, the process holds its rooms instead of letting them go, and
 * on its return renews their leases and goes on with those still its own (redis-outage.ts).
 */
import type { Redis } from 'ioredis';
import { CLIENT_EVENTS } from '@kitchen-table/protocol';
import { normaliseRoomCode, uniqueRoomCode } from '../rooms/room-codes.ts';
import { hashToken } from '../rooms/tokens.ts';
import { RoomManager, type RoomScope } from '../rooms/room-manager.ts';
import { parseRoomData } from '../rooms/room-record.ts';
import { putOnHold, releaseHold } from '../rooms/room-hold.ts';
import type { Room, RoomDeps } from '../rooms/room.ts';
import type { KyselyStore } from '../storage/kysely-store.ts';
import { GroupCommit } from '../storage/group-commit.ts';
import { appendMovesFenced, claimCode, FencedStore, roomCodes, roomOfTokenHash, type FencedAppend } from './fencing.ts';
import type { ClusterKeys, Leases } from './leases.ts';
import { assignee } from './shares.ts';
import { Takeovers, type Taken } from './takeover.ts';

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

/** Rooms handed over at most per step: a process that (re)joins gets its share in a few steps. */
const HANDOVER_BATCH = 40;

export class ClusterRoomManager extends RoomManager {
  private readonly epochs = new Map<string, number>();
  /** A taken room's match and log, read with its batch, until its restore builds its store. */
  private readonly prefetched = new Map<string, NonNullable<Taken['match']>>();
  /** When this process first saw each room without an owner (ms): past the grace, anyone may take it. */
  private readonly orphanSince = new Map<string, number>();
  private live: { at: number; ids: Promise<string[]> } | null = null;
  private readonly takeovers: Takeovers;
  /** Every owned room's move appends of one event-loop turn, in one fenced statement (fencing.ts). */
  private readonly appends: GroupCommit<FencedAppend>;
  private loops: ReturnType<typeof setInterval>[] = [];
  private stopped = false;
  /** Rooms taken over so far (tests, logs). */
  taken = 0;
  /**
   * Until when this process's leases are surely its own: one lease time after the last renewal that
   * succeeded was *sent* (Redis extended them no earlier than that). Past it, other processes may own
   * these rooms by now.
   */
  private leasesValidUntil = this.deps.timers.now();
  /** When this process last handed rooms over (rebalance): one step per heartbeat. */
  private handedAt = 0;
  /** The processes alive at the last look (watchDeaths): one missing from the next look has died. */
  private known = new Set<string>();
  /**
   * Until when (ms) this process takes no room without an owner: for two lease times after it came back
   * from a Redis outage, while the other processes, back too, renew the leases of their own rooms (which
   * lapsed meanwhile). Taking them would move every room for nothing.
   */
  private settleUntil = 0;
  /**
   * Until when (ms) a renewal lagging past the lease does not make this process let its rooms go: four
   * lease times after its return from a Redis outage, while every client reconnects at once (a room
   * another process takes all the same is fenced at its next write, or let go at the announcement).
   */
  private lapseGraceUntil = 0;
  /** How many times this process came back from a Redis outage (the periodic calls' generation). */
  private generation = 0;

  constructor(
    deps: ConstructorParameters<typeof RoomManager>[0],
    private readonly cluster: ClusterRoomsOptions,
  ) {
    super(deps);
    this.appends = new GroupCommit((batch) => appendMovesFenced(cluster.store.db, batch));
    this.takeovers = new Takeovers({
      db: cluster.store.db,
      leases: cluster.leases,
      log: deps.log,
      now: () => deps.timers.now(),
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
  }

  /**
   * How long a room assigned to another live process may stay without an owner before any process
   * takes it (that process may be stalled, or the heartbeats were read a moment apart): two scans.
   */
  get graceMs(): number {
    return this.cluster.leases.leaseMs / 2;
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
    this.known = new Set(await this.liveProcesses(true));
    this.startLeases();
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
    if (this.settling()) return false;
    const now = this.deps.timers.now();
    if (!this.orphanSince.has(code)) this.orphanSince.set(code, now);
    return this.mayTake(code, await this.liveProcesses(), now) ? this.take(code) : false;
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
    if (event === CLIENT_EVENTS.join) {
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

  /**
   * Takes this process's share of the rooms without a live owner (no lease, or a lease held by a
   * process that is not alive: takeover.ts takes it from a dead one); answers how many it took.
   */
  async scan(): Promise<number> {
    if (this.settling()) return 0;
    const codes = (await roomCodes(this.cluster.store.db)).filter((c) => !this.rooms.has(c) && !this.takeovers.has(c));
    const [owners, live] = await Promise.all([this.cluster.leases.owners(codes), this.liveProcesses()]);
    const alive = new Set(live);
    const orphans = codes.filter((_, i) => owners[i] === null || !alive.has(owners[i]!));
    const now = this.deps.timers.now();
    const still = new Set(orphans);
    for (const code of this.orphanSince.keys()) if (!still.has(code)) this.orphanSince.delete(code);
    for (const code of orphans) if (!this.orphanSince.has(code)) this.orphanSince.set(code, now);
    if (orphans.length === 0) return 0;
    const mine = orphans.filter((code) => this.mayTake(code, live, now));
    const results = await Promise.all(mine.map((code) => this.take(code)));
    return results.filter(Boolean).length;
  }

  /** The room is this process's to take: assigned to it among the live processes, or orphaned past the grace. */
  private mayTake(code: string, live: readonly string[], now: number): boolean {
    if (assignee(code, live) === this.cluster.leases.processId) return true;
    return now - (this.orphanSince.get(code) ?? now) >= this.graceMs;
  }

  /** The live processes (this one always among them), read at most every 100 ms. */
  liveProcesses(fresh = false): Promise<string[]> {
    const now = this.deps.timers.now();
    if (fresh || !this.live || now - this.live.at > 100) {
      const ids = this.cluster.leases.liveProcesses(this.deps.timers.now()).then((set) => [...set.add(this.cluster.leases.processId)]);
      const entry = { at: now, ids };
      ids.catch(() => {
        if (this.live === entry) this.live = null;
      });
      this.live = entry;
    }
    return this.live.ids;
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
    this.orphanSince.delete(code);
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
   * Past the leases' validity (cut off from Redis, or descheduled for a whole lease on a starved
   * machine) the process stops acting for its rooms at once: their writes would be fenced anyway, and
   * a room must not look owned by two processes. The clients find the owner again (or the scan gives
   * the room one). Checked on a timer that runs before any message a stall queued up.
   */
  private checkLeasesValid(): void {
    // Cut off from Redis (not starved): the rooms are on hold until it is back (holdAll, rejoin).
    if (this.deps.timers.now() <= this.leasesValidUntil || this.rooms.size === 0 || this.cluster.cutOff()) return;
    // Just back from an outage, amid every client's reconnection, a renewal can lag past the lease.
    // Nobody takes rooms meanwhile (the others settle too), so the rooms go on rather than all be taken
    // over again (nor held: their phones would be refused). Were one taken all the same (a process that
    // was never cut off), its next write is fenced and the move played at the new owner.
    if (this.deps.timers.now() < this.lapseGraceUntil) return;
    this.deps.log.warn({ rooms: this.rooms.size, lateMs: this.deps.timers.now() - this.leasesValidUntil }, 'leases not renewed for a whole lease: letting every room go');
    for (const code of [...this.rooms.keys()]) this.drop(code);
  }

  /** Taking no room without an owner just now (settleUntil), nor while cut off from Redis. */
  private settling(): boolean {
    return this.cluster.cutOff() || this.deps.timers.now() < this.settleUntil;
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
    const { leases } = this.cluster;
    this.settleUntil = this.deps.timers.now() + 2 * leases.leaseMs;
    this.lapseGraceUntil = this.deps.timers.now() + 4 * leases.leaseMs;
    this.generation++;
    const sentAt = this.deps.timers.now();
    await leases.heartbeat(this.deps.timers.now(), this.rooms.size);
    const lost = await leases.renew([...new Set([...this.rooms.keys(), ...this.epochs.keys(), ...this.takeovers.holding()])]);
    this.leasesValidUntil = Math.max(this.leasesValidUntil, sentAt + leases.leaseMs);
    this.settleUntil = this.deps.timers.now() + 2 * leases.leaseMs;
    this.lapseGraceUntil = this.deps.timers.now() + 4 * leases.leaseMs;
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
  private startLeases(): void {
    const { leases } = this.cluster;
    this.leasesValidUntil = this.deps.timers.now() + leases.leaseMs;
    const renew = async (): Promise<void> => {
      const sentAt = this.deps.timers.now();
      // Rooms being created or taken over hold their lease already: it is renewed too. The heartbeat and
      // the renewal go out together (one round trip: a busy process's renewals lagged past the lease).
      const [, lost] = await Promise.all([
        leases.heartbeat(this.deps.timers.now(), this.rooms.size),
        leases.renew([...new Set([...this.rooms.keys(), ...this.epochs.keys(), ...this.takeovers.holding()])]),
      ]);
      // A renewal sent before a Redis outage may be answered only after it (and after rejoin's).
      this.leasesValidUntil = Math.max(this.leasesValidUntil, sentAt + leases.leaseMs);
      for (const code of lost) this.drop(code);
    };
    const every = (ms: number, what: string, fn: () => Promise<unknown>): void => {
      // The connection (generation) whose call is under way: one cut by a Redis outage may never be
      // answered, and must not keep the leases from being renewed after the return.
      let busy: number | null = null;
      this.loops.push(
        setInterval(() => {
          // Cut off from Redis nothing of this can be done (the rooms are on hold; rejoin renews at once).
          if (busy === this.generation || this.stopped || this.cluster.cutOff()) return;
          const mine = (busy = this.generation);
          fn()
            .catch((error: unknown) => this.deps.log.error({ err: error }, `${what} failed`))
            .finally(() => {
              if (busy === mine) busy = null;
            });
        }, ms),
      );
    };
    every(Math.max(50, Math.floor(leases.leaseMs / 4)), 'renewing leases', renew);
    every(Math.max(50, Math.floor(leases.leaseMs / 4)), 'scanning for rooms without an owner', () => this.scan());
    if (this.cluster.rebalance) every(Math.max(50, Math.floor(leases.leaseMs / 8)), 'handing rooms over to a less loaded process', () => this.rebalance());
    // Noticing a killed process does not wait on the lease's length: every 200 ms (one script).
    every(Math.min(200, Math.max(50, Math.floor(leases.leaseMs / 10))), 'watching for processes that died', () => this.watchDeaths());
    this.loops.push(setInterval(() => this.checkLeasesValid(), Math.max(20, Math.floor(leases.leaseMs / 20))));
  }

  /**
   * A process that was alive a moment ago and is not now (killed: its connections closed) has its rooms
   * taken at once, without waiting for the next scan or for its leases to lapse; the edges stop waiting
   * for its answers.
   */
  private async watchDeaths(): Promise<void> {
    const live = new Set(await this.liveProcesses(true));
    const died = [...this.known].filter((id) => !live.has(id));
    this.known = live;
    if (died.length === 0) return;
    this.deps.log.info({ died }, 'processes died: taking their rooms');
    this.cluster.onDied(died);
    await this.scan();
  }

  /**
   * A process that owns clearly more rooms than its share (the rooms of the live processes over their
   * number) hands some to the live process that owns the fewest — one that joined, or came back after a
   * restart — a batch at a time: each room between two of its operations (in the room's queue), its
   * lease released, and that process told to take it at once; its clients follow it as after any move
   * of a room. Without this a restarted process got no room back, and the rooms piled up on the oldest
   * process, whose failure then stopped most of them at once. Rooms the rendezvous assigns to that
   * process go first (they stay there when the others fail). Not while rooms are being taken here (a
   * failover comes first), and one step per heartbeat at most (the counts are read from the heartbeats).
   */
  private async rebalance(): Promise<void> {
    const { leases } = this.cluster;
    if (this.takeovers.busy() || this.deps.timers.now() - this.handedAt < leases.leaseMs / 2) return;
    const [live, loads] = await Promise.all([this.liveProcesses(), leases.loads()]);
    if (live.length < 2) return;
    const me = leases.processId;
    const load = (id: string): number => (id === me ? this.rooms.size : loads.get(id) ?? 0);
    const fair = live.reduce((sum, id) => sum + load(id), 0) / live.length;
    const slack = Math.max(4, fair / 5);
    const target = live.filter((id) => id !== me).sort((x, y) => load(x) - load(y))[0];
    if (!target || load(me) - fair < slack || fair - load(target) < slack) return;
    const count = Math.min(HANDOVER_BATCH, Math.floor(load(me) - fair), Math.floor(fair - load(target)));
    const codes = [...this.rooms.keys()];
    const theirs = codes.filter((code) => assignee(code, live) === target);
    const rest = codes.filter((code) => assignee(code, live) !== target);
    this.handedAt = this.deps.timers.now();
    await this.handOver(target, [...theirs, ...rest].slice(0, count));
  }

  private async handOver(to: string, codes: string[]): Promise<void> {
    const given = await Promise.all(
      codes.map((code) => {
        const room = this.rooms.get(code);
        return room?.queue.run(() => {
          if (this.rooms.get(code) !== room) return null;
          this.drop(code, true);
          return code;
        });
      }),
    );
    const handed = given.filter((code): code is string => typeof code === 'string');
    if (handed.length === 0) return;
    await this.cluster.leases.release(handed);
    this.cluster.onHandedOver(to, handed);
    this.deps.log.info({ to, rooms: handed.length }, 'rooms handed over');
  }

  /** The room codes owned here (tests, the health endpoint). */
  owned(): string[] {
    return [...this.rooms.keys()];
  }

  override async close(): Promise<void> {
    this.stopped = true;
    for (const loop of this.loops) clearInterval(loop);
    await super.close();
    await this.appends.drain();
    // The rooms are stored: another process may take them at once rather than after the leases lapse.
    await this.cluster.leases.release([...this.rooms.keys()]).catch(() => undefined);
    await this.cluster.leases.leave().catch(() => undefined);
  }
}
