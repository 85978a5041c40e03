/**
 * Fünfzehnern on the TV: the trick, the leader's bound suit, Zwang announced, tricks as face-down piles;
 * card points appear only when the hand is over (or during it with the host's beginners' aid).
 */
import type { JSX } from 'preact';
import { suitOf } from '@kitchen-table/engine';
import type { FuenfzehnernEvent, FuenfzehnernTableView } from '@kitchen-table/engine/fuenfzehnern';
import { t, useT } from '../../i18n.ts';
import { suitName, suitSymbol } from '../labels.ts';
import { TrickCentre } from '../../tv/TrickCentre.tsx';
import { LastTrick } from '../../tv/games/common.tsx';
import type { TvGame, TvGameProps } from '../../tv/games/types.ts';

type View = FuenfzehnernTableView;

function Centre({ view, names, held }: TvGameProps<View>): JSX.Element {
  const { t } = useT();
  const led = view.trick.plays[0]?.card;
  return (
    <>
      <TrickCentre plays={view.trick.plays} seats={view.seats} pack="french" held={held} />
      {view.zwang && !held && (
        <div class="felt-badge zwang" data-testid="tv-zwang">⚡ {t('zwangAnnounced', { name: names[view.zwang.seat] ?? '?', suit: suitName(view.zwang.suit) })}</div>
      )}
      {!view.zwang && led && !held && <div class="felt-badge">{t('ledSuit', { suit: suitName(suitOf(led)) })}</div>}
    </>
  );
}

function Sidebar({ view, names }: TvGameProps<View>): JSX.Element {
  const { t, num } = useT();
  const last = view.lastHand;
  return (
    <>
      <section class="tv-panel f15-table" data-testid="f15">
        <table>
          <thead>
            <tr><th>{t('player')}</th><th class="num" aria-label={t('tricksTaken')}>🂠</th>{view.cardPoints && <th>{t('points')}</th>}<th>{t('total')}</th><th>{t('chips')}</th></tr>
          </thead>
          <tbody>
            {names.map((name, s) => (
              <tr key={s} class={view.toAct.includes(s) ? 'acting' : ''}>
                <td>
                  {/* A binding sits by the name: a column of its own did not fit the German headings. */}
                  <div class="f15-who">
                    <span class="f15-name">{name}</span>
                    {view.bound[s] && <span class="bound-tag" aria-label={t('boundTo', { suit: suitName(view.bound[s]!) })}>{suitSymbol(view.bound[s]!)}</span>}
                  </div>
                </td>
                <td class="num">🂠×{view.tricksTaken[s]}</td>
                {view.cardPoints && <td class="num">{view.cardPoints[s]}</td>}
                <td class="num">{num(view.totals[s], { sign: true })}</td>
                <td class="num">{num(view.hardScore.balance[s])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {view.bound.some((b) => b) && <p class="muted">{t('boundLegend')}</p>}
        {!view.cardPoints && <p class="muted">🂠 {t('faceDown')}</p>}
        <p class="muted">{t('poolIs', { n: view.hardScore.pool })}</p>
        <p class="muted" data-testid="f15-explained">{t('f15TotalVsChips')}</p>
      </section>
      {last && (
        <section class="tv-panel last-hand" data-testid="last-hand">
          <h3>{t('handRevealed', { n: last.hand })}</h3>
          <ul>{names.map((name, s) => <li key={s}>{name}: {t('pointsShort', { n: last.cardPoints[s] })} → <strong>{num(last.score[s], { sign: true })}</strong></li>)}</ul>
        </section>
      )}
      <LastTrick plays={view.lastTrick?.plays ?? null} winners={view.lastTrick ? [view.lastTrick.winner] : []} names={names} pack="french" />
    </>
  );
}

export const tv: TvGame<View, FuenfzehnernEvent> = {
  pack: 'french',
  Centre,
  Sidebar,
  showTotals: false,
  seatLine: (view, seat) => `✓${view.tricksTaken[seat]}${view.bound[seat] ? ` · ${t('boundTo', { suit: suitSymbol(view.bound[seat]!) })}` : ''}`,
  flash: (e, names) => {
    if (e.type === 'play' && e.zwang) return { kind: 'zwang', text: `⚡ ZWANG! ${t('zwangFlash', { name: names[e.seat] ?? '?' })}` };
    if (e.type === 'bound' && e.suit !== null) return { kind: 'bound', text: `${t('boundFlash', { name: names[e.seat] ?? '?', suit: suitName(e.suit) })}` };
    return null;
  },
};
