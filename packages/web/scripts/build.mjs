#!/usr/bin/env node
// `npm run build -w @kitchen-table/web`: builds the app into packages/web/dist. Plain JavaScript so that
// `npm start` (which builds first) does not pay for a TypeScript loader. Uses the package's own Vite when
// it runs and the workspace root's otherwise (see vite-api.ts for why).
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function loadVite() {
  const errors = [];
  for (const base of [webRoot, repoRoot]) {
    try {
      return await import(pathToFileURL(createRequire(`${base}/package.json`).resolve('vite')).href);
    } catch (error) {
      errors.push(`${base}: ${String(error.message).split('\n')[0]}`);
    }
  }
  throw new Error(`no runnable Vite found:\n${errors.join('\n')}`);
}

const started = Date.now();
const vite = await loadVite();
await vite.build({ root: webRoot, configFile: `${webRoot}/vite.config.ts`, logLevel: process.argv.includes('--verbose') ? 'info' : 'warn' });
process.stdout.write(`web app built into packages/web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
