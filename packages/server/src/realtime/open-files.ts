/**
 * The process's open-files limit against the connection caps (docs/security.md, "Connections"). Every
 * TCP connection is a file descriptor; the per-address caps only protect the others while the process
 * has descriptors left. Node has no getrlimit: on Linux the limit is read from /proc/self/limits,
 * elsewhere the check is skipped.
 */
import { readFileSync } from 'node:fs';

/** The soft "Max open files" limit from /proc/self/limits text; Infinity for "unlimited", null if absent. */
export function parseOpenFilesLimit(limits: string): number | null {
  const line = limits.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  if (soft === undefined) return null;
  if (soft === 'unlimited') return Infinity;
  const n = Number(soft);
  return Number.isFinite(n) ? n : null;
}

/**
 * Descriptors needed: four addresses at their TCP cap (three hostile ones and the household's own) plus
 * 256 for the process itself (database, log, bot workers, listening sockets) and the TVs.
 */
export function requiredOpenFiles(maxSocketsPerAddress: number): number {
  return 4 * maxSocketsPerAddress + 256;
}

export function readOpenFilesLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  if (process.platform !== 'linux') return null;
  try {
    return parseOpenFilesLimit(read());
  } catch {
    return null;
  }
}

/** Warns (through `warn`) when the limit is known and lower than needed; returns what it found. */
export function checkOpenFilesLimit(
  maxSocketsPerAddress: number,
  warn: (details: { limit: number; required: number }, message: string) => void,
  limit: number | null = readOpenFilesLimit(),
): { limit: number | null; required: number; ok: boolean } {
  const required = requiredOpenFiles(maxSocketsPerAddress);
  const ok = limit === null || limit >= required;
  if (!ok) {
    warn({ limit: limit!, required }, `open-files limit ${limit} is below ${required}: a connection flood can lock every phone out; raise it (ulimit -n ${Math.max(required, 4096)}, or LimitNOFILE= in a systemd unit)`);
  }
  return { limit, required, ok };
}
