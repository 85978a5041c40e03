/**
 * How long this process's leases are surely its own, and what follows from it: the renewal (with the
 * heartbeat), letting every room go once the leases lapsed (a starved process must not act for rooms
 * another may own by now), and the settling after a Redis outage, when no room without an owner is
 * taken while every process renews its own leases again.
 */
import type { Logger } from 'pino';
import type { Leases } from './leases.ts';

export interface LeaseKeeperDeps {
  leases: Leases;
  /** The rooms' clock (timers.now). */
  now(): number;
  log: Logger;
  /** True while this process is cut off from Redis (redis-outage.ts): its rooms are on hold, not let go. */
  cutOff(): boolean;
  /** The codes whose leases this process holds: owned rooms, and those being created or taken over. */
  held(): string[];
  /** How many rooms this process owns. */
  roomCount(): number;
  /** The rooms this process owns. */
  owned(): string[];
  /** A room whose lease went elsewhere, or lapsed: this process stops acting for it. */
  drop(code: string): void;
}

export class LeaseKeeper {
  /**
   * Until when this process's leases are surely its own: one lease time after the last renewal that
   * succeeded was *sent* (Redis extended them no earlier than that). Past it, other processes may own
   * these rooms by now.
   */
  private validUntil: number;
  /**
   * Until when (ms) this process takes no room without an owner: for two lease times after it came back
   * from a Redis outage, while the other processes, back too, renew the leases of their own rooms (which
   * lapsed meanwhile). Taking them would move every room for nothing.
   */
  private settleUntil = 0;
  /**
   * Until when (ms) a renewal lagging past the lease does not make this process let its rooms go: four
   * lease times after its return from a Redis outage, while every client reconnects at once (a room
   * another process takes all the same is fenced at its next write, or let go at the announcement).
   */
  private lapseGraceUntil = 0;

  constructor(private readonly deps: LeaseKeeperDeps) {
    this.validUntil = deps.now();
  }

  /** The leases renewed from now on: valid for one lease time. */
  start(): void {
    this.validUntil = this.deps.now() + this.deps.leases.leaseMs;
  }

  /** Renews the leases (dropping the rooms whose lease went elsewhere) and sends the heartbeat. */
  async renew(): Promise<void> {
    const { leases, now } = this.deps;
    const sentAt = now();
    // Rooms being created or taken over hold their lease already: it is renewed too. The heartbeat and
    // the renewal go out together (one round trip: a busy process's renewals lagged past the lease).
    const [, lost] = await Promise.all([leases.heartbeat(now(), this.deps.roomCount()), leases.renew(this.deps.held())]);
    // A renewal sent before a Redis outage may be answered only after it (and after rejoin's).
    this.validUntil = Math.max(this.validUntil, sentAt + leases.leaseMs);
    for (const code of lost) this.deps.drop(code);
  }

  /**
   * Past the leases' validity (cut off from Redis, or descheduled for a whole lease on a starved
   * machine) the process stops acting for its rooms at once: their writes would be fenced anyway, and
   * a room must not look owned by two processes. The clients find the owner again (or the scan gives
   * the room one). Checked on a timer that runs before any message a stall queued up.
   */
  checkValid(): void {
    // Cut off from Redis (not starved): the rooms are on hold until it is back (holdAll, rejoin).
    if (this.deps.now() <= this.validUntil || this.deps.roomCount() === 0 || this.deps.cutOff()) return;
    // Just back from an outage, amid every client's reconnection, a renewal can lag past the lease.
    // Nobody takes rooms meanwhile (the others settle too), so the rooms go on rather than all be taken
    // over again (nor held: their phones would be refused). Were one taken all the same (a process that
    // was never cut off), its next write is fenced and the move played at the new owner.
    if (this.deps.now() < this.lapseGraceUntil) return;
    this.deps.log.warn({ rooms: this.deps.roomCount(), lateMs: this.deps.now() - this.validUntil }, 'leases not renewed for a whole lease: letting every room go');
    for (const code of this.deps.owned()) this.deps.drop(code);
  }

  /** Taking no room without an owner just now (settleUntil), nor while cut off from Redis. */
  settling(): boolean {
    return this.deps.cutOff() || this.deps.now() < this.settleUntil;
  }

  /**
   * Back from a Redis outage: a heartbeat, and a renewal of every lease at once (one that lapsed
   * meanwhile is re-taken, unless another process holds it now). Answers the codes whose lease another
   * process holds now. No room without an owner is taken for two lease times.
   */
  async rejoin(): Promise<string[]> {
    const { leases, now } = this.deps;
    this.settle();
    const sentAt = now();
    await leases.heartbeat(now(), this.deps.roomCount());
    const lost = await leases.renew(this.deps.held());
    this.validUntil = Math.max(this.validUntil, sentAt + leases.leaseMs);
    this.settle();
    return lost;
  }

  private settle(): void {
    const { leases, now } = this.deps;
    this.settleUntil = now() + 2 * leases.leaseMs;
    this.lapseGraceUntil = now() + 4 * leases.leaseMs;
  }
}
