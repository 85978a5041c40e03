/**
 * Elevator on the TV: the pile with its top card flying in from the player, the lift's direction as a
 * big arrow, the stock, a clear moment for Kopile and for a joker's "play anything", and the history.
 */
import type { JSX } from 'preact';
import type { ElevatorEvent, ElevatorTableView } from '@kitchen-table/engine/elevator';
import { CardBack, CardFace } from '../../cards/Card.tsx';
import { cardShort } from '../../cards/names.ts';
import { langStore, t, useT } from '../../i18n.ts';
import { seatColour } from '../../shared/Avatar.tsx';
import { seatPoint, TABLE } from '../../tv/geometry.ts';
import type { TvGame, TvGameProps } from '../../tv/games/types.ts';
import { kopileFeedText } from './kopile-text.ts';

type View = ElevatorTableView;
const PILE_W = 170;

function lastPlays(view: View, count: number): { seat: number | null; cards: string[] }[] {
  const plays: { seat: number | null; cards: string[] }[] = [];
  for (const e of view.history) {
    if (e.type === 'play') plays.push({ seat: e.seat, cards: e.cards });
    if (e.type === 'dealStart') plays.push({ seat: null, cards: [e.starter] });
  }
  return plays.slice(-count);
}

function Centre({ view, names }: TvGameProps<View>): JSX.Element {
  const { t } = useT();
  const plays = lastPlays(view, 3);
  const top = plays[plays.length - 1];
  const from = view.topBy !== null ? seatPoint(view.topBy, view.seats) : { x: TABLE.cx, y: TABLE.cy - 300 };
  return (
    <div class="elevator-centre">
      <div class="stock" style={{ left: `${TABLE.cx - 330}px`, top: `${TABLE.cy - 105}px` }} data-testid="stock">
        {Array.from({ length: Math.min(6, Math.ceil(view.stock / 6)) }, (_, i) => (
          <span class="stock-card" key={i} style={{ top: `${-i * 3}px`, left: `${i * 2}px` }}><CardBack /></span>
        ))}
        <span class="stock-count">{t('stockCount', { n: view.stock })}</span>
      </div>
      <div class={`pile ${view.free ? 'free' : ''}`} style={{ left: `${TABLE.cx - PILE_W / 2}px`, top: `${TABLE.cy - PILE_W * 0.7}px`, width: `${PILE_W}px`, height: `${PILE_W * 1.4}px` }} data-testid="pile">
        {plays.slice(0, -1).flatMap((p, j) => p.cards.map((c, k) => (
          <div class="pile-card under" key={`u${j}-${k}`} style={{ transform: `rotate(${((j * 37 + k * 11) % 24) - 12}deg)` }}>
            <CardFace code={c} pack="french" hidden />
          </div>
        )))}
        {top?.cards.map((c, k) => (
          <div
            class="pile-card top fly" key={`t${view.pileSize}-${k}`}
            style={{ transform: `translate(${(k - top.cards.length + 1) * 34}px, ${(k - top.cards.length + 1) * 6}px)`, '--dx': `${from.x - TABLE.cx}px`, '--dy': `${from.y - TABLE.cy}px`, zIndex: String(10 + k) } as Record<string, string>}
          >
            <CardFace code={c} pack="french" />
          </div>
        ))}
      </div>
      <div class={`big-arrow ${view.lift}`} style={{ left: `${TABLE.cx + 190}px`, top: `${TABLE.cy - 100}px` }} data-testid="lift-arrow">
        <span>{view.lift === 'up' ? '⬆' : '⬇'}</span>
        <small>{view.lift === 'up' ? t('liftUp') : t('liftDown')}</small>
      </div>
      {view.free && <div class="felt-note joker" style={{ top: `${TABLE.cy + 130}px` }} data-testid="tv-free">🃏 {t('jokerFree')}</div>}
      {view.givesDue.length > 0 && (
        <div class="felt-note kopile" style={{ top: `${TABLE.cy + 130}px` }}>{t('givesTo', { name: names[view.givesDue[0]] ?? '?', to: names[view.turn] ?? '?' })}</div>
      )}
      {view.obligation === 'kopile' && view.kopileSeat !== null && view.givesDue.length === 0 && (
        <div class="felt-note kopile" style={{ top: `${TABLE.cy + 192}px` }} data-testid="tv-kopile">{t('kopileNotice', { name: names[view.kopileSeat] ?? '?' })}</div>
      )}
    </div>
  );
}

function eventText(e: ElevatorEvent, names: string[]): string | null {
  const who = 'seat' in e ? names[e.seat] ?? '?' : '';
  switch (e.type) {
    case 'play':
      return t('evPlayed', { name: who, cards: e.cards.map((c) => cardShort(c, 'french', langStore.get())).join(' ') });
    case 'pass':
      return e.drew ? t('evPassedDrew', { name: who }) : t('evPassed', { name: who });
    case 'kopile':
      return kopileFeedText(langStore.get(), e, names);
    case 'give':
      return t('evGave', { name: who, to: names[e.to] ?? '?' });
    case 'dealStart':
      return t('evStarter', { card: cardShort(e.starter, 'french', langStore.get()) });
    default:
      return null;
  }
}

function Sidebar({ view, names, dealNames, state }: TvGameProps<View>): JSX.Element {
  const { t } = useT();
  // A learning deal's line takes the sidebar's top: the feed keeps its newest lines whole (issue 28 §6).
  const lines = state.room?.lesson === true ? 4 : 7;
  const feed = view.history.map((e) => eventText(e, names)).filter((x): x is string => !!x).slice(-lines).reverse();
  return (
    <>
      <section class="tv-panel standings" data-testid="standings">
        <h3>{t('dealOf', { n: view.deal, m: view.deals ?? view.deal })}</h3>
        <table>
          <thead><tr><th>{t('player')}</th><th>{t('inHand')}</th><th>{t('points')}</th></tr></thead>
          <tbody>
            {names.map((name, s) => (
              <tr key={s} class={view.toAct.includes(s) ? 'acting' : ''}>
                <td><span class="dot" style={{ background: seatColour(s) }} /> {name}</td>
                <td class="num big-num">{view.handSizes[s]}</td>
                <td class="num">{view.totals[s]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section class="tv-panel feed" data-testid="feed">
        <h3>{t('whatHappened')}</h3>
        <ul>{feed.map((line, i) => <li key={`${view.history.length}-${i}`} class={i === 0 ? 'newest' : ''}>{line}</li>)}</ul>
      </section>
      {view.results.length > 0 && (
        <section class="tv-panel results-list">
          <h3>{t('gamesWon')}</h3>
          <ol>{view.results.map((r, i) => <li key={i}>{t('gameWonBy', { n: i + 1, name: (dealNames[i] ?? names)[r.winner] ?? '?', points: r.points[r.winner] })}</li>)}</ol>
        </section>
      )}
    </>
  );
}

export const tv: TvGame<View, ElevatorEvent> = {
  pack: 'french',
  Centre,
  Sidebar,
  showTotals: false,
  flash: (e, names) => {
    if (e.type === 'kopile') return { kind: 'kopile', text: `KOPILE! ${t('kopileFlash', { name: names[e.seat] ?? '?', n: e.drawn + e.owed })}` };
    if (e.type === 'play' && e.free) return { kind: 'joker', text: `🃏 ${t('jokerFlash', { name: names[e.seat] ?? '?' })}` };
    if (e.type === 'gameOver') return { kind: 'win', text: `★ ${t('outFlash', { name: names[e.winner] ?? '?' })}` };
    return null;
  },
};
