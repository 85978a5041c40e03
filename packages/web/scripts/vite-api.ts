/**
 * The web app's build for scripts and tests (`buildWeb`), and the package's and the repository's folders.
 * One Vite: the web package's dependency, the same one vitest runs on (`npm ls vite`).
 */
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Set to '0' while a build without the old-browser chunks runs (read by vite.config.ts). */
export const LEGACY_BUILD_ENV = 'KITCHEN_TABLE_WEB_LEGACY';

/**
 * Builds the app into `packages/web/dist`, or into `outDir` (a test suite that must not race another
 * suite's build of dist), quietly unless asked. `legacy: false` leaves out the old-browser build (issue
 * 27): Babel over every chunk takes most of a build's time, and a test in a modern browser never loads it.
 */
export async function buildWeb(options: { quiet?: boolean; outDir?: string; legacy?: boolean } = {}): Promise<string> {
  // Imported here, not above: the many tests that only want REPO_ROOT do not load Vite for it.
  const { build } = await import('vite');
  const outDir = options.outDir ?? `${WEB_ROOT}/dist`;
  const before = process.env[LEGACY_BUILD_ENV];
  process.env[LEGACY_BUILD_ENV] = options.legacy === false ? '0' : '1';
  try {
    await build({
      root: WEB_ROOT, configFile: `${WEB_ROOT}/vite.config.ts`, logLevel: options.quiet ? 'warn' : 'info',
      ...(options.outDir ? { build: { outDir, emptyOutDir: true } } : {}),
    });
  } finally {
    if (before === undefined) delete process.env[LEGACY_BUILD_ENV];
    else process.env[LEGACY_BUILD_ENV] = before;
  }
  return outDir;
}
