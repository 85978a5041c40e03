/**
 * All live rooms: creating them (unique codes), finding them by code or by token, restoring them at
 * start-up, and closing the ones nobody has touched for a day. The rooms write through the storage
 * watch (storage-watch.ts): while the storage cannot be written every room is on hold (room-hold.ts,
 * reason `storage`), rooms created or restored meanwhile too.
 */
import type { RoomRecord } from '../storage/store.ts';
import type { Link, Member } from './link.ts';
import { localCodeClaim, type CodeClaim } from './room-codes.ts';
import { settle } from './room-changes.ts';
import { putOnHold, releaseHold } from './room-hold.ts';
import { restoreRoom } from './room-restore.ts';
import { StorageWatch } from './storage-watch.ts';
import { Room, type RoomDeps } from './room.ts';
import { hashToken, newToken } from './tokens.ts';

/** Profiles that never finished a match are deleted once untouched this long (a join touches them). */
export const UNUSED_PROFILE_MS = 24 * 60 * 60_000;
/** How often the sweeper looks for such profiles. */
export const PROFILE_PRUNE_INTERVAL_MS = 60 * 60_000;

export type TokenOwner = { room: Room; kind: 'tv' } | { room: Room; kind: 'member'; member: Member } | { room: Room; kind: 'kicked' };

/** A room as the HTTP API scopes its statistics: its code and when it was made (a code is reused later). */
export interface RoomScope {
  code: string;
  createdAt: number;
}

/** The shape of a TV or seat token (tokens.ts `newToken`): anything else opens nothing, unhashed. */
const TOKEN_SHAPE = /^[0-9a-f]{32}$/;

export class RoomManager {
  readonly rooms = new Map<string, Room>();
  /** Token hash → room code, for seat, TV and kicked tokens. */
  protected readonly tokenIndex = new Map<string, string>();
  private sweepTimer: ReturnType<RoomDeps['timers']['setTimeout']> | null = null;
  protected readonly deps: RoomDeps;
  private closing = false;
  private lastPrune: number;
  private pruning = false;
  /** Issue 26: whether the store can be written; the rooms' store goes through it. */
  readonly storage: StorageWatch;

  /** `codes`: how a new room's code is had (one process: unique among its rooms; a cluster: claimed cluster-wide). */
  constructor(
    deps: Omit<RoomDeps, 'tokens'>,
    private readonly codes: CodeClaim = localCodeClaim,
  ) {
    this.deps = {
      ...deps,
      tokens: {
        register: (hash, code) => this.registerToken(hash, code),
        unregister: (hash) => this.unregisterToken(hash),
      },
    };
    this.lastPrune = deps.timers.now();
    this.storage = new StorageWatch(deps.store, deps.timers, deps.log, (available) => {
      for (const room of this.rooms.values()) {
        if (!available) {
          putOnHold(room, 'storage');
          continue;
        }
        // In the room's queue, before the hold ends: what the outage left unsettled (a write lost in a
        // commit, the record, a finished match's outcomes) is put right first. A new outage meanwhile
        // keeps the room on hold.
        void room.queue
          .run(async () => (room.closed ? undefined : settle(room, await room.play.storageBack())))
          .catch((error: unknown) => room.log.error({ err: error }, 'storing the room after the outage failed'))
          .finally(() => {
            if (this.storage.available) releaseHold(room, 'storage');
          });
      }
    });
  }

  /** What a room is built with: `depsFor`'s, its store watched for outages. */
  private roomDeps(code: string): RoomDeps {
    const deps = this.depsFor(code);
    return { ...deps, store: this.storage.wrap(deps.store) };
  }

  /** A room joins the live ones: on hold at once while the storage is unavailable. */
  private addLive(room: Room): void {
    this.rooms.set(room.code, room);
    if (!this.storage.available) putOnHold(room, 'storage');
  }

  get size(): number {
    return this.rooms.size;
  }

  /** Token hashes of a room's seats, TV and kicked phones point at its code (the cluster shares them). */
  protected registerToken(hash: string, code: string): void {
    this.tokenIndex.set(hash, code);
  }

  protected unregisterToken(hash: string): void {
    this.tokenIndex.delete(hash);
  }

  /** What a room is built with (the cluster's manager gives each owned room a store fenced by its epoch). */
  protected depsFor(_code: string): RoomDeps {
    return this.deps;
  }

  async createRoom(link: Link): Promise<{ room: Room; token: string }> {
    const code = await this.codes.claim((c) => this.rooms.has(c));
    const token = newToken();
    const tvHash = hashToken(token);
    const room = new Room(code, this.roomDeps(code), tvHash, this.deps.timers.now());
    this.addLive(room);
    this.registerToken(tvHash, code);
    room.attachTv(link);
    try {
      // The TV has its snapshot in the answer; nobody else is in the room yet.
      await settle(room, { store: true });
    } catch (error) {
      // Not stored (a storage outage): no room, the TV is told and tries again.
      this.rooms.delete(code);
      this.unregisterToken(tvHash);
      room.markClosed();
      throw error;
    }
    room.log.info('room created');
    return { room, token };
  }

