/** The pieces every box cover is drawn with (our own SVG art, viewBox 300×400): a small card, the title. */
import type { JSX } from 'preact';
import { SuitShape, type SuitKind, suitColour } from '../cards/suits.tsx';

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export function MiniCard({ x, y, rot = 0, rank, kind, w = 60 }: { x: number; y: number; rot?: number; rank: string; kind: SuitKind; w?: number }): JSX.Element {
  const h = w * 1.4;
  const colour = suitColour(kind);
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot})`}>
      <rect x={-w / 2} y={-h / 2} width={w} height={h} rx={w * 0.09} fill="#fffdf7" stroke="#5b574c" stroke-width="1.5" />
      <text x={-w / 2 + w * 0.18} y={-h / 2 + w * 0.34} text-anchor="middle" font-family={FONT} font-weight="800" font-size={w * 0.3} fill={colour}>
        {rank}
      </text>
      <SuitShape kind={kind} x={-w / 2 + w * 0.18} y={-h / 2 + w * 0.5} r={w * 0.09} />
      <SuitShape kind={kind} x={w * 0.05} y={h * 0.05} r={w * 0.24} />
    </g>
  );
}

/** The game's name across the box, in the reader's language; long names get a smaller size. */
export function Title({ text, y, fill, size = 40 }: { text: string; y: number; fill: string; size?: number }): JSX.Element {
  size = Math.min(size, Math.floor(270 / (text.length * 0.7)));
  return (
    <text x="150" y={y} text-anchor="middle" font-family={FONT} font-weight="900" font-size={size} letter-spacing="1" fill={fill} stroke="rgba(0,0,0,0.35)" stroke-width="1">
      {text}
    </text>
  );
}
