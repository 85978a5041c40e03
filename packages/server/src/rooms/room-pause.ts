/**
 * The rules pause and suspension. A phone reading the rules pauses the match for everyone until every
 * reader has closed them; the host can end the pause at once, and it ends by itself after
 * `pauseAutoResumeMs` (5 minutes; both are our additions). With no phone connected for
 * `suspendAfterMs` (10 minutes) the match is suspended until a phone returns. Either way the clocks
 * and bots stand still: the owner's `onRunningChanged` makes them follow `shouldRun`.
 */
import type { TimerHandle } from '../timers.ts';
import type { Speaker } from './link.ts';
import { broadcastState } from './room-views.ts';
import type { Room } from './room.ts';

/** Clocks and bots run exactly when the match is on, not paused and not suspended. */
export function shouldRun(room: Room): boolean {
  return room.phase === 'playing' && room.pausedSince === null && !room.suspended && !room.closed;
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

  /** Host: ends the pause at once; whoever still has the rules open reads on without pausing. */
  hostResume(speaker: Speaker): void {
    const room = this.room;
    room.requireHost(speaker);
    if (room.pausedSince === null) return;
    this.endPause();
    broadcastState(room);
  }

  readersChanged(): void {
    const room = this.room;
    const reading = [...room.members.values()].some((m) => m.readingRules);
    if (room.phase === 'playing' && reading && room.pausedSince === null) {
      room.pausedSince = room.timers.now();
      room.pauseCount++;
      const pauseId = room.pauseCount;
      this.pauseTimer = room.timers.setTimeout(() => {
        void room.queue.run(() => {
          if (room.pausedSince === null || room.pauseCount !== pauseId) return;
          room.log.info('rules pause ended by itself');
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
