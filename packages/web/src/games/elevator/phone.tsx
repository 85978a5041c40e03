/**
 * Elevator on the phone: the top card and the lift, a big Pass button, runs of several cards (select
 * them in order, tap the last again to play), "you drew …", the Kopile notice and the give picker.
 */
import type { JSX } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { ElevatorMove, ElevatorSeatView } from '@kitchen-table/engine/elevator';
import { useT } from '../../i18n.ts';
import { cardShort } from '../../cards/names.ts';
import { sortHand } from '../order.ts';
import { reportSelection } from '../../phone/TableControls.tsx';
import { showToast } from '../../shared/toast.ts';
import { Hand, type CardState } from '../../phone/Hand.tsx';
import { errorText } from '../../phone/explain.ts';
import { refusalOf } from '../../phone/refusal.ts';
import { SmallCard, SortToggle, type GamePhoneProps } from '../../phone/games/common.tsx';
import { takenCards } from './taken.ts';
import { BetweenDeals, Dock } from '../../phone/Dock.tsx';
import { Notice } from '../../phone/notices.tsx';

type View = ElevatorSeatView;

export function Brief({ view, seat, names }: { view: View; seat: number | null; names: string[] }): JSX.Element {
  const { t, lang } = useT();
  // What this seat took since its turn: drawn from the stock, or given by the others after a Kopile.
  const taken = seat !== null ? takenCards({ drawn: view.drawn ?? [], history: view.history }, seat) : { drew: [], given: [] };
  const short = (cards: readonly string[]) => cards.map((c) => cardShort(c, 'french', lang)).join(', ');
  const givers = [...new Set(taken.given.map((g) => g.from))];
  return (
    <div class="brief elevator-brief" data-testid="brief">
      <div class="brief-row">
        <SmallCard code={view.top} pack="french" />
        <div class={`lift-arrow ${view.lift}`} aria-label={view.lift === 'up' ? t('liftUp') : t('liftDown')}>{view.lift === 'up' ? '⬆' : '⬇'}</div>
        <div>
          <div class="brief-big">{view.lift === 'up' ? t('liftUp') : t('liftDown')}</div>
          <div class="muted">🂠 {t('stockCount', { n: view.stock })}</div>
        </div>
      </div>
      {view.free && <Notice id="joker" kind="joker" testid="free">🃏 {t('jokerFree')}</Notice>}
      {view.obligation === 'kopile' && view.kopileSeat !== null && (
        <Notice id="kopile" kind="kopile" testid="kopile">
          {view.kopileSeat === seat ? t('kopileNoticeYou') : t('kopileNotice', { name: names[view.kopileSeat] ?? '?' })}
        </Notice>
      )}
      {(taken.drew.length > 0 || givers.length > 0) && (
        <Notice id="drawn" kind="drawn" testid="drawn">
          {taken.drew.length > 0 && <div data-testid="drew">{t('youDrew', { cards: short(taken.drew) })}</div>}
          {givers.map((from) => (
            <div key={from} data-testid="given">{t('givenYou', { name: names[from] ?? '?', cards: short(taken.given.filter((g) => g.from === from).map((g) => g.card)) })}</div>
          ))}
        </Notice>
      )}
      <ul class="hand-sizes">
        {names.map((name, s) => (
          <li key={s} class={`${s === seat ? 'me' : ''} ${view.toAct.includes(s) ? 'acting' : ''}`}>
            <span>{s === seat ? t('you') : name}:</span> <strong>{view.handSizes[s]}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

const startsWith = (run: readonly string[], prefix: readonly string[]) => prefix.every((c, i) => run[i] === c);

/**
 * Why the engine refuses `move`, in Elevator's words: the engine's code (explainIllegal), with the wording
 * of a run's further card ("the colours take turns") and of a give, and the Kopile seat as the one owed.
 */
function refusalText(view: View, move: ElevatorMove, names: string[]): string {
  const r = refusalOf(view, move, names);
  if (!r) return errorText('BAD_MOVE');
  const further = 'play' in move && move.play.length > 1;
  if (r.code === 'WRONG_COLOUR' && further) return errorText('WRONG_COLOUR_RUN');
  if (r.code === 'WRONG_PHASE') return errorText('WRONG_PHASE_GIVE');
  if (r.code === 'MUST_GIVE') return errorText('MUST_GIVE', { name: names[view.turn] ?? '?' });
  return errorText(r.code, r.vars);
}

export function Phone({ view, seat, names, act, busy, sort, setSort }: GamePhoneProps<View>): JSX.Element {
  const { t, lang, num } = useT();
  const cards = seat !== null ? sortHand(view.hand, 'elevator', 'french', sort) : [];
  const acting = seat !== null && view.toAct.includes(seat);
  const giving = acting && view.givesDue.length > 0;
  const runs = (view.legal ?? []).flatMap((m) => ('play' in m ? [m.play] : []));
  const gives = new Set((view.legal ?? []).flatMap((m) => ('give' in m ? [m.give] : [])));
  const canPass = (view.legal ?? []).some((m) => 'pass' in m);
  const [run, setRun] = useState<number[]>([]);
  useEffect(() => setRun([]), [view.pileSize, view.handSizes.join(), view.givesDue.length, sort, view.deal]);
  const runCodes = run.map((i) => cards[i]);
  // What the clock plays if time runs out: the give picked, or the run selected when it is a whole play.
  const selectedMove = !acting || run.length === 0 ? null
    : giving ? { give: cards[run[0]] }
    : runs.some((r) => r.length === runCodes.length && startsWith(r, runCodes)) ? { play: runCodes } : null;
  useEffect(() => reportSelection(selectedMove), [JSON.stringify(selectedMove)]);

  const stateOf = (i: number): CardState => {
    if (!acting) return 'idle';
    if (giving) return run[0] === i ? 'selected' : gives.has(cards[i]) ? 'legal' : 'illegal';
    if (run.includes(i)) return 'selected';
    const next = [...runCodes, cards[i]];
    return runs.some((r) => startsWith(r, next)) ? 'legal' : 'illegal';
  };
  // The move a refused tap stands for: the give of that card, or the run selected so far extended by it.
  const refusal = (i: number): string =>
    refusalText(view, giving ? { give: cards[i] } : { play: [...runCodes, cards[i]] }, names);
  const playRun = async (codes: string[]) => {
    setRun([]);
    await act({ play: codes });
  };
  const between = useContext(BetweenDeals);
  const onTap = (i: number) => {
    const s = stateOf(i);
    if (s === 'idle' || s === 'illegal') {
      if (between) showToast(errorText('BETWEEN_DEALS', { next: t('nextDeal') }), 'info');
      else showToast(refusal(i), 'error');
      return;
    }
    if (giving) {
      if (s === 'selected') {
        setRun([]);
        void act({ give: cards[i] });
      } else setRun([i]);
      return;
    }
    if (s === 'selected') {
      const at = run.indexOf(i);
      if (at === run.length - 1) void playRun(runCodes);
      else setRun(run.slice(0, at));
      return;
    }
    setRun([...run, i]);
  };

  return (
    <>
      <Brief view={view} seat={seat} names={names} />
      {seat !== null && (
        <div class="my-line">
          <span>{t('cardsInHand', { n: view.hand.length })}</span>
          <span>{t('total')}: <strong>{num(view.totals[seat])}</strong></span>
        </div>
      )}
      <Dock>
      {giving && (
        <div class="notice give" data-testid="give-picker">
          {t('giveCard', { name: names[view.turn] ?? '?' })}
          {run.length > 0 && (
            <button type="button" class="primary" data-action="give" disabled={busy} onClick={() => { const c = cards[run[0]]; setRun([]); void act({ give: c }); }}>
              {t('giveThis', { card: cardShort(cards[run[0]], 'french', lang) })}
            </button>
          )}
        </div>
      )}
      {acting && !giving && (
        <div class="elevator-actions">
          <button
            type="button" class={`pass-button big ${canPass ? '' : 'not-allowed'}`} data-action="pass" aria-disabled={!canPass || busy}
            onClick={() => (canPass ? void act({ pass: true }) : showToast(refusalText(view, { pass: true }, names), 'error'))}
          >
            {view.stock > 0 ? t('passDraw') : t('pass')}
          </button>
          {run.length > 0 && (
            <button type="button" class="primary big" data-action="play-run" disabled={busy} onClick={() => void playRun(runCodes)}>
              ▲ {t('playCards', { n: run.length })}
            </button>
          )}
        </div>
      )}
      {seat !== null && (
        <div class="hand-area">
          <SortToggle sort={sort} setSort={setSort} />
          <Hand
            cards={cards} pack="french" stateOf={stateOf} onTap={onTap} disabled={busy} fresh={view.drawn}
            onSwipeUp={(i) => {
              const s = stateOf(i);
              if (giving && s !== 'illegal' && s !== 'idle') void act({ give: cards[i] });
              else if (!giving && s === 'selected') void playRun(runCodes);
              else if (!giving && s === 'legal' && run.length === 0) void playRun([cards[i]]);
            }}
          />
        </div>
      )}
      </Dock>
    </>
  );
}
