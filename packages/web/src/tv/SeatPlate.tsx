/** One seat at the TV table: avatar with the clock as a ring, name, markers, cards as backs, the game's line. */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CardBack } from '../cards/Card.tsx';
import { Avatar, seatColour } from '../shared/Avatar.tsx';
import { OutsideBadge } from '../shared/OutsideBadge.tsx';
import { remainingMs, type SessionState } from '../net/session.ts';
import { useT } from '../i18n.ts';
import type { Point } from './geometry.ts';
import { Icon } from '../shared/Icon.tsx';
import { memo } from '../shared/memo.ts';
import { plateAnchor } from './open-hand-layout.ts';

function ClockRing({ state, seat, size }: { state: SessionState; seat: number; size: number }): JSX.Element | null {
  const [, tick] = useState(0);
  const clock = remainingMs(state, seat);
  useEffect(() => {
    if (!clock?.running) return;
    const id = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, [clock?.running, state.clockAt]);
  if (!clock) return null;
  const seconds = Math.ceil(clock.left / 1000);
  const r = size / 2 + 7;
  const c = 2 * Math.PI * r;
  const fraction = clock.total > 0 ? clock.left / clock.total : 0;
  const urgent = clock.left < 10_000;
  return (
    <>
    <span class={`seat-seconds ${urgent ? 'urgent' : ''}`} data-testid="seat-seconds">{clock.running ? `${seconds} s` : `‖ ${seconds} s`}</span>
    <svg class={`clock-ring ${urgent ? 'urgent' : ''}`} width={size + 20} height={size + 20} viewBox={`0 0 ${size + 20} ${size + 20}`} aria-hidden="true">
      <circle cx={size / 2 + 10} cy={size / 2 + 10} r={r} fill="none" stroke="rgba(255,255,255,0.15)" stroke-width="6" />
      <circle
        cx={size / 2 + 10} cy={size / 2 + 10} r={r} fill="none" stroke={urgent ? '#ff5252' : '#f2c14e'} stroke-width="6"
        stroke-dasharray={`${(c * fraction).toFixed(1)} ${c.toFixed(1)}`} stroke-linecap="round"
        transform={`rotate(-90 ${size / 2 + 10} ${size / 2 + 10})`}
      />
    </svg>
    </>
  );
}

export interface SeatPlateProps {
  seat: number;
  name: string;
  at: Point;
  state: SessionState;
  acting: boolean;
  cards: number;
  bot: boolean;
  /** Issue 30 part 4: an outside bot holds the seat (a bot's face, "🤖 outside"). */
  outside?: boolean;
  away: boolean;
  host: boolean;
  dealer: boolean;
  /** The game's line under the name (call and tricks, bound suit, …). */
  line?: JSX.Element | string | null;
  teamColour?: string;
  byClock?: boolean;
  highlight?: boolean;
  /** Issue 18 part 3: a learning deal shows the seat's cards face up instead of their backs. */
  openHand?: JSX.Element;
}

/** The seat's cards as backs (at most 12 drawn) and their count; drawn again only when the count changes. */
const SeatBacks = memo(({ cards, label }: { cards: number; label: string }): JSX.Element => {
  const backs = Math.min(cards, 12);
  return (
    <div class="seat-backs" aria-label={label}>
      {Array.from({ length: backs }, (_, i) => <span class="back" key={i} style={{ left: `${i * 13}px` }}><CardBack /></span>)}
      <span class="back-count" style={{ left: `${backs * 13 + 40}px` }}>{cards}</span>
    </div>
  );
});

export function SeatPlate(p: SeatPlateProps): JSX.Element {
  const { t } = useT();
  return (
    <div
      class={`seat-plate ${p.acting ? 'acting' : ''} ${p.highlight ? 'taker' : ''} ${p.teamColour ? 'team' : ''} ${p.openHand ? `open ${plateAnchor(p.at)}` : ''} ${p.outside ? 'outside' : ''}`} data-seat={p.seat}
      style={{ left: `${p.at.x}px`, top: `${p.at.y}px`, ...(p.teamColour ? { borderColor: p.teamColour } : {}) }}
    >
      <div class="seat-avatar">
        {p.acting && <ClockRing state={p.state} seat={p.seat} size={64} />}
        <Avatar name={p.name} colour={seatColour(p.seat)} bot={p.bot || p.outside} size={64} />
        {p.dealer && <span class="dealer-chip" title={t('dealer')} aria-label={t('dealer')}>{t('dealerBadge')}</span>}
      </div>
      <div class="seat-info">
        <div class="seat-name-line">
          <span class="seat-name">{p.name}</span>
          {p.host && <Icon name="crown" size="30px" label={t('host')} />}
          {p.bot && <span class="badge">{t('bot')}</span>}
          {p.outside && <OutsideBadge />}
          {p.away && <span class="badge away">{t('away')}</span>}
          {p.byClock && <span class="badge clock-badge"><Icon name="clock" /> {t('byClock')}</span>}
        </div>
        {!p.openHand && <SeatBacks cards={p.cards} label={t('cardsCount', { n: p.cards })} />}
        {p.line && <div class="seat-line">{p.line}</div>}
      </div>
      {/* Issue 28 §6: a learning deal's open hand takes a row of the plate's own, wide enough to read. */}
      {p.openHand}
    </div>
  );
}
