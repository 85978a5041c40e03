// Piscina worker entry: registers tsx so that the TypeScript sources run as they are (no build step),
// then loads the task module named in workerData and serves its default export. `workerData.nice`
// lowers this thread's scheduling priority (Linux applies setpriority to the calling thread only), so
// that searches yield the cores to the server's event loop; where that is not allowed it is skipped.
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

if (typeof workerData.nice === 'number' && workerData.nice > 0) {
  try {
    setPriority(workerData.nice);
  } catch {
    // Not permitted here: the thread keeps the process's priority.
  }
}
register();
const mod = await import(workerData.module);

export default mod.default;
