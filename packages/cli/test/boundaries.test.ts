/**
 * The package boundaries of eslint.config.js hold and bite: the tree lints clean, and an import across a
 * forbidden boundary (or of a Node built-in where the code runs in the browser) is reported.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${file}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('package boundaries', () => {
  it.each([
    ['packages/engine/src/x.ts', "import { readFileSync } from 'node:fs';"],
    ['packages/engine/src/x.ts', "import { decide } from '@kitchen-table/bots';"],
    ['packages/protocol/src/x.ts', "import { randomBytes } from 'crypto';"],
    ['packages/web/src/x.tsx', "import { createServer } from '@kitchen-table/server';"],
    ['packages/web/src/x.tsx', "import { decide } from '../../bots/src/index.ts';"],
    ['packages/server/src/x.ts', "import { createBotPlayer } from '@kitchen-table/bots';"],
    ['packages/bots/src/x.ts', "import { schemas } from '@kitchen-table/protocol';"],
    // The engine only through its entry points (issue 13, item 6).
    ['packages/web/src/x.tsx', "import { trickWinners } from '@kitchen-table/engine/games/fahrstuhl/trick.ts';"],
    ['packages/bots/src/x.ts', "import { x } from '../../engine/src/core/rng.ts';"],
  ])('%s may not: %s', async (file, source) => {
    const found = await problems(file, source);
    expect(found.some((p) => p.startsWith('no-restricted-imports'))).toBe(true);
  });

  it.each([
    ['packages/bots/src/x.ts', "import { GAMES } from '@kitchen-table/engine';"],
    ['packages/bots/src/x.ts', "import { FahrstuhlModel } from '@kitchen-table/engine/fahrstuhl';"],
    ['packages/server/src/x.ts', "import { createServer } from 'node:http';"],
    ['packages/web/src/x.tsx', "import { roomState } from '@kitchen-table/protocol';"],
  ])('%s may: %s', async (file, source) => {
    expect(await problems(file, source)).toEqual([]);
  });

  // A package's runtime dependencies are what its code may import: none of them crosses a boundary
  // (the server's tests and benchmarks may use the bots: a devDependency).
  const packages = readdirSync(`${root}/packages`);
  it.each(packages)('packages/%s depends on no workspace package its code may not import', async (name) => {
    const manifest = JSON.parse(readFileSync(`${root}/packages/${name}/package.json`, 'utf8')) as { dependencies?: Record<string, string> };
    const workspace = Object.keys(manifest.dependencies ?? {}).filter((dep) => dep.startsWith('@kitchen-table/'));
    const refused: string[] = [];
    for (const dep of workspace) {
      const found = await problems(`packages/${name}/src/x.ts`, `import * as x from '${dep}';`);
      if (found.some((p) => p.startsWith('no-restricted-imports'))) refused.push(dep);
    }
    expect(refused).toEqual([]);
  });

  it('the whole tree lints clean', async () => {
    const results = await eslint.lintFiles(['packages']);
    const errors = results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId} ${m.message}`));
    expect(errors).toEqual([]);
  });
});
