/**
 * The fairness benchmark as a user runs it (issue 15, "Fair bots"): `kitchen-table bench fairness --json`
 * starts the real server with the bot player, plays a quiet room alone and then next to rooms of strong
 * bots, and ends with its JSON line. At this tiny scale the numbers mean nothing (and no aim is checked);
 * what is checked is that both phases were really measured, the strong rooms' bots played, and the
 * last line keeps its shape.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/kitchen-table.js', import.meta.url));

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'bench', 'fairness', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('kitchen-table bench fairness (issue 15)', () => {
  it('measures the quiet room alone and under strong rooms and prints the JSON as its last line', async () => {
    const r = await run(['--json', '--seconds', '3', '--warmup', '0.5', '--threads', '1', '--attack-rooms', '1', '--think', '20-40']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    const { fairness } = JSON.parse(lines.at(-1)!) as { fairness: Record<string, unknown> };
    expect(Object.keys(fairness).slice(0, 7)).toEqual(['bots', 'threads', 'attackRooms', 'unloaded', 'loaded', 'aimMs', 'met']);
    expect(fairness).toMatchObject({ bots: 'player', threads: 1, attackRooms: 1, serverErrors: 0 });
    for (const phase of [fairness.unloaded, fairness.loaded] as { count: number; p50: number; p95: number; max: number }[]) {
      expect(phase.count).toBeGreaterThan(0);
      expect(phase.p50).toBeGreaterThan(0);
      expect(phase.p95).toBeGreaterThanOrEqual(phase.p50);
      expect(phase.max).toBeGreaterThanOrEqual(phase.p95);
    }
    expect(fairness.aimMs).toBe(Math.round((3 * (fairness.unloaded as { p95: number }).p95 + 50) * 100) / 100);
    expect(fairness.attackBotMovesPerSecond).toBeGreaterThan(0);
    expect(lines.some((l) => l.startsWith('loaded: quiet room'))).toBe(true);
  }, 120_000);

  it('refuses bad flags with the usage and exit code 2', async () => {
    const r = await run(['--bots', 'everything']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^usage: kitchen-table bench fairness/);
  });
});
