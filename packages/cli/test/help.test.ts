/**
 * Issue 28, section 7: `kitchen-table --help` lists every benchmark suite the CLI runs — the suites of
 * `bench-suites.ts` (the bench command dispatches only those) and every suite an `npm run bench:*` script
 * of the root package.json starts — and so does the usage of `kitchen-table bench` alone.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BENCH_SUITES } from '../src/bench-suites.ts';

const bin = fileURLToPath(new URL('../bin/kitchen-table.js', import.meta.url));
const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The suites `npm run …` starts through `kitchen-table bench <suite>`. */
const scriptSuites = Object.values(rootPackage.scripts).flatMap((script) => [...script.matchAll(/kitchen-table bench (\w+)/g)].map((m) => m[1]!));
const suites = [...new Set([...BENCH_SUITES.map((s) => s.name), ...scriptSuites])];

describe('kitchen-table --help (issue 28 §7)', () => {
  it('the npm scripts start benchmarks (so the list below can miss one)', () => {
    expect(scriptSuites).toEqual(expect.arrayContaining(['engine', 'load', 'crash', 'failover', 'fairness', 'bots', 'web']));
  });

  it('lists every bench suite, the soak, serve and referee, and exits 0', async () => {
    const r = await run(['--help']);
    expect(r.code, r.stderr).toBe(0);
    for (const suite of suites) expect(r.stdout, suite).toMatch(new RegExp(`^  bench ${suite}\\b`, 'm'));
    for (const command of ['serve', 'referee', 'soak']) expect(r.stdout, command).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it('`kitchen-table bench` alone gives every suite with its flags (exit 2)', async () => {
    const r = await run(['bench']);
    expect(r.code).toBe(2);
    for (const suite of suites) expect(r.stderr, suite).toMatch(new RegExp(`kitchen-table bench ${suite} \\[--json\\]`));
  });

  it('an unknown command is named and refused with exit 2', async () => {
    const r = await run(['benchmark']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^unknown command "benchmark"/);
  });
});
