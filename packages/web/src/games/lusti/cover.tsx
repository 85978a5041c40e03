/** The box cover: Lusti-Kartl'n's Bavarian lozenges with the four Bavarian suits (our own SVG art, viewBox 300×400). */
import type { JSX } from 'preact';
import { MiniCard, Title, FONT } from '../cover-art.tsx';
import { useT } from '../../i18n.ts';

/** The box's foot line, in the reader's language (two teams of two, played to 11 Striche). */
const FOOT = { en: '2 teams of 2 · first to 11', de: '2 Teams zu zweit · bis 11' };

export function Cover({ title }: { title: string }): JSX.Element {
  const { local } = useT();
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
      <text x="150" y="382" text-anchor="middle" font-family={FONT} font-weight="800" font-size="17" fill="#1b3f6b">{local(FOOT)}</text>
    </g>
  );
}
