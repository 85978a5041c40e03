/**
 * Between deals: the deal's scores with why each side got them (issue 28, part 4: the game's own
 * explanation, `games/<id>/deal-why.ts`), the running totals and a line chart of every seat's total over
 * the deals. Shown while the server's summary is on (`room.summary`: clocks and bots wait, it ends when
 * every seated phone tapped "next deal" or after the host's time), with who is ready and the seconds
 * left. It covers the whole table, opaque: nothing of the next deal shows through. The scores and totals
 * come from the deal's common `dealScored` event, of the current match only (per seat; in team games
 * partners carry their team's value).
 */
import type { JSX } from 'preact';
import type { DealSummary } from '../shared/deal-summary.ts';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { sideColour } from '../shared/teams.ts';
import type { TotalsPoint } from './history.ts';
import { useSummaryCountdown } from '../shared/summary.ts';
import { TotalsChart } from './TotalsChart.tsx';
import { sideName, sidesOf, sideValue } from '../shared/standings.ts';
import { useDealWhy } from '../games/screens.ts';
import './standings.css';

export function BetweenDeals({ summary, game, names, points, teams, room, receivedAt }: {
  summary: DealSummary; game: string; names: string[]; points: TotalsPoint[]; teams?: number[][]; room: RoomState; receivedAt: number;
}): JSX.Element {
  const { t, num, lang } = useT();
  const seconds = useSummaryCountdown(room, receivedAt);
  const explain = useDealWhy(game);
  const why = explain?.(summary.event, { lang, names });
  const nameOf = (id: string) => room.members.find((m) => m.id === id)?.name ?? '?';
  const waiting = room.summary?.waiting.map(nameOf) ?? [];
  // Team games count as teams: one row and one line per team (partners share the deal's points and total).
  const teamGame = Boolean(teams && teams.length > 0);
  const sides = sidesOf(names, teams);
  const order = sides.map((side) => ({ side, v: sideValue(side, summary.totals), d: sideValue(side, summary.scores) })).sort((a, b) => b.v - a.v);
  return (
    <div class="between-deals" data-testid="between-deals" data-deal={summary.deal}>
      <h2>{t('dealScoredTitle', { n: summary.deal })}</h2>
      {why?.headline && <p class="why-headline" data-testid="why-headline">{why.headline}</p>}
      <div class="between-body">
        <table class="deal-scores">
          <thead><tr><th>{t(teamGame ? 'teamsHeading' : 'player')}</th>{why && <th>{t('whyColumn')}</th>}<th>{t('thisDeal')}</th><th>{t('total')}</th></tr></thead>
          <tbody>
            {order.map(({ side, v, d }) => (
              <tr key={side.index}>
                <td class="who"><span class="dot" style={{ background: sideColour(side, teamGame) }} />{sideName(side, teamGame, t)}</td>
                {why && <td class="why" data-testid="why">{why.reasons[side.index] ?? ''}</td>}
                <td class={`num ${d > 0 ? 'plus' : d < 0 ? 'minus' : ''}`}>{num(d, { sign: true })}</td>
                <td class="num"><strong>{num(v)}</strong></td>
              </tr>
            ))}
          </tbody>
        </table>
        <TotalsChart
          points={points.map((p) => ({ deal: p.deal, totals: sides.map((side) => sideValue(side, p.totals)) }))}
          names={sides.map((side) => sideName(side, teamGame, t))}
          colours={sides.map((side) => sideColour(side, teamGame))}
          width={640} height={340}
        />
      </div>
      {why && <p class="why-rule" data-testid="why-rule">{why.rule}</p>}
      <p class="between-footer" data-testid="summary-footer">
        {waiting.length > 0 ? t('waitingForNext', { names: waiting.join(', ') }) : ''}
        {seconds !== null && <strong> {t('nextDealIn', { s: seconds })}</strong>}
      </p>
    </div>
  );
}
