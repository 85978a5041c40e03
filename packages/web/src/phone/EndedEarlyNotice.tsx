/** The lobby's word on why the last match stopped before its end (issue 28 §6); the phone may put it away. */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { RoomState } from '@kitchen-table/protocol';
import { findEntry } from '@kitchen-table/engine/catalogue';
import { useT } from '../i18n.ts';
import { endedEarlyText } from './ended-early.ts';

export function EndedEarlyNotice({ room, myId }: { room: RoomState; myId: string | null }): JSX.Element | null {
  const { t, lang, local } = useT();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const ended = room.endedEarly;
  const entry = ended ? findEntry(ended.game) : undefined;
  const text = endedEarlyText(lang, ended, myId, entry ? local(entry.meta.name) : ended?.game ?? '');
  if (!ended || !text || dismissed === ended.at) return null;
  return (
    <div class="notice ended-early" role="status" data-testid="ended-early" data-reason={ended.reason}>
      <span class="ended-early-text">{text}</span>
      <button type="button" class="small" data-action="dismiss-ended" onClick={() => setDismissed(ended.at)}>{t('close')}</button>
    </div>
  );
}
