/**
 * The rooms without a live owner, and which of them are this process's to take (issue 29 §3: split out
 * of cluster-rooms.ts). A room has no live owner when nobody holds its lease or its holder is not alive
 * (takeover.ts takes it from a dead one). Each is assigned to one live process (shares.ts); a room that
 * stays without an owner past the grace (its assignee may be stalled, or the heartbeats were read a
 * moment apart) is anyone's. The scan runs every quarter lease, after a death (death-watch.ts), and when
 * an edge asks for one room (`claim`).
 */
import type { KyselyStore } from '../storage/kysely-store.ts';
import type { OrphanScan } from './death-watch.ts';
import { roomCodes } from './fencing.ts';
import type { Leases } from './leases.ts';
import { assignee } from './shares.ts';

export interface OrphanScanDeps {
  db: KyselyStore['db'];
  leases: Pick<Leases, 'leaseMs' | 'processId' | 'owners' | 'liveProcesses'>;
  /** The rooms' clock. */
  now(): number;
  /** The room is here, or a takeover of it is under way: not an orphan to this process. */
  held(code: string): boolean;
  /** Takes the room (true: it is here now). */
  take(code: string): Promise<boolean>;
  /** Taking no room just now (after a Redis outage, or cut off from Redis). */
  settling(): boolean;
}

export class OrphanScanner {
  /** When this process first saw each room without an owner (ms): past the grace, anyone may take it. */
  private readonly orphanSince = new Map<string, number>();
  private live: { at: number; ids: Promise<string[]> } | null = null;

  constructor(private readonly deps: OrphanScanDeps) {}

  /** How often the orphan scan runs (it reads every room's code): a quarter lease. */
  get intervalMs(): number {
    return Math.max(50, Math.floor(this.deps.leases.leaseMs / 4));
  }

  /**
   * How long a room assigned to another live process may stay without an owner before any process
   * takes it: two scans.
   */
  get graceMs(): number {
    return this.deps.leases.leaseMs / 2;
  }

  /**
   * Takes this process's share of the rooms without a live owner, saying also how many of that share it
   * did not take (the death watch scans again).
   */
  async scan(): Promise<OrphanScan> {
    const deps = this.deps;
    if (deps.settling()) return { taken: 0, left: 1 };
    const codes = (await roomCodes(deps.db)).filter((c) => !deps.held(c));
    const [owners, live] = await Promise.all([deps.leases.owners(codes), this.liveProcesses()]);
    const alive = new Set(live);
    const orphans = codes.filter((_, i) => owners[i] === null || !alive.has(owners[i]!));
    const now = deps.now();
    const still = new Set(orphans);
    for (const code of this.orphanSince.keys()) if (!still.has(code)) this.orphanSince.delete(code);
    for (const code of orphans) if (!this.orphanSince.has(code)) this.orphanSince.set(code, now);
    if (orphans.length === 0) return { taken: 0, left: 0 };
    const mine = orphans.filter((code) => this.mayTake(code, live, now));
    const taken = (await Promise.all(mine.map((code) => deps.take(code)))).filter(Boolean).length;
    return { taken, left: mine.length - taken };
  }

  /**
   * A client's room has no owner (an edge asks): taken here if it is this process's to take (its
   * share, or past the grace), else false — its assignee will take it, and the edge asks again.
   */
  async claim(code: string): Promise<boolean> {
    if (this.deps.settling()) return false;
    const now = this.deps.now();
    if (!this.orphanSince.has(code)) this.orphanSince.set(code, now);
    return this.mayTake(code, await this.liveProcesses(), now) ? this.deps.take(code) : false;
  }

  /** The room has an owner here now. */
  taken(code: string): void {
    this.orphanSince.delete(code);
  }

  /** The room is this process's to take: assigned to it among the live processes, or orphaned past the grace. */
  private mayTake(code: string, live: readonly string[], now: number): boolean {
    if (assignee(code, live) === this.deps.leases.processId) return true;
    return now - (this.orphanSince.get(code) ?? now) >= this.graceMs;
  }

  /** The live processes (this one always among them), read at most every 100 ms. */
  liveProcesses(fresh = false): Promise<string[]> {
    const { leases } = this.deps;
    const now = this.deps.now();
    if (fresh || !this.live || now - this.live.at > 100) {
      const ids = leases.liveProcesses(now).then((set) => [...set.add(leases.processId)]);
      const entry = { at: now, ids };
      ids.catch(() => {
        if (this.live === entry) this.live = null;
      });
      this.live = entry;
    }
    return this.live.ids;
  }
}
