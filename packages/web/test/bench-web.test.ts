/** The bench counts what a screen really loads: the entry, the screen's chunk and its imports, not the rules. */
import { describe, expect, it } from 'vitest';
import { screenFiles } from '../scripts/bench-web.ts';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/tv/tv-screen.tsx', 'src/phone/phone-screen.tsx'] },
  'src/tv/tv-screen.tsx': { file: 'assets/tv.js', imports: ['_shared.js'], dynamicImports: ['_chart.js'] },
  'src/phone/phone-screen.tsx': { file: 'assets/phone.js', imports: ['_shared.js'], dynamicImports: ['../../docs/players/lusti.md?raw'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_chart.js': { file: 'assets/chart.js', imports: ['_shared.js'] },
  '../../docs/players/lusti.md?raw': { file: 'assets/lusti.js' },
};

describe('bench:web screen closure', () => {
  it('the TV counts the entry, its chunk, shared code and its lazy chart, but not the phone', () => {
    expect(screenFiles(manifest, 'src/tv/tv-screen.tsx').sort()).toEqual(['assets/chart.js', 'assets/index.js', 'assets/shared.js', 'assets/tv.js']);
  });

  it('the phone does not count the rules documents it fetches on demand', () => {
    expect(screenFiles(manifest, 'src/phone/phone-screen.tsx').sort()).toEqual(['assets/index.js', 'assets/phone.js', 'assets/shared.js']);
  });
});
