/**
 * Suit symbols drawn as simple vector shapes in a unit box (-1…1), so that they stay crisp from a phone
 * to a TV and do not depend on the fonts of the device. French red suits are red and black suits black,
 * and each suit has its own outline, so colour is never the only cue (a second cue, the red cards'
 * dotted frame, is drawn by the card itself).
 */
import type { JSX } from 'preact';

export const RED = '#c8102e';
export const RED_DARK = '#7f0a1d';
export const BLACK = '#1b1b1f';

const HEART =
  'M0,0.92 C-0.14,0.78 -1,0.22 -1,-0.36 C-1,-0.8 -0.56,-1.02 -0.3,-0.96 C-0.12,-0.92 -0.02,-0.78 0,-0.64 C0.02,-0.78 0.12,-0.92 0.3,-0.96 C0.56,-1.02 1,-0.8 1,-0.36 C1,0.22 0.14,0.78 0,0.92 Z';
const DIAMOND = 'M0,-1 C0.22,-0.62 0.48,-0.3 0.78,0 C0.48,0.3 0.22,0.62 0,1 C-0.22,0.62 -0.48,0.3 -0.78,0 C-0.48,-0.3 -0.22,-0.62 0,-1 Z';
const SPADE =
  'M0,-1 C0.16,-0.78 1,-0.32 1,0.16 C1,0.56 0.62,0.72 0.36,0.62 C0.22,0.56 0.12,0.46 0.06,0.36 C0.1,0.62 0.22,0.86 0.4,1 L-0.4,1 C-0.22,0.86 -0.1,0.62 -0.06,0.36 C-0.12,0.46 -0.22,0.56 -0.36,0.62 C-0.62,0.72 -1,0.56 -1,0.16 C-1,-0.32 -0.16,-0.78 0,-1 Z';
const CLUB_STEM = 'M-0.1,0.1 L0.1,0.1 C0.14,0.5 0.24,0.82 0.4,1 L-0.4,1 C-0.24,0.82 -0.14,0.5 -0.1,0.1 Z';

/** Bavarian leaf (Gras): a pointed leaf with a vein. */
const LEAF = 'M0,-1 C0.62,-0.62 0.8,0.1 0.12,0.7 L0.06,1 L-0.06,1 L-0.12,0.7 C-0.8,0.1 -0.62,-0.62 0,-1 Z';
const LEAF_VEIN = 'M0,-0.78 L0,0.86 M0,-0.3 L0.32,-0.52 M0,-0.3 L-0.32,-0.52 M0,0.12 L0.4,-0.12 M0,0.12 L-0.4,-0.12';
/** Bavarian acorn (Eichel): cap on a nut. */
const ACORN_NUT = 'M-0.5,-0.08 C-0.56,0.5 -0.22,0.96 0,1 C0.22,0.96 0.56,0.5 0.5,-0.08 Z';
const ACORN_CAP = 'M-0.66,0 C-0.7,-0.5 -0.34,-0.74 0,-0.74 C0.34,-0.74 0.7,-0.5 0.66,0 C0.3,0.1 -0.3,0.1 -0.66,0 Z';
const ACORN_STEM = 'M-0.06,-0.72 L-0.04,-1 L0.08,-1 L0.08,-0.72 Z';

export type SuitKind = 'S' | 'H' | 'D' | 'C' | 'E' | 'G' | 'BH' | 'BS';

export function suitKind(suit: string, pack: 'french' | 'bavarian'): SuitKind {
  if (pack === 'bavarian') return suit === 'H' ? 'BH' : suit === 'S' ? 'BS' : (suit as SuitKind);
  return suit as SuitKind;
}

/** Main fill colour of a suit, used for the rank index too. */
export function suitColour(kind: SuitKind): string {
  switch (kind) {
    case 'H':
    case 'D':
    case 'BH':
      return RED;
    case 'G':
      return '#2e7d32';
    case 'E':
      return '#6d4019';
    case 'BS':
      return '#a86a00';
    default:
      return BLACK;
  }
}

/** A suit symbol centred at (x, y) with half-size r. */
export function SuitShape({ kind, x, y, r, flip = false }: { kind: SuitKind; x: number; y: number; r: number; flip?: boolean }): JSX.Element {
  const transform = `translate(${x} ${y}) scale(${r}${flip ? ` ${-r}` : ''})`;
  const ns = { 'vector-effect': 'non-scaling-stroke' } as Record<string, string>;
  // `suit-<kind>` lets a page recolour a suit (the four-colour pack, four-colour.css).
  const cls = `suit suit-${kind}`;
  switch (kind) {
    case 'H':
    case 'BH':
      return <path class={cls} d={HEART} transform={transform} fill={RED} stroke={RED_DARK} stroke-width="1" {...ns} />;
    case 'D':
      return <path class={cls} d={DIAMOND} transform={transform} fill={RED} stroke={RED_DARK} stroke-width="1" {...ns} />;
    case 'S':
      return <path class={cls} d={SPADE} transform={transform} fill={BLACK} />;
    case 'C':
      return (
        <g class={cls} transform={transform} fill={BLACK}>
          <circle cx="0" cy="-0.5" r="0.4" />
          <circle cx="-0.48" cy="0.1" r="0.4" />
          <circle cx="0.48" cy="0.1" r="0.4" />
          <circle cx="0" cy="0" r="0.22" />
          <path d={CLUB_STEM} />
        </g>
      );
    case 'G':
      return (
        <g class={cls} transform={transform}>
          <path d={LEAF} fill="#43a047" stroke="#1b5e20" stroke-width="1.2" {...ns} />
          <path d={LEAF_VEIN} fill="none" stroke="#1b5e20" stroke-width="1" {...ns} />
        </g>
      );
    case 'E':
      return (
        <g class={cls} transform={transform}>
          <path d={ACORN_STEM} fill="#4e2c0e" />
          <path d={ACORN_NUT} fill="#c4863f" stroke="#4e2c0e" stroke-width="1.2" {...ns} />
          <path d={ACORN_CAP} fill="#6d4019" stroke="#4e2c0e" stroke-width="1.2" {...ns} />
          <path d="M-0.4,-0.5 L0.2,0.02 M0,-0.7 L0.56,-0.18 M0.4,-0.5 L-0.2,0.02 M0,-0.7 L-0.56,-0.18" stroke="#4e2c0e" stroke-width="0.8" fill="none" {...ns} />
        </g>
      );
    case 'BS':
      return (
        <g class={cls} transform={transform}>
          <circle cx="0" cy="0.06" r="0.86" fill="#f2b705" stroke="#7a4a00" stroke-width="1.2" {...ns} />
          <path d="M-0.84,-0.12 L0.84,-0.12 L0.84,0.12 L-0.84,0.12 Z" fill="#c62828" stroke="#7a4a00" stroke-width="0.8" {...ns} />
          <circle cx="0" cy="0.5" r="0.14" fill="#3a2400" />
          <path d="M0,0.6 L0,0.9" stroke="#3a2400" stroke-width="1.2" {...ns} />
          <circle cx="0" cy="-0.86" r="0.12" fill="none" stroke="#7a4a00" stroke-width="1" {...ns} />
        </g>
      );
  }
}
