/**
 * The coached phone's tip (issue 18, part 2): on its turn, the move the strong bot would make and one
 * line why, with a button that plays it. While the coach thinks, it says so; when the coach had no
 * answer in its budget, the player is told to decide alone. Nothing shows for a seat without the coach.
 */
import type { JSX } from 'preact';
import { findGame } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';
import type { SessionState } from '../net/session.ts';
import { Icon } from '../shared/Icon.tsx';
import { fillLine, moveLabel } from './advice-text.ts';
import { moveRefused } from '../phone/turn-prompt.ts';
import './coach.css';

export function CoachHint({ state, seat, names, busy, act }: {
  state: SessionState;
  seat: number | null;
  names: readonly string[];
  busy: boolean;
  act: (move: Record<string, unknown>) => Promise<boolean>;
}): JSX.Element | null {
  const { t, lang } = useT();
  const room = state.room;
  const view = state.view;
  // Paused or on hold the move would be refused (issue 28 §6): no tip to play then.
  if (seat === null || !room || !view || room.summary || moveRefused(room) || !room.coach?.seats.includes(seat) || !view.toAct.includes(seat)) return null;
  const pack = (room.config.game ? findGame(room.config.game)?.meta.pack : undefined) ?? 'french';
  const advice = state.advice && state.advice.matchId === state.matchId && state.advice.seq === state.seq && state.advice.seat === seat ? state.advice : null;
  // In a learning deal the coach only ever points at the lesson's own move (issue 28 §3): silent otherwise.
  if (room.lesson && !advice?.move) return null;
  return (
    <aside class="coach-hint" data-testid="coach-hint" data-state={advice ? (advice.move ? 'advice' : 'none') : 'thinking'} aria-live="polite">
      <p class="coach-head"><Icon name="coach" /> <strong>{t('coachTip')}</strong></p>
      {!advice && <p class="coach-line muted">{t('coachThinking')}</p>}
      {advice && !advice.move && <p class="coach-line">{t('coachNone')}</p>}
      {advice?.move && advice.why && (
        <>
          <p class="coach-move" data-testid="coach-move" data-move={JSON.stringify(advice.move)}>{moveLabel(advice.move, pack, lang)}</p>
          <p class="coach-line" data-testid="coach-line">{fillLine(advice.why[lang], pack, lang, names)}</p>
          <button type="button" class="primary coach-play" data-action="coach-play" disabled={busy} onClick={() => void act(advice.move!)}>
            {t('coachPlayIt')}
          </button>
        </>
      )}
    </aside>
  );
}
