/**
 * The phone's own settings (issue 18, part 5): large cards, high contrast, four-colour cards and the
 * automatic forced move, each a switch with one line of explanation. Opened from the ⋯ menu during a
 * match and from the lobby's top bar; unlike the rules it does not pause the table.
 */
import type { JSX } from 'preact';
import { useT } from '../i18n.ts';
import { preferencesStore, setPreference, type PreferenceKey } from '../shared/preferences.ts';
import { createStore, useStore } from '../shared/store.ts';
import type { StringKey } from '../strings/index.ts';

export const preferencesOpenStore = createStore<boolean>(false);

const PHONE_PREFERENCES: { key: PreferenceKey; label: StringKey; hint: StringKey }[] = [
  { key: 'largeCards', label: 'prefLargeCards', hint: 'prefLargeCardsHint' },
  { key: 'highContrast', label: 'prefHighContrast', hint: 'prefHighContrastHint' },
  { key: 'fourColour', label: 'prefFourColour', hint: 'prefFourColourHint' },
  { key: 'autoForcedMove', label: 'prefAutoForced', hint: 'prefAutoForcedHint' },
];

export function PreferencesButton(): JSX.Element {
  const { t } = useT();
  return (
    <button type="button" class="icon prefs-button" data-action="preferences" aria-label={t('preferences')} title={t('preferences')} onClick={() => preferencesOpenStore.set(true)}>
      <span aria-hidden="true">Aa</span>
    </button>
  );
}

export function PreferencesSheet(): JSX.Element | null {
  const { t } = useT();
  const open = useStore(preferencesOpenStore);
  const prefs = useStore(preferencesStore);
  if (!open) return null;
  return (
    <div class="prefs-sheet" role="dialog" aria-modal="true" aria-labelledby="prefs-title" data-testid="preferences">
      <div class="rules-sheet-top">
        <strong id="prefs-title">{t('preferences')}</strong>
        <button type="button" class="primary" data-action="close-preferences" onClick={() => preferencesOpenStore.set(false)}>✕ {t('close')}</button>
      </div>
      <div class="prefs-body">
        <p class="muted">{t('prefsIntro')}</p>
        {PHONE_PREFERENCES.map(({ key, label, hint }) => {
          const on = prefs[key];
          return (
            <div class="pref-row" key={key}>
              <button
                type="button" class={`switch ${on ? 'on' : ''}`} role="switch" aria-checked={on}
                aria-describedby={`pref-hint-${key}`} data-pref={key} onClick={() => setPreference(key, !on)}
              >
                <span class="switch-knob" />
                <span class="pref-label">{t(label)}</span>
              </button>
              <p class="pref-hint muted" id={`pref-hint-${key}`}>{t(hint)}</p>
            </div>
          );
        })}
        <p class="pref-hint muted">{t('prefMotionNote')}</p>
      </div>
    </div>
  );
}
