/** After the match: the placements, and for the host "Play again". */
import type { JSX } from 'preact';
import { findGame } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';
import { attempt, leaveRoom, phoneSession, usePhone } from './context.ts';
import { Icon } from '../shared/Icon.tsx';
import { TakeSeat } from './TableControls.tsx';


export function PhoneResults(): JSX.Element {
  const { state } = usePhone();
  const { t, local } = useT();
  const room = state.room!;
  const result = room.result;
  const game = result ? findGame(result.game) : undefined;
  const outcomes = result ? result.outcomes.slice().sort((a, b) => a.placement - b.placement || b.total - a.total) : [];
  const mySeat = state.you?.seat ?? null;
  return (
    <div class="results" data-testid="results">
      <h1><Icon name="trophy" /> {t('matchOver')}</h1>
      {game && <p class="muted">{local(game.meta.name)}</p>}
      <ol class="placements">
        {outcomes.map((o) => (
          <li key={o.seat} class={o.seat === mySeat ? 'me' : ''}>
            <span class="place">{o.placement}.</span>
            <span class="who">{o.name}{o.isBot && <> <Icon name="bot" label={t('bot')} /></>}</span>
            <span class="pts">{o.total}</span>
          </li>
        ))}
      </ol>
      {state.you?.role === 'audience' && <TakeSeat room={room} myId={state.you.memberId} />}
      {state.you?.isHost ? (
        <div class="result-actions">
          <button type="button" class="primary big" data-action="restart" onClick={() => attempt(() => phoneSession().client.restart())}>{t('playAgain')}</button>
          <button type="button" class="big" data-action="to-lobby" onClick={() => attempt(() => phoneSession().client.end('abort'))}>{t('otherGame')}</button>
        </div>
      ) : (
        <p class="muted">{t('waitingForHost')}</p>
      )}
      <button type="button" class="leave" onClick={() => void leaveRoom()}>{t('leave')}</button>
    </div>
  );
}
