/**
 * Pauses and suspension. A player reading the rules pauses the match for everyone until every reader has
 * closed them. The pause button (`requestPause`, issue 14: a seated phone or the host) pauses it until
 * the one who pressed it or the host resumes. The host can end any pause at once, and it ends by itself after
 * `pauseAutoResumeMs` (5 minutes; both are our additions). With no phone connected for
 * `suspendAfterMs` (10 minutes) the match is suspended until a phone returns. Either way the clocks
 * and bots stand still: the owner's `onRunningChanged` makes them follow `shouldRun`.
 *
 * Who may pause, and for how long, is one decision for every kind of pause request (`pausePermit`,
 * issue 15: a hostile guest could otherwise pause the evening for ever):
 * - only a phone holding a seat of the match pauses it by reading the rules; watchers read without
 *   pausing (the host too while watching; the pause button asks with its own kind, `button`, which the
 *   host may press while watching);
 * - once the host has resumed a member's pause, or that pause ran out by itself, that member's pauses
 *   are spent for the rest of the deal: they read on without pausing until the next deal begins;
 * - every pause ends by itself after `pauseAutoResumeMs`: so one deal can stand still for at most
 *   (seated phones) × 5 minutes, and the host can cut each pause short.
 */
import type { TimerHandle } from '../timers.ts';
import type { Member, Speaker } from './link.ts';
import { seatOf } from './lobby-slots.ts';
import { RoomError } from './room-error.ts';
import { broadcastState } from './room-views.ts';
import type { Room } from './room.ts';

/** What asks for the pause: a phone opening the rules (or a pause button, which routes here too). */
export type PauseKind = 'rules' | 'button';

export type PausePermit = { allowed: true; forMs: number } | { allowed: false; reason: 'not-playing' | 'watcher' | 'spent' };

/** The deal a pause belongs to: a member's spent pause lasts until this changes. */
function dealKey(room: Room): string {
  return `${room.match?.id ?? ''}:${room.dealHolders.length}`;
}

/** Members whose pauses are spent, with the deal they were spent in. */
const spentPauses = new WeakMap<Room, Map<string, string>>();

function spentIn(room: Room): Map<string, string> {
  let spent = spentPauses.get(room);
  if (!spent) spentPauses.set(room, (spent = new Map()));
  return spent;
}

/** May this member pause the match now, and for how long at most? One rule for every kind of request. */
export function pausePermit(room: Room, member: Member, kind: PauseKind): PausePermit {
  if (room.phase !== 'playing' || !room.match) return { allowed: false, reason: 'not-playing' };
  const seat = seatOf(room.slots, member.id);
  const seated = seat !== null && seat < room.match.seats;
  if (!seated && !(kind === 'button' && room.hostId === member.id)) return { allowed: false, reason: 'watcher' };
  if (spentIn(room).get(member.id) === dealKey(room)) return { allowed: false, reason: 'spent' };
  return { allowed: true, forMs: room.timings.pauseAutoResumeMs };
}

/** How long a pause started by these readers may last: the shortest of their permits. */
function pauseLength(room: Room, readers: readonly Member[]): number {
  let ms = room.timings.pauseAutoResumeMs;
  for (const m of readers) {
    const permit = pausePermit(room, m, 'rules');
    if (permit.allowed) ms = Math.min(ms, permit.forMs);
  }
  return ms;
}

/** The members whose reading holds the match now (shown on the TV as "paused: X reads the rules"). */
export function pausingReaders(room: Room): Member[] {
  return [...room.members.values()].filter((m) => m.readingRules && pausePermit(room, m, 'rules').allowed);
}

/** Clocks and bots run exactly when the match is on, not paused, not suspended and not between deals. */
export function shouldRun(room: Room): boolean {
  return room.phase === 'playing' && room.pausedSince === null && room.summary === null && !room.suspended && !room.closed;
}

export class PauseControl {
  private pauseTimer: TimerHandle | null = null;
  private suspendTimer: TimerHandle | null = null;

  constructor(
    private readonly room: Room,
    private readonly onRunningChanged: () => void,
  ) {}

  setReading(speaker: Speaker, reading: boolean): void {
    const member = this.room.requireMember(speaker);
    if (member.readingRules === reading) return;
    member.readingRules = reading;
    this.readersChanged();
    broadcastState(this.room);
  }

