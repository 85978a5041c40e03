/**
 * Lusti-Kartl'n's measures (docs/rules/lusti.md, "Statistics"): hands played, Brands — Brand tricks the
 * seat took (rule 5.2: the player of the fourth card; the `brand` event's seat) — and stinks — hands
 * the seat's team lost with at least one trick and 0 card points (rule 6.3; `dealScored`'s outcome
 * `stink`, the loser being the team that is not `winner`). Partners share their team's stinks.
 */
import type { GameStats, MeasureDef } from '../../core/game.ts';
import { zeroMeasures } from '../../core/stats.ts';
import { TEAMS } from './scoring.ts';

const measures: MeasureDef[] = [
  { id: 'hands', label: { en: 'Hands', de: 'Spiele' }, combine: 'sum' },
  {
    id: 'brands', label: { en: 'Brands', de: 'Brände' }, combine: 'sum',
    award: { en: 'Most Brands', de: 'Die meisten Brände' },
  },
  // A hand the seat's team lost with a trick but no card points (rule 6.3), in the words of the rules.
  { id: 'stinks', label: { en: 'Stank (lost with 0 points)', de: 'Gestunken (verloren mit 0 Punkten)' }, combine: 'sum' },
];

export const stats: GameStats = {
  measures,
  measure({ seats, steps }) {
    const out = zeroMeasures(measures, seats);
    for (const step of steps) {
      for (const e of step.events) {
        if (e.type === 'brand' && e.seat !== undefined) out[e.seat]!.brands!++;
        else if (e.type === 'dealScored') {
          for (const m of out) m.hands!++;
          if (e.outcome === 'stink' && (e.winner === 0 || e.winner === 1)) {
            for (const s of TEAMS[1 - e.winner]!) if (s < seats) out[s]!.stinks!++;
          }
        }
      }
    }
    return out;
  },
};
