/**
 * The phone between deals (issue 28, part 4): why the totals changed — each side's points with the
 * game's reason (calls against tricks, cards left and Kopiles, card points against 15, the hand's
 * multiplier), the deal's headline and the rule told once. It takes the place of the game's brief table,
 * which already shows the next deal. The phone's own reason also goes into the dock's summary card
 * beside "Next deal" (`useSummaryWhy`), so that it is on screen with the hand on the smallest phone.
 */
import type { JSX } from 'preact';
import { findEntry } from '@kitchen-table/engine/catalogue';
import { useT } from '../i18n.ts';
import type { SessionState } from '../net/session.ts';
import { useDealSummary, type DealSummary } from '../shared/deal-summary.ts';
import { useDealWhy } from '../games/screens.ts';
import type { DealWhy } from '../games/deal-why.ts';
import { seatColour } from '../shared/Avatar.tsx';
import { sidesOf, sideValue, type Side } from '../shared/standings.ts';
import { sideName } from '../shared/standings.ts';
import { seatNames } from './names.ts';
import './deal-why.css';

export interface SummaryWhy {
  summary: DealSummary;
  why: DealWhy;
  sides: Side[];
  teamGame: boolean;
}

/** The deal the summary shows with the game's explanation of it (null outside the summary, or until its code is here). */
export function useSummaryWhy(state: SessionState): SummaryWhy | null {
  const { lang } = useT();
  const room = state.room;
  const summary = useDealSummary(state);
  const game = room?.config.game ?? undefined;
  const explain = useDealWhy(game);
  if (!room?.summary || !summary || summary.deal !== room.summary.deal || !explain || !game) return null;
  const names = [...(room.dealNames?.[summary.deal - 1] ?? seatNames(room))];
  const teams = findEntry(game)?.meta.teams;
  return { summary, why: explain(summary.event, { lang, names }), sides: sidesOf(names, teams), teamGame: Boolean(teams && teams.length > 0) };
}

/**
 * This seat's reason (its side's), or null. In a team game the hand's headline says more (which team won
 * it, and its multiplier: "Team 2 wins the hand — the others stink: ×2") than the team's card points.
 */
export function reasonOf(shown: SummaryWhy | null, seat: number | null): string | null {
  if (!shown || seat === null) return null;
  if (shown.teamGame && shown.why.headline) return shown.why.headline;
  const side = shown.sides.find((s) => s.seats.includes(seat));
  return side ? shown.why.reasons[side.index] ?? null : null;
}

export function DealWhyPanel({ state, seat }: { state: SessionState; seat: number | null }): JSX.Element | null {
  const { t, num } = useT();
  const shown = useSummaryWhy(state);
  if (!shown) return null;
  const { summary, why, sides, teamGame } = shown;
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
                <span class="who">{!teamGame && mine ? t('whyYou') : sideName(side, teamGame, t)}</span>
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
