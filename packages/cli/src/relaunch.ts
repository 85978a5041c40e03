/**
 * `kitchen-table serve` runs the server under the server's Node flags (SERVER_NODE_FLAGS: the young
 * generation's size, docs/scaling.md). V8 fixes them when a process starts, so a `serve` started
 * without them starts itself again, as a child process of Node with them: the child is the server.
 * This process only passes signals on and exits as the child does.
 *
 * The child runs in a process group of its own, so that a signal reaches it once, from here: the
 * terminal's Ctrl-C (a second one still ends it at once), a service manager's SIGTERM, a hang-up.
 * It also closes the rooms by itself if this process dies (the IPC channel closes).
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { SERVER_NODE_FLAGS } from '@kitchen-table/server/node-flags';

/** Set in the child's environment: it must not start itself again. */
export const RELAUNCHED = 'KT_SERVER_RELAUNCHED';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The flags of `wanted` this process was not started with (by name: a value of the user's own wins). */
export function missingFlags(wanted: readonly string[], execArgv: readonly string[], nodeOptions = ''): string[] {
  const name = (flag: string): string => flag.split('=')[0]!.replaceAll('_', '-');
  const have = new Set([...execArgv, ...nodeOptions.split(/\s+/)].filter((f) => f !== '').map(name));
  return wanted.filter((flag) => !have.has(name(flag)));
}

/**
 * Runs this very command again in a child with the server's flags and resolves with its exit code;
 * null when this process has them already (then it is the server itself).
 */
export async function relaunchWithServerFlags(): Promise<number | null> {
  if (process.env[RELAUNCHED] === '1') return null;
  const flags = missingFlags(SERVER_NODE_FLAGS, process.execArgv, process.env.NODE_OPTIONS);
  if (flags.length === 0) return null;
  const child = spawn(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [RELAUNCHED]: '1' },
    // Its own process group (POSIX); on Windows this would open a console window of its own.
    detached: process.platform !== 'win32',
  });
  const forward = (signal: NodeJS.Signals): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of FORWARDED) process.on(signal, forward);
  try {
    return await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
    });
  } finally {
    for (const signal of FORWARDED) process.off(signal, forward);
  }
}
