/**
 * Pauses and suspension. A player reading the rules pauses the match for everyone until every reader has
 * closed them. The pause button (`requestPause`, issue 14: a seated phone or the host) pauses it until
 * the one who pressed it or the host resumes. The host can end any pause at once, and it ends by itself
 * when its holders' pause time is used up: `pauseAutoResumeMs` (5 minutes) per seated phone and deal in
 * all (pause-rules.ts; both are our additions). Every change of who holds the pause charges the time
 * since the last change to those who held it, and moves the pause's end. With no phone connected for
 * `suspendAfterMs` (10 minutes) the match is suspended until a phone returns (a pause still on ends
 * then: nobody is there to read). Either way the clocks and bots stand still: the owner's
 * `onRunningChanged` makes them follow `shouldRun`. Who may pause is pause-rules.ts's decision.
 */
import type { TimerHandle } from '../timers.ts';
import type { Speaker } from './link.ts';
import { chargedHolders, chargePause, pauseLeftMs, pausePermit, pausingReaders, setPauseEndsAt, spendPause } from './pause-rules.ts';
import type { RoomCore } from './room-core.ts';
import { RoomError } from './room-error.ts';
import { settle, STATE_CHANGED, UNCHANGED, type RoomChange } from './room-changes.ts';

export class PauseControl {
  private pauseTimer: TimerHandle | null = null;
  private suspendTimer: TimerHandle | null = null;
  /** Counts pauses, so that an old pause's auto-resume timer cannot end a newer pause. */
  private pauseCount = 0;
  /** Who the running pause is charged to, each since when (the last change of holders). */
  private holding = new Map<string, number>();

  constructor(
    private readonly room: RoomCore,
    private readonly onRunningChanged: () => void,
  ) {}

  setReading(speaker: Speaker, reading: boolean): RoomChange {
    const member = this.room.requireMember(speaker);
    if (member.readingRules === reading) return UNCHANGED;
    member.readingRules = reading;
    this.readersChanged();
    return STATE_CHANGED;
  }

  /**
   * The pause button: `paused` true pauses the match (who may is `pausePermit`'s decision, kind
   * `button`; a pause already on stays as it is), false ends the pause that this phone asked for (the
   * host ends any pause).
   */
  requestPause(speaker: Speaker, paused: boolean): RoomChange {
    const room = this.room;
    const member = room.requireMember(speaker);
    const isHost = member.id === room.hostId;
    if (!paused) {
      if (room.pausedSince === null) return UNCHANGED;
      if (isHost) return this.hostResume(speaker);
      if (room.pausedBy !== member.id) throw new RoomError('NOT_HOST', 'only the one who paused or the host can resume');
      room.setPausedBy(null);
      this.readersChanged();
      return STATE_CHANGED;
    }
    const permit = pausePermit(room, member, 'button');
    if (!permit.allowed) {
      if (permit.reason === 'not-playing') throw new RoomError('WRONG_PHASE', 'no match is being played');
      if (permit.reason === 'watcher') throw new RoomError('NOT_SEATED', 'only a player at the table or the host can pause');
      throw new RoomError('PAUSED', 'your pause for this deal is used up; the host can pause');
    }
    if (room.pausedBy !== null) return UNCHANGED;
    // Suspended (no seated phone connected): the match stands still already, and a pause on top of a
    // suspension would be two states at once (the room's invariant); the host is told so.
    if (room.suspended) throw new RoomError('WRONG_PHASE', 'the match is suspended until a player is back');
    room.log.info({ member: member.id }, 'paused by a player');
    if (room.pausedSince === null) this.startPause(member.id);
    else {
      room.setPausedBy(member.id);
      this.holdersChanged();
    }
    return STATE_CHANGED;
  }

  /**
   * Host: ends the pause at once; whoever still has the rules open reads on without pausing, and their
   * pauses are spent for the rest of the deal.
   */
  hostResume(speaker: Speaker): RoomChange {
    const room = this.room;
    room.requireHost(speaker);
    if (room.pausedSince === null) return UNCHANGED;
    this.spendReaders();
    this.endPause();
    return STATE_CHANGED;
  }

