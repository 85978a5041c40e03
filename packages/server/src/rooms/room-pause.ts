/**
 * Pauses and suspension. A phone reading the rules pauses the match for everyone until every reader has
 * closed them. The pause button (a seated phone or the host, `requestPause`: the one entry point of a
 * pause asked for by a person, where limits on who may pause how often belong) pauses until the one who
 * pressed it or the host resumes. The host can end any pause at once, and a pause ends by itself after
 * `pauseAutoResumeMs` (5 minutes; both are our additions). With no phone connected for
 * `suspendAfterMs` (10 minutes) the match is suspended until a phone returns. Either way the clocks
 * and bots stand still: the owner's `onRunningChanged` makes them follow `shouldRun`.
 */
import type { TimerHandle } from '../timers.ts';
import type { Speaker } from './link.ts';
import { seatOf } from './lobby-slots.ts';
import { RoomError } from './room-error.ts';
import { broadcastState } from './room-views.ts';
import type { Room } from './room.ts';

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
   * The pause button: `paused` true pauses the match (a seated phone or the host; a pause already on
   * stays as it is), false ends the pause that this phone asked for (the host ends any pause).
   */
  requestPause(speaker: Speaker, paused: boolean): void {
    const room = this.room;
    const member = room.requireMember(speaker);
    const isHost = member.id === room.hostId;
    if (room.phase !== 'playing') throw new RoomError('WRONG_PHASE', 'no match is being played');
    if (!isHost && seatOf(room.slots, member.id) === null) throw new RoomError('NOT_SEATED', 'only a player at the table or the host can pause');
    if (!paused) {
      if (room.pausedSince === null) return;
      if (isHost) return this.hostResume(speaker);
      if (room.pausedBy !== member.id) throw new RoomError('NOT_HOST', 'only the one who paused or the host can resume');
      room.pausedBy = null;
      this.readersChanged();
      broadcastState(room);
      return;
    }
    if (room.pausedBy !== null) return;
    room.pausedBy = member.id;
    room.log.info({ member: member.id }, 'paused by a player');
    this.readersChanged();
    broadcastState(room);
  }

  /** Host: ends the pause at once; whoever still has the rules open reads on without pausing. */
  hostResume(speaker: Speaker): void {
    const room = this.room;
    room.requireHost(speaker);
    if (room.pausedSince === null) return;
    this.endPause();
    broadcastState(room);
  }

  /** Someone opened or closed the rules, or pressed or released pause: the pause follows. */
  readersChanged(): void {
    const room = this.room;
    const reading = [...room.members.values()].some((m) => m.readingRules) || room.pausedBy !== null;
    if (room.phase === 'playing' && reading && room.pausedSince === null) {
      room.pausedSince = room.timers.now();
      room.pauseCount++;
      const pauseId = room.pauseCount;
      this.pauseTimer = room.timers.setTimeout(() => {
        void room.queue.run(() => {
          if (room.pausedSince === null || room.pauseCount !== pauseId) return;
          room.log.info('pause ended by itself');
          this.endPause();
          broadcastState(room);
        });
      }, room.timings.pauseAutoResumeMs);
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
