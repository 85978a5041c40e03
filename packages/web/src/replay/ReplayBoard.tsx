/**
 * The replay on the TV's 1920×1080 stage (issue 18, part 1): one row per seat with the seat's whole hand
 * face up (the deal is over), the cards of this step raised, what the seat did in the step shown big on
 * the right, and above them the step and the rule that decided it in one line. The room's TV and the
 * `/replay/<id>` page both draw it; neither lets it steer (the host's phone, or the page's own keys, do).
 */
import type { JSX } from 'preact';
import { findGame, type ReplayDeal, type ReplayOutline } from '@kitchen-table/engine';
import { CardFace } from '../cards/Card.tsx';
import { dealLabel } from '../games/deal-label.ts';
import type { Pack } from '../cards/names.ts';
import { useT } from '../i18n.ts';
import { Avatar, seatColour } from '../shared/Avatar.tsx';
import { Icon } from '../shared/Icon.tsx';
import { replayFrame, type FramePlay, type SeatFrame } from './frame.ts';
import './replay.css';

export interface ReplayBoardProps {
  game: string;
  names: string[];
  /** The replay's deals in order (number and steps). */
  deals: ReplayOutline;
  deal: ReplayDeal;
  step: number;
  /** A line under the board (who steers, the page's keys). */
  footer?: string;
  /** The replayed match (a data attribute for tests and tools). */
  matchId?: string;
  /** How many deals the match has (a running match's replay holds only the deals played so far); null: open-ended. */
  dealsInMatch?: number | null;
}

const SEATS_HEIGHT = 720;
const HAND_WIDTH = 880;

export function ReplayBoard({ game, names, deals, deal, step, footer, matchId, dealsInMatch = deals.length }: ReplayBoardProps): JSX.Element {
  const { t, local } = useT();
  const def = findGame(game);
  const pack: Pack = def?.meta.pack ?? 'french';
  const seats = names.length;
  const frame = replayFrame(deal, step, seats);
  const rowH = Math.min(180, Math.floor(SEATS_HEIGHT / seats));
  const cardW = Math.floor((rowH - 18) / 1.4);
  const kind = frame.step?.kind;
  const stepLabel = !frame.step
    ? t('replayAsDealt')
    : kind === 'calls'
      ? t('replayCalls')
      : t(kind === 'trick' ? 'replayTrickOf' : 'replayPlayOf', { n: frame.ordinal, m: frame.ofKind });
  const winners = frame.seats.filter((s) => s.winner).map((s) => names[s.seat]);
  const who = !frame.step || kind === 'calls' || winners.length === 0
    ? null
    : kind === 'play'
      ? winners[0]
      : winners.length > 1
        ? t('replayEachTake', { names: winners.join(' & ') })
        : t('replayTakes', { name: winners[0] });
  const calls = deal.steps.some((s) => s.kind === 'calls');
  return (
    <div class="replay-board" data-testid="replay" data-match={matchId} data-deal={deal.deal} data-step={step} data-steps={deal.steps.length}>
      <header class="replay-head">
        <span class="replay-tag"><Icon name="eye" /> {t('replayTitle')}</span>
        <strong data-testid="replay-deal">{dealLabel({ game, deal: deal.deal, deals: dealsInMatch })}</strong>
        <span class="replay-dot">·</span>
        <strong data-testid="replay-step">{stepLabel}</strong>
        {deal.note && <span class="replay-note" data-testid="replay-note">{local(deal.note)}</span>}
      </header>
      <p class="replay-why" data-testid="replay-why">
        {who && <strong>{who}: </strong>}
        {frame.why ? local(frame.why) : t('replayAsDealtWhy')}
      </p>
      <ol class="replay-seats" style={{ '--row-h': `${rowH}px`, '--card-w': `${cardW}px` } as Record<string, string>}>
        {frame.seats.map((s) => (
          <SeatRow key={s.seat} frame={s} name={names[s.seat] ?? `#${s.seat + 1}`} pack={pack} cardW={cardW} calls={calls} dealer={deal.dealer === s.seat} />
        ))}
      </ol>
      {footer && <p class="replay-foot">{footer}</p>}
    </div>
  );
}

function SeatRow({ frame, name, pack, cardW, calls, dealer }: { frame: SeatFrame; name: string; pack: Pack; cardW: number; calls: boolean; dealer: boolean }): JSX.Element {
  const { t, num } = useT();
  const n = frame.hand.length;
  const stepX = n > 1 ? Math.min(cardW + 6, (HAND_WIDTH - cardW) / (n - 1)) : 0;
  // Mark each played card once, even when the hand holds two copies of it.
  const toMark = [...frame.playing];
  const marked = frame.hand.map((c) => {
    const at = toMark.indexOf(c);
    if (at < 0) return false;
    toMark.splice(at, 1);
    return true;
  });
  return (
    <li class={`replay-seat ${frame.winner ? 'winner' : ''}`} data-testid="replay-seat" data-seat={frame.seat} data-winner={frame.winner}>
      <div class="rs-name">
        <Avatar name={name} colour={seatColour(frame.seat)} size={56} />
        <span class="rs-who">
          <span class="rs-person">{name}</span>
          {dealer && <small>{t('dealer')}</small>}
        </span>
        {frame.winner && <Icon name="crown" size="44px" class="rs-crown" />}
      </div>
      <div class="rs-hand" style={{ width: `${HAND_WIDTH}px` }} data-testid="replay-hand">
        {frame.hand.map((c, i) => (
          <div key={`${i}-${c}`} class={`rs-card ${marked[i] ? 'playing' : ''}`} style={{ left: `${i * stepX}px`, width: `${cardW}px` }}>
            <CardFace code={c} pack={pack} />
          </div>
        ))}
      </div>
      <div class="rs-play" data-testid="replay-play">
        {frame.order !== null && <span class="rs-order" title={t('replayOrder', { n: frame.order })}>{frame.order}</span>}
        {frame.plays.map((p, i) => <Play key={i} play={p} pack={pack} cardW={cardW} />)}
      </div>
      <div class="rs-tally">
        {calls && frame.called !== null ? <span>{t('replayTakenOfCalled', { n: frame.credited, m: frame.called })}</span> : frame.credited > 0 && <span>{t(frame.creditKind === 'trick' ? 'replayTaken' : 'replayLaid', { n: frame.credited })}</span>}
        {frame.score !== null && <span class="rs-score">{t('replayDealScore', { n: num(frame.score, { sign: true }) })}</span>}
        {frame.total !== null && <span>{t('replayTotal', { n: num(frame.total) })}</span>}
      </div>
    </li>
  );
}

function Play({ play, pack, cardW }: { play: FramePlay; pack: Pack; cardW: number }): JSX.Element {
  const { t } = useT();
  if (play.kind === 'call') return <span class="rs-text call">{t('replayCalled', { n: play.n })}</span>;
  if (play.kind === 'pass') return <span class="rs-text">{t('replayPassed')}{play.count > 1 ? ` ×${play.count}` : ''}</span>;
  if (play.kind === 'give') return <span class="rs-text">{t('replayGave')}{play.count > 1 ? ` ×${play.count}` : ''}</span>;
  return (
    <span class="rs-cards">
      {play.cards.map((c, i) => (
        <span key={`${i}-${c}`} class="rs-big" style={{ width: `${cardW}px`, marginLeft: i > 0 ? `${-cardW * 0.45}px` : '0' }}>
          <CardFace code={c} pack={pack} />
        </span>
      ))}
      {play.zwang && <span class="rs-text zwang">{t('replayZwang')}</span>}
    </span>
  );
}
