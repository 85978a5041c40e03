/** Issue 26: the table is on hold (RoomState.hold), shown on every phone screen of the room, whatever its phase. */
import type { JSX } from 'preact';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Icon } from '../shared/Icon.tsx';
import { Notice } from './notices.tsx';

export function HoldNotice({ room }: { room: RoomState | null }): JSX.Element | null {
  const { t } = useT();
  const hold = room?.hold;
  if (!hold) return null;
  return (
    <Notice id="hold" kind="hold" role="alert" testid="hold-notice" reason={hold.reason}>
      <Icon name="clock" />
      <div>
        <strong>{t(`hold_${hold.reason}`)}</strong>
        <div class="hold-hint">{t(`holdHint_${hold.reason}`)}</div>
      </div>
    </Notice>
  );
}
