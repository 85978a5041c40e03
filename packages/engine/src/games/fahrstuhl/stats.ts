/**
 * Fahrstuhl's measures (docs/rules/fahrstuhl.md, "Statistics"): rounds played, exact calls (a seat's
 * credited tricks equal its call, section "Points": "called exactly"), and the best streak of exact
 * calls in a row within the match. Read from each round's `dealScored` event (calls, taken).
 */
import type { GameStats, MeasureDef } from '../../core/game.ts';
import type { FahrstuhlEvent } from './schemas.ts';
import { zeroMeasures } from '../../core/stats.ts';

const measures: MeasureDef[] = [
  { id: 'rounds', label: { en: 'Rounds', de: 'Runden' }, combine: 'sum' },
  {
    id: 'exactCalls', label: { en: 'Exact calls', de: 'Genaue Ansagen' }, combine: 'sum', percentOf: 'rounds',
    award: { en: 'Most exact calls', de: 'Die meisten genauen Ansagen' },
  },
  {
    id: 'bestStreak', label: { en: 'Best streak in a match', de: 'Längste Serie in einer Partie' }, combine: 'max',
    award: { en: 'Longest streak of exact calls', de: 'Längste Serie genauer Ansagen' },
  },
];

export const stats: GameStats<FahrstuhlEvent> = {
  measures,
  measure({ seats, steps }) {
    const out = zeroMeasures(measures, seats);
    const streak = new Array<number>(seats).fill(0);
    for (const step of steps) {
      for (const e of step.events) {
        if (e.type !== 'dealScored') continue;
        const { calls, taken } = e;
        for (let s = 0; s < seats; s++) {
          const m = out[s]!;
          m.rounds!++;
          if (calls[s] === taken[s]) {
            m.exactCalls!++;
            streak[s]!++;
            m.bestStreak = Math.max(m.bestStreak!, streak[s]!);
          } else streak[s] = 0;
        }
      }
    }
    return out;
  },
};
