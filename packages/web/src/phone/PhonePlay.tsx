/**
 * The phone during a match: top bar (game, deal, rules, menu), the pause notice, whose turn with the
 * clock, then the game's own brief table, actions and hand. Your turn: a buzz, a chime, screen kept on.
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { findGame } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';
import { useWakeLock, vibrate } from '../shared/wake-lock.ts';
import { play } from '../shared/sound.ts';
import type { SortMode } from '../games/order.ts';
import { webGame } from '../games/registry.ts';
import { usePhoneScreen } from '../games/screens.ts';
import { shownDealLabel } from '../games/deal-label.ts';
import { attempt, phoneSession, usePhone } from './context.ts';
import { seatNames } from './names.ts';
import { TurnBar } from './TurnBar.tsx';
import { moveRefused } from './turn-prompt.ts';
import { PhoneMenu } from './PhoneMenu.tsx';
import { RulesButton } from './RulesSheet.tsx';
import { Icon } from '../shared/Icon.tsx';
import { AutoForcedMove } from './AutoForcedMove.tsx';
import { ClaimRequests, PauseButton, SummaryCard, TakeSeat, useClockNotice } from './TableControls.tsx';
import { lessonPosition, wrongTapText } from '../shared/lesson.ts';
import { PhoneLesson } from './PhoneLesson.tsx';
import { CoachHint } from '../coach/CoachHint.tsx';
import { BetweenDeals, DockExtra } from './Dock.tsx';
import { DealWhyPanel } from './DealWhyPanel.tsx';
import { Notice, NoticeSlot } from './notices.tsx';

const SORT_KEY = 'kt.sort';

function storedSort(): SortMode {
  try {
    return localStorage.getItem(SORT_KEY) === 'rank' ? 'rank' : 'suit';
  } catch {
    return 'suit';
  }
}

/** Sounds and buzzes for what just happened at the table (the game's own events: its web module's). */
function useEventFeedback(gameId: string | undefined, myTurn: boolean, seat: number | null): void {
  const { state } = usePhone();
  const wasMyTurn = useRef(false);
  useEffect(() => {
    if (myTurn && !wasMyTurn.current) {
      vibrate([120, 60, 120]);
      play('turn');
    }
    wasMyTurn.current = myTurn;
  }, [myTurn, state.seq]);
  useEffect(() => {
    const update = state.lastUpdate;
    if (!update) return;
    const react = gameId ? webGame(gameId)?.phoneEvent : undefined;
    if (!react) return;
    const names = seatNames(state.room);
    for (const e of update.events) react(e, names, seat);
  }, [state.updates]);
}

