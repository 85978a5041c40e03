/**
 * Issue 13, item 4: no file names a game except that game's own files and the one registry per package
 * that lists it. A game's own files: its folder in each package (`engine/src/games/<id>/`,
 * `bots/src/games/<id>/`, `web/src/games/<id>/` — the web's holds its phone and TV screens and its strings
 * too). Naming a game: its id as a string
 * (`'lusti'`) or an import from its folder or its entry point (`…/games/lusti/…`, `@kitchen-table/engine/lusti`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES } from '@kitchen-table/engine';

const root = fileURLToPath(new URL('../../..', import.meta.url));

const REGISTRIES = [
  'packages/engine/src/registry.ts',
  // The light half of the engine's registry (issue 27: the first screens load only each game's meta and
  // options); registry.ts checks at load that both list the same games.
  'packages/engine/src/catalogue.ts',
  'packages/engine/src/bench.ts',
  'packages/bots/src/games/index.ts',
  'packages/web/src/games/registry.ts',
];

/**
 * The folders of each package that are scanned: its sources and its benchmarks (issue 29: the benchmarks
 * take their games from the registry).
 */
const SCANNED = ['src', 'bench'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts)$/.test(d.name) ? [relative(root, path)] : [];
  });
}

function ownedBy(file: string, id: string): boolean {
  return new RegExp(`^packages/(engine|bots|web)/src/games/${id}/`).test(file);
}

function namings(text: string, id: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(new RegExp(`(['"\`])${id}\\1|['"\`][^'"\`\\n]*(/games/${id}/|@kitchen-table/engine/${id})[^'"\`\\n]*['"\`]`, 'g'))) found.push(m[0]);
  return found;
}

describe('game ids', () => {
  const packages = readdirSync(join(root, 'packages'));
  const files = packages.flatMap((p) =>
    SCANNED.flatMap((folder) => {
      try {
        return sources(join(root, 'packages', p, folder));
      } catch {
        return [];
      }
    }),
  );

  it('the scan covers the benchmarks (so a bench naming a game fails)', () => {
    expect(files.filter((f) => /^packages\/[^/]+\/bench\//.test(f)).length).toBeGreaterThan(0);
    expect(namings("await host.configure({ game: 'x-game', seats: 4 })", 'x-game')).toEqual(["'x-game'"]);
  });

  it('the scan sees the games’ own files (so it can fail)', () => {
    for (const { meta } of GAMES) expect(files.some((f) => ownedBy(f, meta.id) && namings(readFileSync(join(root, f), 'utf8'), meta.id).length > 0), meta.id).toBe(true);
  });

  it('appear only in the games’ own files and the registries', () => {
    const offences: string[] = [];
    for (const file of files) {
      if (REGISTRIES.includes(file)) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const { meta } of GAMES) {
        if (ownedBy(file, meta.id)) continue;
        for (const n of namings(text, meta.id)) offences.push(`${file}: ${n}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
