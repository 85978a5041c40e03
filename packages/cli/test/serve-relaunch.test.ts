/**
 * `kitchen-table serve` runs the server under the server's Node flags (issue 16, the single-process
 * tail: a larger young generation). V8 takes them only at start, so `serve` starts itself again with
 * them (src/relaunch.ts): the flags must really be on the server's process, a signal to the process
 * that was started must close the server cleanly and end both with the server's exit code, and a
 * server whose starting process died must close by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '@kitchen-table/server/node-flags';
import { missingFlags } from '../src/relaunch.ts';

const bin = fileURLToPath(new URL('../bin/kitchen-table.js', import.meta.url));
const linux = existsSync('/proc/self/task');
if (!linux) console.log('serve-relaunch: skipped the process tests, they read /proc (Linux only)');

describe('the server flags serve needs', () => {
  it('adds the flags this process lacks, and none it has (as a flag or in NODE_OPTIONS, any spelling)', () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(missingFlags(['--max-semi-space-size=32'], [], '')).toEqual(['--max-semi-space-size=32']);
    expect(missingFlags(['--max-semi-space-size=32'], ['--max-semi-space-size=8'], '')).toEqual([]);
    expect(missingFlags(['--max-semi-space-size=32'], [], '--max_semi_space_size=64 --enable-source-maps')).toEqual([]);
    expect(missingFlags(['--max-semi-space-size=32', '--x=1'], ['--x'], undefined)).toEqual(['--max-semi-space-size=32']);
  });
});

interface Started {
  parent: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const dirs: string[] = [];
const started: ChildProcess[] = [];
const servers: number[] = [];
afterEach(() => {
  for (const p of started.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  // A server left behind by a failed test (its own process group: the parent's kill does not reach it).
  for (const pid of servers.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function serve(): Started {
  const dir = mkdtempSync(join(tmpdir(), 'kt-relaunch-'));
  dirs.push(dir);
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const parent = spawn(process.execPath, [bin, 'serve', '--port', '0', '--host', '127.0.0.1', '--data', dir, '--log-level', 'warn'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  started.push(parent);
  let out = '';
  parent.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  parent.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => parent.once('exit', (code) => resolve(code)));
  return { parent, output: () => out, exited };
}

async function until(what: string, check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function childrenOf(pid: number): number[] {
  let text = '';
  try {
    text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  } catch {
    return [];
  }
  return text === '' ? [] : text.split(/\s+/).map(Number);
}

/** A process's arguments; none when it is gone (a short-lived child may exit between the listing and this read). */
function argsOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((a) => a !== '');
  } catch {
    return [];
  }
}

const alive = (pid: number): boolean => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

/** The server's process: the started process's child that runs node with the CLI. */
function serverOf(parent: ChildProcess): number {
  const server = childrenOf(parent.pid!).find((pid) => argsOf(pid).includes(bin));
  if (server === undefined) throw new Error('no server child');
  servers.push(server);
  return server;
}

describe.runIf(linux)('kitchen-table serve under the server flags', () => {
  it('runs the server in a child with the flags; SIGTERM to the started process closes it cleanly', async () => {
    const s = serve();
    await until('the banner', () => s.output().includes('Kitchen Table is running on port'));
    const server = serverOf(s.parent);
    const args = argsOf(server);
    for (const flag of SERVER_NODE_FLAGS) expect(args).toContain(flag);
    // Started with the flags already, the server does not start itself once more.
    expect(childrenOf(server).filter((pid) => argsOf(pid).includes(bin))).toEqual([]);
    s.parent.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('SIGTERM: closing the rooms');
    await until('the server to exit', () => !alive(server), 10_000);
  }, 90_000);

  it('a server whose starting process was killed closes by itself', async () => {
    const s = serve();
    await until('the banner', () => s.output().includes('Kitchen Table is running on port'));
    const server = serverOf(s.parent);
    s.parent.kill('SIGKILL');
    await s.exited;
    await until('the orphaned server to close', () => !alive(server), 20_000);
  }, 90_000);
});
