/** The English/Deutsch switch every screen carries. */
import type { JSX } from 'preact';
import { setLang, useT } from '../i18n.ts';

export function LangSwitch({ class: cls }: { class?: string }): JSX.Element {
  const { t, lang } = useT();
  return (
    <div class={`lang-switch ${cls ?? ''}`} role="group" aria-label={t('language')}>
      <button type="button" aria-pressed={lang === 'en'} onClick={() => setLang('en')} lang="en">EN</button>
      <button type="button" aria-pressed={lang === 'de'} onClick={() => setLang('de')} lang="de">DE</button>
    </div>
  );
}
