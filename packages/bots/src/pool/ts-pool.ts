/** A piscina pool whose workers run one of this package's TypeScript task modules through tsx. */
import { Piscina } from 'piscina';

const WORKER_ENTRY = new URL('./ts-worker.mjs', import.meta.url);

export function createTsPool(taskModule: string | URL, threads: number, extra: { idleTimeoutMs?: number; workerData?: Record<string, unknown> } = {}): Piscina {
  return new Piscina({
    filename: WORKER_ENTRY.href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: extra.idleTimeoutMs ?? 30_000,
    workerData: { module: String(taskModule), ...extra.workerData },
  });
}
