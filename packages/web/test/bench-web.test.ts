/**
 * The bench counts what a screen really loads: the entry, the screen's chunk and its imports, not the
 * rules, and not the other screen's game parts (the registry's `loadTv`/`loadPhone` lazy chunks). It
 * finds a route's chunk under its source path or, when the bundler keyed it as a shared chunk (the real
 * build does), by its name among the entry's dynamic imports. And `bench:web --json` keeps tvKB/phoneKB and adds the
 * browser figures of issue 27, each held to its aim (`missedAims`): the old-browser first screen against
 * the modern first screen (not against everything the screen may load).
 */
import { describe, expect, it } from 'vitest';
import { legacyFirstFiles, legacyRatio, missedAims, screenFiles, WEB_AIMS, type WebBench } from '../scripts/bench-web.ts';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/tv/tv-screen.tsx', 'src/phone/phone-screen.tsx'] },
  'src/tv/tv-screen.tsx': { file: 'assets/tv.js', imports: ['_shared.js', '_registry.js'], dynamicImports: ['_chart.js'] },
  'src/phone/phone-screen.tsx': { file: 'assets/phone.js', imports: ['_shared.js', '_registry.js'], dynamicImports: ['../../docs/players/lusti.md?raw'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_registry.js': { file: 'assets/registry.js', imports: ['_shared.js'], dynamicImports: ['src/games/lusti/tv.tsx', 'src/games/lusti/phone.tsx'] },
  'src/games/lusti/tv.tsx': { file: 'assets/lusti-tv.js', imports: ['_shared.js'] },
  'src/games/lusti/phone.tsx': { file: 'assets/lusti-phone.js', imports: ['_shared.js'] },
  '_chart.js': { file: 'assets/chart.js', imports: ['_shared.js'] },
  '../../docs/players/lusti.md?raw': { file: 'assets/lusti.js' },
};

describe('bench:web screen closure', () => {
  it('the TV counts the entry, its chunk, shared code, its lazy chart and its own game screens, but not the phone’s', () => {
    expect(screenFiles(manifest, 'src/tv/tv-screen.tsx').sort()).toEqual(['assets/chart.js', 'assets/index.js', 'assets/lusti-tv.js', 'assets/registry.js', 'assets/shared.js', 'assets/tv.js']);
  });

  it('the phone counts its own game screens but not the TV’s, nor the rules documents it fetches on demand', () => {
    expect(screenFiles(manifest, 'src/phone/phone-screen.tsx').sort()).toEqual(['assets/index.js', 'assets/lusti-phone.js', 'assets/phone.js', 'assets/registry.js', 'assets/shared.js']);
  });

  it('finds a route keyed as a shared chunk by its name', () => {
    const shared = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['_tv-screen-abc.js'] },
      '_tv-screen-abc.js': { file: 'assets/tv-screen-abc.js', name: 'tv-screen', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
    };
    expect(screenFiles(shared, 'src/tv/tv-screen.tsx').sort()).toEqual(['assets/index.js', 'assets/shared.js', 'assets/tv-screen-abc.js']);
    expect(() => screenFiles(shared, 'src/phone/phone-screen.tsx')).toThrow(/no chunk/);
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

describe('bench:web aims (issue 27)', () => {
  /** Figures within every aim (sizes of a bench run of this branch). */
  const met: WebBench = { tvKB: 149.8, phoneKB: 138, catalogueKB: 113.3, tvFirstKB: 61.8, phoneFirstKB: 60.1, tvLegacyKB: 84.2, phoneLegacyKB: 81.4, tvLongTasks: 0, tvLongestTaskMs: 0 };

  it('the aims are the issue’s: 150 KB a screen, first screens 100 and 80 KB, the old build within 1.6×, no long task', () => {
    expect(WEB_AIMS).toEqual({ budgetKB: 150, tvFirstKB: 100, phoneFirstKB: 80, legacyRatio: 1.6, tvLongTasks: 0 });
    expect(missedAims(met)).toEqual([]);
  });

  it('the old-browser figure is compared with the modern first screen, per screen', () => {
    expect(legacyRatio(115, 61.8)).toBe(1.86);
    // The run before: within 1.6× of everything the TV may load (150.1), but not of its first screen.
    const before = { ...met, tvKB: 150.1, tvLegacyKB: 115, phoneLegacyKB: 112.1, tvLongTasks: 1, tvLongestTaskMs: 53 };
    expect(missedAims(before)).toEqual([
      'tvKB 150.1 > 150',
      'tvLegacyKB 115 is 1.86× tvFirstKB 61.8 > 1.6×',
      'phoneLegacyKB 112.1 is 1.87× phoneFirstKB 60.1 > 1.6×',
      'tvLongTasks 1 > 0 (longest 53 ms)',
    ]);
    expect(missedAims({ ...met, phoneLegacyKB: 1.61 * met.phoneFirstKB })).toHaveLength(1);
  });

  it('the budget and the first-screen aims are each missed on their own', () => {
    expect(missedAims({ ...met, phoneKB: 150.2 })).toEqual(['phoneKB 150.2 > 150']);
    expect(missedAims({ ...met, tvFirstKB: 100.1, tvLegacyKB: 100 })).toEqual(['tvFirstKB 100.1 > 100']);
    expect(missedAims({ ...met, phoneFirstKB: 80.5, phoneLegacyKB: 90 })).toEqual(['phoneFirstKB 80.5 > 80']);
  });
});
