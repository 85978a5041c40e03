import type { UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * One HTML page; `src/main.tsx` picks the route's code (TV, phone or catalogue) by dynamic import, so
 * each screen loads only its own chunk. The manifest lets `scripts/bench-web.ts` sum what each entry loads.
 * No `defineConfig` import: the config must load under Vite 7 (esbuild) and Vite 8 (which converts the
 * `esbuild` JSX settings to Oxc), whichever of the two the workspace can run (see scripts/vite-api.ts).
 */
export default {
  root,
  base: '/',
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      onwarn(warning: { code?: string; id?: string; message: string }, warn: (w: any) => void) {
        // zod's sources carry comments Rollup cannot place as annotations; harmless, and not ours.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
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
