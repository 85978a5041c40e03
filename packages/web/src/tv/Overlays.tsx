/**
 * Full-screen notices over the table: a hold (issue 26: the table waits for its storage), the suspended
 * match, and a pause (the rules, or someone's pause button). A hold comes first: whatever else is on,
 * nothing moves until it ends.
 */
import type { JSX } from 'preact';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Icon } from '../shared/Icon.tsx';

export function PauseOverlay({ room }: { room: RoomState }): JSX.Element | null {
  const { t } = useT();
  if (room.hold) {
    return (
      <div class="overlay hold" data-testid="hold-overlay" data-reason={room.hold.reason} role="alert">
        <div class="overlay-box"><div class="overlay-icon"><Icon name="clock" size="120px" /></div><h2>{t(`hold_${room.hold.reason}`)}</h2><p>{t(`holdHint_${room.hold.reason}`)}</p></div>
      </div>
    );
  }
  if (room.suspended) {
    return (
      <div class="overlay" data-testid="suspended">
        <div class="overlay-box"><div class="overlay-icon"><Icon name="clock" size="120px" /></div><h2>{t('suspended')}</h2><p>{t('suspendedHint')}</p></div>
      </div>
    );
  }
  const paused = room.paused;
  if (!paused) return null;
  const names = paused.readers.map((r) => r.name);
  return (
    <div class="overlay" data-testid="pause-overlay">
      <div class="overlay-box">
        <div class="overlay-icon"><Icon name="pause" size="120px" /></div>
        <h2>{paused.by ? t('pausedBy', { name: paused.by.name }) : names.length > 0 ? t('pausedReading', { names: names.join(', ') }) : t('paused')}</h2>
        <p>{paused.by ? t('pausedHintPlayer', { name: paused.by.name }) : t('pauseHint', { minutes: Math.max(1, Math.round(paused.autoResumeInMs / 60000)) })}</p>
      </div>
    </div>
  );
}
