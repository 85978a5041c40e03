/**
 * `bench:web`: the gzipped size of the JavaScript each screen loads, read from Vite's manifest.
 * A screen's JavaScript is the entry chunk plus the screen's route chunk and everything those import,
 * statically or dynamically, except the rules documents (text chunks fetched only when someone opens
 * the rules). Budget: 150 KB each for the TV and the phone.
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

/**
 * The games' play screens are lazy parts of the shared registry (`loadTv`, `loadPhone`): the TV only ever
 * loads the TV's, the phone the phone's. Without this the closure would count both on both screens.
 */
const OTHER_SIDE: Record<string, RegExp> = {
  [ROUTE_MODULES.tv]: /^src\/phone\//,
  [ROUTE_MODULES.phone]: /^src\/tv\//,
};

/**
 * The manifest's key of a route's chunk: its source path, or — where the bundler named the chunk after
 * the module but keyed it as a shared chunk (Rolldown does when a lazy part imports back from the
 * screen) — the entry's dynamic import of that name.
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
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
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

/** Builds the app fresh, then measures: `{ tvKB, phoneKB }` (and the catalogue's, for information). */
export async function benchWeb(): Promise<{ tvKB: number; phoneKB: number; catalogueKB: number }> {
  await buildWeb({ quiet: true });
  return measureBundles();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWeb();
  process.stdout.write(JSON.stringify({ web: result }) + '\n');
}
