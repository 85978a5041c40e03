/**
 * Parent side of a server child process: spawns an entry script under tsx with an IPC channel, waits for
 * its `ready` message, asks it for metrics, counts the error lines of its pino log (level ≥ 50) and
 * kills it (SIGKILL for the crash tests). The child dies with the parent: it exits on IPC disconnect.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../src/node-flags.ts';
import type { ChildConfig, ChildMetrics, ChildReply, ChildRequest } from './child-protocol.ts';

export const SERVER_CHILD = fileURLToPath(new URL('./server-child.ts', import.meta.url));
export const ECHO_CHILD = fileURLToPath(new URL('./echo-child.ts', import.meta.url));

export interface ChildHandle {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly process: ChildProcess;
  /** Error-level log lines seen so far (first 50 kept). */
  readonly errors: string[];
  errorCount(): number;
  metrics(options?: { gc?: boolean; reset?: boolean }): Promise<ChildMetrics>;
  /** Harness-only operations (server child only): a bots-only match in a room, closing a room. */
  harness(op: { op: 'botMatch'; code: string; game: string; seats: number } | { op: 'closeRoom'; code: string }): Promise<void>;
  /** Resolves when the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Asks the child to close the server cleanly; SIGKILL after the grace period. */
  close(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  entry?: string;
  readyTimeoutMs?: number;
  /**
   * Node flags (default `--expose-gc`, so that heap figures can be taken after a collection). The
   * server child also gets the server's own flags (serverNodeFlags()), whatever this says.
   */
  nodeFlags?: string[];
  env?: Record<string, string>;
  /** Every log line (for a test that wants to see them). */
  onLine?: (line: string) => void;
}

/**
 * The harness drives every room from one address (loopback): the per-address limits on connections
 * and room creation, meant for one person's devices, are lifted for it.
 */
export const ONE_ADDRESS_HARNESS: ChildConfig = {
  maxConnectionsPerAddress: 1_000_000,
  roomCreateRate: { capacity: 1e9, refillPerSecond: 1e9 },
  joinRate: { capacity: 1e9, refillPerSecond: 1e9 },
};

/**
 * The server child's Node flags: those `kitchen-table serve` runs with (src/node-flags.ts), or, to
 * compare, KT_SERVER_NODE_FLAGS (space-separated; empty: none) in the benchmark's environment.
 */
export function serverNodeFlags(): string[] {
  const override = process.env.KT_SERVER_NODE_FLAGS;
  if (override === undefined) return [...SERVER_NODE_FLAGS];
  return override.split(/\s+/).filter((f) => f !== '');
}

export async function spawnChild(config: ChildConfig, options: SpawnOptions = {}): Promise<ChildHandle> {
  const entry = options.entry ?? SERVER_CHILD;
  const flags = [...(entry === SERVER_CHILD ? serverNodeFlags() : []), ...(options.nodeFlags ?? ['--expose-gc'])];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, ...options.env, KT_CHILD_CONFIG: JSON.stringify({ ...ONE_ADDRESS_HARNESS, ...config }) },
  });
  const errors: string[] = [];
  let errorCount = 0;
  const stderrTail: string[] = [];
  const onLine = (line: string): void => {
    options.onLine?.(line);
    if (!line.startsWith('{')) return;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) >= 50) {
        errorCount++;
        if (errors.length < 50) errors.push(line.slice(0, 2000));
      }
    } catch {
      // not a log line
    }
  };
  createInterface({ input: child.stdout! }).on('line', onLine);
  createInterface({ input: child.stderr! }).on('line', (line) => {
    options.onLine?.(line);
    stderrTail.push(line);
    if (stderrTail.length > 40) stderrTail.shift();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

  const pending = new Map<number, (m: ChildMetrics) => void>();
  const pendingOps = new Map<number, (reply: { ok: boolean; error?: string }) => void>();
  let nextId = 1;
  const ready = new Promise<Extract<ChildReply, { type: 'ready' }>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child ${entry} not ready within ${options.readyTimeoutMs ?? 60_000} ms\n${stderrTail.join('\n')}`)), options.readyTimeoutMs ?? 60_000);
    child.on('message', (message: ChildReply) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message);
      } else if (message.type === 'metrics') {
        pending.get(message.id)?.(message.metrics);
        pending.delete(message.id);
      } else if (message.type === 'harness') {
        pendingOps.get(message.id)?.(message);
        pendingOps.delete(message.id);
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`child ${entry} exited (${code ?? signal}) before it was ready\n${stderrTail.join('\n')}`));
    });
  });
  let info: Extract<ChildReply, { type: 'ready' }>;
  try {
    info = await ready;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  const request = (message: ChildRequest): void => {
    if (child.connected) child.send(message);
  };

  return {
    url: info.url,
    port: info.port,
    pid: info.pid,
    process: child,
    errors,
    errorCount: () => errorCount,
    exited,
    metrics(opts = {}) {
      const id = nextId++;
      return new Promise<ChildMetrics>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error('metrics request timed out'));
        }, 30_000);
        pending.set(id, (m) => {
          clearTimeout(timer);
          resolve(m);
        });
        request({ type: 'metrics', id, ...opts });
      });
    },
    harness(op) {
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        pendingOps.set(id, (reply) => (reply.ok ? resolve() : reject(new Error(reply.error ?? 'harness operation failed'))));
        request({ type: 'harness', id, ...op } as ChildRequest);
      });
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    async close(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      request({ type: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
