/**
 * A move, from the phone's message (or a bot's or the clock's choice) to everyone's screen. The order is
 * fixed: judge it (nothing changes yet) → append it to the store and wait → commit → publish (through
 * the rooms' one handler, room-changes.ts `settle`). So
 * nothing is broadcast that the log does not hold, and a failed write changes nothing (a storage outage
 * is answered STORAGE_UNAVAILABLE and puts the room on hold: room-hold.ts). Everything runs
 * in the room's serial queue. What a deal's end sets off (claims, the summary, the match's end, the next
 * bots) is the owner's (room-play.ts), through `MoveHooks`.
 */
import type { Speaker } from './link.ts';
import { seatOf } from './lobby-slots.ts';
import type { Judged, SystemEntry } from './match-session.ts';
import { holdersOf } from './outcomes.ts';
import type { RoomCore } from './room-core.ts';
import { RoomError } from './room-error.ts';
import { isStorageUnavailable, refuseWhileOnHold } from './room-hold.ts';
import { settle, type RoomChange } from './room-changes.ts';
import { memberSeats } from './room-views.ts';

export interface MoveFlags {
  byClock: boolean;
  byBot: boolean;
}

const BY_PHONE: MoveFlags = { byClock: false, byBot: false };

export interface MoveHooks {
  /** A deal ended: claims happen and (unless `over`) the summary begins. Returns whether seats changed. */
  dealEnded(over: boolean): boolean;
  /** Clocks and bots follow whether the match runs now. */
  syncRunning(): void;
  /** The match is over: score and record it (what it changed is settled here, after the move's update). */
  matchOver(): Promise<RoomChange>;
  /** The next seats to act: bots are scheduled. */
  scheduleActors(): void;
}

export class MatchMoves {
  constructor(
    private readonly room: RoomCore,
    private readonly hooks: MoveHooks,
  ) {}

  /** A phone's move against state `seq`; returns the new seq. */
  async move(speaker: Speaker, seq: number, raw: unknown): Promise<number> {
    const room = this.room;
    const member = room.requireMember(speaker);
    const match = room.match;
    if (room.phase !== 'playing' || !match) throw new RoomError('WRONG_PHASE', 'no match is being played');
    const seat = seatOf(room.slots, member.id);
    if (seat === null) throw new RoomError('NOT_SEATED', 'you hold no seat in this match');
    refuseWhileOnHold(room);
    if (room.pausedSince !== null) throw new RoomError('PAUSED', 'the match is paused');
    if (room.summary !== null) throw new RoomError('WRONG_PHASE', 'the deal is over: the next one starts when everyone is ready');
    if (seq !== match.seq) throw new RoomError('STALE_STATE', `the move was made against state ${seq}; the table is at ${match.seq}`);
    room.touch();
    await this.commit(seat, raw, BY_PHONE);
    return match.seq;
  }

  /** Judges, stores, commits and broadcasts a seat's move (refused with the engine's code). */
  async commit(seat: number, raw: unknown, flags: MoveFlags): Promise<void> {
    // A bot's or the clock's move too: nothing is played while the room is on hold (room-hold.ts).
    refuseWhileOnHold(this.room);
    const result = this.room.match!.judge(seat, raw);
    if (!result.ok) throw new RoomError(result.error.code, result.error.message);
    await this.apply(result.judged, flags);
  }

  /** A system entry (abort, finish after this deal) into the match's log; an abort is only stored. */
  async appendSystem(entry: SystemEntry): Promise<void> {
    const result = this.room.match!.judgeSystem(entry);
    if (!result.ok) throw new RoomError(result.error.code, result.error.message);
    if (entry.system === 'abort') {
      await this.persist(result.judged, BY_PHONE);
      this.room.log.info({ match: this.room.match!.id }, 'match aborted');
      return;
    }
    await this.apply(result.judged, BY_PHONE);
  }

