/**
 * The phone as the replay's remote (issue 18, part 1). The host's phone steers: back, next, a chip per
 * step to jump to, the deals before and after, close. Every other phone follows: it shows where the TV
 * is and the step's rule line, without buttons (one TV, one remote — docs/players, "Replay").
 */
import type { JSX } from 'preact';
import { nextPosition, previousPosition, type ReplayPosition } from '@kitchen-table/engine';
import type { ReplayShown } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { replayFrame } from '../replay/frame.ts';
import { dealLabel } from '../games/deal-label.ts';
import { attempt, phoneSession, usePhone } from './context.ts';
import './replay-remote.css';

export function ReplayRemote({ replay }: { replay: ReplayShown }): JSX.Element {
  const { state } = usePhone();
  const { t, local } = useT();
  const client = phoneSession().client;
  const host = state.you?.isHost === true;
  const at = replay.position;
  const seats = replay.names.length;
  const frame = replayFrame(replay.deal, at.step, seats);
  const label = !frame.step
    ? t('replayAsDealt')
    : frame.step.kind === 'calls'
      ? t('replayCalls')
      : t(frame.step.kind === 'trick' ? 'replayTrickOf' : 'replayPlayOf', { n: frame.ordinal, m: frame.ofKind });
  const dealIndex = replay.deals.findIndex((d) => d.deal === at.deal);
  // Between deals the replay holds the deals played so far; the match may have more (or be open-ended).
  const inMatch = replay.source === 'summary' ? (state.view?.deals ?? null) : replay.deals.length;
  const go = (to: ReplayPosition) => {
    if (to.deal !== at.deal || to.step !== at.step) void attempt(() => client.showReplay(to.deal, to.step));
  };
  const first = dealIndex === 0 && at.step === 0;
  const last = dealIndex === replay.deals.length - 1 && at.step === replay.deal.steps.length;
  return (
    <section class="replay-remote" data-testid="replay-remote" data-deal={at.deal} data-step={at.step} data-host={host}>
      <h2>⟲ {host ? t('replayTitle') : t('replayFollowing')}</h2>
      <p class="rr-where" data-testid="replay-where">
        <strong>{dealLabel({ game: replay.game, deal: at.deal, deals: inMatch })}</strong> · {label}
      </p>
      {frame.why && <p class="rr-why">{local(frame.why)}</p>}
      {host ? (
        <>
          <div class="rr-steps">
            <button type="button" class="big" data-action="replay-back" disabled={first} onClick={() => go(previousPosition(replay.deals, at))}>◀ {t('replayBack')}</button>
            <button type="button" class="primary big" data-action="replay-next" disabled={last} onClick={() => go(nextPosition(replay.deals, at))}>{t('replayNext')} ▶</button>
          </div>
          <p class="rr-jump-label">{t('replayJump')}</p>
          <div class="rr-jump" role="group" aria-label={t('replayJump')}>
            {Array.from({ length: replay.deal.steps.length + 1 }, (_, step) => {
              const s = step > 0 ? replay.deal.steps[step - 1] : null;
              const text = !s ? t('replayStepShort') : s.kind === 'calls' ? t('replayCallsShort') : String(replay.deal.steps.slice(0, step).filter((x) => x.kind === s.kind).length);
              return (
                <button type="button" key={step} class="rr-chip" aria-pressed={step === at.step} data-action="replay-jump" data-step={step} onClick={() => go({ deal: at.deal, step })}>
                  {text}
                </button>
              );
            })}
          </div>
          {replay.deals.length > 1 && (
            <div class="rr-deals">
              <button type="button" data-action="replay-prev-deal" disabled={dealIndex === 0} onClick={() => go({ deal: replay.deals[dealIndex - 1].deal, step: 0 })}>‹ {t('replayPrevDeal')}</button>
              <button type="button" data-action="replay-next-deal" disabled={dealIndex === replay.deals.length - 1} onClick={() => go({ deal: replay.deals[dealIndex + 1].deal, step: 0 })}>{t('replayNextDeal')} ›</button>
            </div>
          )}
          <button type="button" class="rr-close" data-action="replay-close" onClick={() => void attempt(() => client.closeReplay())}>✕ {t('replayClose')}</button>
        </>
      ) : (
        <p class="muted">{t('replayHostSteers')}</p>
      )}
    </section>
  );
}
