/**
 * The phone's part in the evening's pacing and seats (issue 14): the summary between deals with its
 * "Next deal" button, the pause button, a watcher taking a seat, the host allowing a take-over in a
 * partnership game, and the note when the clock moved for this phone.
 */
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { replayApplies, type RoomState } from '@kitchen-table/protocol';
import { isEvent, type DealScoredEvent, type GameEvent } from '@kitchen-table/engine';
import { langStore, useT, t as tr } from '../i18n.ts';
import { cardLabel, type Pack } from '../cards/names.ts';
import { showToast } from '../shared/toast.ts';
import { Icon } from '../shared/Icon.tsx';
import type { SessionState } from '../net/session.ts';
import { useSummaryCountdown } from '../shared/summary.ts';
import { attempt, phoneSession } from './context.ts';
import { OpenReplayButton } from './replay-open.tsx';
import { reasonOf, useSummaryWhy } from './DealWhyPanel.tsx';
import { Notice } from './notices.tsx';

const nameOf = (room: RoomState, id: string) => room.members.find((m) => m.id === id)?.name ?? '?';

/** This seat's points for the deal an update scored (the common `dealScored` event), or undefined. */
export function dealPointsOf(events: readonly GameEvent[], seat: number): number | undefined {
  return events.find((e): e is DealScoredEvent => isEvent(e, 'dealScored'))?.score[seat];
}

/** The deal is over: this phone's points and the button to go on; then who is still to tap. */
export function SummaryCard({ state, seat }: { state: SessionState; seat: number | null }): JSX.Element | null {
  const { t, num } = useT();
  const room = state.room!;
  const summary = room.summary;
  const seconds = useSummaryCountdown(room, state.clockAt);
  const shown = useSummaryWhy(state);
  if (!summary) return null;
  const me = state.you?.memberId ?? '';
  const ready = summary.ready.includes(me);
  const waiting = summary.waiting.filter((id) => id !== me).map((id) => nameOf(room, id));
  // Only for a phone that held this seat in the deal (not one that just took it over from a bot).
  const playedIt = (state.lastUpdate?.view as { seat?: unknown } | undefined)?.seat === seat;
  const mine = seat !== null && playedIt && state.lastUpdate ? dealPointsOf(state.lastUpdate.events, seat) : undefined;
  // Why, for this phone's own points (issue 28, part 4): beside them, on screen with the hand.
  const reason = typeof mine === 'number' ? reasonOf(shown, seat) : null;
  return (
    <section class="summary-card" data-testid="summary">
      <h2>{t('dealOver', { n: summary.deal })}</h2>
      {typeof mine === 'number' && (reason
        ? <p class="summary-points">{t('yourDealWhy', { n: num(mine, { sign: true }) })} <span class="summary-reason" data-testid="my-why">{reason}</span></p>
        : <p class="summary-points">{t('yourDealPoints', { n: num(mine, { sign: true }) })}</p>)}
      {seat !== null && !ready && (
        <button type="button" class="primary big" data-action="next-deal" onClick={() => void attempt(() => phoneSession().client.nextDeal())}>
          {t('nextDeal')} ▶
        </button>
      )}
      <p class="muted">
        {ready && waiting.length > 0 ? t('readyWaiting', { names: waiting.join(', ') }) : waiting.length > 0 ? t('waitingForNext', { names: waiting.join(', ') }) : ''}
        {seconds !== null && <> {t('nextDealIn', { s: seconds })}</>}
      </p>
      {!replayApplies(room, state.replay, state.matchId) && <OpenReplayButton />}
    </section>
  );
}

/** Pause (a seated phone or the host); Resume for the one who paused and for the host. */
export function PauseButton({ room, isHost, seated, myId }: { room: RoomState; isHost: boolean; seated: boolean; myId: string | null }): JSX.Element | null {
  const { t } = useT();
  if (!isHost && !seated) return null;
  const paused = room.paused;
  const client = phoneSession().client;
  if (paused) {
    const mayResume = isHost || (paused.by !== null && paused.by.id === myId);
    if (!mayResume) return null;
    return (
      <button type="button" class="small pause-button" data-action="resume" onClick={() => void attempt(() => client.pause(false))}>
        ▶ {t('resumeButton')}
      </button>
    );
  }
  return (
    <button type="button" class="small pause-button" data-action="pause" aria-label={t('pauseButton')} onClick={() => void attempt(() => client.pause(true))}>
      <Icon name="pause" /> {t('pauseButton')}
    </button>
  );
}

