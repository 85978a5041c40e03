/**
 * The host's list of removed phones, each with "Let back in": a removed phone cannot come back (not with
 * a new device token from the same address either, for 10 minutes) unless the host lifts that here.
 */
import type { JSX } from 'preact';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { attempt, phoneSession } from './context.ts';

export function KickedList({ room, onDone }: { room: RoomState; onDone?: () => void }): JSX.Element | null {
  const { t } = useT();
  const kicked = room.kicked ?? [];
  if (kicked.length === 0) return null;
  return (
    <div class="kicked-list" data-testid="kicked-list">
      <p class="menu-heading">{t('removedTitle')}</p>
      {kicked.map((k) => (
        <button
          type="button" key={k.memberId} class="small" data-action="readmit"
          onClick={() => { onDone?.(); void attempt(() => phoneSession().client.readmit(k.memberId)); }}
        >
          {t('letBackIn', { name: k.name })}
        </button>
      ))}
    </div>
  );
}
