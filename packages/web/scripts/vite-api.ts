/**
 * Loads a Vite that runs. The web package pins Vite 7, but this workspace's install lacks Vite 7's
 * `rollup` dependency; the root holds Vite 8 (rolldown) for vitest. Both build this app from the same
 * config, so use the package's own Vite when it loads and the root's otherwise.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type ViteApi = typeof import('vite');

export const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

let cached: Promise<ViteApi> | undefined;

export function loadVite(): Promise<ViteApi> {
  cached ??= (async () => {
    const errors: string[] = [];
    for (const base of [WEB_ROOT, REPO_ROOT]) {
      try {
        const entry = createRequire(`${base}/package.json`).resolve('vite');
        return (await import(pathToFileURL(entry).href)) as ViteApi;
      } catch (error) {
        errors.push(`${base}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    throw new Error(`no runnable Vite found:\n${errors.join('\n')}`);
  })();
  return cached;
}

/** Set to '0' while a build without the old-browser chunks runs (read by vite.config.ts). */
export const LEGACY_BUILD_ENV = 'KITCHEN_TABLE_WEB_LEGACY';

/**
 * Builds the app into `packages/web/dist`, or into `outDir` (a test suite that must not race another
 * suite's build of dist), quietly unless asked. `legacy: false` leaves out the old-browser build (issue
 * 27): Babel over every chunk takes most of a build's time, and a test in a modern browser never loads it.
 */
export async function buildWeb(options: { quiet?: boolean; outDir?: string; legacy?: boolean } = {}): Promise<string> {
  const vite = await loadVite();
  const outDir = options.outDir ?? `${WEB_ROOT}/dist`;
  const before = process.env[LEGACY_BUILD_ENV];
  process.env[LEGACY_BUILD_ENV] = options.legacy === false ? '0' : '1';
  try {
    await vite.build({
      root: WEB_ROOT, configFile: `${WEB_ROOT}/vite.config.ts`, logLevel: options.quiet ? 'warn' : 'info',
      ...(options.outDir ? { build: { outDir, emptyOutDir: true } } : {}),
    });
  } finally {
    if (before === undefined) delete process.env[LEGACY_BUILD_ENV];
    else process.env[LEGACY_BUILD_ENV] = before;
  }
  return outDir;
}
