/**
 * The seats of a room as a list of slots: a human (by member id), a bot, or open. In the lobby this is
 * the host's arrangement (its order is the seat order: in Lusti-Kartl'n it chooses the partners); during
 * a match it says who holds each seat now. Pure functions; the room applies their results.
 */
import { DEFAULT_BOT_LEVEL, MAX_BOTS, type BotLevel, type SlotChoice } from '@kitchen-table/protocol';
import { RoomError } from './room-error.ts';

/** A bot seat keeps its level (the host's choice) through renumbering, reordering and resizing. */
export type Slot = { kind: 'human'; memberId: string } | { kind: 'bot'; name: string; level: BotLevel } | { kind: 'open' };

const newBot = (level: BotLevel = DEFAULT_BOT_LEVEL): Slot => ({ kind: 'bot', name: '', level });

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
  return slots.map((s) => (s.kind === 'bot' ? { ...s, name: `Bot ${++n}` } : s));
}

/** A phone joining the lobby: the first open seat, else one more seat while the game allows; null = audience. */
export function placeNewcomer(slots: readonly Slot[], memberId: string, maxSeats: number): Slot[] | null {
  const open = slots.findIndex((s) => s.kind === 'open');
  if (open >= 0) return slots.map((s, i) => (i === open ? { kind: 'human', memberId } : s));
  if (slots.length < maxSeats) return [...slots, { kind: 'human', memberId }];
  return null;
}

/** A member leaves their seat: open in the lobby, a bot (at `normal`) during a match. */
export function vacate(slots: readonly Slot[], memberId: string, toBot: boolean): Slot[] {
  return slots.map((s) => {
    if (s.kind !== 'human' || s.memberId !== memberId) return s;
    return toBot ? { kind: 'bot', name: nextBotName(slots), level: DEFAULT_BOT_LEVEL } : { kind: 'open' };
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
    return c.kind === 'bot' ? newBot(c.level) : { kind: 'open' };
  });
  if (countBots(slots) > MAX_BOTS) throw new RoomError('TOO_MANY_BOTS', `at most ${MAX_BOTS} bots`);
  return renumberBots(slots);
}

/** At the start: every open seat gets a bot (at `normal`); refused when that makes more than 5 bots. */
export function fillWithBots(slots: readonly Slot[]): Slot[] {
  const filled = slots.map((s): Slot => (s.kind === 'open' ? newBot() : s));
  if (countBots(filled) > MAX_BOTS) {
    throw new RoomError('TOO_MANY_BOTS', `${countBots(filled)} seats would need a bot; at most ${MAX_BOTS} — fewer seats or more players`);
  }
  return renumberBots(filled);
}

/** The host sets how the bot in `seat` plays; refused (BAD_SEATS) when that seat is not a bot's. */
export function withBotLevel(slots: readonly Slot[], seat: number, level: BotLevel): Slot[] {
  const slot = slots[seat];
  if (!slot) throw new RoomError('BAD_SEATS', `there is no seat ${seat}`);
  if (slot.kind !== 'bot') throw new RoomError('BAD_SEATS', `seat ${seat} is not a bot's`);
  return slots.map((s, i) => (i === seat ? { ...slot, level } : s));
}
