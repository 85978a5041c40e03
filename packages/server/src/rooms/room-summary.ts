/**
 * The summary between two deals (issue 14: pacing is the server's). When a deal ends and the match goes
 * on, the room's summary is open (`openSummary`): clocks and bots wait (`shouldRun`), moves are refused. It ends when every
 * connected seated phone has sent `deal:next`, or after the host's `summarySeconds`; a table without a
 * connected seated phone skips it. `onClosed` lets the owner start the next deal's clocks and bots.
 */
import type { TimerHandle } from '../timers.ts';
import type { Speaker } from './link.ts';
import { seatOf } from './lobby-slots.ts';
import { RoomError } from './room-error.ts';
import { settle, STATE_CHANGED, UNCHANGED, type RoomChange } from './room-changes.ts';
import { summaryWaiting } from './room-views.ts';
import type { RoomCore } from './room-core.ts';

export class DealSummary {
  private timer: TimerHandle | null = null;

  constructor(
    private readonly room: RoomCore,
    private readonly onClosed: () => void,
  ) {}

  begin(deal: number): void {
    const room = this.room;
    this.end();
    const summary = room.openSummary(deal);
    if (summaryWaiting(room).length === 0) {
      // Nobody at the table to show it to: bots-only rooms go on at once.
      room.closeSummary();
      return;
    }
    this.timer = room.timers.setTimeout(() => {
      room.queue.spawn('the end of the summary', () => {
        if (room.summary !== summary || room.closed) return;
        return settle(room, this.close());
      });
    }, room.config.summarySeconds * room.timings.clockSecondMs);
  }

  /** Drops the summary and its timer (nothing is broadcast). */
  end(): void {
    this.room.timers.clearTimeout(this.timer);
    this.timer = null;
    this.room.closeSummary();
  }

  /** The summary is over: the next deal's clocks and bots start, everyone is to be told. */
  close(): RoomChange {
    this.end();
    this.onClosed();
    return STATE_CHANGED;
  }

  /** A seated phone is ready for the next deal; the last one ends the summary. A late tap does nothing. */
  nextDeal(speaker: Speaker): RoomChange {
    const room = this.room;
    const member = room.requireMember(speaker);
    if (seatOf(room.slots, member.id) === null) throw new RoomError('NOT_SEATED', 'only a player at the table goes on to the next deal');
    if (!room.summary || room.summary.ready.has(member.id)) return UNCHANGED;
    room.summaryReady(member.id);
    return summaryWaiting(room).length === 0 ? this.close() : STATE_CHANGED;
  }

  /** A phone that went away is not waited for; the last one gone ends the summary. */
  presenceChanged(): RoomChange {
    return this.room.summary && summaryWaiting(this.room).length === 0 ? this.close() : UNCHANGED;
  }
}
