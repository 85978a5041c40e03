/**
 * What a process does while it cannot reach Redis (issue 26, docs/scaling.md "Redis unreachable").
 * The moment one of its connections drops, the process is cut off from the cluster: it cannot renew
 * its leases, hear forwarded messages or reach the owners of its clients' rooms. Then, at once:
 * - its rooms are put on hold (clocks and bots stand still, each seat keeping its time): nothing is
 *   played for a person who cannot reach the room, and nothing that the others might take over;
 * - its clients' connections are closed and new ones refused until it is back: the phones and the TV
 *   show "reconnecting" (and reconnect by themselves) instead of waiting for answers that cannot come.
 * When both connections are back: its leases are renewed at once (a renewal re-takes a lease that
 * lapsed meanwhile), the rooms still its own go on from where they stood and those another process took
 * are let go; then it lets clients in again. For two lease times it takes no room without an owner
 * (the other processes are reconnecting too, and renew their own: taking them would only move every
 * room for nothing), and for four it does not let its rooms go when a renewal lags.
 */
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface RedisOutageHandlers {
  /** The process was just cut off from Redis. */
  lost(): void;
  /** Both connections are back: renew, resume the rooms still ours; rejects when that failed (tried again at the next 'ready'). */
  back(): Promise<void>;
}

export class RedisOutage {
  /** From the loss of a connection until the process is back in the cluster (its rooms resumed). */
  private cut = false;
  private since = 0;
  private rejoining: Promise<void> | null = null;
  private readonly listeners: { client: Redis; event: string; fn: () => void }[] = [];

  constructor(
    private readonly connections: readonly Redis[],
    private readonly handlers: RedisOutageHandlers,
    private readonly log: Logger,
    /** The process's clock (the rooms' injected `timers.now`). */
    private readonly now: () => number,
  ) {}

  get cutOff(): boolean {
    return this.cut;
  }

  /** Watches the connections (after they first connected: a later 'close' is an outage). */
  start(): void {
    for (const client of this.connections) {
      const onClose = (): void => this.lose();
      const onReady = (): void => void this.rejoin();
      client.on('close', onClose);
      client.on('ready', onReady);
      this.listeners.push({ client, event: 'close', fn: onClose }, { client, event: 'ready', fn: onReady });
    }
  }

  stop(): void {
    for (const { client, event, fn } of this.listeners.splice(0)) client.off(event, fn);
  }

  private lose(): void {
    if (this.cut) return;
    this.cut = true;
    this.since = this.now();
    this.log.warn('cut off from Redis: rooms on hold, clients told to reconnect');
    this.handlers.lost();
  }

  private rejoin(): Promise<void> {
    if (!this.cut || this.connections.some((c) => c.status !== 'ready')) return Promise.resolve();
    this.rejoining ??= this.handlers
      .back()
      .then(
        () => {
          // A connection that dropped again meanwhile starts the next outage; its 'ready' rejoins.
          if (this.connections.some((c) => c.status !== 'ready')) return;
          this.cut = false;
          this.log.warn({ ms: this.now() - this.since }, 'back in the cluster: rooms resumed, clients let in');
        },
        (error: unknown) => this.log.error({ err: error }, 'rejoining the cluster failed; trying again at the next reconnect'),
      )
      .finally(() => {
        this.rejoining = null;
        // Still cut off with both connections up (the rejoin failed, or a 'ready' came while it ran): again.
        if (this.cut) setTimeout(() => void this.rejoin(), 200).unref();
      });
    return this.rejoining;
  }
}
