/** The ⋯ menu during a match: sort order, sound, language, leave; for the host: end or abort. */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useT } from '../i18n.ts';
import { LangSwitch } from '../shared/LangSwitch.tsx';
import { mutedStore, setMuted } from '../shared/sound.ts';
import { useStore } from '../shared/store.ts';
import { attempt, leaveRoom, phoneSession } from './context.ts';
import { Icon } from '../shared/Icon.tsx';

export function PhoneMenu({ isHost }: { isHost: boolean }): JSX.Element {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const muted = useStore(mutedStore);
  const client = phoneSession().client;
  return (
    <div class="menu">
      <button type="button" class="menu-button" aria-expanded={open} aria-label={t('menu')} onClick={() => setOpen(!open)}>⋯</button>
      {open && (
        <div class="menu-sheet" role="menu">
          <LangSwitch />
          <button type="button" role="menuitem" onClick={() => setMuted(!muted)}><Icon name={muted ? 'speakerOff' : 'speaker'} /> {muted ? t('unmute') : t('mute')}</button>
          {isHost && (
            <>
              <button type="button" role="menuitem" onClick={() => { setOpen(false); void attempt(() => client.end('afterDeal')); }}>{t('endAfterDeal')}</button>
              <button type="button" role="menuitem" class="danger" onClick={() => { setOpen(false); if (confirm(t('abortConfirm'))) void attempt(() => client.end('abort')); }}>✕ {t('abortMatch')}</button>
            </>
          )}
          <button type="button" role="menuitem" onClick={() => { setOpen(false); if (confirm(t('leaveConfirm'))) void leaveRoom(); }}>{t('leave')}</button>
          <button type="button" role="menuitem" onClick={() => setOpen(false)}>{t('close')}</button>
        </div>
      )}
    </div>
  );
}
