/** Join: the room code (prefilled from the QR link) and a name. */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { NAME_MAX_LENGTH } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { LangSwitch } from '../shared/LangSwitch.tsx';
import { unlockAudio } from '../shared/sound.ts';
import { phoneSession } from './context.ts';
import { codeOf, errorText } from './explain.ts';
import { showToast } from '../shared/toast.ts';

const NAME_KEY = 'kt.name';

function storedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function JoinForm({ initialCode, ended }: { initialCode: string; ended: string | null }): JSX.Element {
  const { t } = useT();
  const [code, setCode] = useState(initialCode.toUpperCase());
  const [name, setName] = useState(storedName());
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const cleanCode = code.toUpperCase().replace(/[^A-Z]/g, '');
  const cleanName = name.trim();
  const ready = cleanCode.length === 4 && cleanName.length > 0 && !busy;
  return (
    <div class="join">
      <header class="join-top">
        <a href="/" class="brand">🃏 {t('appName')}</a>
        <LangSwitch />
      </header>
      <form
        class="join-card"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!ready) return;
          unlockAudio();
          setBusy(true);
          try {
            localStorage.setItem(NAME_KEY, cleanName);
          } catch {
            /* remembered for this visit only */
          }
          try {
            await phoneSession().client.join(cleanCode, cleanName);
            setRefused(null);
          } catch (error) {
            // Kept out of the room (removed, or an address held back: issue 28 §6): said where it stays
            // readable, not in a toast that goes; any other refusal as a toast.
            const { code, message } = codeOf(error);
            if (code === 'KICKED' || code === 'ADDRESS_BLOCKED') setRefused(errorText(code));
            else showToast(errorText(code, { message }), 'error');
          }
          setBusy(false);
        }}
      >
        <h1>{t('joinTitle')}</h1>
        {ended && <p class="notice">{t(ended === 'kicked' ? 'endedKicked' : ended === 'left' ? 'endedLeft' : 'endedClosed')}</p>}
        {refused && <p class="notice refused" role="alert" data-testid="join-refused">{refused}</p>}
        <label>
          <span>{t('roomCode')}</span>
          <input
            name="code" class="code-input" value={cleanCode} maxLength={4} inputMode="text" autocapitalize="characters"
            autocomplete="off" spellcheck={false} placeholder="ABCD"
            onInput={(e) => setCode((e.target as HTMLInputElement).value)}
          />
        </label>
        <label>
          <span>{t('yourName')}</span>
          <input
            name="name" value={name} maxLength={NAME_MAX_LENGTH} autocomplete="nickname" placeholder={t('namePlaceholder')}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
        <button class="primary big" type="submit" disabled={!ready}>{busy ? t('joining') : t('join')}</button>
      </form>
    </div>
  );
}
