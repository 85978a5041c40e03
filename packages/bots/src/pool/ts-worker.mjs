// Piscina worker entry: registers tsx so that the TypeScript sources run as they are (no build step),
// then loads the task module named in workerData and serves its default export.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
const mod = await import(workerData.module);

export default mod.default;
