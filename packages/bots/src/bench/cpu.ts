/**
 * CPU time of the calling thread, for the benchmark's per-move cost (issue 31): a bot's strength per
 * CPU millisecond must not depend on how loaded the machine is, and wall time does. On Linux each
 * thread reads its own `/proc/thread-self/schedstat` (time on CPU in ns, through a descriptor opened
 * once per thread, about 10 µs a read); elsewhere it falls back to the process's CPU time, which is
 * per thread only when the benchmark plays in one thread.
 */
import { openSync, readSync } from 'node:fs';

let fd: number | null | undefined;
const buf = Buffer.alloc(64);

function openOwn(): number | null {
  try {
    return openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
}

/** Milliseconds of CPU this thread has used so far (only differences mean anything). */
export function threadCpuMs(): number {
  if (fd === undefined) fd = openOwn();
  if (fd !== null) {
    const n = readSync(fd, buf, 0, buf.length, 0);
    const text = buf.toString('latin1', 0, n);
    const ns = Number(text.slice(0, text.indexOf(' ')));
    if (Number.isFinite(ns)) return ns / 1e6;
  }
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
