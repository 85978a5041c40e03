/**
 * Issue 29 §1: every game folder follows the one template of docs/adding-a-game.md ("The engine folder"):
 * the same files for the same jobs, and a public entry (`public.ts`, `@kitchen-table/engine/<id>`) that
 * exports the same names — the values named for their job, the types and the model named for the game.
 * The games are the registry's, so a game added without the template's files or names fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/index.ts';

const engine = fileURLToPath(new URL('../../', import.meta.url));
const gamesDir = join(engine, 'src/games');

/**
 * The template's files, each for one job (docs/adding-a-game.md lists what each holds), with the names
 * each exports for that job in every game (`<Game>` stands for the game's name). `index.ts` and
 * `public.ts` are checked below; `scoring.ts` holds rules whose names differ by game.
 */
const TEMPLATE_FILES: Record<string, string[]> = {
  'index.ts': [],
  'public.ts': [],
  'meta.ts': ['meta'],
  'options.ts': ['optionDefs', 'resolveOptions'],
  'state.ts': ['<Game>State', '<Game>Move'],
  'model.ts': ['<Game>Model'],
  'moves.ts': ['parseMove', 'toAct', 'legalMoves', 'applyMove'],
  'refusals.ts': ['RULE_CODES', 'explainIllegal', '<Game>RuleCode', '<Game>Refusal'],
  'views.ts': ['seatView', 'tableView', '<Game>SeatView', '<Game>TableView'],
  'scoring.ts': [],
  'referee.ts': ['referee'],
  'replay.ts': ['replay'],
  'lesson.ts': ['lesson'],
  'stats.ts': ['stats'],
  'schemas.ts': ['schemas', '<Game>Event'],
  'benchmark.ts': ['runBenchmark'],
};

/** The values every public entry exports, besides the game definition named by its id. */
const VALUES = ['meta', 'optionDefs', 'resolveOptions', 'RULE_CODES', 'explainIllegal', 'RANK_ORDER', 'runBenchmark'];
/** The types every public entry exports, `<Game>` being the id with a capital (`lusti` → `LustiState`). */
const TYPES = ['State', 'Move', 'SeatView', 'TableView', 'Event', 'RuleCode', 'Refusal', 'Model'];

const gameName = (id: string): string => id[0]!.toUpperCase() + id.slice(1);

/**
 * The names a module exports, read from its syntax (no type check): declarations, `export { … }` and
 * `export type { … }` lists, and `export * from` of the game's own files, followed.
 */
function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      const from = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
      if (!node.exportClause && from?.startsWith('.')) {
        for (const n of exportedNames(join(dirname(file), from), seen)) names.add(n);
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const e of node.exportClause.elements) names.add(e.name.text);
      }
      continue;
    }
    const exported = ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && node.name) {
      names.add(node.name.text);
    }
  }
  return names;
}

/** The template's public names for one game. */
function contract(id: string): string[] {
  return [id, ...VALUES, ...TYPES.map((t) => gameName(id) + t)];
}

describe('the game folder template', () => {
  const packageExports = (JSON.parse(readFileSync(join(engine, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;

  it('every folder under src/games is a registered game (no stray or half-added folder)', () => {
    const folders = readdirSync(gamesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.sort()).toEqual(GAMES.map((g) => g.meta.id).sort());
  });

  for (const game of GAMES) {
    const id = game.meta.id;
    const dir = join(gamesDir, id);

    describe(id, () => {
      it('has every file of the template', () => {
        expect(Object.keys(TEMPLATE_FILES).filter((f) => !existsSync(join(dir, f)))).toEqual([]);
      });

      it('each file exports the names of its job', () => {
        const missing = Object.entries(TEMPLATE_FILES).flatMap(([file, names]) => {
          if (names.length === 0 || !existsSync(join(dir, file))) return [];
          const exported = exportedNames(join(dir, file));
          return names.map((n) => n.replace('<Game>', gameName(id))).filter((n) => !exported.has(n)).map((n) => `${file}: ${n}`);
        });
        expect(missing).toEqual([]);
      });

      it('is published as @kitchen-table/engine/<id> through its public.ts', () => {
        expect(packageExports[`./${id}`]).toBe(`./src/games/${id}/public.ts`);
      });

      it('its public entry exports the template’s names', () => {
        const names = exportedNames(join(dir, 'public.ts'));
        expect(contract(id).filter((n) => !names.has(n))).toEqual([]);
      });

      it('its public values are the ones the game definition carries', async () => {
        const entry = (await import(join(dir, 'public.ts'))) as Record<string, unknown>;
        expect(entry[id]).toBe(game);
        expect(entry.meta).toBe(game.meta);
        expect(entry.optionDefs).toBe(game.optionDefs);
        expect(entry.resolveOptions).toBe(game.resolveOptions);
        expect(entry.RULE_CODES).toBe(game.ruleCodes);
        expect(entry.explainIllegal).toBe(game.explainIllegal);
        expect(entry.runBenchmark).toBeTypeOf('function');
        expect(Array.isArray(entry.RANK_ORDER)).toBe(true);
      });
    });
  }

  it('the syntax reader sees what a module exports (so the checks above can fail)', () => {
    const names = exportedNames(join(gamesDir, GAMES[0]!.meta.id, 'public.ts'));
    expect(names.has('meta')).toBe(true);
    expect(names.has('notExportedByAnyGame')).toBe(false);
  });
});
