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

/**
 * Builds the app into `packages/web/dist`, or into `outDir` (a test suite that must not race another
 * suite's build of dist), quietly unless asked.
 */
export async function buildWeb(options: { quiet?: boolean; outDir?: string } = {}): Promise<string> {
  const vite = await loadVite();
  const outDir = options.outDir ?? `${WEB_ROOT}/dist`;
  await vite.build({
    root: WEB_ROOT, configFile: `${WEB_ROOT}/vite.config.ts`, logLevel: options.quiet ? 'warn' : 'info',
    ...(options.outDir ? { build: { outDir, emptyOutDir: true } } : {}),
  });
  return outDir;
}
