/** Fahrstuhl on the phone: trump, the lift, the calls against the tricks, call buttons, the hand. */
import type { JSX } from 'preact';
import type { FahrstuhlSeatView } from '@kitchen-table/engine/fahrstuhl';
import { t, useT } from '../../i18n.ts';
import { liftWay, type LiftWay } from './lift-direction.ts';
import { classLabel, suitName } from '../labels.ts';
import { OneCardHand, SmallCard, SortToggle, TrickStrip, type GamePhoneProps } from '../../phone/games/common.tsx';
import { fahrstuhlRefusal } from './refusal.ts';
import { Icon } from '../../shared/Icon.tsx';
import { Dock } from '../../phone/Dock.tsx';

type View = FahrstuhlSeatView;

/** "down ⬇ ×10", "back up ⬆ ×20", "up ⬆ ×10"; a single round only says what a trick is worth. */
function tripText(way: LiftWay, trip: string, perTrick: number): string {
  if (way === 'down') return t('outboundTrip', { n: perTrick });
  if (way === 'up') return t(trip === 'return' ? 'returnTrip' : 'upTrip', { n: perTrick });
  return t('perTrick', { n: perTrick });
}

export function Brief({ view, seat, names }: { view: View; seat: number | null; names: string[] }): JSX.Element {
  const { t } = useT();
  const callSum = view.calls.reduce<number>((a, c) => a + (c ?? 0), 0);
  return (
    <div class="brief fahrstuhl-brief" data-testid="brief">
      <div class="brief-row">
        <SmallCard code={view.trump} pack="french" />
        <div>
          <div class="brief-big">{t('trumpIs', { suit: suitName(view.trumpSuit) })}</div>
          <div class="muted">⬇ {t('lowestCard', { card: classLabel(view.lowest.colour, view.lowest.rank) })}</div>
          <div class="muted">
            <Icon name="lift" /> {t('floorOf', { n: view.floor + 1, m: view.floors.length })} · {t('cardsEach', { n: view.cards })} ·{' '}
            {tripText(liftWay(view.mode, view.trip), view.trip, view.perTrick)}
          </div>
        </div>
      </div>
      <ul class="calls" aria-label={t('calls')}>
        {names.map((name, s) => (
          <li key={s} class={`${s === seat ? 'me' : ''} ${view.toAct.includes(s) ? 'acting' : ''}`}>
            <span class="call-name">{s === view.dealer && <span class="dealer-mark" title={t('dealer')} aria-label={t('dealer')}>{t('dealerBadge')}</span>}{s === seat ? t('you') : name}</span>
            <span class="call-value">{view.calls[s] ?? '–'}</span>
            {view.phase !== 'calling' && <span class="call-taken" title={t('tricksTaken')}>✓{view.taken[s]}</span>}
          </li>
        ))}
      </ul>
      <div class="brief-row sum-row">
        <span>{t('callSum', { sum: callSum, tricks: view.cards })}</span>
        {view.shared !== null && (
          <span class={`badge ${view.shared ? 'shared' : 'not-shared'}`} data-testid="shared">
            {view.shared ? t('shared') : t('notShared')}
          </span>
        )}
      </div>
      {view.trick.plays.length > 0 && <TrickStrip plays={view.trick.plays} pack="french" names={names} />}
    </div>
  );
}

export function Phone({ view, seat, names, act, busy, sort, setSort }: GamePhoneProps<View>): JSX.Element {
  const { t, num } = useT();
  const myTurn = seat !== null && view.toAct.includes(seat);
  const calling = view.phase === 'calling';
  const playable = myTurn && !calling ? new Set((view.legal ?? []).flatMap((m) => ('play' in m ? [m.play] : []))) : null;
  return (
    <>
      <Brief view={view} seat={seat} names={names} />
      {seat !== null && (
        <div class="my-line">
          <span>{t('yourCall')}: <strong>{view.calls[seat] ?? '–'}</strong></span>
          <span>{t('tricksTaken')}: <strong>{view.taken[seat]}</strong></span>
          <span>{t('total')}: <strong>{num(view.totals[seat])}</strong></span>
        </div>
      )}
      <Dock>
      {myTurn && calling && (
        <div class="call-pad" role="group" aria-label={t('howManyTricks')}>
          <p>{t('howManyTricks')}</p>
          <div class="call-buttons">
            {Array.from({ length: view.cards + 1 }, (_, n) => (
              <button type="button" key={n} class="call-button" data-call={n} disabled={busy} onClick={() => void act({ call: n })}>{n}</button>
            ))}
          </div>
        </div>
      )}
      {seat !== null && (
        <div class="hand-area">
          <SortToggle sort={sort} setSort={setSort} />
          <OneCardHand
            hand={view.hand} game="fahrstuhl" pack="french" sort={sort} playable={playable} busy={busy}
            resetKey={`${view.deal}-${view.trick.plays.length}-${view.tricks.length}`}
            onPlay={(card) => void act({ play: card })}
            refusal={(card) => fahrstuhlRefusal(view, card, names)}
          />
        </div>
      )}
      </Dock>
    </>
  );
}
