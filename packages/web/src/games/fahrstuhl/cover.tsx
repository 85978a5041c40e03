/** The box cover: Fahrstuhl's lift shaft (our own SVG art, viewBox 300×400). */
import type { JSX } from 'preact';
import { MiniCard, Title, FONT } from '../cover-art.tsx';

export function Cover({ title }: { title: string }): JSX.Element {
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
