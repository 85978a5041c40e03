/**
 * Noticing a killed process without waiting on the lease's length: a process that was alive a moment
 * ago and is not now (killed: its connections closed) has its rooms taken at once, without waiting for
 * the next scan or for its leases to lapse; the edges stop waiting for its answers.
 *
 * One look is not always enough: a takeover already under way when the death was seen (an edge whose
 * client's request to the dead owner failed) may have asked for the lease a moment before Redis let the
 * dead process's subscription go, and lost; or this process was settling after a Redis outage. The orphan
 * scan runs only every quarter lease (30 s by default), so after a death the watch scans again, at most
 * once per RESCAN_MS, until a scan leaves none of this process's share untaken or the periodic scan's
 * interval has passed (a room that cannot be taken, say a record of a closed room, is the periodic
 * scan's again then).
 */
import type { Logger } from 'pino';

/** The least time between two scans that follow a death (each reads every room's code). */
export const RESCAN_MS = 1_000;

export interface OrphanScan {
  /** Rooms taken by this scan. */
  taken: number;
  /** Rooms this process may take that it did not (lost a race, failed, or it is settling): scan again. */
  left: number;
}

export interface DeathWatchDeps {
  /** The live processes, read afresh. */
  liveProcesses(): Promise<string[]>;
  log: Logger;
  /** Processes just found dead: nothing waits for their answers any more. */
  onDied(processIds: string[]): void;
  /** Waits for the takeovers under way (their rooms are skipped by a scan). */
  settled(): Promise<void>;
  /** Takes this process's share of the rooms without a live owner. */
  scan(): Promise<OrphanScan>;
  /** The rooms' clock. */
  now(): number;
  /** The periodic orphan scan's interval: after a death, scans are repeated for at most this long. */
  scanIntervalMs: number;
}

export class DeathWatch {
  /** The processes alive at the last look: one missing from the next look has died. */
  private known = new Set<string>();
  /** Until when (ms) scans follow a death: its rooms of this process's share are not all taken yet. */
  private pendingUntil = -Infinity;
  private lastScanAt = -Infinity;

  constructor(private readonly deps: DeathWatchDeps) {}

  /** The first look (at start-up): nobody has died yet. */
  async start(): Promise<void> {
    this.known = new Set(await this.deps.liveProcesses());
  }

  async look(): Promise<void> {
    const live = new Set(await this.deps.liveProcesses());
    const died = [...this.known].filter((id) => !live.has(id));
    this.known = live;
    if (died.length > 0) {
      this.deps.log.info({ died }, 'processes died: taking their rooms');
      this.deps.onDied(died);
      this.pendingUntil = this.deps.now() + this.deps.scanIntervalMs;
      this.lastScanAt = -Infinity;
    }
    const now = this.deps.now();
    if (now > this.pendingUntil || now - this.lastScanAt < RESCAN_MS) return;
    this.lastScanAt = now;
    await this.deps.settled();
    const { left } = await this.deps.scan();
    if (left === 0) this.pendingUntil = -Infinity;
  }
}
