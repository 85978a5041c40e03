/** A round avatar: the player's colour and initial; bots get a robot face. */
import { memo } from './memo.ts';
import type { JSX } from 'preact';
import { Icon } from './Icon.tsx';

export const SEAT_COLOURS = ['#e4572e', '#2e86ab', '#f3a712', '#8f5bd6', '#3bb273', '#e2489a', '#29b5b5', '#a3785f'];

export function seatColour(index: number): string {
  return SEAT_COLOURS[((index % SEAT_COLOURS.length) + SEAT_COLOURS.length) % SEAT_COLOURS.length];
}

function AvatarPlain({ name, colour, bot, size = 48 }: { name: string; colour: string; bot?: boolean; size?: number }): JSX.Element {
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span class="avatar" style={{ width: `${size}px`, height: `${size}px`, background: colour, fontSize: `${Math.round(size * 0.48)}px` }} aria-hidden="true">
      {bot ? <Icon name="bot" size="70%" /> : initial}
    </span>
  );
}

/** Memoized (shared/memo.ts): drawn again only when its props change. */
export const Avatar = memo(AvatarPlain);
