/**
 * Our own card faces, one SVG per card (viewBox 100×140). Legible first: a big corner index (rank and
 * suit shape) that stays visible in a fanned hand, one big symbol in the middle, a framed panel for the
 * court cards. Red and black differ in colour, in suit shape and in the red cards' dotted inner frame.
 */
import { memo } from '../shared/memo.ts';
import type { JSX } from 'preact';
import { colourOf, isJoker, splitCode } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';
import { cardLabel, type Pack } from './names.ts';
import './four-colour.css';
import { BLACK, RED, SuitShape, suitColour, suitKind, type SuitKind } from './suits.tsx';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** The rank as printed in the corner. German French packs say D and B for queen and jack. */
function indexText(rank: string, pack: Pack, lang: string): string {
  if (pack === 'french' && lang === 'de') return ({ Q: 'D', J: 'B' } as Record<string, string>)[rank] ?? rank;
  return rank;
}

const COURT = new Set(['K', 'Q', 'J', 'O', 'U']);

function Index({ text, kind, colour }: { text: string; kind: SuitKind; colour: string }): JSX.Element {
  const wide = text.length > 1;
  return (
    <g>
      <text
        x={wide ? 17 : 16} y="31" text-anchor="middle" font-family={FONT} font-weight="800" font-size={wide ? 24 : 31}
        letter-spacing={wide ? -2.5 : 0} textLength={wide ? 26 : undefined} lengthAdjust="spacingAndGlyphs" fill={colour} class={`ink-${kind}`}
      >
        {text}
      </text>
      <SuitShape kind={kind} x={16} y={46} r={9.5} />
    </g>
  );
}

function Court({ text, kind, colour }: { text: string; kind: SuitKind; colour: string }): JSX.Element {
  return (
    <g>
      <rect x="29" y="27" width="44" height="86" rx="6" fill="#fff6dc" stroke="#c9a227" stroke-width="2.5" />
      <rect x="33" y="31" width="36" height="78" rx="4" fill="none" stroke={colour} stroke-width="1" class={`line-${kind}`} />
      <SuitShape kind={kind} x={51} y={45} r={8.5} />
      <text x="51" y="84" text-anchor="middle" font-family={FONT} font-weight="800" font-size="34" fill={colour} class={`ink-${kind}`}>
        {text}
      </text>
      <SuitShape kind={kind} x={51} y={97} r={6} flip />
    </g>
  );
}

function Star({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }): JSX.Element {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(x + rr * Math.cos(a)).toFixed(2)},${(y + rr * Math.sin(a)).toFixed(2)}`);
  }
  return <polygon points={pts.join(' ')} fill={fill} stroke={BLACK} stroke-width="1" />;
}

export interface CardProps {
  code: string;
  pack?: Pack;
  class?: string;
  /** Decorative copies (e.g. an animation ghost) hide from screen readers. */
  hidden?: boolean;
}

function CardFacePlain({ code, pack = 'french', class: cls, hidden }: CardProps): JSX.Element {
  const { lang } = useT();
  const label = cardLabel(code, pack, lang);
  const joker = isJoker(code);
  const { rank, suit } = splitCode(code);
  const kind = joker ? 'S' : suitKind(suit, pack);
  // The engine's card colour (hearts, diamonds, the red joker); the Bavarian suits get no red border.
  const red = (joker || pack === 'french') && colourOf(code) === 'red';
  const colour = joker ? (red ? RED : BLACK) : suitColour(kind);
  return (
    <svg
      class={`card-face ${cls ?? ''}`} data-suit={joker ? undefined : kind} viewBox="0 0 100 140" role={hidden ? undefined : 'img'}
      aria-label={hidden ? undefined : label} aria-hidden={hidden ? 'true' : undefined} data-card={code}
    >
      <rect x="1" y="1" width="98" height="138" rx="8" fill="#fffdf7" stroke="#8a8578" stroke-width="1.5" />
      {red && <rect x="5" y="5" width="90" height="130" rx="5" fill="none" stroke={RED} stroke-width="1.6" stroke-dasharray="1.5 3.5" stroke-linecap="round" />}
      {joker ? (
        <g>
          <Star x={16} y={22} r={11} fill={colour} />
          <text x="16" y="50" text-anchor="middle" font-family={FONT} font-weight="800" font-size="13" fill={colour}>JK</text>
          <Star x={52} y={68} r={26} fill={colour} />
          <text x="52" y="112" text-anchor="middle" font-family={FONT} font-weight="800" font-size="15" letter-spacing="1" fill={colour}>JOKER</text>
        </g>
      ) : (
        <g>
          <Index text={indexText(rank, pack, lang)} kind={kind} colour={colour} />
          <g transform="rotate(180 50 70)">
            <Index text={indexText(rank, pack, lang)} kind={kind} colour={colour} />
          </g>
          {COURT.has(rank) ? (
            <Court text={indexText(rank, pack, lang)} kind={kind} colour={colour} />
          ) : rank === 'A' ? (
            <g>
              <circle cx="50" cy="68" r="27" fill="none" stroke={colour} stroke-width="1.2" opacity="0.5" class={`line-${kind}`} />
              <SuitShape kind={kind} x={50} y={68} r={21} />
              {pack === 'bavarian' && (
                <text x="50" y="111" text-anchor="middle" font-family={FONT} font-weight="700" font-size="12" fill={colour}>SAU</text>
              )}
            </g>
          ) : (
            <SuitShape kind={kind} x={50} y={70} r={20} />
          )}
        </g>
      )}
    </svg>
  );
}

/** Lattice lines for the back, computed once (no SVG ids, so any number of backs can share a page). */
const BACK_LINES = (() => {
  const x0 = 9, y0 = 9, x1 = 91, y1 = 131;
  const parts: string[] = [];
  for (let c = x0 - (y1 - y0); c < x1; c += 10) {
    // Line y - y0 = x - c (slope +1), clipped to the inner rectangle.
    const ax = Math.max(x0, c), ay = y0 + (ax - c);
    const bx = Math.min(x1, c + (y1 - y0)), by = y0 + (bx - c);
    if (bx > ax) parts.push(`M${ax},${ay}L${bx},${by}`);
    const mx0 = x0 + x1 - ax, mx1 = x0 + x1 - bx;
    if (bx > ax) parts.push(`M${mx0},${ay}L${mx1},${by}`);
  }
  return parts.join('');
})();

function CardBackPlain({ class: cls }: { class?: string }): JSX.Element {
  return (
    <svg class={`card-back ${cls ?? ''}`} viewBox="0 0 100 140" aria-hidden="true">
      <rect x="1" y="1" width="98" height="138" rx="8" fill="#fffdf7" stroke="#8a8578" stroke-width="1.5" />
      <rect x="6" y="6" width="88" height="128" rx="5" fill="#17466e" />
      <path d={BACK_LINES} stroke="#2f6b9a" stroke-width="1.5" />
      <ellipse cx="50" cy="70" rx="24" ry="18" fill="#17466e" stroke="#e8c766" stroke-width="2" />
      <text x="50" y="78" text-anchor="middle" font-family={FONT} font-weight="800" font-size="22" fill="#e8c766">KT</text>
    </svg>
  );
}

/** Memoized (shared/memo.ts): drawn again only when its props change. */
export const CardFace = memo(CardFacePlain);

/** Memoized (shared/memo.ts): drawn again only when its props change. */
export const CardBack = memo(CardBackPlain);
