/**
 * The registry lines of docs/adding-a-game.md ("The registries"), read from the doc's table and applied
 * to a copy of the repository for a new game — so that the fifth-game test adds a game exactly as the doc
 * says, and fails when the doc and the registries drift apart.
 *
 * Each row names a file and, in code spans, the lines to add with `<id>` and `<Game>` in them:
 * - an import (`import { <id> } from './games/<id>/index.ts';`): added on its own line after the last
 *   registered game's import of that shape;
 * - a JSON property (`"./<id>": "./src/games/<id>/public.ts"`): added after the last game's;
 * - anything else (`<id>`, `{ meta: <id>Meta, … }`, or "it": the name the row's import before it binds):
 *   an element added to the list that holds every registered game's element of that shape; a code span
 *   without a placeholder right after "to" or "in" names that list (`registered`, `entries`, `exports`).
 * Every line must already be there, in that shape, for every registered game: a line the doc gives that a
 * game does not have, or a list the doc names that does not hold it, fails here with the row.
 */
export interface RegistryRow {
  file: string;
  cell: string;
}

/** The rows of the doc's "The registries" table. */
export function registryRows(doc: string): RegistryRow[] {
  const start = doc.search(/^## The registries/m);
  if (start < 0) throw new Error('docs/adding-a-game.md has no "## The registries" section');
  const rows: RegistryRow[] = [];
  for (const line of doc.slice(start).split('\n').slice(1)) {
    if (line.startsWith('## ')) break;
    const cells = line.split('|').map((c) => c.trim());
    // | package | file | the line |  (cells[0] and cells[4] are the empty ends)
    const file = /^`([^`]+)`$/.exec(cells[2] ?? '')?.[1];
    if (!file || cells.length !== 5) continue;
    rows.push({ file, cell: cells[3]! });
  }
  return rows;
}

const capital = (id: string): string => id[0]!.toUpperCase() + id.slice(1);
const fill = (pattern: string, id: string): string => pattern.replaceAll('<id>', id).replaceAll('<Game>', capital(id));
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Line = { kind: 'import' | 'json' | 'element'; pattern: string; list: string | null };

/** The lines a row's cell asks for, in order. */
export function linesOf(cell: string): Line[] {
  const lines: Line[] = [];
  let lastImportName: string | null = null;
  const spans = [...cell.matchAll(/`([^`]+)`|\bit\b/g)];
  for (const m of spans) {
    const code = m[1];
    const before = cell.slice(0, m.index).trimEnd();
    if (code !== undefined && !code.includes('<id>') && !code.includes('<Game>')) {
      // A list's name: "to `registered`", "in `entries`" — it belongs to the line before it.
      if (/\b(to|in)$/.test(before) && lines.length > 0 && lines.at(-1)!.kind !== 'import') lines.at(-1)!.list = code;
      continue;
    }
    if (code === undefined) {
      // "add it to …": the name the row's import binds.
      if (!/\badd$/.test(before)) continue;
      if (!lastImportName) throw new Error(`"it" in "${cell}" has no import before it`);
      lines.push({ kind: 'element', pattern: lastImportName, list: null });
      continue;
    }
    if (code.startsWith('import ')) {
      const bound = /\{\s*(?:\S+\s+as\s+)?([\w<>]+)\s*\}/.exec(code);
      lastImportName = bound?.[1] ?? null;
      lines.push({ kind: 'import', pattern: code, list: null });
    } else if (/^"[^"]+":\s*"[^"]+"$/.test(code)) {
      lines.push({ kind: 'json', pattern: code, list: null });
    } else {
      lines.push({ kind: 'element', pattern: code, list: null });
    }
  }
  return lines;
}

/** Where `line` stands for game `id` in `text`: the index just after it, or why it is not there. */
function placeOf(text: string, line: Line, id: string): { end: number } | { error: string } {
  const own = fill(line.pattern, id);
  const found: number[] = [];
  const re =
    line.kind === 'import'
      ? new RegExp(`^${escape(own)}$`, 'gm')
      : line.kind === 'json'
        ? new RegExp(escape(own), 'g')
        : new RegExp(`(?<=[\\[,]\\s*)${escape(own)}(?=\\s*[,\\]])`, 'g');
  for (const m of text.matchAll(re)) found.push(m.index + m[0].length);
  if (found.length !== 1) return { error: `${found.length === 0 ? 'no' : found.length} ${line.kind === 'element' ? 'list element' : 'line'} \`${own}\`` };
  if (line.list && !listNamed(text, found[0]! - own.length, line.list)) return { error: `\`${own}\` is not in \`${line.list}\`` };
  return { end: found[0]! };
}

/** Whether the bracket that encloses `at` opens the value of `name` (`const name… = [`, `"name": {`). */
function listNamed(text: string, at: number, name: string): boolean {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = text[i]!;
    if (c === ']' || c === '}' || c === ')') depth++;
    else if (c === '[' || c === '{' || c === '(') {
      if (depth === 0) return new RegExp(`["']?\\b${escape(name)}\\b["']?(\\s*:[^=\\n]*)?\\s*[=:]\\s*$`).test(text.slice(Math.max(0, i - 200), i));
      depth--;
    }
  }
  return false;
}

/**
 * Adds game `id`'s registry lines to `read(file)` texts, `games` being the ids already registered; answers
 * the new texts by file, or throws naming the row that does not fit.
 */
export function applyRegistryLines(doc: string, id: string, games: readonly string[], read: (file: string) => string): Map<string, string> {
  const out = new Map<string, string>();
  const rows = registryRows(doc);
  if (rows.length === 0) throw new Error('docs/adding-a-game.md lists no registry lines');
  for (const row of rows) {
    let text = out.get(row.file) ?? read(row.file);
    const lines = linesOf(row.cell);
    if (lines.length === 0) throw new Error(`${row.file}: the doc's line gives nothing to add: ${row.cell}`);
    for (const line of lines) {
      let last = -1;
      for (const game of games) {
        const place = placeOf(text, line, game);
        if ('error' in place) throw new Error(`${row.file}: the doc's line (${row.cell}) does not fit ${game}: ${place.error}`);
        last = Math.max(last, place.end);
      }
      const own = fill(line.pattern, id);
      const insert = line.kind === 'import' ? `\n${own}` : line.kind === 'json' ? `,\n    ${own}` : `, ${own}`;
      text = text.slice(0, last) + insert + text.slice(last);
    }
    out.set(row.file, text);
  }
  return out;
}
