/**
 * Issue 29 §1: "A test adds a fake fifth game through exactly the documented folders and registry lines
 * and plays it in a room end to end (server, socket.io) and finds it in the web catalogue."
 *
 * The fifth game is fixtures/fifth-game/: its files laid out as docs/adding-a-game.md's folders say
 * (engine, bots, web, docs), kept out of this repository's type check, lint and test runs (tsconfig.json,
 * eslint.config.js and vitest.config.ts leave fixtures/ out). The test copies the repository's sources to
 * a temporary folder (its node_modules: links to this one's, except the workspace packages, which link to
 * the copy's), puts the game's files into their folders, adds the registry lines read from the doc's table
 * (support/registry-lines.ts) and nothing else, and then, in the copy:
 * - type-checks the game's files and the registries (tsc);
 * - runs the engine's folder-template test, the game-id test (the new id is named nowhere else), the
 *   web registry's test and the lessons' test over the five games;
 * - plays a match of the game in a room on the real server over socket.io, a phone and the CLI's bots,
 *   and finds it in the web catalogue (fixtures/fifth-game/checks/plays-in-a-room.test.ts).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRegistryLines, linesOf, registryRows } from './support/registry-lines.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = join(root, 'packages/cli/test/fixtures/fifth-game');
/** The fifth game's id: its engine folder's name. */
const ID = readdirSync(join(fixture, 'packages/engine/src/games'))[0]!;
const DOC = 'docs/adding-a-game.md';

/** The tests run in the copy, besides the fixture's own check. */
const COPY_TESTS = [
  'packages/engine/test/core/game-template.test.ts',
  'packages/cli/test/game-ids.test.ts',
  'packages/web/test/registry.test.ts',
  'packages/engine/test/core/lessons.test.ts',
];
const CHECK = 'packages/cli/test/fifth-game-in-copy.test.ts';

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)));
}

/** The repository's sources: the root's config files, docs/ and each package without its build output and node_modules. */
function copySources(to: string): void {
  for (const file of ['package.json', 'tsconfig.json', 'vitest.config.ts']) cpSync(join(root, file), join(to, file));
  cpSync(join(root, 'docs'), join(to, 'docs'), { recursive: true });
  const skip = new Set(['node_modules', 'dist', '.try']);
  for (const pkg of readdirSync(join(root, 'packages'))) {
    cpSync(join(root, 'packages', pkg), join(to, 'packages', pkg), {
      recursive: true,
      filter: (source) => source !== fixture && !source.split('/').some((part) => skip.has(part)),
    });
  }
}

/** node_modules of the copy: this one's entries, the workspace packages pointing into the copy. */
function linkModules(to: string): void {
  const modules = join(root, 'node_modules');
  const own = join(to, 'node_modules');
  mkdirSync(join(own, '@kitchen-table'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry === '@kitchen-table' || entry === '.vite' || entry === '.cache') continue;
    symlinkSync(join(modules, entry), join(own, entry));
  }
  for (const name of readdirSync(join(root, 'node_modules/@kitchen-table'))) symlinkSync(join(to, 'packages', name), join(own, '@kitchen-table', name));
}

