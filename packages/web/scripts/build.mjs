#!/usr/bin/env node
// `npm run build -w @kitchen-table/web`: builds the app into packages/web/dist. Plain JavaScript so that
// `npm start` (which builds first) does not pay for a TypeScript loader.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

const started = Date.now();
await build({ root: webRoot, configFile: `${webRoot}/vite.config.ts`, logLevel: process.argv.includes('--verbose') ? 'info' : 'warn' });
process.stdout.write(`web app built into packages/web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
