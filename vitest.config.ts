import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    // A game's files and checks for a copy of the repository (packages/cli/test/fifth-game.test.ts runs them there).
    exclude: [...configDefaults.exclude, 'packages/cli/test/fixtures/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
