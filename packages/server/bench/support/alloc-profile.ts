/**
 * The server's allocations during a benchmark window (bench only; `KT_ALLOC_PROFILE=FILE`): V8's sampling
 * heap profiler through the inspector, with the objects that the scavenger and the mark-compactor
 * collected included — so it shows the garbage a move makes, not just what survives. Open the
 * `.heapprofile` in Chrome's DevTools (Memory tab) or sum it up by function.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

let session: Session | null = null;

export function startAllocationProfile(): void {
  session?.disconnect();
  session = new Session();
  session.connect();
  session.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
}

export function stopAllocationProfile(file: string): void {
  const current = session;
  if (!current) return;
  session = null;
  current.post('HeapProfiler.stopSampling', (error, result) => {
    if (!error) writeFileSync(file, JSON.stringify((result as { profile: unknown }).profile));
    current.disconnect();
  });
}
