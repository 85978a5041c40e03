/**
 * The load benchmark as a user runs it (issue 7): `kitchen-table bench load --json` starts the real
 * server and the bare echo server as child processes, drives rooms through the client SDK and ends
 * with the documented JSON line. At this tiny scale the numbers mean nothing; what is checked is that
 * every figure was really measured (moves, echoes and fan-outs were sampled, the server's metrics
 * came back) and that the last line keeps the contract's shape.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/kitchen-table.js', import.meta.url));

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'bench', 'load', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('kitchen-table bench load (issue 7)', () => {
  it('sweeps the given room counts and prints the documented JSON as its last line', async () => {
    const r = await run(['--json', '--rooms', '2,4', '--seconds', '4', '--warmup', '1', '--think', '60-200', '--bot-delay', '50', '--clock', '0']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    const last = JSON.parse(lines.at(-1)!) as { load: { steps: Array<Record<string, unknown>> } };
    expect(Object.keys(last)).toEqual(['load']);
    const steps = last.load.steps;
    expect(steps.map((s) => s.rooms)).toEqual([2, 4]);
    for (const step of steps) {
      // The contract's keys, first and in its order.
      expect(Object.keys(step).slice(0, 7)).toEqual(['rooms', 'sockets', 'moveMs', 'echoMs', 'loopLagP99Ms', 'heapPerRoomKB', 'rssMB']);
      expect(step.sockets).toBeGreaterThan(step.rooms as number);
      const moveMs = step.moveMs as { p50: number; p99: number };
      const echoMs = step.echoMs as { p50: number; p99: number };
      const fanoutMs = step.fanoutMs as { p50: number; p99: number };
      for (const figure of [moveMs, echoMs, fanoutMs]) {
        expect(figure.p50).toBeGreaterThan(0);
        expect(figure.p99).toBeGreaterThanOrEqual(figure.p50);
      }
      // The ratio is against the bare fan-out (issue 16's yardstick); the echo's is kept beside it.
      const ratio = step.ratio as { p50: number; p99: number };
      const echoRatio = step.echoRatio as { p50: number; p99: number };
      const near = (a: number, b: number): boolean => Math.abs(a - b) <= 0.1 * b + 0.01;
      expect(near(ratio.p50, moveMs.p50 / fanoutMs.p50), `${ratio.p50} vs ${moveMs.p50}/${fanoutMs.p50}`).toBe(true);
      expect(near(echoRatio.p50, moveMs.p50 / echoMs.p50), `${echoRatio.p50} vs ${moveMs.p50}/${echoMs.p50}`).toBe(true);
      expect(step.moves).toBeGreaterThan(0);
      expect(step.rssMB).toBeGreaterThan(0);
      expect(step.serverErrors).toBe(0);
    }
    // The human-readable line per step comes before the JSON.
    expect(lines.some((l) => l.startsWith('rooms 4 sockets'))).toBe(true);
  }, 120_000);

  it('refuses a malformed sweep with the usage and exit code 2', async () => {
    const r = await run(['--rooms', 'many']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^usage: kitchen-table bench load/);
  });
});
