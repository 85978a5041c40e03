/**
 * Seats for late-comers (issue 14): a phone takes an open or a bot's seat (`seat:claim`) — at once
 * outside a match and in the summary between deals, otherwise when the current deal ends; in a
 * partnership game the host allows it first (`host:approveClaim`). The room's `claims` and
 * `unapprovedClaims` are the state; the owner applies claims at the end of each deal (`apply`).
 */
import type { Speaker } from './link.ts';
import { seatOf } from './lobby-slots.ts';
import { RoomError } from './room-error.ts';
import { STORED_SNAPSHOTS, STORED_STATE, type RoomChange } from './room-changes.ts';
import type { RoomCore } from './room-core.ts';

export class SeatClaims {
  constructor(private readonly room: RoomCore) {}

  /**
   * Taking over a bot's (or, outside a match, an open) seat: at once outside a match and in the summary
   * between deals; otherwise at the end of the current deal. In a partnership game a claim during a
   * match waits for the host's approval too (the host's own claim needs none).
   */
  claim(speaker: Speaker, seat: number): { pending: boolean; change: RoomChange } {
    const room = this.room;
    const member = room.requireMember(speaker);
    // Issue 30 part 4: an outside bot plays the seat it was invited to (the host may move it).
    if (member.outside) throw new RoomError('NOT_SEATED', 'an outside bot plays the seat it was invited to; the host arranges the seats');
    const slot = room.slots[seat];
    if (!slot) throw new RoomError('BAD_SEATS', `there is no seat ${seat}`);
    if (room.phase !== 'playing') {
      if (slot.kind === 'human') throw new RoomError('SEAT_TAKEN', 'someone sits there');
      room.seatMember(seat, member.id);
      return { pending: false, change: STORED_SNAPSHOTS };
    }
    if (slot.kind !== 'bot') throw new RoomError('SEAT_TAKEN', 'only a bot’s seat can be taken over during a match');
    if (seatOf(room.slots, member.id) !== null) throw new RoomError('BAD_SEATS', 'you hold a seat already');
    const claimer = room.claims.get(seat);
    if (claimer !== undefined && claimer !== member.id) throw new RoomError('SEAT_TAKEN', 'someone else takes this seat at the next deal');
    room.seatClaimed(seat, member.id, room.match?.game.meta.teams !== undefined && member.id !== room.hostId);
    const now = room.summary !== null && !room.unapprovedClaims.has(seat) && this.apply();
    return { pending: !now, change: now ? STORED_SNAPSHOTS : STORED_STATE };
  }

  /** Host, partnership game: lets a waiting claim happen (at once in the summary) or drops it. */
  approve(speaker: Speaker, seat: number, allow: boolean): RoomChange {
    const room = this.room;
    room.requireHost(speaker);
    if (!room.claims.has(seat) || !room.unapprovedClaims.has(seat)) throw new RoomError('BAD_SEATS', `no claim of seat ${seat} waits for you`);
    if (allow) room.claimApproved(seat);
    else room.claimDropped(seat);
    const now = allow && room.summary !== null && this.apply();
    return now ? STORED_SNAPSHOTS : STORED_STATE;
  }

  /** Approved claims of bot seats happen (the end of a deal, or the summary); unapproved ones wait. */
  apply(): boolean {
    const room = this.room;
    let changed = false;
    for (const [seat, memberId] of room.claims) {
      if (room.unapprovedClaims.has(seat)) {
        if (!room.members.has(memberId) || room.slots[seat]?.kind !== 'bot') room.claimDropped(seat);
        continue;
      }
      if (room.slots[seat]?.kind === 'bot' && room.members.has(memberId) && seatOf(room.slots, memberId) === null) {
        room.seatMember(seat, memberId);
        changed = true;
      }
      room.claimDropped(seat);
    }
    return changed;
  }
}