export function PhonePlay(): JSX.Element {
  const { state } = usePhone();
  const { t, local, lang } = useT();
  const room = state.room!;
  // Between deals nobody is to move: the next deal's first turn starts when the summary ends. While the
  // match is paused or on hold a move is refused (issue 28 §6): no turn, no live controls, no buzz.
  const halted = moveRefused(room);
  const view = state.view && (room.summary || halted) ? { ...state.view, toAct: [], legal: [] } : state.view;
  const game = room.config.game ? findGame(room.config.game) : undefined;
  const you = state.you;
  const seat = you?.role === 'player' && you.seat !== null && view && 'hand' in view ? you.seat : null;
  const names = seatNames(room);
  const myTurn = seat !== null && !!view && view.toAct.includes(seat);
  const [busy, setBusy] = useState(false);
  const [sort, setSortState] = useState<SortMode>(storedSort());
  const lesson = lessonPosition(room, state.seq);
  const [wrongTap, setWrongTap] = useState<{ seq: number; text: string } | null>(null);
  useWakeLock(true);
  useEventFeedback(game?.meta.id, myTurn, seat);
  useClockNotice(state, seat, game?.meta.pack ?? 'french');
  const setSort = (mode: SortMode) => {
    setSortState(mode);
    try {
      localStorage.setItem(SORT_KEY, mode);
    } catch {
      /* this page only */
    }
  };
  const Screen = usePhoneScreen(game?.meta.id);
  const act = async (move: Record<string, unknown>): Promise<boolean> => {
    // In a learning deal a tap other than the lesson's move is explained, not played.
    const wrong = lesson && seat !== null ? wrongTapText(lesson, state.seq, seat, move, lang, names) : null;
    if (wrong) {
      setWrongTap({ seq: state.seq, text: wrong });
      vibrate([60]);
      return false;
    }
    setBusy(true);
    const actor = view?.toAct[0];
    const ok = await attempt(() => phoneSession().client.move(move), { name: actor !== undefined ? names[actor] ?? '?' : '?' });
    setBusy(false);
    return ok;
  };
  const paused = room.paused;
  const readers = paused?.readers.map((r) => r.name).join(', ');
  return (
    <div class={`play game-${game?.meta.id ?? 'none'} ${myTurn ? 'my-turn' : ''} ${room.summary ? 'in-summary' : ''}`} data-testid="play" data-seq={state.seq} data-game={game?.meta.id}>
      <header class="phone-top">
        <div class="phone-title">
          <strong>{game ? local(game.meta.name) : ''}</strong>
          {view && <span class="muted">{shownDealLabel(view, room.summary?.deal)}</span>}
        </div>
        <div class="phone-top-tools">
          <PauseButton room={room} isHost={!!you?.isHost} seated={seat !== null} myId={you?.memberId ?? null} />
          {game && <RulesButton game={game.meta.id} />}
          <PhoneMenu isHost={!!you?.isHost} />
        </div>
      </header>
      {/* Every notice of the screen shows here, one at a time, the newest first (issue 28, part 2). */}
      <NoticeSlot />
      {paused && (
        <Notice id="paused" kind="paused" testid="paused">
          <Icon name="pause" /> {paused.by ? t('pausedBy', { name: paused.by.name }) : readers ? t('pausedReading', { names: readers }) : t('paused')}
          {you?.isHost && !paused.by && <button type="button" class="small" onClick={() => void attempt(() => phoneSession().client.resumePlay())}>▶ {t('resumeNow')}</button>}
        </Notice>
      )}
      {you?.isHost && <ClaimRequests room={room} />}
      {room.finishing && <Notice id="finishing">{t('finishingAfterDeal')}</Notice>}
      {seat === null && <Notice id="watching"><Icon name="eye" /> {t('youWatch')}</Notice>}
      {seat === null && you?.role !== 'player' && <TakeSeat room={room} myId={you?.memberId ?? null} />}
      {lesson && <PhoneLesson position={lesson} seat={seat} names={names} wrong={wrongTap?.seq === state.seq ? wrongTap.text : null} />}
      <CoachHint state={state} seat={seat} names={names} busy={busy} act={act} />
      {room.summary && <DealWhyPanel state={state} seat={seat} />}
      <AutoForcedMove legal={view && 'legal' in view ? (view.legal as Record<string, unknown>[]) : undefined} seat={seat} busy={busy} act={act} />
      {/* Whose turn (with the clock) and the summary's "Next deal" belong to the decision: in the dock. */}
      {view && Screen ? (
        <DockExtra.Provider value={<><SummaryCard state={state} seat={seat} />{!room.summary && <TurnBar state={state} seat={seat} names={names} />}</>}>
          <BetweenDeals.Provider value={!!room.summary}>
            <Screen view={view} seat={seat} names={names} act={act} busy={busy || halted} sort={sort} setSort={setSort} />
          </BetweenDeals.Provider>
        </DockExtra.Provider>
      ) : (
        <>
          <SummaryCard state={state} seat={seat} />
          {!room.summary && <TurnBar state={state} seat={seat} names={names} />}
          <p class="muted">{t('loading')}</p>
        </>
      )}
    </div>
  );
}
