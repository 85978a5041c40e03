/** The TV's top line: the game and deal, the room code, and the sound, voice and language switches. */
import type { JSX } from 'preact';
import { useT } from '../i18n.ts';
import { LangSwitch } from '../shared/LangSwitch.tsx';
import { mutedStore, setMuted } from '../shared/sound.ts';
import { setSpeechOn, speechAvailable, speechOnStore } from '../shared/speech.ts';
import { useStore } from '../shared/store.ts';
import { Icon } from '../shared/Icon.tsx';
import { TableVoiceSwitch } from './TableVoiceSwitch.tsx';
import { memo } from '../shared/memo.ts';

function TopBarPlain({ title, sub, code }: { title: string; sub?: string; code?: string }): JSX.Element {
  const { t } = useT();
  const muted = useStore(mutedStore);
  const speechOn = useStore(speechOnStore);
  return (
    <header class="tv-top">
      <div class="tv-title">
        <span class="tv-logo">🃏</span>
        <strong>{title}</strong>
        {sub && <span class="tv-sub">{sub}</span>}
      </div>
      <div class="tv-top-tools">
        {code && <span class="tv-code-small">{t('joinAt')} <strong>{code}</strong></span>}
        <button type="button" class="tv-toggle" aria-pressed={!muted} onClick={() => setMuted(!muted)} data-action="sound">
          <Icon name={muted ? 'speakerOff' : 'speaker'} /> {t('soundOn')}
        </button>
        {speechAvailable() && (
          <button type="button" class="tv-toggle" aria-pressed={speechOn} onClick={() => setSpeechOn(!speechOn)} data-action="speech">
            <Icon name="voice" /> {t('readAloud')}
          </button>
        )}
        <TableVoiceSwitch />
        <LangSwitch />
      </div>
    </header>
  );
}

/** Memoized: the top line is drawn again when its texts change, not on every move. */
export const TopBar = memo(TopBarPlain);
