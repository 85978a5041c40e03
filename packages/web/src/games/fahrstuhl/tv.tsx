/**
 * Fahrstuhl on the TV: trump and the lowest card in play, every seat's call and tricks, "shared" or
 * "not shared" once the calls are in, and the lift: the match's rounds as floors with the current one lit.
 */
import type { JSX } from 'preact';
import type { FahrstuhlEvent, FahrstuhlTableView } from '@kitchen-table/engine/fahrstuhl';
import { CardFace } from '../../cards/Card.tsx';
import { t, useT } from '../../i18n.ts';
import { classLabel, suitName } from '../labels.ts';
import { TrickCentre } from '../../tv/TrickCentre.tsx';
import { liftWay } from './lift-direction.ts';
import { fahrstuhlLeading } from './trick-lead.ts';
import { dealsLastTrick } from './last-trick.ts';
import { LastTrick } from '../../tv/games/common.tsx';
import type { TvGame, TvGameProps } from '../../tv/games/types.ts';
import { Icon } from '../../shared/Icon.tsx';

type View = FahrstuhlTableView;

/**
 * The lift: one stop per round, its height the number of cards, the running one lit. `compact` (a
 * learning deal, whose line and open hands need the room): its words only, without the drawing.
 */
export function Lift({ view, compact = false }: { view: View; compact?: boolean }): JSX.Element {
  const { t } = useT();
  const n = view.floors.length;
  const max = Math.max(...view.floors);
  const min = Math.min(...view.floors);
  const W = 440, H = 112, pad = 18;
  const x = (i: number) => pad + (n === 1 ? (W - 2 * pad) / 2 : (i * (W - 2 * pad)) / (n - 1));
  const y = (cards: number) => pad + (max === min ? (H - 2 * pad) / 2 : ((max - cards) * (H - 2 * pad)) / (max - min));
  const r = Math.min(15, (W - 2 * pad) / Math.max(n, 1) / 2 - 1);
  // Readable from 3 m: numbers only where they fit at 24 px; with many floors only the lit one has its number.
  const numbered = (W - 2 * pad) / Math.max(n - 1, 1) >= 30;
  const path = view.floors.map((c, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(c).toFixed(1)}`).join('');
  const way = liftWay(view.mode, view.trip);
  return (
    <section class="tv-panel lift" data-testid="lift">
      <h3 data-testid="lift-way" data-way={way ?? 'none'}>
        <Icon name="lift" /> {t('theLift')}
        {way === 'down' && ` · ⬇ ${t('tripOutbound')}`}
        {way === 'up' && ` · ⬆ ${t(view.trip === 'return' ? 'tripReturn' : 'tripUp')}`}
      </h3>
      {!compact && <svg viewBox={`0 0 ${W} ${H}`} class="lift-svg" role="img" aria-label={t('floorOf', { n: view.floor + 1, m: n })}>
        <path d={path} fill="none" stroke="rgba(255,255,255,0.25)" stroke-width="3" />
        {view.floors.map((c, i) => {
          const state = i < view.floor ? 'done' : i === view.floor ? 'now' : 'next';
          const ret = view.trips[i] === 'return';
          return (
            <g key={i} class={`floor ${state} ${ret ? 'return' : ''}`}>
              <circle cx={x(i)} cy={y(c)} r={state === 'now' ? Math.max(r + 4, 17) : r} />
              {(numbered || state === 'now') && <text x={x(i)} y={y(c) + 8} text-anchor="middle">{c}</text>}
            </g>
          );
        })}
      </svg>}
      <p class="muted">{t('floorOf', { n: view.floor + 1, m: n })} · {t('perTrick', { n: view.perTrick })} · {t('bonusIs', { n: view.bonus })}</p>
    </section>
  );
}

function Centre({ view, names, held }: TvGameProps<View>): JSX.Element {
  const { t } = useT();
  return (
    <>
      <TrickCentre plays={view.trick.plays} seats={view.seats} pack="french" held={held} leading={fahrstuhlLeading(view.trick.plays, view.seats, view.trumpSuit, view.shared)} />
      {view.phase === 'calling' && !held && (
        <div class="felt-note" data-testid="calling">
          {t('callingNow', { name: names[view.toAct[0]] ?? '?' })}
          <small>{t('callSum', { sum: view.callSum, tricks: view.cards })}</small>
        </div>
      )}
      {view.shared !== null && (
        <div class={`felt-badge ${view.shared ? 'shared' : 'not-shared'}`} data-testid="tv-shared">
          {view.shared ? t('shared') : `⚔ ${t('notShared')}`} · {t('callSumExplained', { sum: view.callSum, tricks: view.cards })}
        </div>
      )}
    </>
  );
}

function Sidebar({ view, names, state }: TvGameProps<View>): JSX.Element {
  const { t, num } = useT();
  const lastTrick = dealsLastTrick(view);
  // Issue 28 §6: in a learning deal the lesson's line comes first; the score table follows the trump,
  // and the lift is told in words, so that the table stays on the screen.
  const lesson = state.room?.lesson === true;
  return (
    <>
      <section class="tv-panel trump-panel" data-testid="trump">
        <div class="trump-card"><CardFace code={view.trump} pack="french" /></div>
        <div>
          <div class="big-line">{t('trumpIs', { suit: suitName(view.trumpSuit) })}</div>
          <div class="lowest">
            ⬇ {t('lowestCard', { card: classLabel(view.lowest.colour, view.lowest.rank) })}
          </div>
          <div class="muted">{t('dealerIs', { name: names[view.dealer] ?? '?' })}</div>
        </div>
      </section>
      {!lesson && <Lift view={view} />}
      <section class="tv-panel calls-table" data-testid="calls">
        <table>
          <thead><tr><th>{t('player')}</th><th>{t('calls')}</th><th>{t('tricksTaken')}</th><th>{t('total')}</th></tr></thead>
          <tbody>
            {names.map((name, s) => {
              const call = view.calls[s];
              const exact = call !== null && view.phase !== 'calling' && view.taken[s] === call;
              return (
                <tr key={s} class={view.toAct.includes(s) ? 'acting' : ''}>
                  <td>{name}</td>
                  <td class="num">{call ?? '–'}</td>
                  <td class={`num ${exact ? 'exact' : call !== null && view.taken[s] > call ? 'over' : ''}`}>{view.phase === 'calling' ? '' : view.taken[s]}</td>
                  <td class="num">{num(view.totals[s])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {lesson && <Lift view={view} compact />}
      <LastTrick plays={lastTrick?.plays ?? null} winners={lastTrick?.winners ?? []} names={names} pack="french" />
    </>
  );
}

export const tv: TvGame<View, FahrstuhlEvent> = {
  pack: 'french',
  Centre,
  Sidebar,
  showTotals: false,
  seatLine: (view, seat) => {
    const call = view.calls[seat];
    if (call === null) return view.phase === 'calling' ? '…' : null;
    return `${t('callShort', { n: call })}${view.phase === 'calling' ? '' : ` · ✓${view.taken[seat]}`}`;
  },
  flash: (e, names) => {
    if (e.type === 'callsDone') {
      return { kind: e.shared ? 'shared' : 'not-shared', text: e.shared ? t('sharedFlash') : `⚔ ${t('notSharedFlash')}` };
    }
    if (e.type === 'trickTaken' && e.winners.length > 1) {
      return { kind: 'shared', text: t('sharedTrick', { names: e.winners.map((s) => names[s]).join(' & ') }) };
    }
    return null;
  },
};
