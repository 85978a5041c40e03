/**
 * Who may pause the match, who holds it now, and whether clocks and bots run: the rules that
 * room-pause.ts (which changes the pause) and room-views.ts (which shows it) share.
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
import type { Member } from './link.ts';
import { seatOf } from './lobby-slots.ts';
import type { RoomCore } from './room-core.ts';

/** What asks for the pause: a phone opening the rules (or a pause button, which routes here too). */
export type PauseKind = 'rules' | 'button';

export type PausePermit = { allowed: true; forMs: number } | { allowed: false; reason: 'not-playing' | 'watcher' | 'spent' };

/** The deal a pause belongs to: a member's spent pause lasts until this changes. */
function dealKey(room: RoomCore): string {
  return `${room.match?.id ?? ''}:${room.dealHolders.length}`;
}

/** Members whose pauses are spent, with the deal they were spent in. */
const spentPauses = new WeakMap<RoomCore, Map<string, string>>();

function spentIn(room: RoomCore): Map<string, string> {
  let spent = spentPauses.get(room);
  if (!spent) spentPauses.set(room, (spent = new Map()));
  return spent;
}

/** This member's pauses are spent for the rest of the current deal. */
export function spendPause(room: RoomCore, memberId: string): void {
  spentIn(room).set(memberId, dealKey(room));
}

/** May this member pause the match now, and for how long at most? One rule for every kind of request. */
export function pausePermit(room: RoomCore, member: Member, kind: PauseKind): PausePermit {
  if (room.phase !== 'playing' || !room.match) return { allowed: false, reason: 'not-playing' };
  const seat = seatOf(room.slots, member.id);
  const seated = seat !== null && seat < room.match.seats;
  if (!seated && !(kind === 'button' && room.hostId === member.id)) return { allowed: false, reason: 'watcher' };
  if (spentIn(room).get(member.id) === dealKey(room)) return { allowed: false, reason: 'spent' };
  return { allowed: true, forMs: room.timings.pauseAutoResumeMs };
}

/** How long a pause started by these readers may last: the shortest of their permits. */
export function pauseLength(room: RoomCore, readers: readonly Member[]): number {
  let ms = room.timings.pauseAutoResumeMs;
  for (const m of readers) {
    const permit = pausePermit(room, m, 'rules');
    if (permit.allowed) ms = Math.min(ms, permit.forMs);
  }
  return ms;
}

/** The members whose reading holds the match now (shown on the TV as "paused: X reads the rules"). */
export function pausingReaders(room: RoomCore): Member[] {
  return [...room.members.values()].filter((m) => m.readingRules && pausePermit(room, m, 'rules').allowed);
}

/**
 * Clocks and bots run exactly when the match is on, not paused, not suspended, not between deals and
 * not on hold (room-hold.ts: nothing is played that could not be stored).
 */
export function shouldRun(room: RoomCore): boolean {
  return room.phase === 'playing' && room.pausedSince === null && room.summary === null && !room.suspended && room.hold === null && !room.closed;
}
