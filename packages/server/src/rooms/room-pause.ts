/**
 * Pauses and suspension. A player reading the rules pauses the match for everyone until every reader has
 * closed them. The pause button (`requestPause`, issue 14: a seated phone or the host) pauses it until
 * the one who pressed it or the host resumes. The host can end any pause at once, and it ends by itself after
 * `pauseAutoResumeMs` (5 minutes; both are our additions). With no phone connected for
 * `suspendAfterMs` (10 minutes) the match is suspended until a phone returns (a pause still on ends
 * then: nobody is there to read). Either way the clocks and bots stand still: the owner's
 * `onRunningChanged` makes them follow `shouldRun`. Who may pause is pause-rules.ts's decision.
 */
import type { TimerHandle } from '../timers.ts';
import type { Speaker } from './link.ts';
import { pauseLength, pausePermit, pausingReaders, spendPause } from './pause-rules.ts';
import type { RoomCore } from './room-core.ts';
import { RoomError } from './room-error.ts';
import { broadcastState } from './room-views.ts';

export class PauseControl {
  private pauseTimer: TimerHandle | null = null;
  private suspendTimer: TimerHandle | null = null;
  /** Counts pauses, so that an old pause's auto-resume timer cannot end a newer pause. */
  private pauseCount = 0;

  constructor(
    private readonly room: RoomCore,
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
      room.setPausedBy(null);
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
    // Suspended (no seated phone connected): the match stands still already, and a pause on top of a
    // suspension would be two states at once (the room's invariant); the host is told so.
    if (room.suspended) throw new RoomError('WRONG_PHASE', 'the match is suspended until a player is back');
    room.log.info({ member: member.id }, 'paused by a player');
    if (room.pausedSince === null) this.startPause(member.id);
    else room.setPausedBy(member.id);
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
    for (const m of pausingReaders(room)) spendPause(room, m.id);
    if (room.pausedBy !== null && room.pausedBy !== room.hostId) spendPause(room, room.pausedBy);
  }

  readersChanged(): void {
    const room = this.room;
    const reading = pausingReaders(room).length > 0 || room.pausedBy !== null;
    if (room.phase === 'playing' && !room.suspended && reading && room.pausedSince === null) this.startPause(null);
    else if (room.pausedSince !== null && !reading) this.endPause();
  }

  /** A pause begins (`by`: who pressed the button; null for the readers of the rules). */
  private startPause(by: string | null): void {
    const room = this.room;
    room.setPaused({ since: room.timers.now(), by });
    const pauseId = ++this.pauseCount;
    this.pauseTimer = room.timers.setTimeout(() => {
      room.queue.spawn('the end of a rules pause', () => {
        if (room.pausedSince === null || this.pauseCount !== pauseId) return;
        room.log.info('rules pause ended by itself');
        this.spendReaders();
        this.endPause();
        broadcastState(room);
      });
    }, pauseLength(room, pausingReaders(room)));
    this.onRunningChanged();
  }

  private endPause(): void {
    const room = this.room;
    for (const m of room.members.values()) m.readingRules = false;
    room.setPaused(null);
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
        room.setSuspended(false);
        room.log.info('match resumed: a phone is back');
        this.onRunningChanged();
        broadcastState(room);
      }
      return;
    }
    if (room.phase !== 'playing' || room.suspended || this.suspendTimer) return;
    this.suspendTimer = room.timers.setTimeout(() => {
      room.queue.spawn('the suspension', () => {
        this.suspendTimer = null;
        if (room.phonesConnected() || room.phase !== 'playing' || room.closed) return;
        if (room.pausedSince !== null) this.endPause();
        room.setSuspended(true);
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
