/** The phone's "my statistics" (issue 18, part 4): the person's page of this phone's own profile, as a sheet. */
import type { JSX } from 'preact';
import { useT } from '../i18n.ts';
import { createStore, useStore } from '../shared/store.ts';
import { Icon } from '../shared/Icon.tsx';
import { lazyComponent } from '../shared/lazy.tsx';

const PersonStats = lazyComponent(() => import('./StatsViews.tsx').then((m) => m.PersonStats));

export const myStatsOpenStore = createStore<boolean>(false);

export function MyStatsSheet({ profileId }: { profileId: string | null | undefined }): JSX.Element | null {
  const { t } = useT();
  const open = useStore(myStatsOpenStore);
  if (!open) return null;
  return (
    <div class="prefs-sheet my-stats" role="dialog" aria-modal="true" aria-labelledby="my-stats-title" data-testid="my-stats">
      <div class="rules-sheet-top">
        <strong id="my-stats-title">{t('myStatistics')}</strong>
        <button type="button" class="primary" data-action="close-my-stats" onClick={() => myStatsOpenStore.set(false)}>✕ {t('close')}</button>
      </div>
      <div class="prefs-body">
        {profileId ? <PersonStats profileId={profileId} /> : <p class="muted">{t('statsNoMatches')}</p>}
      </div>
    </div>
  );
}

/** "My statistics" as a row of its own (the lobby's and the results' screens). */
export function MyStatsButton(): JSX.Element {
  const { t } = useT();
  return (
    <button type="button" class="my-stats-button" data-action="my-stats" onClick={() => myStatsOpenStore.set(true)}>
      <Icon name="trophy" /> {t('myStatistics')}
    </button>
  );
}
