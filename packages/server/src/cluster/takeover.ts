/**
 * Taking rooms over in batches. Every request to take a room (the orphan scan's share, an edge that
 * finds a client's room without an owner) waits for the next turn of the event loop and goes with the
 * others of that turn, TAKE_BATCH rooms at a time, in four round trips per batch instead of five per room:
 *   1. one script acquires every free lease of the batch (SET NX PX each; a held one is skipped);
 *   2. one UPDATE … RETURNING bumps the epoch of every room whose lease is now ours and reads its record
 *      (fencing.ts, takeRooms: each room fenced exactly as if taken alone);
 *   3. + 4. one read of their matches and one of their moves, issued only after the bump committed, so
 *      the logs hold every move a stale owner could still store (a later append of its is refused);
 * then each room is rebuilt by the single-process restore (RoomManager.restoreOne → restoreRoom), its
 * loadMatch answered from what step 3/4 read.
 */
import type { Logger } from 'pino';
import type { MatchRecord, MoveRecord, RoomRecord } from '../storage/store.ts';
import type { Db } from '../storage/schema.ts';
import { loadMatches } from '../storage/matches.ts';
import { takeRooms } from './fencing.ts';
import type { Leases } from './leases.ts';

/** Rooms per batch: one statement each for the bump, the matches and the moves. */
export const TAKE_BATCH = 64;
/**
 * Rebuilding rooms yields to the event loop after this much work (ms), and announces the rooms rebuilt
 * so far: the process keeps renewing its leases and serving its own rooms while it takes others, even
 * when it gets only a sliver of a core.
 */
const RESTORE_SLICE_MS = 10;

export interface Taken {
  epoch: number;
  record: RoomRecord;
  /** The room's match and log, when its record names a match in play. */
  match?: { match: MatchRecord; moves: MoveRecord[] };
}

export interface TakeoverDeps {
  db: Db;
  leases: Leases;
  log: Logger;
  /** The rooms' clock (the one that stamped the codes claimed, for their creation grace). */
  now(): number;
  /** False once the process is closing: nothing more is taken. */
  active(): boolean;
  /**
   * True while no new batch may start (cut off from Redis, or settling after its return): a scan or a
   * claim that began before the outage and is answered only after it takes nothing.
   */
  paused(): boolean;
  /** Rebuilds one taken room (the single-process restore); true when the room is live here now. */
  restore(taken: Taken): Promise<boolean>;
  /** A room could not be taken after its lease was ours (gone, closed, failed): forget it. */
  abandon(code: string, error?: unknown): void;
  /** Rooms rebuilt here just now (a few at a time, as the batch goes): their clients may come. */
  announce(codes: string[]): void;
}

const yieldTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class Takeovers {
  private readonly taking = new Map<string, Promise<boolean>>();
  /** Codes whose lease a batch holds while it takes them (renewed with the owned rooms'). */
  private readonly held = new Set<string>();
  private queued = new Map<string, (taken: boolean) => void>();
  /** The resolver of each code's attempt while its batch runs (a room is answered as soon as it is rebuilt). */
  private readonly resolvers = new Map<string, (taken: boolean) => void>();
  private scheduled = false;

  constructor(private readonly deps: TakeoverDeps) {}

  /** The room is being taken here (or waits for its batch). */
  has(code: string): boolean {
    return this.taking.has(code);
  }

  /** Takes the room if its lease is free: true when it is live here afterwards. One attempt per code at a time. */
  take(code: string): Promise<boolean> {
    let attempt = this.taking.get(code);
    if (attempt) return attempt;
    attempt = new Promise<boolean>((resolve) => this.queued.set(code, resolve)).finally(() => this.taking.delete(code));
    this.taking.set(code, attempt);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return attempt;
  }

  /** Rooms are being taken here (or wait for their batch). */
  busy(): boolean {
    return this.taking.size > 0;
  }

  /** The codes whose lease a batch under way holds: their owner's renewal must keep them. */
  holding(): string[] {
    return [...this.held];
  }

  /** Resolves when every takeover asked for so far is done. */
  async settled(): Promise<void> {
    await Promise.all([...this.taking.values()]);
  }

  /** Resolves when the room's takeover, if one is under way, is done. */
  async settledRoom(code: string): Promise<void> {
    await this.taking.get(code);
  }

  private flush(): void {
    this.scheduled = false;
    const queued = this.queued;
    this.queued = new Map();
    for (const [code, resolve] of queued) this.resolvers.set(code, resolve);
    const codes = [...queued.keys()];
    for (let i = 0; i < codes.length; i += TAKE_BATCH) {
      const batch = codes.slice(i, i + TAKE_BATCH);
      void this.takeBatch(batch).then(
        (live) => batch.forEach((code) => this.resolve(code, live.has(code))),
        () => batch.forEach((code) => this.resolve(code, false)),
      );
    }
  }

  /**
   * Renews the leases of the batch's rooms not rebuilt yet (from `from` on, in the map's order) and
   * leaves out, forgotten, those another process holds now.
   */
  private async keepLeases(taken: Map<string, Taken>, from?: string): Promise<void> {
    const codes = [...taken.keys()];
    const rest = from === undefined ? codes : codes.slice(codes.indexOf(from));
    const lost = await this.deps.leases.renew(rest).catch(() => [] as string[]);
    for (const code of lost) {
      taken.delete(code);
      this.deps.abandon(code);
      this.resolve(code, false);
    }
  }

  private resolve(code: string, taken: boolean): void {
    const resolve = this.resolvers.get(code);
    this.resolvers.delete(code);
    resolve?.(taken);
  }

  /** The codes of the batch that are live here afterwards. */
  private async takeBatch(codes: string[]): Promise<Set<string>> {
    const live = new Set<string>();
    if (!this.deps.active() || this.deps.paused()) return live;
    const started = performance.now();
    const ours = await this.deps.leases.acquireMany(codes);
    if (ours.length === 0) return live;
    if (this.deps.paused()) {
      // Asked before a Redis outage, answered after it: the rooms' owners are renewing their leases.
      await this.deps.leases.release(ours).catch(() => undefined);
      return live;
    }
    for (const code of ours) this.held.add(code);
    try {
      return await this.takeHeld(ours, live, { asked: codes.length, started, leased: performance.now() });
    } finally {
      for (const code of ours) this.held.delete(code);
    }
  }

  private async takeHeld(ours: string[], live: Set<string>, timing: { asked: number; started: number; leased: number }): Promise<Set<string>> {
    const { db, leases } = this.deps;
    let taken: Map<string, Taken>;
    let bumped: number;
    try {
      taken = await takeRooms(db, ours, this.deps.now());
      bumped = performance.now();
      // Only after the bump: the logs as of then, with every move a stale owner got in before it.
      const inPlay = [...taken.values()].filter((t) => t.record.matchId !== null && phaseOf(t.record) !== 'lobby');
      const matches = await loadMatches(db, inPlay.map((t) => t.record.matchId!));
      for (const t of inPlay) {
        const match = matches.get(t.record.matchId!);
        if (match) t.match = match;
      }
    } catch (error) {
      // Nothing was restored: the rooms are free for the next scan (a bumped epoch only fences harder).
      for (const code of ours) this.deps.abandon(code, error);
      await leases.release(ours).catch(() => undefined);
      return live;
    }
    const read = performance.now();
    const gone = ours.filter((code) => !taken.has(code));
    for (const code of gone) this.deps.abandon(code);
    await leases.release(gone).catch(() => undefined);
    // On a starved machine the steps above can outlast a lease: a room whose lease went to another
    // process meanwhile (it bumped the epoch again) is not rebuilt here, or two processes would hold it.
    await this.keepLeases(taken);
    // A slice of rooms per turn: each slice is announced (and its waiting clients answered) as soon as
    // it is rebuilt, and the process serves its own rooms between slices.
    let ready: string[] = [];
    const announce = (): void => {
      for (const code of ready) {
        live.add(code);
        this.resolve(code, true);
      }
      this.deps.announce(ready);
      ready = [];
    };
    let sliceStart = performance.now();
    let renewedAt = performance.now();
    for (const t of taken.values()) {
      if (performance.now() - renewedAt >= leases.leaseMs / 4) {
        await this.keepLeases(taken, t.record.code);
        renewedAt = performance.now();
        if (!taken.has(t.record.code)) continue;
      }
      let ok = false;
      try {
        ok = this.deps.active() && (await this.deps.restore(t));
        if (!ok) this.deps.abandon(t.record.code);
      } catch (error) {
        this.deps.abandon(t.record.code, error);
      }
      if (ok) ready.push(t.record.code);
      else await leases.release([t.record.code]).catch(() => undefined);
      if (performance.now() - sliceStart >= RESTORE_SLICE_MS) {
        announce();
        await yieldTurn();
        sliceStart = performance.now();
      }
    }
    announce();
    const ms = (from: number, to: number): number => Math.round(to - from);
    this.deps.log.info(
      {
        asked: timing.asked,
        leased: ours.length,
        taken: live.size,
        ms: { leases: ms(timing.started, timing.leased), bump: ms(timing.leased, bumped), logs: ms(bumped, read), restore: ms(read, performance.now()) },
      },
      'takeover batch',
    );
    return live;
  }
}

function phaseOf(record: RoomRecord): unknown {
  return record.data !== null && typeof record.data === 'object' ? (record.data as { phase?: unknown }).phase : undefined;
}