/** Runs a node script in the copy; resolves with its exit code and output. */
function run(cwd: string, script: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, env: { ...process.env, FIFTH_GAME_ID: ID, FORCE_COLOR: '0', NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

let copy = '';
let games: string[] = [];
let added: string[] = [];
let results: { tsc: { code: number | null; output: string }; tests: { code: number | null; output: string } } | undefined;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'kt-fifth-game-'));
  copySources(copy);
  linkModules(copy);
  games = readdirSync(join(copy, 'packages/engine/src/games'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  // The documented folders: the fixture's files, each at its own path.
  added = filesUnder(fixture).filter((f) => !f.startsWith('checks/'));
  for (const file of added) cpSync(join(fixture, file), join(copy, file));
  // The documented registry lines, read from the doc's table.
  const edits = applyRegistryLines(readFileSync(join(copy, DOC), 'utf8'), ID, games, (file) => readFileSync(join(copy, file), 'utf8'));
  for (const [file, text] of edits) writeFileSync(join(copy, file), text);
  cpSync(join(fixture, 'checks/plays-in-a-room.test.ts'), join(copy, CHECK));
  // The type check covers the game's files, the registries and the check (and all they import).
  const tsconfig = { extends: './tsconfig.json', include: [], files: [...added, ...edits.keys(), CHECK].filter((f) => /\.tsx?$/.test(f)) };
  writeFileSync(join(copy, 'tsconfig.fifth-game.json'), JSON.stringify(tsconfig, null, 2));
  const [typeCheck, tests] = await Promise.all([
    run(copy, tsc, ['-p', 'tsconfig.fifth-game.json', '--noEmit']),
    // One test worker: the type check runs beside it, and the machines running this have few cores.
    run(copy, vitest, ['run', '--maxWorkers=1', ...COPY_TESTS, CHECK]),
  ]);
  results = { tsc: typeCheck, tests };
}, 240_000);

afterAll(() => {
  // FIFTH_GAME_KEEP=1 keeps the copy to look into (its path is printed).
  if (process.env.FIFTH_GAME_KEEP === '1') console.log(`fifth-game: the copy is kept in ${copy}`);
  else if (copy && existsSync(copy)) rmSync(copy, { recursive: true, force: true });
});

describe('a fifth game added through exactly the documented folders and registry lines', () => {
  it('the fixture is a game of its own: a new id, files in every documented folder', () => {
    expect(games).not.toContain(ID);
    for (const folder of [`packages/engine/src/games/${ID}/`, `packages/bots/src/games/${ID}/`, `packages/web/src/games/${ID}/`, `docs/rules/${ID}`, `docs/players/${ID}`]) {
      expect(added.some((f) => f.startsWith(folder)), folder).toBe(true);
    }
  });

  it('the doc’s table gives a line for every registry, and the reader sees each line (so a wrong one fails)', () => {
    const rows = registryRows(readFileSync(join(root, DOC), 'utf8'));
    expect(rows.map((r) => r.file)).toEqual(expect.arrayContaining(['packages/engine/src/registry.ts', 'packages/engine/package.json', 'packages/bots/src/games/index.ts', 'packages/web/src/games/registry.ts']));
    for (const row of rows) expect(linesOf(row.cell).length, row.file).toBeGreaterThan(0);
    // A line no registered game has, or a list that does not hold the games, is refused.
    const read = (file: string): string => readFileSync(join(root, file), 'utf8');
    const table = (line: string): string => `## The registries\n\n| package | file | the line |\n| --- | --- | --- |\n| bots | \`packages/bots/src/games/index.ts\` | ${line} |\n`;
    expect(() => applyRegistryLines(table('`import { <id>Bots } from \'./<id>/index.ts\';`'), ID, games, read)).toThrow(/does not fit/);
    expect(() => applyRegistryLines(table('`import { <id>GameBots } from \'./<id>/index.ts\';` and add it to `GAME_BOTS`'), ID, games, read)).toThrow(/is not in `GAME_BOTS`/);
  });

  it('type-checks in the copy: the game’s files against the packages’ interfaces, the registries with it', () => {
    expect(results!.tsc.code, results!.tsc.output).toBe(0);
  });

  it('in the copy: follows the folder template, is named nowhere else, is in the web registry, teaches its lesson, plays a match in a room and is in the catalogue', () => {
    expect(results!.tests.code, results!.tests.output).toBe(0);
    // Every file ran and the match was played (not skipped).
    for (const file of [...COPY_TESTS, CHECK]) expect(results!.tests.output).toContain(file.split('/').slice(1).join('/'));
    expect(results!.tests.output).not.toMatch(/\bskipped\b/);
  });
});
