/** The box cover: Fünfzehnern's big fifteen and chips (our own SVG art, viewBox 300×400). */
import type { JSX } from 'preact';
import { MiniCard, Title, FONT } from '../cover-art.tsx';

export function Cover({ title }: { title: string }): JSX.Element {
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
