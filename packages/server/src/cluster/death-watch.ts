/**
 * Noticing a killed process without waiting on the lease's length: a process that was alive a moment
 * ago and is not now (killed: its connections closed) has its rooms taken at once, without waiting for
 * the next scan or for its leases to lapse; the edges stop waiting for its answers.
 */
import type { Logger } from 'pino';

export interface DeathWatchDeps {
  /** The live processes, read afresh. */
  liveProcesses(): Promise<string[]>;
  log: Logger;
  /** Processes just found dead: nothing waits for their answers any more. */
  onDied(processIds: string[]): void;
  /** Takes this process's share of the rooms without a live owner. */
  scan(): Promise<number>;
}

export class DeathWatch {
  /** The processes alive at the last look: one missing from the next look has died. */
  private known = new Set<string>();

  constructor(private readonly deps: DeathWatchDeps) {}

  /** The first look (at start-up): nobody has died yet. */
  async start(): Promise<void> {
    this.known = new Set(await this.deps.liveProcesses());
  }

  async look(): Promise<void> {
    const live = new Set(await this.deps.liveProcesses());
    const died = [...this.known].filter((id) => !live.has(id));
    this.known = live;
    if (died.length === 0) return;
    this.deps.log.info({ died }, 'processes died: taking their rooms');
    this.deps.onDied(died);
    await this.deps.scan();
  }
}
