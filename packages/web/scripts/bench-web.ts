/**
 * `bench:web`: the gzipped size of the JavaScript each screen may load, read from Vite's manifest.
 * A screen's JavaScript is the entry chunk plus the screen's route chunk and everything those import,
 * statically or dynamically, except the rules documents (text chunks fetched only when someone opens
 * the rules). Budget: 150 KB each for the TV and the phone (`tvKB`, `phoneKB`).
 * Measured in the browser (issue 27): what the first screens load (`tvFirstKB` ≤ 100, `phoneFirstKB`
 * ≤ 80) and the TV's long tasks over a deal at a 4× CPU slowdown (`tvLongTasks`, `tvLongestTaskMs`).
 * The old-browser build's first screens (`tvLegacyKB`, `phoneLegacyKB`) are the same files' old-browser
 * counterparts plus the polyfills, within 1.6× the modern first screens. `missedAims` says which aim a
 * run misses (`WEB_AIMS`); the CLI prints it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWeb, WEB_ROOT } from './vite-api.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const ROUTE_MODULES = {
  tv: 'src/tv/tv-screen.tsx',
  phone: 'src/phone/phone-screen.tsx',
  catalogue: 'src/catalogue/catalogue-screen.tsx',
} as const;

const isRulesDocument = (key: string): boolean => /docs\/players\/[^/]+\.md\?raw$/.test(key);

/** The modern build's entry (the manifest also lists the old-browser build's, with `-legacy` in its key). */
const isModernEntry = (manifest: Manifest, key: string): boolean => manifest[key]!.isEntry === true && !key.includes('-legacy');

/**
 * The games' play screens (`games/<id>/tv.tsx`, `games/<id>/phone.tsx`) are lazy parts of the shared
 * registry (`loadTv`, `loadPhone`): the TV only ever loads the TV's, the phone the phone's. Without this
 * the closure would count both on both screens.
 */
const OTHER_SIDE: Record<string, RegExp> = {
  [ROUTE_MODULES.tv]: /^src\/(phone\/|games\/[^/]+\/phone\.tsx$)/,
  [ROUTE_MODULES.phone]: /^src\/(tv\/|games\/[^/]+\/tv\.tsx$)/,
};

/**
 * The manifest's key of a route's chunk: its source path, or — where the bundler named the chunk after
 * the module but keyed it as a shared chunk (Rollup does when a lazy part imports back from the
 * screen, as the game screens do) — the entry's dynamic import of that name.
 */
function routeKey(manifest: Manifest, entryKey: string, route: string): string {
  if (manifest[route]) return route;
  const stem = route.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const key = (manifest[entryKey].dynamicImports ?? []).find((k) => manifest[k]?.name === stem);
  if (!key) throw new Error(`manifest has no chunk for ${route}`);
  return key;
}

/** Every JS file the screen loads: its closure over `imports` and `dynamicImports`. */
export function screenFiles(manifest: Manifest, route: string): string[] {
  const entryKey = Object.keys(manifest).find((k) => isModernEntry(manifest, k));
  if (!entryKey) throw new Error('manifest has no entry');
  const otherSide = OTHER_SIDE[route];
  route = routeKey(manifest, entryKey, route);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || isRulesDocument(key) || otherSide?.test(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    seen.add(key);
    for (const k of chunk.imports ?? []) visit(k);
    // The entry's dynamic imports are the other screens; a screen's own dynamic imports count.
    if (key !== entryKey) for (const k of chunk.dynamicImports ?? []) visit(k);
  };
  visit(entryKey);
  visit(route);
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

export function gzippedKB(dist: string, files: string[]): number {
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

export function measureBundles(dist = join(WEB_ROOT, 'dist')): { tvKB: number; phoneKB: number; catalogueKB: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return {
    tvKB: gzippedKB(dist, screenFiles(manifest, ROUTE_MODULES.tv)),
    phoneKB: gzippedKB(dist, screenFiles(manifest, ROUTE_MODULES.phone)),
    catalogueKB: gzippedKB(dist, screenFiles(manifest, ROUTE_MODULES.catalogue)),
  };
}

/**
 * Issue 27: what an old browser (the old-browser build: SystemJS chunks, lowered syntax) loads before the
 * screen is interactive — the polyfills, the entry, the screen's chunk and their static imports; what
 * the screen imports on demand comes later. Aim: within 1.6× the modern build's figure for the same.
 */
export function legacyFirstFiles(manifest: Manifest, route: string): string[] {
  // Its key is relative to the working directory the build ran in ('vite/…' or '../../vite/…').
  const polyfills = Object.keys(manifest).find((k) => k.includes('vite/legacy-polyfills') && manifest[k]!.isEntry);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.includes('-legacy') && k.endsWith('.html'));
  if (!polyfills || !entryKey) throw new Error('manifest has no old-browser build (built with legacy: false?)');
  // Its own key, or (a shared chunk named after the screen, as in `routeKey`) the legacy entry's import.
  const legacySource = route.replace(/\.tsx$/, '-legacy.tsx');
  const stem = route.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const legacyRoute = manifest[legacySource] ? legacySource : (manifest[entryKey]!.dynamicImports ?? []).find((k) => manifest[k]?.name === stem);
  if (!legacyRoute) throw new Error(`manifest has no old-browser chunk for ${route}`);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key]!.imports ?? []) visit(k);
  };
  for (const key of [polyfills, entryKey, legacyRoute]) visit(key);
  return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

