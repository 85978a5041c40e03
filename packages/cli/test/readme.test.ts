/**
 * Issue 28, section 7: the README a newcomer reads. Its tables (and those of docs/benchmarks.md, where
 * the benchmarks went) are whole: every row has its header's cells, and no paragraph sits between the
 * rows of a table. Its quick start runs scripts that exist, and every benchmark the CLI runs is explained
 * in docs/benchmarks.md with the command that starts it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_SUITES } from '../src/bench-suites.ts';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

/** A Markdown table row's cells (a `\|` inside a cell is not a border). */
const cells = (row: string) => row.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).length;

/** Each table of a Markdown text outside code blocks: its lines, from the header to the line before the first non-row. */
function tables(text: string): { at: number; rows: string[] }[] {
  const lines = text.split('\n');
  const found: { at: number; rows: string[] }[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.startsWith('```')) fenced = !fenced;
    if (fenced || !/^\|.*\|\s*$/.test(lines[i]!) || !/^\|\s*:?-{3}/.test(lines[i + 1] ?? '')) continue;
    const rows: string[] = [];
    let j = i;
    while (j < lines.length && lines[j]!.startsWith('|')) rows.push(lines[j++]!);
    found.push({ at: i + 1, rows });
    i = j - 1;
  }
  return found;
}

describe.each(['README.md', 'docs/benchmarks.md'])('%s', (path) => {
  const text = read(path);

  it('has tables whose rows all have the header’s cells, each row on one line', () => {
    const all = tables(text);
    expect(all.length).toBeGreaterThan(0);
    for (const { at, rows } of all) {
      const width = cells(rows[0]!);
      for (const [k, row] of rows.entries()) {
        expect(row.trimEnd().endsWith('|'), `${path}:${at + k} ends its row`).toBe(true);
        expect(cells(row), `${path}:${at + k}: ${row.slice(0, 80)}`).toBe(width);
      }
    }
  });

  it('has no table row that starts in the middle of a paragraph', () => {
    const lines = text.split('\n');
    let fenced = false;
    lines.forEach((line, i) => {
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced || !line.startsWith('|')) return;
      const before = lines[i - 1] ?? '';
      expect(before === '' || before.startsWith('|') || /^<!--.*-->$/.test(before), `${path}:${i + 1} follows "${before.slice(0, 60)}"`).toBe(true);
    });
  });
});

describe('README', () => {
  const readme = read('README.md');

  it('starts with the quick start a family types, and its scripts exist', () => {
    expect(readme).toMatch(/^npm install && npm start\s+#/m);
    expect(readme).toMatch(/^npm test\s+#/m);
    expect(rootPackage.scripts.start).toBeTruthy();
    expect(rootPackage.scripts.test).toBeTruthy();
  });

  it('leaves the benchmarks to docs/benchmarks.md and links it', () => {
    expect(readme).toContain('(docs/benchmarks.md)');
    expect(readme).not.toMatch(/bench:(engine|load|crash|failover|fairness|bots|web)/);
    expect(readme).not.toMatch(/roundsPerSecond|maxResumeMs|iterations\/s/);
  });
});

describe('docs/benchmarks.md', () => {
  const doc = read('docs/benchmarks.md');

  it('gives the command of every benchmark suite, and of the soak', () => {
    for (const { name } of BENCH_SUITES) {
      const script = Object.entries(rootPackage.scripts).find(([, s]) => s === `kitchen-table bench ${name}`)?.[0];
      expect(script, `an npm script runs bench ${name}`).toBeTruthy();
      expect(doc, name).toContain(`npm run ${script} -- --json`);
    }
    expect(doc).toContain('npm run soak -- --minutes');
  });

  it('keeps the measured numbers that were in the README', () => {
    for (const figure of ['532,461', '"maxResumeMs":3824', '2,783 matches', '1.59 / 2.33', '78.8 % [75.7, 81.9]', '"acknowledged":3841']) expect(doc, figure).toContain(figure);
  });
});
