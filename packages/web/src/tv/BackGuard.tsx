/**
 * The TV's Back key (issue 27, part 5) does not leave the table without asking. Back first closes what is
 * open over the table (the statistics), then asks "Leave the table?" with "Stay" focused: Enter, or Back
 * again, keeps the table. Back arrives as a key (Escape on a keyboard, BrowserBack/GoBack, Tizen's
 * XF86Back 10009, webOS 461, Backspace on some remotes) or as the browser's own history step (a guard
 * entry is pushed on load, and pushed again after each Back).
 */
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../i18n.ts';
import { createStore, useStore } from '../shared/store.ts';
import { Icon } from '../shared/Icon.tsx';

export const leaveAskStore = createStore<boolean>(false);

const BACK_KEYS = new Set(['Escape', 'Backspace', 'BrowserBack', 'GoBack', 'XF86Back']);
const BACK_KEY_CODES = new Set([10009, 461]);

export function isBackKey(e: KeyboardEvent): boolean {
  return BACK_KEYS.has(e.key) || BACK_KEY_CODES.has(e.keyCode);
}

/**
 * One press of Back: `closeOpen` closes what is open over the table and says whether there was
 * anything; otherwise the question comes up, or (when it is up already) goes away again.
 */
export function onBack(closeOpen: () => boolean): void {
  if (leaveAskStore.get()) leaveAskStore.set(false);
  else if (!closeOpen()) leaveAskStore.set(true);
}

/** Installs the Back key and the history guard for the TV page; returns the function that removes them. */
export function installBackGuard(closeOpen: () => boolean): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (!isBackKey(e)) return;
    const t = e.target as HTMLElement | null;
    if (e.key === 'Backspace' && t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA')) return;
    e.preventDefault();
    onBack(closeOpen);
  };
  const guard = { kitchenTableGuard: true };
  history.pushState(guard, '', location.href);
  const onPop = () => {
    history.pushState(guard, '', location.href);
    onBack(closeOpen);
  };
  document.addEventListener('keydown', onKey);
  window.addEventListener('popstate', onPop);
  return () => {
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('popstate', onPop);
  };
}

export function LeaveQuestion(): JSX.Element | null {
  const { t } = useT();
  const open = useStore(leaveAskStore);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    stay.current?.focus();
    return () => before?.isConnected && before.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div class="overlay leave-question" role="dialog" aria-modal="true" aria-labelledby="leave-title" data-testid="leave-question">
      <div class="overlay-box">
        <h2 id="leave-title"><Icon name="door" /> {t('leaveTitle')}</h2>
        <p>{t('leaveHint')}</p>
        <div class="leave-buttons">
          <button type="button" class="primary" ref={stay} data-action="stay" onClick={() => leaveAskStore.set(false)}>{t('leaveStay')}</button>
          <button type="button" data-action="leave" onClick={() => location.assign('/')}>{t('leaveGo')}</button>
        </div>
      </div>
    </div>
  );
}
