/** The TV's switch for its voice at the table (whose turn, trump, calls); stored on this TV. */
import type { JSX } from 'preact';
import { useT } from '../i18n.ts';
import { preferencesStore, setPreference } from '../shared/preferences.ts';
import { speechAvailable } from '../shared/speech.ts';
import { useStore } from '../shared/store.ts';
import { Icon } from '../shared/Icon.tsx';

export function TableVoiceSwitch(): JSX.Element | null {
  const { t } = useT();
  const { tableVoice } = useStore(preferencesStore);
  if (!speechAvailable()) return null;
  return (
    <button type="button" class="tv-toggle" role="switch" aria-checked={tableVoice} aria-pressed={tableVoice} onClick={() => setPreference('tableVoice', !tableVoice)} data-action="table-voice">
      <Icon name="voice" /> {t('tableVoice')}
    </button>
  );
}
