/**
 * The rules on the phone: the host's explanation, the players' rules, the points at a glance. Opening
 * them during a match pauses it for everybody (the TV says who is reading); closing them resumes it.
 * The rules reader (texts, Markdown renderer and document) loads on demand.
 */
import type { JSX, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { createStore } from '../shared/store.ts';
import { useT } from '../i18n.ts';
import { phoneSession } from './context.ts';
import { Icon } from '../shared/Icon.tsx';

export const rulesOpenStore = createStore<string | null>(null);

function inMatch(): boolean {
  return phoneSession().store.get().room?.phase === 'playing' && phoneSession().store.get().you?.role === 'player';
}

export function openRules(game: string): void {
  rulesOpenStore.set(game);
  if (inMatch()) phoneSession().client.openRules().catch(() => undefined);
}

export function closeRules(): void {
  rulesOpenStore.set(null);
  if (inMatch()) phoneSession().client.closeRules().catch(() => undefined);
}

export function RulesButton({ game }: { game: string }): JSX.Element {
  const { t } = useT();
  return (
    <button type="button" class="rules-button" data-action="rules" onClick={() => openRules(game)}>
      <Icon name="book" /> {t('rules')}
    </button>
  );
}

export function RulesSheet(): JSX.Element | null {
  const { t } = useT();
  const game = rulesOpenStore.get();
  const [Doc, setDoc] = useState<ComponentType<{ id: string }> | null>(null);
  useEffect(() => {
    let live = true;
    import('../games/PlayerRules.tsx').then(
      (m) => live && setDoc(() => m.PlayerRules),
      (error: unknown) => console.warn('the rules sheet did not load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!game) return null;
  return (
    <div class="rules-sheet" role="dialog" aria-modal="true" aria-label={t('rules')}>
      <div class="rules-sheet-top">
        <strong><Icon name="book" /> {t('rules')}</strong>
        <button type="button" class="primary" data-action="close-rules" onClick={closeRules}>✕ {t('closeRules')}</button>
      </div>
      <div class="rules-sheet-body">{Doc ? <Doc id={game} /> : <p class="muted">{t('loadingRules')}</p>}</div>
    </div>
  );
}
