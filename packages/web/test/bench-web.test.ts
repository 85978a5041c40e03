/**
 * The bench counts what a screen really loads: the entry, the screen's chunk and its imports, not the
 * rules, and not the other screen's game parts (the registry's `loadTv`/`loadPhone` lazy chunks). It
 * finds a route's chunk under its source path (Rollup) or, when Rolldown keyed it as a shared chunk,
 * by its name among the entry's dynamic imports. And `bench:web --json` keeps tvKB/phoneKB and adds the
 * browser figures of issue 27.
 */
import { describe, expect, it } from 'vitest';
import { legacyFirstFiles, screenFiles } from '../scripts/bench-web.ts';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/tv/tv-screen.tsx', 'src/phone/phone-screen.tsx'] },
  'src/tv/tv-screen.tsx': { file: 'assets/tv.js', imports: ['_shared.js', '_registry.js'], dynamicImports: ['_chart.js'] },
  'src/phone/phone-screen.tsx': { file: 'assets/phone.js', imports: ['_shared.js', '_registry.js'], dynamicImports: ['../../docs/players/lusti.md?raw'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_registry.js': { file: 'assets/registry.js', imports: ['_shared.js'], dynamicImports: ['src/tv/games/LustiTv.tsx', 'src/phone/games/LustiPhone.tsx'] },
  'src/tv/games/LustiTv.tsx': { file: 'assets/LustiTv.js', imports: ['_shared.js'] },
  'src/phone/games/LustiPhone.tsx': { file: 'assets/LustiPhone.js', imports: ['_shared.js'] },
  '_chart.js': { file: 'assets/chart.js', imports: ['_shared.js'] },
  '../../docs/players/lusti.md?raw': { file: 'assets/lusti.js' },
};

describe('bench:web screen closure', () => {
  it('the TV counts the entry, its chunk, shared code, its lazy chart and its own game screens, but not the phone’s', () => {
    expect(screenFiles(manifest, 'src/tv/tv-screen.tsx').sort()).toEqual(['assets/LustiTv.js', 'assets/chart.js', 'assets/index.js', 'assets/registry.js', 'assets/shared.js', 'assets/tv.js']);
  });

  it('the phone counts its own game screens but not the TV’s, nor the rules documents it fetches on demand', () => {
    expect(screenFiles(manifest, 'src/phone/phone-screen.tsx').sort()).toEqual(['assets/LustiPhone.js', 'assets/index.js', 'assets/phone.js', 'assets/registry.js', 'assets/shared.js']);
  });

  it('finds a route Rolldown keyed as a shared chunk by its name', () => {
    const rolldown = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['_tv-screen-abc.js'] },
      '_tv-screen-abc.js': { file: 'assets/tv-screen-abc.js', name: 'tv-screen', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
    };
    expect(screenFiles(rolldown, 'src/tv/tv-screen.tsx').sort()).toEqual(['assets/index.js', 'assets/shared.js', 'assets/tv-screen-abc.js']);
    expect(() => screenFiles(rolldown, 'src/phone/phone-screen.tsx')).toThrow(/no chunk/);
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
    expect(screenFiles(legacyFirst, 'src/tv/tv-screen.tsx').sort()).toEqual(screenFiles(manifest, 'src/tv/tv-screen.tsx').sort());
    expect(screenFiles(legacyFirst, 'src/tv/tv-screen.tsx')).not.toContain('assets/tv-legacy.js');
  });

  it('the old-browser TV counts polyfills, entry, its chunk and static imports, not what it loads on demand', () => {
    expect(legacyFirstFiles(both, 'src/tv/tv-screen.tsx').sort()).toEqual(['assets/index-legacy.js', 'assets/polyfills-legacy.js', 'assets/shared-legacy.js', 'assets/tv-legacy.js']);
  });

  it('finds the old-browser screen keyed as a shared chunk named after it (as the real build does)', () => {
    const shared = Object.fromEntries(Object.entries(both).filter(([k]) => k !== 'src/tv/tv-screen-legacy.tsx')) as typeof both;
    Object.assign(shared, {
      'index-legacy.html': { file: 'assets/index-legacy.js', isEntry: true, dynamicImports: ['_tv-screen-legacy-x.js'] },
      '_tv-screen-legacy-x.js': { file: 'assets/tv-legacy.js', name: 'tv-screen', isDynamicEntry: true, imports: ['_shared-legacy.js'] },
    });
    expect(legacyFirstFiles(shared, 'src/tv/tv-screen.tsx').sort()).toEqual(['assets/index-legacy.js', 'assets/polyfills-legacy.js', 'assets/shared-legacy.js', 'assets/tv-legacy.js']);
  });
});
