/** The ⋯ menu during a match: display and play preferences, sound, language, leave; for the host: end or abort, remove a player. */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useT } from '../i18n.ts';
import { LangSwitch } from '../shared/LangSwitch.tsx';
import { mutedStore, setMuted } from '../shared/sound.ts';
import { useStore } from '../shared/store.ts';
import { attempt, leaveRoom, phoneSession, usePhone } from './context.ts';
import { Icon } from '../shared/Icon.tsx';
import { KickedList } from './KickedList.tsx';
import { preferencesOpenStore } from './PreferencesSheet.tsx';
import { CoachMenuItems } from '../coach/CoachControls.tsx';
import { myStatsOpenStore } from '../stats/MyStatsSheet.tsx';

export function PhoneMenu({ isHost }: { isHost: boolean }): JSX.Element {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const muted = useStore(mutedStore);
  const client = phoneSession().client;
  const { state } = usePhone();
  const others = (state.room?.members ?? []).filter((m) => m.id !== state.you?.memberId);
  return (
    <div class="menu">
      <button type="button" class="menu-button" aria-expanded={open} aria-label={t('menu')} onClick={() => setOpen(!open)}>⋯</button>
      {open && (
        <div class="menu-sheet" role="menu">
          <LangSwitch />
          <button type="button" role="menuitem" data-action="preferences" onClick={() => { setOpen(false); preferencesOpenStore.set(true); }}><span aria-hidden="true">Aa</span> {t('preferences')}</button>
          <button type="button" role="menuitem" data-action="my-stats" onClick={() => { setOpen(false); myStatsOpenStore.set(true); }}><Icon name="trophy" /> {t('myStatistics')}</button>
          <button type="button" role="menuitem" onClick={() => setMuted(!muted)}><Icon name={muted ? 'speakerOff' : 'speaker'} /> {muted ? t('unmute') : t('mute')}</button>
          {isHost && (
            <>
              <button type="button" role="menuitem" onClick={() => { setOpen(false); void attempt(() => client.end('afterDeal')); }}>{t('endAfterDeal')}</button>
              <button type="button" role="menuitem" class="danger" onClick={() => { setOpen(false); if (confirm(t('abortConfirm'))) void attempt(() => client.end('abort')); }}>✕ {t('abortMatch')}</button>
              {others.length > 0 && <p class="menu-heading">{t('playersTitle')}</p>}
              {others.map((m) => (
                <button
                  type="button" role="menuitem" key={m.id} data-action="kick"
                  onClick={() => { setOpen(false); if (confirm(t('removeConfirm', { name: m.name }))) void attempt(() => client.kick(m.id)); }}
                >
                  {t('removePlayer')}: {m.name}
                </button>
              ))}
              {state.room && <KickedList room={state.room} onDone={() => setOpen(false)} />}
              {state.room && <CoachMenuItems room={state.room} onDone={() => setOpen(false)} />}
            </>
          )}
          <button type="button" role="menuitem" onClick={() => { setOpen(false); if (confirm(t('leaveConfirm'))) void leaveRoom(); }}>{t('leave')}</button>
          <button type="button" role="menuitem" onClick={() => setOpen(false)}>{t('close')}</button>
        </div>
      )}
    </div>
  );
}