  byToken(token: string): TokenOwner | null {
    const hash = hashToken(token);
    const code = this.tokenIndex.get(hash);
    const room = code ? this.rooms.get(code) : undefined;
    if (!room || room.closed) return null;
    if (room.banned.has(hash)) return { room, kind: 'kicked' };
    if (room.tvTokenHash === hash) return { room, kind: 'tv' };
    for (const member of room.members.values()) if (member.tokenHash === hash) return { room, kind: 'member', member };
    return null;
  }

  /**
   * The room this TV's or phone's token opens now (a kicked phone's token opens none): the HTTP API's
   * proof that a caller sits at that table (docs/security.md). The cluster's manager also asks the
   * rooms other processes own.
   */
  async roomOfToken(token: string): Promise<RoomScope | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const owner = this.byToken(token);
    return owner && owner.kind !== 'kicked' ? { code: owner.room.code, createdAt: owner.room.createdAt } : null;
  }

  /** Restores every stored room; rooms untouched for too long are closed instead. */
  async restore(): Promise<{ restored: number; closed: number; problems: number }> {
    const records = await this.deps.store.loadRooms();
    let restored = 0;
    let closed = 0;
    let problems = 0;
    for (const record of records) {
      try {
        const outcome = await this.restoreOne(record);
        if (outcome === 'closed') closed++;
        else restored++;
        if (outcome === 'problem') problems++;
      } catch (error) {
        problems++;
        this.deps.log.error({ err: error, room: record.code }, 'room could not be restored');
      }
    }
    this.deps.log.info({ restored, closed, problems }, 'rooms restored');
    return { restored, closed, problems };
  }

  protected async restoreOne(record: RoomRecord): Promise<'ok' | 'problem' | 'closed'> {
    if (this.rooms.has(record.code)) return 'ok';
    const deps = this.roomDeps(record.code);
    if (this.deps.timers.now() - record.updatedAt > this.deps.timings.closeAfterMs) {
      await deps.store.deleteRoom(record.code);
      return 'closed';
    }
    const restored = await restoreRoom(record, deps);
    if (!restored) {
      this.deps.log.error({ room: record.code }, 'stored room data is unreadable; room dropped');
      await deps.store.deleteRoom(record.code);
      return 'closed';
    }
    const { room, problem } = restored;
    this.addLive(room);
    this.registerToken(room.tvTokenHash, room.code);
    for (const m of room.members.values()) this.registerToken(m.tokenHash, room.code);
    for (const hash of room.banned) this.registerToken(hash, room.code);
    if (problem) room.log.error({ problem }, 'match could not be restored; room back in its lobby');
    return problem ? 'problem' : 'ok';
  }

  startSweeper(): void {
    const tick = (): void => {
      this.sweepTimer = null;
      if (this.closing) return;
      this.sweep();
      this.sweepTimer = this.deps.timers.setTimeout(tick, this.deps.timings.sweepIntervalMs);
    };
    this.sweepTimer = this.deps.timers.setTimeout(tick, this.deps.timings.sweepIntervalMs);
  }

  /**
   * Deletes the profiles of device tokens that never finished a match and were not used for
   * UNUSED_PROFILE_MS, keeping those of phones in a live room. Returns how many went.
   */
  async pruneProfiles(): Promise<number> {
    const now = this.deps.timers.now();
    this.lastPrune = now;
    const keep = [...this.rooms.values()].flatMap((r) => [...r.members.values()].flatMap((m) => (m.outside ? [] : [m.profileId])));
    const deleted = await this.deps.store.pruneProfiles(now - UNUSED_PROFILE_MS, keep);
    if (deleted > 0) this.deps.log.info({ deleted }, 'unused profiles deleted');
    return deleted;
  }

  /** Closes every room nobody has touched for `closeAfterMs`; now and then, prunes unused profiles. */
  sweep(): void {
    const now = this.deps.timers.now();
    if (!this.pruning && now - this.lastPrune >= PROFILE_PRUNE_INTERVAL_MS) {
      this.pruning = true;
      this.pruneProfiles()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'pruning profiles failed'))
        .finally(() => (this.pruning = false));
    }
    for (const room of [...this.rooms.values()]) {
      if (now - room.touchedAt <= this.deps.timings.closeAfterMs) continue;
      this.rooms.delete(room.code);
      room.log.info('room closed: untouched for too long');
      room.queue.spawn('closing the room', () => room.close());
    }
  }

  /** Stops every timer and waits for the rooms' queued work (the server is shutting down). */
  async close(): Promise<void> {
    this.closing = true;
    this.storage.close();
    this.deps.timers.clearTimeout(this.sweepTimer);
    for (const room of this.rooms.values()) room.play.stop();
    await Promise.all([...this.rooms.values()].map((r) => r.queue.idle().catch(() => undefined)));
    for (const room of this.rooms.values()) {
      room.markClosed();
      room.play.stop();
    }
  }
}
