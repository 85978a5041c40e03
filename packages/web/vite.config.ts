import type { UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import legacy from '@vitejs/plugin-legacy';
import { legacyGate, MODERN_TARGETS } from './scripts/legacy-gate.ts';
import { esbuildTargets, LEGACY_CSS_TARGET } from './scripts/targets.ts';
import { flexGapFallback } from './scripts/flex-gap-fallback.ts';
import { engineChunk } from './scripts/engine-chunk.ts';
import { chunkFileName } from './scripts/game-chunk-names.ts';
import { LEGACY_POLYFILLS, polyfillImport } from './scripts/legacy-polyfills.ts';
import postcssGapProperties from 'postcss-gap-properties';

const withLegacy = process.env.KITCHEN_TABLE_WEB_LEGACY !== '0';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * One HTML page; `src/main.tsx` picks the route's code (TV, phone or catalogue) by dynamic import, so
 * each screen loads only its own chunk. The manifest lets `scripts/bench-web.ts` sum what each entry loads.
 *
 * Two builds (issue 27): the modern one for browsers with ES2022 (`MODERN_TARGETS`), and an old-browser one
 * (SystemJS chunks, syntax lowered, the core-js polyfills of scripts/legacy-polyfills.ts) for the targets in
 * package.json's `browserslist` (Chromium 64, Safari/iOS 12, Firefox ESR 68, Samsung Internet 9) — the one
 * list that plugin-legacy, stylelint and the tests read. `legacyGate` picks one per browser (see there).
 */
export default {
  root,
  base: '/',
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  // Gaps on the oldest browsers: grid `gap` also as `grid-gap` (Chromium 64–65), flex `gap` as margins
  // where the browser ignores it (scripts/flex-gap-fallback.ts).
  css: { postcss: { plugins: [flexGapFallback(), postcssGapProperties()] } },
  // KITCHEN_TABLE_WEB_LEGACY=0: the modern build alone (tests in a modern browser; see scripts/vite-api.ts).
  // The polyfills are the hand-picked list (`polyfills: false` turns off plugin-legacy's usage scan and the
  // Promise polyfill it adds for SystemJS: every target has Promise); see scripts/legacy-polyfills.ts.
  plugins: withLegacy
    ? [legacy({ modernTargets: MODERN_TARGETS, polyfills: false, additionalLegacyPolyfills: LEGACY_POLYFILLS.map(polyfillImport) }), legacyGate()]
    : [],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // plugin-legacy sets the modern chunks' target from MODERN_TARGETS; without it, the same by hand.
    ...(withLegacy ? {} : { target: esbuildTargets(MODERN_TARGETS.split(', ')) }),
    // One stylesheet for both builds: lowered (e.g. `inset`) for the oldest browser.
    cssTarget: LEGACY_CSS_TARGET,
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      onwarn(warning: { code?: string; id?: string; message: string }, warn: (w: typeof warning) => void) {
        // zod's sources carry comments Rollup cannot place as annotations; harmless, and not ours.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: { manualChunks: engineChunk(), chunkFileNames: chunkFileName },
    },
  },
  server: {
    fs: { allow: [fileURLToPath(new URL('../..', import.meta.url))] },
    proxy: {
      '/socket.io': { target: 'http://localhost:8080', ws: true },
      '/api': 'http://localhost:8080',
    },
  },
} satisfies UserConfig;
