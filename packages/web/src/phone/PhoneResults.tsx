/**
 * After the match: the places (per team in a team game, a draw called a draw), and for the host
 * "Play again".
 */
import type { JSX } from 'preact';
import { findGame } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';
import { isDraw, sideName, standingsOf } from '../shared/standings.ts';
import { attempt, leaveRoom, phoneSession, usePhone } from './context.ts';
import { Icon } from '../shared/Icon.tsx';
import { TakeSeat } from './TableControls.tsx';
import { CoachedMark } from '../coach/CoachControls.tsx';
import { MyStatsButton } from '../stats/MyStatsSheet.tsx';
import './results.css';
import { OpenReplayButton, useShownReplay } from './replay-open.tsx';

export function PhoneResults(): JSX.Element {
  const { state } = usePhone();
  const { t, local, num } = useT();
  const room = state.room!;
  const result = room.result;
  const game = result ? findGame(result.game) : undefined;
  const teams = game?.meta.teams;
  const teamGame = Boolean(teams && teams.length > 0);
  const standings = result ? standingsOf(result.outcomes, teams) : [];
  const draw = isDraw(standings);
  const mySeat = state.you?.seat ?? null;
  const replaying = useShownReplay() !== null;
  return (
    <div class="results" data-testid="results" data-draw={draw}>
      <h1><Icon name="trophy" /> {room.lesson ? t('lessonDone') : t('matchOver')}</h1>
      {room.lesson && <p class="muted" data-testid="lesson-not-ranked">{t('lessonNotRanked')}</p>}
      {game && <p class="muted">{local(game.meta.name)}</p>}
      {draw && <p class="draw-banner" data-testid="draw"><strong>{t('draw')}</strong> {t('drawHint')}</p>}
      <CoachedMark room={room} long />
      <ol class="placements" aria-label={t('standingsTitle')}>
        {standings.map((side) => (
          <li key={side.index} class={mySeat !== null && side.seats.includes(mySeat) ? 'me' : ''} data-testid="standing">
            <span class="place">{t('placeN', { n: side.placement })}</span>
            <span class="who">
              {sideName(side, teamGame, t)}
              {!teamGame && side.isBot[0] && <> <Icon name="bot" label={t('bot')} /></>}
            </span>
            <span class="pts">{num(side.total)}</span>
          </li>
        ))}
      </ol>
      {!replaying && <OpenReplayButton match />}
      {state.you?.role === 'audience' && <TakeSeat room={room} myId={state.you.memberId} />}
      {state.you?.isHost ? (
        <div class="result-actions">
          <button type="button" class="primary big" data-action="restart" onClick={() => void attempt(() => phoneSession().client.restart())}>{t('playAgain')}</button>
          <button type="button" class="big" data-action="to-lobby" onClick={() => void attempt(() => phoneSession().client.end('abort'))}>{t('otherGame')}</button>
        </div>
      ) : (
        <p class="muted">{t('waitingForHost')}</p>
      )}
      <MyStatsButton />
      <button type="button" class="leave" onClick={() => void leaveRoom()}>{t('leave')}</button>
    </div>
  );
}