  private persist(judged: Judged, flags: MoveFlags): Promise<void> {
    const room = this.room;
    const match = room.match!;
    // A learning deal is not stored (issue 18 part 3): the lesson itself is its record.
    if (match.isLesson) return Promise.resolve();
    return room.deps.store.appendMove({
      matchId: match.id,
      seq: match.seq + 1,
      seat: judged.seat,
      move: judged.move,
      byClock: flags.byClock,
      at: room.timers.now(),
    });
  }

  /**
   * Issue 26: the last entry whose write failed with an outage. A connection lost during the commit
   * leaves it unknown whether the database has it; `settleUncertain` looks when the storage is back.
   */
  private uncertain: { matchId: string; seq: number; judged: Judged; flags: MoveFlags } | null = null;

  /**
   * The storage is back (in the room's queue, before the hold ends): an entry refused for an outage that
   * the database did store after all is played now — the log is the truth — so that the room and its
   * log agree again (else its next append would be refused out of order). Not stored: nothing to do.
   */
  async settleUncertain(): Promise<void> {
    const uncertain = this.uncertain;
    const match = this.room.match;
    if (!uncertain || !match || match.id !== uncertain.matchId || match.seq !== uncertain.seq - 1) {
      this.uncertain = null;
      return;
    }
    const log = await this.room.deps.store.loadMatch(match.id);
    this.uncertain = null;
    const stored = log?.moves.find((m) => m.seq === uncertain.seq);
    if (!stored || stored.seat !== uncertain.judged.seat) return;
    this.room.log.warn({ match: match.id, seq: uncertain.seq }, 'an entry whose write seemed lost in the outage was stored: played now');
    await this.apply(uncertain.judged, uncertain.flags, true);
  }

  private async apply(judged: Judged, flags: MoveFlags, stored = false): Promise<void> {
    const room = this.room;
    const match = room.match!;
    if (!stored) {
      try {
        await this.persist(judged, flags);
      } catch (error) {
        if (isStorageUnavailable(error) && !match.isLesson) this.uncertain = { matchId: match.id, seq: match.seq + 1, judged, flags };
        throw error;
      }
    }
    // Issue 28 §1: who holds the seats at the first move played the match from its first deal.
    if (judged.seat !== null) room.recordStartSeats();
    match.commit(judged);
    if (judged.seat !== null) room.moveSelected(judged.seat, null);
    let seatsChanged = false;
    const over = match.isOver();
    const seatsBefore = judged.dealEnded ? memberSeats(room) : undefined;
    if (judged.dealEnded) {
      room.recordDealHolders(holdersOf(room.slots));
      room.selectionsCleared();
      seatsChanged = this.hooks.dealEnded(over);
    }
    if (over) room.clocks.clear();
    else room.clocks.update(match.toAct(), judged.seat);
    if (room.summary) this.hooks.syncRunning();
    // Published by the rooms' one handler; nothing to store: the log holds the entry already. The
    // summary (room state) goes out before the update, so that no phone plays into it.
    await settle(room, {
      ...(room.summary ? { stateFirst: true } : {}),
      update: { base: { seat: judged.seat, byClock: flags.byClock, byBot: flags.byBot, events: judged.events }, ...(seatsChanged && seatsBefore ? { seatsBefore } : {}) },
      ...(seatsChanged ? { publish: 'snapshots' as const } : {}),
    });
    if (over) await this.afterCommit(async () => settle(room, await this.hooks.matchOver()));
    else {
      if (judged.dealEnded) await this.afterCommit(() => settle(room, { store: true }));
      this.hooks.scheduleActors();
    }
  }

  /**
   * What follows a stored move (the room's record, the match's end). A storage outage there does not
   * fail the move — it is stored and everyone has seen it — the room is on hold and writes the rest
   * when the storage is back (MatchPlay.storageBack).
   */
  private async afterCommit(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!isStorageUnavailable(error)) throw error;
      this.room.log.warn('a stored move’s follow-up waits for the storage');
    }
  }
}
