/** Whose turn it is, with the move clock as a draining bar (red in the last seconds). */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SessionState } from '../net/session.ts';
import { remainingMs } from '../net/session.ts';
import { useT } from '../i18n.ts';
import { turnPrompt } from './turn-prompt.ts';

export function ClockBar({ state, seat }: { state: SessionState; seat: number }): JSX.Element | null {
  const [, tick] = useState(0);
  const clock = remainingMs(state, seat);
  useEffect(() => {
    if (!clock?.running) return;
    const id = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, [clock?.running, state.clockAt, seat]);
  if (!clock) return null;
  const fraction = clock.total > 0 ? clock.left / clock.total : 0;
  const seconds = Math.ceil(clock.left / 1000);
  return (
    <div class={`clock-bar ${seconds <= 10 ? 'urgent' : ''} ${clock.running ? '' : 'stopped'}`} role="timer" aria-label={`${seconds} s`}>
      <div class="clock-fill" style={{ transform: `scaleX(${fraction.toFixed(4)})` }} />
      <span class="clock-text">{clock.running ? `${seconds} s` : `‖ ${seconds} s`}</span>
    </div>
  );
}

export function TurnBar({ state, seat, names, label }: { state: SessionState; seat: number | null; names: string[]; label?: string }): JSX.Element | null {
  const { t } = useT();
  const prompt = state.view ? turnPrompt(state.view, state.room, seat) : null;
  if (!prompt) return null;
  const { actor, kind } = prompt;
  const name = names[actor] ?? '?';
  const text = kind === 'mine' ? `▶ ${label ?? t('yourTurn')}`
    : kind === 'theirs' ? t('theirTurn', { name })
    : kind === 'paused-mine' ? t('pausedYourTurn') : t('pausedTheirTurn', { name });
  return (
    <div class={`turn-bar ${kind === 'mine' ? 'mine' : ''} ${prompt.halted ? 'halted' : ''}`} data-testid="turn-bar" data-my-turn={kind === 'mine' ? 'true' : 'false'} data-halted={prompt.halted ? 'true' : 'false'}>
      <span class="turn-text">{text}</span>
      <ClockBar state={state} seat={actor} />
    </div>
  );
}
