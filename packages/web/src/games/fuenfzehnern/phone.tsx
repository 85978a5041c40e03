/** Fünfzehnern on the phone: the trick, the bound suit, zwang (a toggle when it is allowed), the hand. */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { explainIllegal, type FuenfzehnernMove, type FuenfzehnernSeatView } from '@kitchen-table/engine/fuenfzehnern';
import { suitOf } from '@kitchen-table/engine';
import { useT } from '../../i18n.ts';
import { suitName } from '../labels.ts';
import { OneCardHand, SortToggle, TrickStrip, type GamePhoneProps, type Refusal } from '../../phone/games/common.tsx';
import { Icon } from '../../shared/Icon.tsx';
import { Dock } from '../../phone/Dock.tsx';
import { Notice } from '../../phone/notices.tsx';

type View = FuenfzehnernSeatView;

export function Brief({ view, seat, names }: { view: View; seat: number | null; names: string[] }): JSX.Element {
  const { t } = useT();
  const led = view.trick.plays[0]?.card;
  return (
    <div class="brief fuenfzehnern-brief" data-testid="brief">
      {view.zwang && (
        <Notice id="zwang" kind="zwang" testid="zwang">⚡ {t('zwangAnnounced', { name: names[view.zwang.seat] ?? '?', suit: suitName(view.zwang.suit) })}</Notice>
      )}
      {seat !== null && view.bound[seat] && (
        <Notice id="bound" kind="bound" testid="bound"><Icon name="chain" /> {t('youAreBound', { suit: suitName(view.bound[seat]!) })}</Notice>
      )}
      <div class="brief-row">
        <span>{led ? t('ledSuit', { suit: suitName(suitOf(led)) }) : t('leadComing', { name: names[view.trick.leader] ?? '?' })}</span>
      </div>
      {view.trick.plays.length > 0 && <TrickStrip plays={view.trick.plays} pack="french" names={names} />}
      <ul class="hand-sizes">
        {names.map((name, s) => (
          <li key={s} class={`${s === seat ? 'me' : ''} ${view.toAct.includes(s) ? 'acting' : ''}`}>
            {s === seat ? t('you') : name}: ✓{view.tricksTaken[s]}
            {view.cardPoints && <> · {t('pointsShort', { n: view.cardPoints[s] })}</>}
            {view.bound[s] && <> · <Icon name="chain" label={t('boundShort')} />{suitName(view.bound[s]!)}</>}
          </li>
        ))}
      </ul>
      {!view.cardPoints && <p class="muted small-print">🂠 {t('faceDown')}</p>}
    </div>
  );
}

export function Phone({ view, seat, names, act, busy, sort, setSort }: GamePhoneProps<View>): JSX.Element {
  const { t, num } = useT();
  const myTurn = seat !== null && view.toAct.includes(seat);
  const zwangMoves = (view.legal ?? []).filter((m) => m.zwang);
  const [zwangOn, setZwangOn] = useState(false);
  useEffect(() => setZwangOn(false), [view.trick.plays.length, view.deal]);
  const moves = zwangOn ? zwangMoves : (view.legal ?? []).filter((m) => !m.zwang);
  const playable = myTurn ? new Set(moves.map((m) => m.play)) : null;
  const moveOf = (card: string): FuenfzehnernMove => (zwangOn ? { play: card, zwang: true } : { play: card });
  // The engine names the rule from this view; the phone only fills in the words: whose turn it is, and
  // the suit the rule is about (the suit led when following, the bound suit when leading).
  const refusal = (card: string): Refusal => {
    const why = explainIllegal(view, moveOf(card));
    if (!why) return { code: 'STALE_STATE' };
    const led = view.trick.plays[0]?.card;
    const suit = led ? suitOf(led) : (seat !== null ? view.bound[seat] : null);
    return { code: why.code, vars: { ...(view.toAct.length > 0 ? { name: names[view.toAct[0]] ?? '?' } : {}), suit: suit ? suitName(suit) : '?' } };
  };
  return (
    <>
      <Brief view={view} seat={seat} names={names} />
      {seat !== null && (
        <div class="my-line">
          <span>{t('tricksTaken')}: <strong>{view.tricksTaken[seat]}</strong></span>
          <span>{t('total')}: <strong>{num(view.totals[seat], { sign: true })}</strong></span>
          <span>{t('chips')}: <strong>{num(view.hardScore.balance[seat])}</strong></span>
        </div>
      )}
      <Dock>
      {myTurn && zwangMoves.length > 0 && (
        <div class="zwang-toggle">
          <button type="button" role="switch" aria-checked={zwangOn} class={`switch ${zwangOn ? 'on' : ''}`} data-action="zwang" onClick={() => setZwangOn(!zwangOn)}>
            <span class="switch-knob" />
            <span class="switch-text">⚡ {t('announceZwang')}</span>
          </button>
        </div>
      )}
      {seat !== null && (
        <div class="hand-area">
          <SortToggle sort={sort} setSort={setSort} />
          <OneCardHand
            hand={view.hand} game="fuenfzehnern" pack="french" sort={sort} playable={playable} busy={busy}
            resetKey={`${view.deal}-${view.trick.plays.length}-${zwangOn}`}
            onPlay={(card) => void act(moveOf(card))}
            selectMove={moveOf}
            refusal={refusal}
          />
        </div>
      )}
      </Dock>
    </>
  );
}
