/**
 * Fünfzehnern's measures (docs/rules/fuenfzehnern.md, "Statistics"): hands played, Zwang played — the
 * seat led a queen announcing zwang (rule 4.1; the `play` event's `zwang`) — and hands above fifteen —
 * the seat's card points in the hand were more than its fifteen (rule 5.2: a positive hand score).
 */
import type { GameStats, MeasureDef } from '../../core/game.ts';
import { zeroMeasures } from '../../core/stats.ts';

const measures: MeasureDef[] = [
  { id: 'hands', label: { en: 'Hands', de: 'Spiele' }, combine: 'sum' },
  {
    id: 'zwang', label: { en: 'Zwang played', de: 'Zwang gespielt' }, combine: 'sum',
    award: { en: 'Most Zwang played', de: 'Am meisten Zwang gespielt' },
  },
  {
    id: 'aboveFifteen', label: { en: 'Hands above fifteen', de: 'Spiele über fünfzehn' }, combine: 'sum', percentOf: 'hands',
    award: { en: 'Most hands above fifteen', de: 'Die meisten Spiele über fünfzehn' },
  },
];

export const stats: GameStats = {
  measures,
  measure({ seats, steps }) {
    const out = zeroMeasures(measures, seats);
    for (const step of steps) {
      for (const e of step.events) {
        if (e.type === 'play' && e.zwang === true && e.seat !== undefined) out[e.seat]!.zwang!++;
        else if (e.type === 'dealScored') {
          const cardPoints = e.cardPoints as number[];
          for (let s = 0; s < seats; s++) {
            out[s]!.hands!++;
            if (cardPoints[s]! > 15) out[s]!.aboveFifteen!++;
          }
        }
      }
    }
    return out;
  },
};
