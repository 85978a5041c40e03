/**
 * Between deals: the deal's scores, the running totals and a line chart of every seat's total over the
 * deals. Shown for a while after a deal is scored, over the table (play goes on underneath).
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameEvent } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';
import { seatColour } from '../shared/Avatar.tsx';
import type { SessionState } from '../net/session.ts';
import type { TotalsPoint } from './history.ts';
import { TotalsChart } from './TotalsChart.tsx';
import { sideName, sidesOf, sideValue } from '../shared/standings.ts';
import './standings.css';

export const BETWEEN_DEALS_MS = 9000;

interface DealSummary {
  id: number;
  deal: number;
  scores: number[];
  totals: number[];
  brand: boolean;
}

/** The deal's points per seat from a scoring event (team games credit both partners). */
function scoresOf(e: GameEvent, seats: number, teams: number[][] | undefined): number[] {
  if (Array.isArray(e.score)) return e.score as number[];
  if (Array.isArray(e.points)) return e.points as number[];
  if (teams && typeof e.winner === 'number') {
    return Array.from({ length: seats }, (_, s) => (teams[e.winner as number]?.includes(s) ? Number(e.gamePoints ?? 0) : 0));
  }
  return new Array(seats).fill(0);
}

export function useDealSummary(state: SessionState): [DealSummary | null, () => void] {
  const [summary, setSummary] = useState<DealSummary | null>(null);
  useEffect(() => {
    const update = state.lastUpdate;
    const view = state.view;
    if (!update || !view) return;
    const e = update.events.find((x) => x.type === 'dealScored' || x.type === 'handScored');
    if (!e || view.matchOver) return;
    const teams = (view as { teams?: number[][] }).teams;
    const id = state.updates;
    setSummary({ id, deal: Number(e.deal ?? e.hand ?? view.deal - 1), scores: scoresOf(e, view.seats, teams), totals: view.totals.slice(), brand: e.brand === true });
    const timer = setTimeout(() => setSummary((s) => (s && s.id === id ? null : s)), BETWEEN_DEALS_MS);
    return () => clearTimeout(timer);
  }, [state.updates]);
  return [summary, () => setSummary(null)];
}

export function BetweenDeals({ summary, names, points, teams }: { summary: DealSummary; names: string[]; points: TotalsPoint[]; teams?: number[][] }): JSX.Element {
  const { t, num } = useT();
  // Team games count as teams: one row and one line per team (partners share the deal's points and total).
  const teamGame = Boolean(teams && teams.length > 0);
  const sides = sidesOf(names, teams);
  const order = sides.map((side) => ({ side, v: sideValue(side, summary.totals), d: sideValue(side, summary.scores) })).sort((a, b) => b.v - a.v);
  return (
    <div class="between-deals" data-testid="between-deals">
      <h2>{t('dealScoredTitle', { n: summary.deal })}</h2>
      <div class="between-body">
        <table class="deal-scores">
          <thead><tr><th>{t(teamGame ? 'teamsHeading' : 'player')}</th><th>{t('thisDeal')}</th><th>{t('total')}</th></tr></thead>
          <tbody>
            {order.map(({ side, v, d }) => (
              <tr key={side.index}>
                <td class="who"><span class="dot" style={{ background: seatColour(side.seats[0]) }} />{sideName(side, teamGame, t)}</td>
                <td class={`num ${d > 0 ? 'plus' : d < 0 ? 'minus' : ''}`}>{num(d, { sign: true })}</td>
                <td class="num"><strong>{num(v)}</strong></td>
              </tr>
            ))}
          </tbody>
        </table>
        <TotalsChart
          points={points.map((p) => ({ deal: p.deal, totals: sides.map((side) => sideValue(side, p.totals)) }))}
          names={sides.map((side) => sideName(side, teamGame, t))}
          colours={sides.map((side) => seatColour(side.seats[0]))}
        />
      </div>
    </div>
  );
}
