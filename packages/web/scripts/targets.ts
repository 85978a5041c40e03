/**
 * The browsers the app supports (issue 27), written once: package.json's `browserslist` — Chromium 64
 * (Samsung Tizen 5, LG webOS 5 TVs), Safari and iOS 12, Firefox ESR 68, Samsung Internet 9. plugin-legacy
 * compiles the old-browser build for it, stylelint checks the CSS against it (.stylelintrc.mjs), and the
 * CSS minifier lowers what it can for it (`LEGACY_CSS_TARGET`). The modern build's floor is in legacy-gate.ts.
 */
import browserslist from 'browserslist';
import { fileURLToPath } from 'node:url';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The browserslist queries of package.json. */
export const LEGACY_TARGETS: string[] = browserslist.loadConfig({ path: WEB_ROOT }) ?? [];
if (LEGACY_TARGETS.length === 0) throw new Error('packages/web/package.json has no browserslist');

const ESBUILD_ENGINES: Record<string, string> = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'ios' };

/** The same browsers in esbuild's words: each engine's oldest version (Samsung Internet is a Chromium). */
export function esbuildTargets(queries: readonly string[]): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browserslist(queries as string[])) {
    const [name, version] = entry.split(' ');
    const engine = ESBUILD_ENGINES[name!];
    if (!engine) continue;
    const v = Number.parseFloat(version!.split('-')[0]!);
    if (!oldest.has(engine) || v < oldest.get(engine)!) oldest.set(engine, v);
  }
  return [...oldest].map(([engine, v]) => `${engine}${v}`);
}

export const LEGACY_CSS_TARGET = esbuildTargets(LEGACY_TARGETS);
