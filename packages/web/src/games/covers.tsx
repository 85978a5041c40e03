/**
 * Box covers, our own SVG art (viewBox 300×400): Fahrstuhl's lift shaft, Elevator's arrow and pile,
 * Fünfzehnern's big fifteen and chips, Lusti-Kartl'n's Bavarian lozenges with the four Bavarian suits.
 */
import type { JSX } from 'preact';
import { SuitShape, type SuitKind, suitColour } from '../cards/suits.tsx';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

function MiniCard({ x, y, rot = 0, rank, kind, w = 60 }: { x: number; y: number; rot?: number; rank: string; kind: SuitKind; w?: number }): JSX.Element {
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
function Title({ text, y, fill, size = 40 }: { text: string; y: number; fill: string; size?: number }): JSX.Element {
  size = Math.min(size, Math.floor(270 / (text.length * 0.7)));
  return (
    <text x="150" y={y} text-anchor="middle" font-family={FONT} font-weight="900" font-size={size} letter-spacing="1" fill={fill} stroke="rgba(0,0,0,0.35)" stroke-width="1">
      {text}
    </text>
  );
}

function FahrstuhlCover({ title }: { title: string }): JSX.Element {
  const floors = [7, 6, 5, 4, 3, 2, 1];
  return (
    <g>
      <rect width="300" height="400" fill="#14304f" />
      <rect x="0" y="300" width="300" height="100" fill="#0d2238" />
      <rect x="92" y="64" width="116" height="296" fill="#0b1c2e" stroke="#c9a227" stroke-width="3" />
      {floors.map((f, i) => (
        <g key={f}>
          <line x1="92" x2="208" y1={64 + i * 42} y2={64 + i * 42} stroke="#284a6e" stroke-width="1.5" />
          <circle cx="68" cy={85 + i * 42} r="13" fill={f === 3 ? '#f2c14e' : '#1f4266'} stroke="#c9a227" stroke-width="1.5" />
          <text x="68" y={91 + i * 42} text-anchor="middle" font-family={FONT} font-weight="800" font-size="16" fill={f === 3 ? '#14304f' : '#dfe8f2'}>{f}</text>
          <circle cx="232" cy={85 + i * 42} r="13" fill={f === 5 ? '#f2c14e' : '#1f4266'} stroke="#c9a227" stroke-width="1.5" />
          <text x="232" y={91 + i * 42} text-anchor="middle" font-family={FONT} font-weight="800" font-size="16" fill={f === 5 ? '#14304f' : '#dfe8f2'}>{f}</text>
        </g>
      ))}
      <path d="M40 70 L40 350 M30 340 L40 356 L50 340" stroke="#9fb6cf" stroke-width="3" fill="none" />
      <path d="M260 350 L260 70 M250 80 L260 64 L270 80" stroke="#9fb6cf" stroke-width="3" fill="none" />
      <g>
        <rect x="100" y="178" width="100" height="96" rx="6" fill="#e9e2cf" stroke="#c9a227" stroke-width="3" />
        <line x1="150" y1="178" x2="150" y2="274" stroke="#b5a988" stroke-width="2" />
        <MiniCard x={128} y={226} rot={-10} rank="A" kind="H" w={44} />
        <MiniCard x={172} y={226} rot={10} rank="10" kind="S" w={44} />
      </g>
      <Title text={title} y={42} fill="#f2c14e" size={38} />
      <text x="150" y="388" text-anchor="middle" font-family={FONT} font-weight="700" font-size="15" fill="#9fb6cf">7 · 6 · 5 · 4 · 3 · 2 · 1 · 1 · 2 · 3 …</text>
    </g>
  );
}

function ElevatorCover({ title }: { title: string }): JSX.Element {
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

function FuenfzehnernCover({ title }: { title: string }): JSX.Element {
  const chip = (x: number, y: number, c: string) => (
    <g transform={`translate(${x} ${y})`}>
      <circle r="20" fill={c} stroke="#1a0f0a" stroke-width="2" />
      <circle r="13" fill="none" stroke="#f6e7c8" stroke-width="3" stroke-dasharray="5 4" />
    </g>
  );
  return (
    <g>
      <rect width="300" height="400" fill="#5b1020" />
      <rect x="14" y="14" width="272" height="372" rx="10" fill="none" stroke="#d9b45a" stroke-width="2" />
      <text x="150" y="232" text-anchor="middle" font-family={FONT} font-weight="900" font-size="170" fill="#7a1d30" stroke="#d9b45a" stroke-width="3">15</text>
      <MiniCard x={92} y={300} rot={-20} rank="A" kind="S" w={56} />
      <MiniCard x={130} y={290} rot={-7} rank="K" kind="H" w={56} />
      <MiniCard x={170} y={290} rot={7} rank="Q" kind="C" w={56} />
      <MiniCard x={208} y={300} rot={20} rank="J" kind="D" w={56} />
      {chip(52, 360, '#1f6f8b')}
      {chip(250, 360, '#d9b45a')}
      {chip(236, 344, '#2e7d32')}
      <Title text={title} y={60} fill="#f6e7c8" size={34} />
      <text x="150" y="86" text-anchor="middle" font-family={FONT} font-weight="700" font-size="15" fill="#d9b45a">5 · 4 · 3 · 2 · 1</text>
    </g>
  );
}

function LustiCover({ title }: { title: string }): JSX.Element {
  // The Bavarian lozenges: a diamond lattice, blue and white alternating row by row, which makes
  // neighbours along both diagonals differ (a checkerboard turned by 45 degrees).
  const lozenges: JSX.Element[] = [];
  for (let row = 0; row < 24; row++) {
    for (let col = 0; col < 10; col++) {
      const x = col * 36 + (row % 2 ? 18 : 0);
      const y = row * 18;
      if (row % 2) lozenges.push(<path key={`${row}-${col}`} d={`M${x} ${y - 18}L${x + 18} ${y}L${x} ${y + 18}L${x - 18} ${y}Z`} />);
    }
  }
  return (
    <g>
      <rect width="300" height="400" fill="#e8f1fb" />
      <svg x="0" y="0" width="300" height="400" viewBox="0 0 300 400">
        <g transform="skewY(-8) translate(0 20)" fill="#2a73c2">{lozenges}</g>
      </svg>
      <rect x="26" y="92" width="248" height="262" rx="18" fill="#fbf6ea" stroke="#2a73c2" stroke-width="4" />
      <MiniCard x={104} y={182} rot={-12} rank="O" kind="E" w={66} />
      <MiniCard x={196} y={182} rot={12} rank="O" kind="G" w={66} />
      <MiniCard x={104} y={282} rot={-6} rank="O" kind="BH" w={66} />
      <MiniCard x={196} y={282} rot={6} rank="O" kind="BS" w={66} />
      <text x="150" y="244" text-anchor="middle" font-family={FONT} font-weight="900" font-size="30" fill="#c62828">BRAND!</text>
      <rect x="10" y="22" width="280" height="56" rx="12" fill="#2a73c2" />
      <Title text={title} y={62} fill="#ffffff" size={32} />
      <text x="150" y="382" text-anchor="middle" font-family={FONT} font-weight="800" font-size="18" fill="#1b3f6b">2 × 2 · bis 11</text>
    </g>
  );
}

const COVERS: Record<string, (p: { title: string }) => JSX.Element> = {
  fahrstuhl: FahrstuhlCover,
  elevator: ElevatorCover,
  fuenfzehnern: FuenfzehnernCover,
  lusti: LustiCover,
};

export function Cover({ id, name, class: cls }: { id: string; name: string; class?: string }): JSX.Element {
  const Art = COVERS[id];
  return (
    <svg class={`cover ${cls ?? ''}`} viewBox="0 0 300 400" role="img" aria-label={name}>
      {Art ? <Art title={name.toUpperCase()} /> : (
        <g>
          <rect width="300" height="400" fill="#0f3d2e" />
          <Title text={name} y={210} fill="#fff" size={30} />
        </g>
      )}
    </svg>
  );
}
