/**
 * The host's coach switches (issue 18, part 2): one per person's seat, in the lobby's seat list and in
 * the match menu; and the marks everybody sees — a seat's "Coach" badge, the table's and the podium's
 * "with a coach · not ranked".
 */
import type { JSX } from 'preact';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { attempt, phoneSession } from '../phone/context.ts';
import { Icon } from '../shared/Icon.tsx';
import './coach.css';

const setCoach = (seat: number, on: boolean) => attempt(() => phoneSession().client.setCoach(seat, on));

/** A person's seat has the coach. */
export function coached(room: RoomState, seat: number): boolean {
  return room.coach?.seats.includes(seat) ?? false;
}

/**
 * The host's switch for one seat (lobby seat list): a bulb, lit when on, so that the row keeps room for
 * the name; its label says what it does, and the seat's "Coach" badge says that it is on.
 */
export function CoachToggle({ room, seat, name }: { room: RoomState; seat: number; name: string }): JSX.Element {
  const { t } = useT();
  const on = coached(room, seat);
  return (
    <button
      type="button" class="small icon coach-toggle" aria-pressed={on} data-action="coach" data-seat={seat}
      aria-label={`${t('coachFor', { name })}: ${on ? t('coachOn') : t('coachOff')}`} title={t('coachFor', { name })}
      onClick={() => void setCoach(seat, !on)}
    >
      <Icon name="coach" />
    </button>
  );
}

/** Under the host's seat list: what the bulb does. */
export function CoachLobbyHint(): JSX.Element {
  const { t } = useT();
  return <p class="muted small-print coach-lobby-hint"><Icon name="coach" /> {t('coachLobbyHint')}</p>;
}

/** The seat's badge, for everybody. */
export function CoachBadge({ room, seat }: { room: RoomState; seat: number }): JSX.Element | null {
  const { t } = useT();
  return coached(room, seat) ? <span class="badge coach" data-testid="coach-badge">{t('coachedBadge')}</span> : null;
}

/** The host's switches in the match menu: one per person at the table. */
export function CoachMenuItems({ room, onDone }: { room: RoomState; onDone: () => void }): JSX.Element | null {
  const { t } = useT();
  // People only: an outside bot (issue 30 part 4) holds a human slot but gets no coach.
  const people = room.slots.flatMap((s, seat) => (s.kind === 'human' && !s.outside ? [{ seat, name: s.name }] : []));
  if (people.length === 0) return null;
  return (
    <>
      <p class="menu-heading">{t('coachSeatsTitle')}</p>
      {people.map(({ seat, name }) => {
        const on = coached(room, seat);
        return (
          <button
            type="button" role="menuitemcheckbox" aria-checked={on} key={seat} data-action="coach" data-seat={seat}
            onClick={() => { onDone(); void setCoach(seat, !on); }}
          >
            <Icon name="coach" /> {t('coachFor', { name })}: {on ? t('coachOn') : t('coachOff')}
          </button>
        );
      })}
    </>
  );
}

/** "With a coach · not ranked": on the table while a coached match runs, on the podium and the results. */
export function CoachedMark({ room, long = false }: { room: RoomState; long?: boolean }): JSX.Element | null {
  const { t } = useT();
  const marked = room.phase === 'finished' ? room.result?.coached === true : room.coach?.match === true;
  if (!marked) return null;
  return (
    <p class="coached-mark" data-testid="coached-mark">
      <Icon name="coach" /> <strong>{t('coachedMatch')}</strong>
      {long && <span class="coached-hint"> {t('coachedMatchHint')}</span>}
    </p>
  );
}
