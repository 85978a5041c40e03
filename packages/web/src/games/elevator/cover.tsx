/** The box cover: Elevator's arrow and pile (our own SVG art, viewBox 300×400). */
import type { JSX } from 'preact';
import { MiniCard, Title, FONT } from '../cover-art.tsx';

export function Cover({ title }: { title: string }): JSX.Element {
  return (
    <g>
      <rect width="300" height="400" fill="#b8401f" />
      <circle cx="150" cy="215" r="130" fill="#d45a2a" />
      <circle cx="150" cy="215" r="92" fill="#e7783a" />
      <MiniCard x={110} y={230} rot={-18} rank="4" kind="C" w={76} />
      <MiniCard x={150} y={222} rot={-3} rank="7" kind="H" w={76} />
      <MiniCard x={192} y={232} rot={14} rank="9" kind="S" w={76} />
      <g transform="translate(236 110)">
        <path d="M0 -44 L30 -6 L12 -6 L12 44 L-12 44 L-12 -6 L-30 -6 Z" fill="#fff3d6" stroke="#5a1a08" stroke-width="3" />
      </g>
      <g transform="translate(64 330) rotate(180)">
        <path d="M0 -30 L22 -4 L9 -4 L9 30 L-9 30 L-9 -4 L-22 -4 Z" fill="#5a1a08" stroke="#fff3d6" stroke-width="2" />
      </g>
      <g transform="translate(250 330)">
        <polygon points="0,-22 6,-7 22,-7 9,3 14,19 0,9 -14,19 -9,3 -22,-7 -6,-7" fill="#fff3d6" stroke="#5a1a08" stroke-width="2" />
      </g>
      <Title text={title} y={58} fill="#fff3d6" size={42} />
      <text x="150" y="385" text-anchor="middle" font-family={FONT} font-weight="700" font-size="17" fill="#fff3d6">KOPILE!</text>
    </g>
  );
}
