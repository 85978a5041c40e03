/** The bench counts what a screen really loads: the entry, the screen's chunk and its imports, not the rules. */
import { describe, expect, it } from 'vitest';
import { legacyFirstFiles, screenFiles } from '../scripts/bench-web.ts';

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

describe('bench:web old-browser figures (issue 27)', () => {
  const both = {
    ...manifest,
    'index-legacy.html': { file: 'assets/index-legacy.js', isEntry: true, dynamicImports: ['src/tv/tv-screen-legacy.tsx'] },
    '../../vite/legacy-polyfills-legacy': { file: 'assets/polyfills-legacy.js', isEntry: true },
    'src/tv/tv-screen-legacy.tsx': { file: 'assets/tv-legacy.js', imports: ['_shared-legacy.js'], dynamicImports: ['_chart-legacy.js'] },
    '_shared-legacy.js': { file: 'assets/shared-legacy.js' },
    '_chart-legacy.js': { file: 'assets/chart-legacy.js', imports: ['_shared-legacy.js'] },
  };

  it('the modern figures ignore the old-browser entry listed first in the manifest', () => {
    const legacyFirst = Object.fromEntries([...Object.entries(both)].reverse());
    expect(screenFiles(legacyFirst, 'src/tv/tv-screen.tsx').sort()).toEqual(['assets/chart.js', 'assets/index.js', 'assets/shared.js', 'assets/tv.js']);
  });

  it('the old-browser TV counts polyfills, entry, its chunk and static imports, not what it loads on demand', () => {
    expect(legacyFirstFiles(both, 'src/tv/tv-screen.tsx').sort()).toEqual(['assets/index-legacy.js', 'assets/polyfills-legacy.js', 'assets/shared-legacy.js', 'assets/tv-legacy.js']);
  });
});
