/**
 * Small line icons drawn in SVG, for the markers that carry meaning (host, bot, pause, clock, rules,
 * sound, bound suit, lift). Emoji are not used for them: TV browsers and test machines often lack an
 * emoji font, and a missing glyph must never hide who is the host or that the game is paused.
 */
import { memo } from './memo.ts';
import type { JSX } from 'preact';

const PATHS: Record<string, JSX.Element> = {
  crown: <path d="M3 18.5h18L19.6 7.8l-4.4 4-3.2-6.6-3.2 6.6-4.4-4z" fill="#f2c14e" stroke="#7a5a00" stroke-width="1.2" stroke-linejoin="round" />,
  bot: (
    <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round">
      <rect x="4.5" y="8" width="15" height="11" rx="3" />
      <circle cx="9.5" cy="13" r="1.4" fill="currentColor" />
      <circle cx="14.5" cy="13" r="1.4" fill="currentColor" />
      <path d="M12 8V4.5M12 4.5h0M2.5 12.5v3M21.5 12.5v3" />
      <circle cx="12" cy="4" r="1.2" fill="currentColor" />
    </g>
  ),
  pause: <g fill="currentColor"><rect x="6" y="4.5" width="4.2" height="15" rx="1" /><rect x="13.8" y="4.5" width="4.2" height="15" rx="1" /></g>,
  clock: <g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="8.5" /><path d="M12 7v5.5l3.5 2" /></g>,
  book: <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"><path d="M12 6.5C9.5 4.8 6.5 4.5 3 5v13c3.5-.5 6.5-.2 9 1.5 2.5-1.7 5.5-2 9-1.5V5c-3.5-.5-6.5-.2-9 1.5zM12 6.5v13" /></g>,
  speaker: <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" /><path d="M15.5 9a4.5 4.5 0 010 6M18 6.5a8 8 0 010 11" /></g>,
  speakerOff: <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" /><path d="M16 9.5l5 5M21 9.5l-5 5" /></g>,
  voice: <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M4 5.5h16v10H11l-4.5 3.5v-3.5H4z" /><path d="M8 9.5h8M8 12.5h5" /></g>,
  chain: <g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M10 14l4-4" /><path d="M8.5 11.5l-2 2a3 3 0 004.2 4.2l2-2M15.5 12.5l2-2a3 3 0 00-4.2-4.2l-2 2" /></g>,
  trophy: <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"><path d="M7 4.5h10v4a5 5 0 01-10 0zM7 6.5H4.5a3 3 0 003 4M17 6.5h2.5a3 3 0 01-3 4M12 13.5v3.5M8 20h8l-1-3H9z" /></g>,
  phone: <g fill="none" stroke="currentColor" stroke-width="1.8"><rect x="7" y="2.8" width="10" height="18.4" rx="2.2" /><path d="M10.5 18h3" stroke-linecap="round" /></g>,
  eye: <g fill="none" stroke="currentColor" stroke-width="1.8"><path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" /><circle cx="12" cy="12" r="3" /></g>,
  lift: <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"><rect x="4.5" y="3" width="15" height="18" rx="1.5" /><path d="M9 9.5l3-3.5 3 3.5zM9 14.5l3 3.5 3-3.5z" fill="currentColor" /></g>,
  // Leaving the table (issue 27, part 5): a door.
  door: <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" stroke-linecap="round"><path d="M4.5 20.5h15M7 20.5V3.5h10v17" /><circle cx="14" cy="12.5" r="1.1" fill="currentColor" /></g>,
  // The coach's tip (issue 18, part 2): a light bulb.
  coach: <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M9 17.5h6M10 20.5h4M12 3a6 6 0 00-3.6 10.8c.7.6 1.1 1.4 1.1 2.2v1.5h5V16c0-.8.4-1.6 1.1-2.2A6 6 0 0012 3z" /></g>,
};

export type IconName = keyof typeof PATHS;

function IconPlain({ name, size = '1.1em', label, class: cls }: { name: IconName; size?: string; label?: string; class?: string }): JSX.Element {
  return (
    <svg
      class={`icon ${cls ?? ''}`} viewBox="0 0 24 24" width={size} height={size}
      role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : 'true'}
    >
      {PATHS[name]}
    </svg>
  );
}

/** Memoized (shared/memo.ts): drawn again only when its props change. */
export const Icon = memo(IconPlain);
