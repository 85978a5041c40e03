/**
 * The phone between deals (issue 28, part 4): why the totals changed — each side's points with the
 * game's reason (calls against tricks, cards left and Kopiles, card points against 15, the hand's
 * multiplier), the deal's headline and the rule told once. It takes the place of the game's brief table,
 * which already shows the next deal; the "Next deal" button stays in the dock with the hand.
 */
import type { JSX } from 'preact';
import { findEntry } from '@kitchen-table/engine/catalogue';
import { useT } from '../i18n.ts';
import type { SessionState } from '../net/session.ts';
import { useDealSummary } from '../shared/deal-summary.ts';
import { useDealWhy } from '../games/screens.ts';
import { seatColour } from '../shared/Avatar.tsx';
import { sideName, sidesOf, sideValue } from '../shared/standings.ts';
import { seatNames } from './names.ts';
import './deal-why.css';

export function DealWhyPanel({ state, seat }: { state: SessionState; seat: number | null }): JSX.Element | null {
  const { t, num, lang } = useT();
  const room = state.room;
  const summary = useDealSummary(state);
  const game = room?.config.game ?? undefined;
  const explain = useDealWhy(game);
  if (!room?.summary || !summary || summary.deal !== room.summary.deal || !explain || !game) return null;
  const names = [...(room.dealNames?.[summary.deal - 1] ?? seatNames(room))];
  const why = explain(summary.event, { lang, names });
  const teams = findEntry(game)?.meta.teams;
  const teamGame = Boolean(teams && teams.length > 0);
  const sides = sidesOf(names, teams);
  const order = sides
    .map((side) => ({ side, total: sideValue(side, summary.totals), points: sideValue(side, summary.scores) }))
    .sort((a, b) => b.total - a.total);
  return (
    <section class="deal-why" data-testid="phone-why" data-deal={summary.deal}>
      <h2>{t('whyTitle')}</h2>
      {why.headline && <p class="why-headline">{why.headline}</p>}
      <ul class="why-sides">
        {order.map(({ side, total, points }) => {
          const mine = seat !== null && side.seats.includes(seat);
          return (
            <li key={side.index} class={mine ? 'me' : ''} data-testid="why-side">
              <div class="why-line">
                <span class="dot" style={{ background: seatColour(side.seats[0]) }} />
                <span class="who">{!teamGame && mine ? t('you') : sideName(side, teamGame, t)}</span>
                <strong class={`pts ${points > 0 ? 'plus' : points < 0 ? 'minus' : ''}`}>{num(points, { sign: true })}</strong>
                <span class="total">{t('total')} {num(total)}</span>
              </div>
              <div class="why-reason" data-testid="why">{why.reasons[side.index] ?? ''}</div>
            </li>
          );
        })}
      </ul>
      <p class="why-rule">{why.rule}</p>
    </section>
  );
}
