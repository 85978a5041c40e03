// The package boundaries, enforced (README "How the folders fit together"): dependencies point one way,
// engine ← bots, engine ← protocol ← server, engine + protocol ← web; only the CLI (and the server's
// benchmarks) put the server and the bots together. The engine, the protocol and the web app run in the
// browser, so they import no Node built-in. `npm run lint` runs this; `.ci/run` runs it before the tests.
import { builtinModules } from 'node:module';
import tsParser from '@typescript-eslint/parser';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/** A `no-restricted-imports` rule that forbids the given workspace packages (and, optionally, Node). */
function boundary(forbiddenPackages, { browser = false } = {}) {
  const patterns = forbiddenPackages.map((name) => ({
    // The package by name, or a relative path that climbs into its folder.
    regex: `^@kitchen-table/${name}(/|$)|^(\\.\\./)+(packages/)?${name}/src(/|$)`,
    message: `this package must not depend on @kitchen-table/${name} (see eslint.config.js)`,
  }));
  // The engine is used through its entry points only (`@kitchen-table/engine`, one per game, `/bench`):
  // its package.json exports nothing else, and a path into its folders is refused here with the reason.
  patterns.push({
    regex: '^@kitchen-table/engine/[^/]+/|^(\\.\\./)+(packages/)?engine/src(/|$)',
    message: 'import the engine through its entry points (@kitchen-table/engine, @kitchen-table/engine/<game>, @kitchen-table/engine/bench)',
  });
  const paths = browser
    ? nodeBuiltins.map((name) => ({ name, message: 'runs in the browser: no Node built-ins' }))
    : [];
  return ['error', { paths, patterns }];
}

export default [
  // fixtures/fifth-game: a game's files laid out for a copy of the repository (packages/cli/test/fifth-game.test.ts
  // type-checks them there); here their relative imports point nowhere.
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-output/**', 'test-results/**', 'packages/cli/test/fixtures/**'] },
  {
    files: ['packages/**/*.{ts,tsx}'],
    languageOptions: {
      parser: tsParser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      // Type-aware rules (issue 29, part 4) read the types of the root tsconfig.json's files.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-unreachable': 'error',
      // A promise nobody awaits or catches is an error nobody sees: in the server it is a crash.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // A new game event or phase must be handled wherever a switch names the others.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    rules: { 'no-restricted-imports': boundary(['bots', 'protocol', 'server', 'web', 'cli'], { browser: true }) },
  },
  {
    files: ['packages/protocol/src/**/*.ts'],
    rules: { 'no-restricted-imports': boundary(['bots', 'server', 'web', 'cli'], { browser: true }) },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': boundary(['bots', 'server', 'cli'], { browser: true }) },
  },
  {
    files: ['packages/bots/src/**/*.ts'],
    rules: { 'no-restricted-imports': boundary(['protocol', 'server', 'web', 'cli']) },
  },
  {
    // Issue 30 part 4: the examples are outside programs — plain JavaScript with socket.io-client and Node's
    // own modules only, nothing of this repository (no SDK, no relative path out of their folder).
    files: ['examples/**/*.{js,mjs}'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { console: 'readonly', process: 'readonly', setTimeout: 'readonly' } },
    rules: {
      'no-undef': 'error',
      'no-unused-vars': 'error',
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!socket\\.io-client$|node:)', message: 'an outside bot uses socket.io-client and node: modules only' }] }],
    },
  },
  {
    // The server knows bots only through its BotPlayer interface; the CLI plugs them in.
    files: ['packages/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': boundary(['bots', 'web', 'cli']) },
  },
];
