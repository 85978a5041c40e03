/**
 * Which seats the TV marks "played by the clock" (issue 28 §6). A seat is marked when its latest move was
 * the clock's and stays marked until it moves by itself — but the mark is its holder's: when somebody
 * else takes the seat (the host removed its person and a bot sits there, a bot's seat was taken over),
 * the mark goes.
 */
import type { SlotInfo } from '@kitchen-table/protocol';

/** Seat → who held it when the clock moved for it. */
export type ClockMarks = ReadonlyMap<number, string>;

/** Who holds a seat, as a key that changes when another person or bot sits there. */
export function holderKey(slot: SlotInfo | undefined): string {
  if (!slot) return 'none';
  if (slot.kind === 'human') return `human:${slot.memberId}`;
  if (slot.kind === 'bot') return `bot:${slot.name}`;
  return 'open';
}

/** The marks after a move by `seat` (the same object when nothing changes: the table is not redrawn). */
export function markMove(marks: ClockMarks, seat: number, byClock: boolean, holder: string): ClockMarks {
  if (byClock ? marks.get(seat) === holder : !marks.has(seat)) return marks;
  const next = new Map(marks);
  if (byClock) next.set(seat, holder);
  else next.delete(seat);
  return next;
}

/** The seats to show the clock's mark on: marked, and still held by whoever the clock moved for. */
export function clockMarkedSeats(marks: ClockMarks, slots: readonly SlotInfo[]): Set<number> {
  const seats = new Set<number>();
  for (const [seat, holder] of marks) if (holderKey(slots[seat]) === holder) seats.add(seat);
  return seats;
}