  /** The readers holding the match now (and who pressed pause, unless the host) will not pause it again in this deal. */
  private spendReaders(): void {
    const room = this.room;
    for (const m of pausingReaders(room)) spendPause(room, m.id);
    if (room.pausedBy !== null && room.pausedBy !== room.hostId) spendPause(room, room.pausedBy);
  }

  readersChanged(): void {
    const room = this.room;
    const reading = pausingReaders(room).length > 0 || room.pausedBy !== null;
    if (room.phase === 'playing' && !room.suspended && reading && room.pausedSince === null) this.startPause(null);
    else if (room.pausedSince !== null && !reading) this.endPause();
    else if (room.pausedSince !== null) this.holdersChanged();
  }

  /** Charges the time since the last change to those who held the pause; the pause's end follows the new holders. */
  private chargeHolders(): void {
    const room = this.room;
    const now = room.timers.now();
    for (const [id, since] of this.holding) chargePause(room, id, now - since);
    this.holding = new Map(room.pausedSince === null ? [] : chargedHolders(room).map((id) => [id, now]));
  }

  /**
   * Who holds the pause may have changed: charge, and end the pause when the last holder's time is
   * used up (the host's own button: 5 minutes after the pause began).
   */
  private holdersChanged(): void {
    const room = this.room;
    this.chargeHolders();
    room.timers.clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
    if (room.pausedSince === null) return setPauseEndsAt(room, null);
    const now = room.timers.now();
    let endsAt = now;
    for (const id of this.holding.keys()) endsAt = Math.max(endsAt, now + pauseLeftMs(room, id));
    if (room.pausedBy !== null && room.pausedBy === room.hostId) endsAt = Math.max(endsAt, room.pausedSince + room.timings.pauseAutoResumeMs);
    setPauseEndsAt(room, endsAt);
    const pauseId = this.pauseCount;
    this.pauseTimer = room.timers.setTimeout(() => {
      room.queue.spawn('the end of a pause', () => {
        if (room.pausedSince === null || this.pauseCount !== pauseId) return;
        room.log.info('pause ended by itself: its time is used up');
        this.chargeHolders();
        this.spendReaders();
        this.endPause();
        return settle(room, STATE_CHANGED);
      });
    }, endsAt - now);
  }

  /** A pause begins (`by`: who pressed the button; null for the readers of the rules). */
  private startPause(by: string | null): void {
    const room = this.room;
    room.setPaused({ since: room.timers.now(), by });
    ++this.pauseCount;
    this.holding.clear();
    this.holdersChanged();
    this.onRunningChanged();
  }

  private endPause(): void {
    const room = this.room;
    this.chargeHolders();
    for (const m of room.members.values()) m.readingRules = false;
    room.setPaused(null);
    this.holding.clear();
    setPauseEndsAt(room, null);
    room.timers.clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
    this.onRunningChanged();
  }

  /** With no phone connected for a while, the match stands still until one comes back. */
  presenceChanged(): RoomChange {
    const room = this.room;
    if (room.phonesConnected()) {
      room.timers.clearTimeout(this.suspendTimer);
      this.suspendTimer = null;
      if (!room.suspended) return UNCHANGED;
      room.setSuspended(false);
      room.log.info('match resumed: a phone is back');
      this.onRunningChanged();
      return STATE_CHANGED;
    }
    if (room.phase !== 'playing' || room.suspended || this.suspendTimer) return UNCHANGED;
    this.suspendTimer = room.timers.setTimeout(() => {
      room.queue.spawn('the suspension', () => {
        this.suspendTimer = null;
        if (room.phonesConnected() || room.phase !== 'playing' || room.closed) return;
        if (room.pausedSince !== null) this.endPause();
        room.setSuspended(true);
        room.log.info('match suspended: no phone connected');
        this.onRunningChanged();
        return settle(room, STATE_CHANGED);
      });
    }, room.timings.suspendAfterMs);
    return UNCHANGED;
  }

  stop(): void {
    this.room.timers.clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
    this.room.timers.clearTimeout(this.suspendTimer);
    this.suspendTimer = null;
  }
}
