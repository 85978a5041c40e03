/** The lobby on the phone: who is here, the chosen game; the host's controls. */
import type { JSX } from 'preact';
import { findEntry } from '@kitchen-table/engine/catalogue';
import { useT } from '../i18n.ts';
import { Cover } from '../games/covers.tsx';
import { LangSwitch } from '../shared/LangSwitch.tsx';
import { attempt, phoneSession, usePhone, leaveRoom } from './context.ts';
import { OptionsSummary } from './OptionsSummary.tsx';
import { HostControls } from './HostControls.tsx';
import { SeatList } from './SeatList.tsx';
import { InviteBotSheet } from './OutsideBotInvite.tsx';
import { KickedList } from './KickedList.tsx';
import { EndedEarlyNotice } from './EndedEarlyNotice.tsx';
import { RulesButton } from './RulesSheet.tsx';
import { PreferencesButton } from './PreferencesSheet.tsx';
import { OpenReplayButton, useShownReplay } from './replay-open.tsx';
import { MyStatsButton } from '../stats/MyStatsSheet.tsx';

export function PhoneLobby(): JSX.Element {
  const { state } = usePhone();
  const { t, local } = useT();
  const room = state.room!;
  const you = state.you;
  const game = room.config.game ? findEntry(room.config.game) : undefined;
  const audience = room.members.filter((m) => m.seat === null && m.role === 'audience');
  const replaying = useShownReplay() !== null;
  return (
    <div class="lobby">
      <header class="phone-top">
        <span class="room-code" aria-label={t('roomCode')}>{room.code}</span>
        {game && <RulesButton game={game.meta.id} />}
        <PreferencesButton />
        <LangSwitch />
      </header>
      <p class="lobby-hello">
        {you?.isHost ? t('youAreHost') : you?.role === 'audience' ? t('youWatch') : t('waitingForHost')}
      </p>
      <EndedEarlyNotice room={room} myId={you?.memberId ?? null} />
      {game && !you?.isHost && (
        <div class="chosen-game">
          <Cover id={game.meta.id} name={local(game.meta.name)} />
          <div>
            <h2>{local(game.meta.name)}</h2>
            <p>{local(game.meta.pitch)}</p>
          </div>
        </div>
      )}
      <h2>{t('seats')}</h2>
      <SeatList room={room} editable={!!you?.isHost} myId={you?.memberId ?? null} teams={game?.meta.teams} />
      {audience.length > 0 && (
        <div class="audience-list">
          <p class="muted">{t('watching')}: {audience.map((m) => m.name).join(', ')}</p>
          {you?.isHost && audience.filter((m) => m.id !== you.memberId).map((m) => (
            <button type="button" key={m.id} class="small danger" data-action="kick" onClick={() => { if (confirm(t('removeConfirm', { name: m.name }))) void attempt(() => phoneSession().client.kick(m.id)); }}>
              {t('removePlayer')} {m.name}
            </button>
          ))}
        </div>
      )}
      {you?.isHost && <KickedList room={room} />}
      {game && !you?.isHost && <OptionsSummary room={room} />}
      {you?.isHost && room.result && !replaying && <OpenReplayButton match />}
      {you?.isHost && <HostControls room={room} />}
      <MyStatsButton />
      <button type="button" class="leave" onClick={() => void leaveRoom()}>{t('leave')}</button>
      <InviteBotSheet />
    </div>
  );
}
