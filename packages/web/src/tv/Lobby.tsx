/**
 * The TV lobby, read from three metres: the room code in big letters and the QR code to join, the seats
 * filling up, the chosen game with its cover, options and the host's explanation (read aloud where the
 * browser can speak), and the overall ranking with the game's score table.
 */
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { findEntry, optionApplies } from '@kitchen-table/engine/catalogue';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Avatar, seatColour } from '../shared/Avatar.tsx';
import { isOutside, OutsideBadge } from '../shared/OutsideBadge.tsx';
import { teamColour, teamOfSeat } from '../shared/teams.ts';
import { speak } from '../shared/speech.ts';
import { Cover } from '../games/covers.tsx';
import { contentOf } from '../games/content.ts';
import { playableGames } from '../games/registry.ts';
import { Facts } from '../games/Facts.tsx';
import { lazyComponent } from '../shared/lazy.tsx';
import { GameScores, Ranking } from './Rankings.tsx';
import { Icon } from '../shared/Icon.tsx';
import { optionText } from '../games/option-text.ts';
import { useJoinAddress } from './join-address.ts';
import { CoachBadge } from '../coach/CoachControls.tsx';
import { StatsButton } from '../stats/TvStats.tsx';

/**
 * The QR code follows the lobby by a moment (issue 27, part 7): its generator is the largest part of
 * the lobby's code, and the room code in big letters is up at once; the space is kept while it comes.
 */
const Qr = lazyComponent(() => import('./Qr.tsx').then((m) => m.Qr));

/** The seats as they fill; in a team game each seat shows its team, in the team's colour (first and third seat: Team 1). */
function Seats({ room, teams }: { room: RoomState; teams?: number[][] }): JSX.Element {
  const { t } = useT();
  const audience = room.members.filter((m) => m.seat === null && m.role === 'audience');
  return (
    <section class="tv-panel seats-panel" data-testid="tv-seats">
      <h2>{t('seatsFilling', { n: room.slots.filter((s) => s.kind !== 'open').length, m: room.slots.length })}</h2>
      {/* five or more seats: three columns (a class, not :has(), for the 2019 TVs' engines) */}
      <ul class={room.slots.length > 4 ? 'tv-seats many-seats' : 'tv-seats'}>
        {room.slots.map((slot, i) => {
          const name = slot.kind === 'open' ? t('openSeat') : slot.name;
          const host = slot.kind === 'human' && slot.memberId === room.hostId;
          const team = teamOfSeat(teams, i);
          return (
            <li key={i} class={`tv-seat-card ${slot.kind}${team >= 0 ? ' in-team' : ''}`} data-team={team >= 0 ? team + 1 : undefined} style={team >= 0 ? { borderColor: teamColour(team) } : undefined}>
              <Avatar name={name} colour={slot.kind === 'open' ? '#4a4a4a' : seatColour(i)} bot={slot.kind === 'bot' || isOutside(slot)} size={64} />
              <span class="tv-seat-text">
                <span class="tv-seat-name">{name}</span>
                {team >= 0 && <span class="team-tag" style={{ background: teamColour(team) }}>{t('team', { n: team + 1 })}</span>}
              </span>
              {host && <Icon name="crown" size="36px" label={t('host')} />}
              {slot.kind === 'bot' && <span class="badge">{t('bot')}</span>}
              {isOutside(slot) && <OutsideBadge />}
              {slot.kind === 'human' && !slot.connected && <span class="badge away">{t('away')}</span>}
              <CoachBadge room={room} seat={i} />
            </li>
          );
        })}
      </ul>
      {audience.length > 0 && <p class="muted"><Icon name="eye" /> {t('watching')}: {audience.map((m) => m.name).join(', ')}</p>}
    </section>
  );
}

export function TvLobby({ room }: { room: RoomState }): JSX.Element {
  const { t, local, lang } = useT();
  const game = room.config.game ? findEntry(room.config.game) : undefined;
  const address = useJoinAddress();
  const joinUrl = `${address.base}/join/${room.code}`;
  const content = game ? contentOf(game.meta.id) : undefined;
  useEffect(() => {
    if (content) speak(content.explain[lang], lang);
  }, [game?.meta.id, lang]);
  return (
    <div class="tv-lobby">
      <div class="lobby-left">
      <section class={`tv-panel join-panel${address.unreachable ? ' unreachable' : ''}`}>
        <h2><Icon name="phone" /> {t('joinWithPhone')}</h2>
        <div class="big-code" data-testid="room-code" aria-label={t('roomCode')}>
          {[...room.code].map((c, i) => <span key={i}>{c}</span>)}
        </div>
        <div class="qr-slot"><Qr text={joinUrl} label={t('qrLabel', { url: joinUrl })} /></div>
        <p class="join-url" data-testid="join-url">{joinUrl.replace(/^https?:\/\//, '')}</p>
        {address.unreachable && <p class="join-warning" role="alert" data-testid="join-warning">⚠ {t('joinLoopback', { host: location.hostname })}</p>}
      </section>
      {/* The statistics sit with the ranking: below the game's panel, six seats left them no room (issue 18, part 4). */}
      <Ranking limit={4} action={<StatsButton />} />
      </div>
      <div class="lobby-middle">
        <Seats room={room} teams={game?.meta.teams} />
        {game ? (
          <section class="tv-panel game-panel" data-testid="tv-game">
            <Cover id={game.meta.id} name={local(game.meta.name)} />
            <div class="game-panel-text">
              <h2>{local(game.meta.name)}</h2>
              <p class="pitch">{local(game.meta.pitch)}</p>
              <Facts meta={game.meta} />
              <ul class="option-summary">
                {game.optionDefs.filter((def) => optionApplies(def, game.optionDefs, room.config.options)).map((def) => (
                  <li key={def.id}><span>{local(def.label)}</span><strong>{optionText(def, room.config.options[def.id], lang, [t('on'), t('off')])}</strong></li>
                ))}
                <li><span>{t('clock')}</span><strong>{room.config.clockSeconds ? `${room.config.clockSeconds} s` : t('clockOff')}</strong></li>
              </ul>
            </div>
          </section>
        ) : (
          <section class="tv-panel game-panel empty"><p>{t('hostChooses')}</p></section>
        )}
        <div class="lobby-tables">
          {game && <GameScores game={game.meta.id} gameName={local(game.meta.name)} limit={3} />}
        </div>
      </div>
      <div class="lobby-right">
        {content ? (
          <section class="tv-panel intro" data-testid="intro">
            <h2><Icon name="voice" /> {t('hostExplains')}</h2>
            <p>{content.explain[lang]}</p>
          </section>
        ) : (
          <section class="tv-panel intro">
            <h2>{t('catalogue')}</h2>
            <div class="mini-covers">
              {playableGames().map(({ game: { meta } }) => <Cover key={meta.id} id={meta.id} name={local(meta.name)} />)}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