export function measureLegacy(dist = join(WEB_ROOT, 'dist')): { tvLegacyKB: number; phoneLegacyKB: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return {
    tvLegacyKB: gzippedKB(dist, legacyFirstFiles(manifest, ROUTE_MODULES.tv)),
    phoneLegacyKB: gzippedKB(dist, legacyFirstFiles(manifest, ROUTE_MODULES.phone)),
  };
}

/** Issue 27's aims for the figures (parts 6 and 7). */
export const WEB_AIMS = {
  /** Everything a screen may load, modern build: tvKB, phoneKB. */
  budgetKB: 150,
  tvFirstKB: 100,
  phoneFirstKB: 80,
  /** The old-browser first screen against the modern one: tvLegacyKB / tvFirstKB, phoneLegacyKB / phoneFirstKB. */
  legacyRatio: 1.6,
  /** Long tasks (over 50 ms) on the TV during the scripted deal at a 4× CPU slowdown. */
  tvLongTasks: 0,
} as const;

/** How many times the modern first screen the old-browser one is, to two places. */
export function legacyRatio(legacyKB: number, firstKB: number): number {
  return Math.round((legacyKB / firstKB) * 100) / 100;
}

/** The aims a run's figures miss, each in words (none: every aim met). */
export function missedAims(r: WebBench): string[] {
  const missed: string[] = [];
  if (r.tvKB > WEB_AIMS.budgetKB) missed.push(`tvKB ${r.tvKB} > ${WEB_AIMS.budgetKB}`);
  if (r.phoneKB > WEB_AIMS.budgetKB) missed.push(`phoneKB ${r.phoneKB} > ${WEB_AIMS.budgetKB}`);
  if (r.tvFirstKB > WEB_AIMS.tvFirstKB) missed.push(`tvFirstKB ${r.tvFirstKB} > ${WEB_AIMS.tvFirstKB}`);
  if (r.phoneFirstKB > WEB_AIMS.phoneFirstKB) missed.push(`phoneFirstKB ${r.phoneFirstKB} > ${WEB_AIMS.phoneFirstKB}`);
  for (const [screen, legacyKB, firstKB] of [['tv', r.tvLegacyKB, r.tvFirstKB], ['phone', r.phoneLegacyKB, r.phoneFirstKB]] as const) {
    const ratio = legacyRatio(legacyKB, firstKB);
    if (ratio > WEB_AIMS.legacyRatio) missed.push(`${screen}LegacyKB ${legacyKB} is ${ratio}× ${screen}FirstKB ${firstKB} > ${WEB_AIMS.legacyRatio}×`);
  }
  if (r.tvLongTasks > WEB_AIMS.tvLongTasks) missed.push(`tvLongTasks ${r.tvLongTasks} > ${WEB_AIMS.tvLongTasks} (longest ${r.tvLongestTaskMs} ms)`);
  return missed;
}

export interface WebBench {
  tvKB: number;
  phoneKB: number;
  catalogueKB: number;
  tvFirstKB: number;
  phoneFirstKB: number;
  tvLongTasks: number;
  tvLongestTaskMs: number;
  tvLegacyKB: number;
  phoneLegacyKB: number;
}

/**
 * The built app served by the real server (in-process, port 0, SQLite in memory) and opened in
 * Chromium (playwright-core, /usr/bin/chromium): the first screens' JavaScript and the TV's long tasks
 * over a scripted deal (scripts/bench-web-browser.ts). A benchmark may start the server; the app never does.
 */
export async function measureInBrowser(dist: string): Promise<Pick<WebBench, 'tvFirstKB' | 'phoneFirstKB' | 'tvLongTasks' | 'tvLongestTaskMs'>> {
  const { startServer } = await import('@kitchen-table/server');
  const { chromium } = await import('playwright-core');
  const { measureFirstScreens, measureTvLongTasks } = await import('./bench-web-browser.ts');
  const server = await startServer({
    port: 0, host: '127.0.0.1', sqlitePath: ':memory:', databaseUrl: '', logLevel: 'warn', webRoot: dist,
    joinRate: { capacity: 1e6, refillPerSecond: 1e6 },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const first = await measureFirstScreens(browser, server.url, dist);
    const long = await measureTvLongTasks(browser, server.url);
    return { tvFirstKB: first.tvFirstKB, phoneFirstKB: first.phoneFirstKB, tvLongTasks: long.tvLongTasks, tvLongestTaskMs: long.tvLongestTaskMs };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Builds the app fresh (both builds), then measures the bundles, the old-browser build's first screens and, in the browser, the modern first screens and the TV's long tasks. */
export async function benchWeb(): Promise<WebBench> {
  await buildWeb({ quiet: true });
  const dist = join(WEB_ROOT, 'dist');
  return { ...measureBundles(dist), ...measureLegacy(dist), ...(await measureInBrowser(dist)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWeb();
  process.stdout.write(JSON.stringify({ web: result }) + '\n');
}
