/** Rule "Rounds": the schedule of hand sizes (the "floors") and which trip each round belongs to. */
import type { Trip } from './scoring.ts';

export type Mode = 'hourglass' | 'up' | 'single';

export interface RoundSchedule {
  /** Cards per seat in each round, in order. */
  cards: number[];
  trips: Trip[];
}

/**
 * - hourglass: startCards … 1 (outbound), then 1 … startCards (return): 2 × startCards rounds, the
 *   1-card round twice — the first ends the outbound trip, the second begins the return trip.
 * - up: 1 … startCards, all outbound.  single: one round of `cards`, outbound.
 */
export function roundSchedule(mode: Mode, startCards: number, cards: number): RoundSchedule {
  if (mode === 'single') return { cards: [cards], trips: ['outbound'] };
  if (mode === 'up') {
    const up = Array.from({ length: startCards }, (_, i) => i + 1);
    return { cards: up, trips: up.map(() => 'outbound') };
  }
  const down = Array.from({ length: startCards }, (_, i) => startCards - i);
  const back = down.slice().reverse();
  return {
    cards: down.concat(back),
    trips: [...down.map((): Trip => 'outbound'), ...back.map((): Trip => 'return')],
  };
}

export function largestHand(schedule: RoundSchedule): number {
  return Math.max(...schedule.cards);
}
