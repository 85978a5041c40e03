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

/** Every JS file the screen loads: its closure over `imports` and `dynamicImports`. */
export function screenFiles(manifest: Manifest, route: string): string[] {
  const entryKey = Object.keys(manifest).find((k) => isModernEntry(manifest, k));
  if (!entryKey) throw new Error('manifest has no entry');
  if (!manifest[route]) throw new Error(`manifest has no chunk for ${route}`);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || isRulesDocument(key)) return;
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
  const routeKey = route.replace(/\.tsx$/, '-legacy.tsx');
  if (!polyfills || !entryKey || !manifest[routeKey]) throw new Error('manifest has no old-browser build (built with legacy: false?)');
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key]!.imports ?? []) visit(k);
  };
  for (const key of [polyfills, entryKey, routeKey]) visit(key);
  return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

export function measureLegacy(dist = join(WEB_ROOT, 'dist')): { tvLegacyKB: number; phoneLegacyKB: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return {
    tvLegacyKB: gzippedKB(dist, legacyFirstFiles(manifest, ROUTE_MODULES.tv)),
    phoneLegacyKB: gzippedKB(dist, legacyFirstFiles(manifest, ROUTE_MODULES.phone)),
  };
}

/** Builds the app fresh (both builds), then measures: `{ tvKB, phoneKB }` (and the catalogue's, for information), `{ tvLegacyKB, phoneLegacyKB }`. */
export async function benchWeb(): Promise<{ tvKB: number; phoneKB: number; catalogueKB: number; tvLegacyKB: number; phoneLegacyKB: number }> {
  await buildWeb({ quiet: true });
  return { ...measureBundles(), ...measureLegacy() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWeb();
  process.stdout.write(JSON.stringify({ web: result }) + '\n');
}
