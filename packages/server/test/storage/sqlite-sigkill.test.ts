/**
 * Issue 4, persistence: "nothing accepted is lost". A process appending moves is killed with SIGKILL
 * (no exit handler, no close, no checkpoint); every append it had acknowledged must be in the file,
 * in order and without gaps, when the file is opened again.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/storage/open-store.ts';

const tempRoot = mkdtempSync(join(tmpdir(), 'kt-sigkill-'));
// The killed child's SQLite files may still be closing (ENOTEMPTY): retry, as the crash bench does.
afterAll(() => rmSync(tempRoot, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }));
const child = fileURLToPath(new URL('./fixtures/append-until-killed.ts', import.meta.url));

/** Runs the child until it has acknowledged `acks` appends, kills it, and answers the last acknowledged seq. */
function appendThenKill(path: string, acks: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, path], { stdio: ['ignore', 'pipe', 'pipe'] });
    let lastAcked = 0;
    let buffered = '';
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (/^\d+$/.test(line)) lastAcked = Number(line);
      }
      if (lastAcked >= acks && !proc.killed) proc.kill('SIGKILL');
    });
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(lastAcked);
      else reject(new Error(`child ended by itself (code ${code}): ${stderr}`));
    });
  });
}

describe('SQLite durability', () => {
  it('every acknowledged move survives SIGKILL of the process (WAL, synchronous=NORMAL)', async () => {
    const path = join(tempRoot, 'data', 'kitchen-table.sqlite');
    const lastAcked = await appendThenKill(path, 300);
    expect(lastAcked).toBeGreaterThanOrEqual(300);

    const store = await openStore({ sqlitePath: path, databaseUrl: '' });
    const loaded = await store.loadMatch('killed');
    const seqs = loaded!.moves.map((m) => m.seq);
    // All acknowledged ones, in order, no gap; at most the one in flight at the kill beyond them.
    expect(seqs.slice(0, lastAcked)).toEqual(Array.from({ length: lastAcked }, (_, i) => i + 1));
    expect(seqs.length - lastAcked).toBeLessThanOrEqual(1);
    expect(loaded!.moves[lastAcked - 1]!.move).toEqual({ play: `card-${lastAcked}` });
    // And the log goes on from there.
    await store.appendMove({ matchId: 'killed', seq: seqs.length + 1, seat: 0, move: { play: 'after' }, byClock: false, at: 0 });
    await store.close();
  });
});
