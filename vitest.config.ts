import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time even on a 2-core machine (vitest's default there is one): most files wait on
    // sockets, child processes and Chromium, not on this process's CPU. CI ran 21 min serially, 13 with two.
    maxWorkers: 2,
  },
});
