/**
 * The cluster manager's periodic calls (lease renewal, the orphan scan, the death watch, rebalancing):
 * each on its own interval, never two of one kind at once, none while the process is cut off from Redis
 * or closing. A call cut by a Redis outage may never be answered: after the return (`nextGeneration`) the
 * next one starts regardless, so that the leases are renewed at once.
 */
import type { Logger } from 'pino';

export class Periodic {
  private readonly loops: ReturnType<typeof setInterval>[] = [];
  /** How many times this process came back from a Redis outage (the calls' generation). */
  private generation = 0;
  private stopped = false;

  constructor(
    private readonly log: Logger,
    /** True while this process is cut off from Redis: nothing of this can be done then. */
    private readonly cutOff: () => boolean,
  ) {}

  /** Calls `fn` every `ms`, unless the last call (of this generation) is still under way. */
  every(ms: number, what: string, fn: () => Promise<unknown>): void {
    // The generation whose call is under way: one cut by a Redis outage must not block the next ones.
    let busy: number | null = null;
    this.loops.push(
      setInterval(() => {
        if (busy === this.generation || this.stopped || this.cutOff()) return;
        const mine = (busy = this.generation);
        fn()
          .catch((error: unknown) => this.log.error({ err: error }, `${what} failed`))
          .finally(() => {
            if (busy === mine) busy = null;
          });
      }, ms),
    );
  }

  /** A plain check on a timer (synchronous, so it runs before any message a stall queued up). */
  tick(ms: number, fn: () => void): void {
    this.loops.push(setInterval(fn, ms));
  }

  /** Back from a Redis outage: calls still waiting for an answer no longer hold their kind back. */
  nextGeneration(): void {
    this.generation++;
  }

  stop(): void {
    this.stopped = true;
    for (const loop of this.loops) clearInterval(loop);
  }
}
