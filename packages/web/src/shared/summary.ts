/** The server's summary between deals as a countdown, for the TV and the phone. */
import { useEffect, useState } from 'preact/hooks';
import type { RoomState } from '@kitchen-table/protocol';

/** Seconds left of the server's summary, counting down on this screen. */
export function useSummaryCountdown(room: RoomState | null, receivedAt: number): number | null {
  const [, tick] = useState(0);
  const on = !!room?.summary;
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, [on, receivedAt]);
  if (!room?.summary) return null;
  return Math.max(0, Math.ceil((room.summary.remainingMs - (performance.now() - receivedAt)) / 1000));
}
