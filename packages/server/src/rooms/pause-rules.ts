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
 * - each seated phone has `pauseAutoResumeMs` (5 minutes) of pause per deal in all, rules sheet and
 *   pause button together (issue 26: ending one's own pause and pausing again used to start a fresh
 *   5 minutes). Every moment a phone holds the match (reading the rules, or the one who pressed pause)
 *   is charged to it; a pause goes on while one of its holders has time left and ends by itself when the
 *   last one's time is used up. So one deal can stand still for at most (seated phones) × 5 minutes; the
 *   host can cut each pause short. The host's own pause button is not charged (the host can end any
 *   pause, and the match) but ends by itself after 5 minutes too.
 * The time used is kept in memory with the room (a restart or a takeover forgets it, as the spent pauses).
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

/** Pause time each member has held the match for in a deal, ms. */
const usedPauses = new WeakMap<RoomCore, Map<string, { deal: string; ms: number }>>();

function usedIn(room: RoomCore): Map<string, { deal: string; ms: number }> {
  let used = usedPauses.get(room);
  if (!used) usedPauses.set(room, (used = new Map()));
  return used;
}

/** Pause time this member has left in the current deal, ms (≤ 0: used up). */
export function pauseLeftMs(room: RoomCore, memberId: string): number {
  const used = usedIn(room).get(memberId);
  return room.timings.pauseAutoResumeMs - (used && used.deal === dealKey(room) ? used.ms : 0);
}

/** Charges `ms` of holding the match to this member's pause time in the current deal. */
export function chargePause(room: RoomCore, memberId: string, ms: number): void {
  const deal = dealKey(room);
  const used = usedIn(room).get(memberId);
  usedIn(room).set(memberId, { deal, ms: (used && used.deal === deal ? used.ms : 0) + Math.max(0, ms) });
}

/** The members whose time a pause is charged to now: the seated readers, and who pressed pause unless the host. */
export function chargedHolders(room: RoomCore): string[] {
  const ids = pausingReaders(room).map((m) => m.id);
  if (room.pausedBy !== null && room.pausedBy !== room.hostId && !ids.includes(room.pausedBy)) ids.push(room.pausedBy);
  return ids;
}

/** When the current pause ends by itself (epoch ms), as room-pause.ts scheduled it; for the views. */
const pauseEnds = new WeakMap<RoomCore, number>();

export function setPauseEndsAt(room: RoomCore, at: number | null): void {
  if (at === null) pauseEnds.delete(room);
  else pauseEnds.set(room, at);
}

export function pauseEndsAt(room: RoomCore): number | null {
  return room.pausedSince === null ? null : (pauseEnds.get(room) ?? room.pausedSince + room.timings.pauseAutoResumeMs);
}

/** May this member pause the match now, and for how long at most? One rule for every kind of request. */
export function pausePermit(room: RoomCore, member: Member, kind: PauseKind): PausePermit {
  if (room.phase !== 'playing' || !room.match) return { allowed: false, reason: 'not-playing' };
  const seat = seatOf(room.slots, member.id);
  const seated = seat !== null && seat < room.match.seats;
  if (!seated && !(kind === 'button' && room.hostId === member.id)) return { allowed: false, reason: 'watcher' };
  if (spentIn(room).get(member.id) === dealKey(room)) return { allowed: false, reason: 'spent' };
  if (kind === 'button' && room.hostId === member.id) return { allowed: true, forMs: room.timings.pauseAutoResumeMs };
  const left = pauseLeftMs(room, member.id);
  return left > 0 ? { allowed: true, forMs: left } : { allowed: false, reason: 'spent' };
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