/** A watcher's seats to take: bots' seats during a match, open and bots' seats otherwise. */
export function TakeSeat({ room, myId }: { room: RoomState; myId: string | null }): JSX.Element | null {
  const { t } = useT();
  const playing = room.phase === 'playing';
  const mine = room.claims.find((c) => c.memberId === myId);
  const seats = room.slots.map((s, i) => ({ s, i })).filter(({ s }) => s.kind === 'bot' || (!playing && s.kind === 'open'));
  if (seats.length === 0) return null;
  const nameAt = (i: number) => {
    const s = room.slots[i];
    return s && s.kind !== 'open' ? s.name : t('openSeat');
  };
  return (
    <section class="take-seat" data-testid="take-seat">
      <h2>{t('freeSeats')}</h2>
      {mine && <Notice id="take-seat">{mine.approved ? t('takeSeatPending', { name: nameAt(mine.seat) }) : t('takeSeatAsked', { name: nameAt(mine.seat) })}</Notice>}
      <ul>
        {seats.map(({ i }) => {
          const claimed = room.claims.find((c) => c.seat === i);
          return (
            <li key={i}>
              <span>{i + 1}. {nameAt(i)}</span>
              <button
                type="button" class="small" data-action="take-seat" data-seat={i} disabled={!!claimed}
                onClick={() => void attempt(() => phoneSession().client.claimSeat(i))}
              >
                {t('takeSeat')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The host of a partnership game allows or refuses each waiting take-over. */
export function ClaimRequests({ room }: { room: RoomState }): JSX.Element | null {
  const { t } = useT();
  const waiting = room.claims.filter((c) => !c.approved);
  if (waiting.length === 0) return null;
  const client = phoneSession().client;
  return (
    <>
      {waiting.map((c) => {
        const slot = room.slots[c.seat];
        return (
          <Notice id={`claim-${c.seat}`} kind="claim-request" key={c.seat} testid="claim-request">
            {t('claimRequest', { name: nameOf(room, c.memberId), seat: slot && slot.kind !== 'open' ? slot.name : String(c.seat + 1) })}
            <button type="button" class="small primary" data-action="allow-claim" onClick={() => void attempt(() => client.approveClaim(c.seat, true))}>{t('allow')}</button>
            <button type="button" class="small" data-action="refuse-claim" onClick={() => void attempt(() => client.approveClaim(c.seat, false))}>{t('refuse')}</button>
          </Notice>
        );
      })}
    </>
  );
}

/** What the clock played, in words: the card(s), the call, or a pass. */
function describeMove(events: readonly GameEvent[], seat: number, pack: Pack): string {
  const own = events.filter((e) => e.seat === seat);
  for (const e of own) {
    if (typeof e.card === 'string') return cardLabel(e.card, pack, langStore.get());
    if (Array.isArray(e.cards) && !isEvent(e, 'trickTaken')) return (e.cards as string[]).map((c) => cardLabel(c, pack, langStore.get())).join(', ');
    if (typeof e.call === 'number') return tr('clockMoveCall', { n: e.call });
    if (e.type === 'pass') return tr('clockMovePass');
  }
  return tr('clockMoveYourCard');
}

/** When the clock moved for this phone's seat: a note saying so and what it played. */
export function useClockNotice(state: SessionState, seat: number | null, pack: Pack): void {
  const seen = useRef(state.updates);
  useEffect(() => {
    const u = state.lastUpdate;
    if (!u || seat === null || seen.current === state.updates) return;
    seen.current = state.updates;
    if (u.byClock && u.seat === seat) showToast(tr('clockPlayedFor', { move: describeMove(u.events, seat, pack) }), 'error', 7000);
  }, [state.updates]);
}

/** Sends this phone's selected (not yet played) move to the server, so the clock plays it if time runs out. */
let lastSent = 'null';
export function reportSelection(move: Record<string, unknown> | null): void {
  const key = JSON.stringify(move);
  if (key === lastSent) return;
  lastSent = key;
  phoneSession().client.select(move).catch(() => undefined);
}
