/** Sidebar pieces the TV's games share: the running totals and the last trick. */
import type { JSX } from 'preact';
import { CardFace } from '../../cards/Card.tsx';
import type { Pack } from '../../cards/names.ts';
import { useT } from '../../i18n.ts';
import { seatColour } from '../../shared/Avatar.tsx';

export function Totals({ totals, names, title }: { totals: number[]; names: string[]; title?: string }): JSX.Element {
  const { t, num } = useT();
  const order = totals.map((v, s) => ({ v, s })).sort((a, b) => b.v - a.v);
  return (
    <section class="tv-panel totals" data-testid="totals">
      <h3>{title ?? t('runningTotals')}</h3>
      <ol>
        {order.map(({ v, s }) => (
          <li key={s}>
            <span class="dot" style={{ background: seatColour(s) }} />
            <span class="who">{names[s]}</span>
            <strong>{num(v)}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LastTrick({ plays, winners, names, pack }: { plays: { seat: number; card: string }[] | null; winners: number[]; names: string[]; pack: Pack }): JSX.Element | null {
  const { t } = useT();
  if (!plays || plays.length === 0) return null;
  return (
    <section class="tv-panel last-trick" data-testid="last-trick">
      <h3>{t('lastTrick')}</h3>
      <div class="last-trick-cards">
        {plays.map((p, i) => (
          <div key={i} class={winners.includes(p.seat) ? 'winner' : ''}>
            <CardFace code={p.card} pack={pack} />
            <span>{names[p.seat]}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
