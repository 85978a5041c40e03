/**
 * What a benchmark's phone does, as a person would: between deals it taps "next deal"; when its seat is
 * due it plays a random legal move after thinking. Shared by the crash and failover benchmarks, which
 * differ only in what they do around the move (their own acknowledgement bookkeeping).
 */
import type { SeatViewBase } from '@kitchen-table/engine';
import type { KitchenTableClient } from '@kitchen-table/protocol';

/** `MIN-MAX` (milliseconds) from the command line, or null when malformed. */
export function parseRange(text: string): [number, number] | null {
  const parts = text.split('-').map(Number);
  return parts.length === 2 && parts.every((n) => Number.isFinite(n) && n >= 0) && parts[0]! <= parts[1]! ? (parts as [number, number]) : null;
}

/**
 * The phone's view when its seat has a move due, else null. In the summary between deals it taps
 * "next deal" (once the server waits for it) and answers null.
 */
export function dueView(phone: KitchenTableClient): SeatViewBase | null {
  const summary = phone.state.room?.summary;
  if (summary) {
    const me = phone.state.you?.memberId;
    if (me && summary.waiting.includes(me)) void phone.nextDeal().catch(() => undefined);
    return null;
  }
  const view = phone.state.match?.view as SeatViewBase | undefined;
  if (!view || typeof view.seat !== 'number' || !view.toAct.includes(view.seat) || view.legal.length === 0) return null;
  return view;
}