  /**
   * The pause button: `paused` true pauses the match (who may is `pausePermit`'s decision, kind
   * `button`; a pause already on stays as it is), false ends the pause that this phone asked for (the
   * host ends any pause).
   */
  requestPause(speaker: Speaker, paused: boolean): void {
    const room = this.room;
    const member = room.requireMember(speaker);
    const isHost = member.id === room.hostId;
    if (!paused) {
      if (room.pausedSince === null) return;
      if (isHost) return this.hostResume(speaker);
      if (room.pausedBy !== member.id) throw new RoomError('NOT_HOST', 'only the one who paused or the host can resume');
      room.pausedBy = null;
      this.readersChanged();
      broadcastState(room);
      return;
    }
    const permit = pausePermit(room, member, 'button');
    if (!permit.allowed) {
      if (permit.reason === 'not-playing') throw new RoomError('WRONG_PHASE', 'no match is being played');
      if (permit.reason === 'watcher') throw new RoomError('NOT_SEATED', 'only a player at the table or the host can pause');
      throw new RoomError('PAUSED', 'your pause for this deal is used up; the host can pause');
    }
    if (room.pausedBy !== null) return;
    room.pausedBy = member.id;
    room.log.info({ member: member.id }, 'paused by a player');
    this.readersChanged();
    broadcastState(room);
  }

  /**
   * Host: ends the pause at once; whoever still has the rules open reads on without pausing, and their
   * pauses are spent for the rest of the deal.
   */
  hostResume(speaker: Speaker): void {
    const room = this.room;
    room.requireHost(speaker);
    if (room.pausedSince === null) return;
    this.spendReaders();
    this.endPause();
    broadcastState(room);
  }

  /** The readers holding the match now (and who pressed pause, unless the host) will not pause it again in this deal. */
  private spendReaders(): void {
    const room = this.room;
    const key = dealKey(room);
    for (const m of pausingReaders(room)) spentIn(room).set(m.id, key);
    if (room.pausedBy !== null && room.pausedBy !== room.hostId) spentIn(room).set(room.pausedBy, key);
  }

  readersChanged(): void {
    const room = this.room;
    const readers = pausingReaders(room);
    const reading = readers.length > 0 || room.pausedBy !== null;
    if (room.phase === 'playing' && reading && room.pausedSince === null) {
      room.pausedSince = room.timers.now();
      room.pauseCount++;
      const pauseId = room.pauseCount;
      this.pauseTimer = room.timers.setTimeout(() => {
        void room.queue.run(() => {
          if (room.pausedSince === null || room.pauseCount !== pauseId) return;
          room.log.info('rules pause ended by itself');
          this.spendReaders();
          this.endPause();
          broadcastState(room);
        });
      }, pauseLength(room, readers));
      this.onRunningChanged();
    } else if (room.pausedSince !== null && !reading) {
      this.endPause();
    }
  }

  private endPause(): void {
    const room = this.room;
    for (const m of room.members.values()) m.readingRules = false;
    room.pausedBy = null;
    room.pausedSince = null;
    room.timers.clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
    this.onRunningChanged();
  }

  /** With no phone connected for a while, the match stands still until one comes back. */
  presenceChanged(): void {
    const room = this.room;
    if (room.phonesConnected()) {
      room.timers.clearTimeout(this.suspendTimer);
      this.suspendTimer = null;
      if (room.suspended) {
        room.suspended = false;
        room.log.info('match resumed: a phone is back');
        this.onRunningChanged();
        broadcastState(room);
      }
      return;
    }
    if (room.phase !== 'playing' || room.suspended || this.suspendTimer) return;
    this.suspendTimer = room.timers.setTimeout(() => {
      void room.queue.run(() => {
        this.suspendTimer = null;
        if (room.phonesConnected() || room.phase !== 'playing' || room.closed) return;
        room.suspended = true;
        room.log.info('match suspended: no phone connected');
        this.onRunningChanged();
        broadcastState(room);
      });
    }, room.timings.suspendAfterMs);
  }

  stop(): void {
    this.room.timers.clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
    this.room.timers.clearTimeout(this.suspendTimer);
    this.suspendTimer = null;
  }
}
