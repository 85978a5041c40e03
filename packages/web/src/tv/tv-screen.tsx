/**
 * The TV screen (`/tv`): opens a room (or returns to its room after a reload, with the stored TV token),
 * then shows the lobby, the table, the scores between deals and the podium — on a fixed 1920×1080 stage
 * scaled to the screen, designed to be read from the sofa.
 */
import { render, type JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import './tv.css';
import './fit.css';
import { findEntry } from '@kitchen-table/engine/catalogue';
import { shownDealLabel } from '../games/deal-label.ts';
import { useGameWords } from '../games/active-words.ts';
import { createSession } from '../net/session.ts';
import { useT, warmUpNumbers, type Lang } from '../i18n.ts';
import { seatNames } from '../phone/names.ts';
import { setTvSession, tvSession, useTv } from './context.ts';
import { STAGE_H, STAGE_W } from './geometry.ts';
import { TopBar } from './TopBar.tsx';
import { TvLobby } from './Lobby.tsx';
import { useDealSummary } from '../shared/deal-summary.ts';
import { PauseOverlay } from './Overlays.tsx';
import { useAfterBanners } from './pacing.ts';
import { useTotalsHistory } from './history.ts';
import { TvStats, tvStatsOpenStore } from '../stats/TvStats.tsx';
import { installSpatialNavigation } from '../shared/spatial-nav.ts';
import { installBackGuard, LeaveQuestion } from './BackGuard.tsx';
import { lazyComponent, whenIdle } from '../shared/lazy.tsx';
import { preloadDealWhy, preloadTvGame } from '../games/screens.ts';
import { warmUpAudio } from '../shared/sound.ts';
import { warmUpCardBack } from '../cards/warm-up.ts';
import { useTableVoice } from './voice.ts';
import { replayApplies } from '@kitchen-table/protocol';

// What the lobby does not show loads on first use (issue 27, part 7); the table, the between-deals
// board and its chart are fetched in the lobby's idle time so that the first deal does not wait for them.
const TvTable = lazyComponent(() => import('./TvTable.tsx').then((m) => m.TvTable));
const BetweenDeals = lazyComponent(() => import('./BetweenDeals.tsx').then((m) => m.BetweenDeals));
const Podium = lazyComponent(() => import('./Podium.tsx').then((m) => m.Podium));
const ReplayBoard = lazyComponent(() => import('../replay/ReplayBoard.tsx').then((m) => m.ReplayBoard));

function usePreloadTable(inRoom: boolean, game: string | null | undefined, lang: Lang): void {
  useEffect(() => {
    if (!inRoom) return;
    return whenIdle(() => {
      // The table's numbers: the browser's first number format loads its locale data (i18n.ts).
      warmUpNumbers(lang);
      warmUpCardBack();
      TvTable.preload().catch(() => undefined);
      if (game) preloadTvGame(game).catch(() => undefined);
      if (game) preloadDealWhy(game).catch(() => undefined);
      // The between-deals board too: evaluating it when the first deal ends would be one long task on a
      // weak TV (issue 27, part 6).
      BetweenDeals.preload().catch(() => undefined);
      warmUpAudio();
    });
  }, [inRoom, game, lang]);
}

function useStageScale(): number {
  const fit = () => Math.min(window.innerWidth / STAGE_W, window.innerHeight / STAGE_H);
  const [scale, setScale] = useState(fit());
  useEffect(() => {
    const onResize = () => setScale(fit());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

/** Opens a room once connected when there is none to return to (first visit, or the old room closed). */
function useRoom(): void {
  const { session, state } = useTv();
  const creating = useRef(false);
  useEffect(() => {
    if (!state.connected || state.room || state.resuming || creating.current) return;
    creating.current = true;
    session.client.createRoom().catch(() => undefined).finally(() => {
      creating.current = false;
    });
  }, [state.connected, state.room, state.resuming]);
  useEffect(() => {
    // A resume that never answers (server gone and back with no room) must not block a new room forever.
    if (!state.connected || !state.resuming) return;
    const timer = setTimeout(() => session.store.set({ ...session.store.get(), resuming: false }), 8000);
    return () => clearTimeout(timer);
  }, [state.connected, state.resuming]);
}

function TvApp(): JSX.Element {
  const { state } = useTv();
  const { t, local, lang } = useT();
  const scale = useStageScale();
  useRoom();
  usePreloadTable(state.room !== null, state.room?.config.game, lang);
  useGameWords(state.room?.config.game);
  useTableVoice(state, lang);
  const points = useTotalsHistory(state);
  const summary = useDealSummary(state);
  const room = state.room;
  // The summary between deals comes once the deal's last trick and banner are gone (issue 28, part 4).
  const summaryShown = useAfterBanners(room?.summary && summary ? summary.id : null);
  const game = room?.config.game ? findEntry(room.config.game) : undefined;
  const view = state.view;
  let body: JSX.Element;
  let sub: string | undefined;
  if (!room) {
    body = <div class="tv-wait"><p>{state.connected ? t('openingTable') : t('connecting')}</p></div>;
  } else if (room.phase === 'lobby') {
    body = <TvLobby room={room} />;
    sub = t('lobbySub');
  } else if (room.phase === 'finished' || view?.matchOver) {
    body = <Podium room={room} points={points} />;
  } else if (view) {
    body = <TvTable state={state} room={room} />;
    sub = shownDealLabel(view, room.summary?.deal);
  } else {
    body = <div class="tv-wait"><p>{t('loading')}</p></div>;
  }
  // The replay the host's phone steers covers the table, the summary or the podium while it applies.
  const replay = replayApplies(room, state.replay, state.matchId) ? state.replay : null;
  if (replay) sub = undefined;
  const lost = state.everConnected && !state.connected;
  return (
    <div class="tv-viewport" data-phase={room?.phase ?? 'none'} data-seq={state.seq}>
      <div class="tv-stage" style={{ transform: `scale(${scale})`, width: `${STAGE_W}px`, height: `${STAGE_H}px` }}>
        <TopBar title={game ? local(game.meta.name) : t('appName')} sub={sub} code={room && room.phase !== 'lobby' ? room.code : undefined} />
        <main class="tv-main">
          {body}
          {replay && <ReplayBoard dealsInMatch={replay.source === 'summary' ? (view?.deals ?? null) : replay.deals.length} matchId={replay.matchId} game={replay.game} names={replay.names} deals={replay.deals} deal={replay.deal} step={replay.position.step} footer={t('replayHostSteers')} />}
        </main>
        {!replay && room && room.phase === 'playing' && room.summary && summary && summaryShown && view && (
          <BetweenDeals
            summary={summary} game={view.game}
            names={[...(room.dealNames?.[summary.deal - 1] ?? seatNames(room))]} points={points} teams={game?.meta.teams} room={room} receivedAt={state.clockAt}
          />
        )}
        {room && <PauseOverlay room={room} />}
        {room && <TvStats room={room} />}
        {lost && <div class="banner" role="alert">{t('reconnecting')}</div>}
        <LeaveQuestion />
      </div>
    </div>
  );
}

/** Back closes the statistics when they are open (true), else it is the table's to ask about. */
function closeOpen(): boolean {
  if (!tvStatsOpenStore.get()) return false;
  tvStatsOpenStore.set(false);
  return true;
}

export function mount(root: HTMLElement): void {
  setTvSession(createSession('tv'));
  void tvSession();
  // A TV remote: arrows and Enter reach every control, Back asks before leaving (issue 27, part 5).
  installSpatialNavigation();
  installBackGuard(closeOpen);
  render(<TvApp />, root);
}
