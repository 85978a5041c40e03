/** The phone screen: `/join/CODE` and `/play`. Join, lobby (host controls), the hand, results. */
import { render, type JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import './phone.css';
import './fit.css';
import './preferences.css';
import { createSession } from '../net/session.ts';
import { useT } from '../i18n.ts';
import { useStore } from '../shared/store.ts';
import { toastStore } from '../shared/toast.ts';
import { phoneSession, setPhoneSession, usePhone } from './context.ts';
import { JoinForm } from './JoinForm.tsx';
import { HoldNotice } from './HoldNotice.tsx';
import { PhoneLobby } from './PhoneLobby.tsx';
import { RulesSheet, rulesOpenStore } from './RulesSheet.tsx';
import { PreferencesSheet } from './PreferencesSheet.tsx';
import { MyStatsSheet } from '../stats/MyStatsSheet.tsx';
import { applyPreferenceClasses } from '../shared/preferences.ts';
import { useShownReplay } from './replay-open.tsx';
import { lazyComponent, whenIdle } from '../shared/lazy.tsx';
import { preloadDealWhy, preloadPhoneScreen } from '../games/screens.ts';
import { useGameWords } from '../games/active-words.ts';

// The join screen and the lobby come first; the hand, the results and the replay remote load when
// first shown (issue 27, part 7).
const PhonePlay = lazyComponent(() => import('./PhonePlay.tsx').then((m) => m.PhonePlay));
const PhoneResults = lazyComponent(() => import('./PhoneResults.tsx').then((m) => m.PhoneResults));
const ReplayRemote = lazyComponent(() => import('./ReplayRemote.tsx').then((m) => m.ReplayRemote));

const SESSION_KEY = 'kitchen-table.phone';

/** `/join/CODE` for another room than the stored one starts fresh instead of resuming the old seat. */
function codeFromPath(): string | null {
  const m = /^\/join\/([A-Za-z]{4,12})\/?$/.exec(location.pathname);
  return m ? m[1].toUpperCase() : null;
}

function forgetOtherRoom(code: string | null): void {
  if (!code) return;
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    const stored = raw ? (JSON.parse(raw) as { code?: string }) : null;
    if (stored && stored.code?.toUpperCase() !== code) localStorage.removeItem(SESSION_KEY);
  } catch {
    /* nothing stored */
  }
}

function Toast(): JSX.Element | null {
  const toast = useStore(toastStore);
  if (!toast) return null;
  return <div class={`toast ${toast.kind}`} role="status" aria-live="polite" key={toast.id} data-toast-id={toast.id}>{toast.text}</div>;
}

function ConnectionBanner(): JSX.Element | null {
  const { state } = usePhone();
  const { t } = useT();
  const [showBack, setShowBack] = useState(false);
  const lost = state.everConnected && !state.connected;
  useEffect(() => {
    if (lost) return;
    if (!state.everConnected) return;
    setShowBack(true);
    const timer = setTimeout(() => setShowBack(false), 1800);
    return () => clearTimeout(timer);
  }, [lost]);
  if (lost) return <div class="banner" role="alert" data-testid="reconnect-banner">{t('reconnecting')}</div>;
  if (showBack && state.room) return <div class="banner ok" role="status">✓ {t('reconnected')}</div>;
  return null;
}

/**
 * The hand's code and the chosen game's phone screen: fetched together (not one after the other) when a
 * match is on, e.g. after a reload mid-deal, and in the lobby's idle time so the first deal does not wait.
 */
function usePreloadHand(screen: string, game: string | null): void {
  useEffect(() => {
    const fetchBoth = () => {
      PhonePlay.preload().catch(() => undefined);
      if (game) preloadPhoneScreen(game).catch(() => undefined);
      if (game) preloadDealWhy(game).catch(() => undefined);
    };
    if (screen === 'playing') fetchBoth();
    else if (screen === 'lobby') return whenIdle(fetchBoth);
  }, [screen, game]);
}

function PhoneApp({ code }: { code: string | null }): JSX.Element {
  const { state } = usePhone();
  const { t } = useT();
  const rulesOpen = useStore(rulesOpenStore);
  const replay = useShownReplay();
  const screen = !state.room ? 'join' : state.room.phase;
  useEffect(() => window.scrollTo(0, 0), [screen]);
  usePreloadHand(screen, state.room?.config.game ?? null);
  useGameWords(state.room?.config.game);
  // A note about one match or deal is never shown in the next.
  useEffect(() => toastStore.set(null), [screen, state.matchId]);
  useEffect(() => {
    // Once inside a room the address becomes /play, so that a reload resumes instead of joining again.
    if (state.room && location.pathname !== '/play') history.replaceState(null, '', '/play');
  }, [state.room !== null]);
  let body: JSX.Element;
  if (!state.room) {
    body = state.resuming && phoneSession().client.session
      ? <div class="phone-center"><p class="muted">{t('loading')}</p></div>
      : <JoinForm initialCode={code ?? phoneSession().client.session?.code ?? ''} ended={state.ended?.reason ?? null} />;
  } else if (state.room.phase === 'lobby') {
    body = <PhoneLobby />;
  } else if (state.room.phase === 'finished') {
    body = <PhoneResults />;
  } else {
    body = <PhonePlay />;
  }
  return (
    <div class="phone">
      <ConnectionBanner />
      <HoldNotice room={state.room} />
      {replay && <ReplayRemote replay={replay} />}
      {body}
      {rulesOpen && <RulesSheet />}
      <PreferencesSheet />
      <MyStatsSheet profileId={state.you?.profileId} />
      <Toast />
    </div>
  );
}

export function mount(root: HTMLElement): void {
  const code = codeFromPath();
  forgetOtherRoom(code);
  setPhoneSession(createSession('phone'));
  // Large cards, high contrast and four colours are classes on the page's root, set here once.
  applyPreferenceClasses(document.documentElement);
  render(<PhoneApp code={code} />, root);
}
