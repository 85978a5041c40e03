/**
 * Elevator's measures (docs/rules/elevator.md, "Statistics"): Kopile taken — times the seat drew as the
 * Kopile player (rule 5.1, the `kopile` event's seat) — and Kopile given — cards the seat gave to a
 * Kopile player when the stock ran short (rule 5.2, `give` events; the card itself stays secret).
 */
import type { GameStats, MeasureDef } from '../../core/game.ts';
import type { ElevatorEvent } from './schemas.ts';
import { zeroMeasures } from '../../core/stats.ts';

const measures: MeasureDef[] = [
  { id: 'games', label: { en: 'Games', de: 'Spiele' }, combine: 'sum' },
  {
    id: 'kopileTaken', label: { en: 'Kopile taken', de: 'Kopile genommen' }, combine: 'sum',
    award: { en: 'Most Kopile taken', de: 'Die meisten Kopile genommen' },
  },
  {
    id: 'kopileGiven', label: { en: 'Kopile cards given', de: 'Kopile-Karten gegeben' }, combine: 'sum',
    award: { en: 'Most cards given in a Kopile', de: 'Die meisten Karten im Kopile gegeben' },
  },
];

export const stats: GameStats<ElevatorEvent> = {
  measures,
  measure({ seats, steps }) {
    const out = zeroMeasures(measures, seats);
    for (const step of steps) {
      for (const e of step.events) {
        if (e.type === 'kopile' && e.seat !== undefined) out[e.seat]!.kopileTaken!++;
        else if (e.type === 'give' && e.seat !== undefined) out[e.seat]!.kopileGiven!++;
        else if (e.type === 'dealScored') for (const m of out) m.games!++;
      }
    }
    return out;
  },
};
