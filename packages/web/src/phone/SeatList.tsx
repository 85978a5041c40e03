/** The seats in order: avatar colour, name, host crown, bots marked; the host can reorder and add bots. */
import type { JSX } from 'preact';
import { BOT_LEVELS, type BotLevel, type RoomState, type SlotChoice } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Avatar, seatColour } from '../shared/Avatar.tsx';
import { teamColour, teamOfSeat } from '../shared/teams.ts';
import { attempt, phoneSession } from './context.ts';
import { Icon } from '../shared/Icon.tsx';
import { CoachBadge, CoachLobbyHint, CoachToggle } from '../coach/CoachControls.tsx';
import { isOutside, OutsideBadge } from '../shared/OutsideBadge.tsx';
import { InviteBotButton } from './OutsideBotInvite.tsx';

/**
 * Bot levels the host picked that no room state has shown yet (the server batches room states, ~100 ms).
 * An arrangement sent meanwhile carries them: built from the room state alone it would put the old level
 * back (a quick "strong", then "move up", lost the strong).
 */
const pickedLevels = new Map<string, BotLevel>();
const pickedKey = (room: RoomState, seat: number): string => `${room.code}/${seat}`;

/** The arrangement as it stands; bots have no identity across an arrange, so their level goes along. */
function choices(room: RoomState): SlotChoice[] {
  const slots = room.slots.map((s, i): SlotChoice =>
    s.kind === 'human' ? { kind: 'human', memberId: s.memberId } : s.kind === 'bot' ? { kind: 'bot', level: pickedLevels.get(pickedKey(room, i)) ?? s.level } : { kind: 'open' },
  );
  // The arrangement now carries every picked level; seat numbers change with it.
  pickedLevels.clear();
  return slots;
}

export function SeatList({ room, editable, myId, teams }: { room: RoomState; editable: boolean; myId: string | null; teams?: number[][] }): JSX.Element {
  const { t } = useT();
  const watching = myId !== null && !room.slots.some((s) => s.kind === 'human' && s.memberId === myId);
  const take = (i: number) => attempt(() => phoneSession().client.claimSeat(i));
  const kick = (memberId: string, name: string) => {
    if (confirm(t('removeConfirm', { name }))) void attempt(() => phoneSession().client.kick(memberId));
  };
  const arrange = (slots: SlotChoice[]) => attempt(() => phoneSession().client.arrange(slots));
  const move = (i: number, d: number) => {
    const slots = choices(room);
    const j = i + d;
    if (j < 0 || j >= slots.length) return;
    [slots[i], slots[j]] = [slots[j], slots[i]];
    void arrange(slots);
  };
  const toggleBot = (i: number) => {
    const slots = choices(room);
    slots[i] = slots[i].kind === 'bot' ? { kind: 'open' } : { kind: 'bot' };
    void arrange(slots);
  };
  const setLevel = (seat: number, level: BotLevel) => {
    pickedLevels.set(pickedKey(room, seat), level);
    return attempt(() => phoneSession().client.setBotLevel(seat, level));
  };
  return (
    <>
    <ol class="seat-list">
      {room.slots.map((slot, i) => {
        const name = slot.kind === 'open' ? t('openSeat') : slot.name;
        const isHost = slot.kind === 'human' && slot.memberId === room.hostId;
        const team = teamOfSeat(teams, i);
        const outside = isOutside(slot);
        const invited = room.invites?.some((inv) => inv.seat === i) === true;
        return (
          <li key={i} class={`seat-row ${slot.kind}${team >= 0 ? ' in-team' : ''}${outside ? ' outside' : ''}`} data-slot={i} data-team={team >= 0 ? team + 1 : undefined} style={team >= 0 ? { '--team': teamColour(team) } : undefined}>
            <span class="seat-no">{i + 1}</span>
            <Avatar name={name} colour={slot.kind === 'open' ? '#555' : seatColour(i)} bot={slot.kind === 'bot' || outside} size={36} />
            {/* The team has a line of its own under the name: a long name ends in "…", the team stays. */}
            <span class="seat-main">
            <span class="seat-name">
              {name}
              {slot.kind === 'human' && slot.memberId === myId && <em> ({t('you')})</em>}
              {isHost && <> <Icon name="crown" label={t('host')} /></>}
              {outside && <OutsideBadge />}
              {slot.kind !== 'human' && invited && <span class="badge invited">{t('invitePending')}</span>}
              {slot.kind === 'human' && !slot.connected && <span class="badge away">{t('away')}</span>}
              {slot.kind === 'bot' && !editable && <span class="badge level">{t(`level_${slot.level}`)}</span>}
              {!editable && <CoachBadge room={room} seat={i} />}
            </span>
            {team >= 0 && <span class="badge team" data-testid="seat-team">{t('team', { n: team + 1 })}</span>}
            </span>
            {watching && slot.kind !== 'human' && (
              <button type="button" class="small primary" data-action="take-seat" data-seat={i} onClick={() => void take(i)}>{t('takeSeat')}</button>
            )}
            {editable && (
              <span class="seat-tools">
                {/* The coach is for a person: an outside bot has none (the server says COACH_NOT_A_PERSON). */}
                {slot.kind === 'human' && !outside && <CoachToggle room={room} seat={i} name={slot.name} />}
                {slot.kind === 'human' && slot.memberId !== myId && (
                  <button type="button" class="small danger" data-action="kick" onClick={() => kick(slot.memberId, slot.name)}>{t('removePlayer')}</button>
                )}
                {slot.kind === 'bot' && (
                  <select
                    class="small"
                    aria-label={t('botLevel')}
                    data-action="bot-level"
                    value={slot.level}
                    onChange={(e) => void setLevel(i, (e.currentTarget as HTMLSelectElement).value as BotLevel)}
                  >
                    {BOT_LEVELS.map((level) => <option key={level} value={level}>{t(`level_${level}`)}</option>)}
                  </select>
                )}
                {slot.kind !== 'human' && (
                  <button type="button" class="small" onClick={() => toggleBot(i)} data-action="toggle-bot">
                    {slot.kind === 'bot' ? t('removeBot') : <><Icon name="bot" /> {t('addBot')}</>}
                  </button>
                )}
                <button type="button" class="small icon" aria-label={t('moveUp')} disabled={i === 0} onClick={() => move(i, -1)}>↑</button>
                <button type="button" class="small icon" aria-label={t('moveDown')} disabled={i === room.slots.length - 1} onClick={() => move(i, 1)}>↓</button>
              </span>
            )}
            {editable && slot.kind !== 'human' && <span class="seat-invite"><InviteBotButton seat={i} room={room.code} /></span>}
          </li>
        );
      })}
    </ol>
    {editable && <CoachLobbyHint />}
    </>
  );
}
