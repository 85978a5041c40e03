/**
 * The seats of a room as a list of slots: a human (by member id), a bot, or open. In the lobby this is
 * the host's arrangement (its order is the seat order: in Lusti-Kartl'n it chooses the partners); during
 * a match it says who holds each seat now. Pure functions; the room applies their results.
 */
import { MAX_BOTS, type SlotChoice } from '@kitchen-table/protocol';
import { RoomError } from './room-error.ts';

export type Slot = { kind: 'human'; memberId: string } | { kind: 'bot'; name: string } | { kind: 'open' };

export function seatOf(slots: readonly Slot[], memberId: string): number | null {
  const i = slots.findIndex((s) => s.kind === 'human' && s.memberId === memberId);
  return i < 0 ? null : i;
}

export function countBots(slots: readonly Slot[]): number {
  return slots.filter((s) => s.kind === 'bot').length;
}

/** "Bot 1", "Bot 2", …: the smallest number no bot at the table has. */
export function nextBotName(slots: readonly Slot[]): string {
  const used = new Set(slots.flatMap((s) => (s.kind === 'bot' ? [s.name] : [])));
  for (let n = 1; ; n++) if (!used.has(`Bot ${n}`)) return `Bot ${n}`;
}

/** Bots numbered by seat order (lobby only: during a match names stay put). */
export function renumberBots(slots: readonly Slot[]): Slot[] {
  let n = 0;
  return slots.map((s) => (s.kind === 'bot' ? { kind: 'bot', name: `Bot ${++n}` } : s));
}

/** A phone joining the lobby: the first open seat, else one more seat while the game allows; null = audience. */
export function placeNewcomer(slots: readonly Slot[], memberId: string, maxSeats: number): Slot[] | null {
  const open = slots.findIndex((s) => s.kind === 'open');
  if (open >= 0) return slots.map((s, i) => (i === open ? { kind: 'human', memberId } : s));
  if (slots.length < maxSeats) return [...slots, { kind: 'human', memberId }];
  return null;
}

/** A member leaves their seat: open in the lobby, a bot during a match. */
export function vacate(slots: readonly Slot[], memberId: string, toBot: boolean): Slot[] {
  return slots.map((s) => {
    if (s.kind !== 'human' || s.memberId !== memberId) return s;
    return toBot ? { kind: 'bot', name: nextBotName(slots) } : { kind: 'open' };
  });
}

/** A new seat count: extra seats open, cut seats' humans go to the audience (returned). */
export function resize(slots: readonly Slot[], seats: number): { slots: Slot[]; displaced: string[] } {
  const kept = slots.slice(0, seats);
  while (kept.length < seats) kept.push({ kind: 'open' });
  const displaced = slots.slice(seats).flatMap((s) => (s.kind === 'human' ? [s.memberId] : []));
  return { slots: kept, displaced };
}

/** Validates the host's arrangement: each member at most once and known, seat count in range, ≤ 5 bots. */
export function arrangeSlots(choices: readonly SlotChoice[], isMember: (id: string) => boolean, minSeats: number, maxSeats: number): Slot[] {
  if (choices.length < minSeats || choices.length > maxSeats) {
    throw new RoomError('BAD_SEATS', `this game takes ${minSeats} to ${maxSeats} seats, not ${choices.length}`);
  }
  const seen = new Set<string>();
  const slots = choices.map((c): Slot => {
    if (c.kind === 'human') {
      if (!isMember(c.memberId)) throw new RoomError('BAD_SEATS', `no phone ${c.memberId} in this room`);
      if (seen.has(c.memberId)) throw new RoomError('BAD_SEATS', `member ${c.memberId} is placed twice`);
      seen.add(c.memberId);
      return { kind: 'human', memberId: c.memberId };
    }
    return c.kind === 'bot' ? { kind: 'bot', name: '' } : { kind: 'open' };
  });
  if (countBots(slots) > MAX_BOTS) throw new RoomError('TOO_MANY_BOTS', `at most ${MAX_BOTS} bots`);
  return renumberBots(slots);
}

/** At the start: every open seat gets a bot; refused when that makes more than 5 bots. */
export function fillWithBots(slots: readonly Slot[]): Slot[] {
  const filled = slots.map((s): Slot => (s.kind === 'open' ? { kind: 'bot', name: '' } : s));
  if (countBots(filled) > MAX_BOTS) {
    throw new RoomError('TOO_MANY_BOTS', `${countBots(filled)} seats would need a bot; at most ${MAX_BOTS} — fewer seats or more players`);
  }
  return renumberBots(filled);
}
