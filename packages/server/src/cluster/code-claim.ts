/**
 * A new room's code in a cluster (rooms/room-codes.ts `CodeClaim`): unique in the whole cluster — its
 * lease first (no live process holds it), then its row (no room, live or stored, has it: `claimCode`).
 * A code whose row exists already gives its lease back and another is drawn.
 */
import { uniqueRoomCode, type CodeClaim } from '../rooms/room-codes.ts';
import type { KyselyStore } from '../storage/kysely-store.ts';
import { claimCode } from './fencing.ts';
import type { Leases } from './leases.ts';

export interface LeasedCodeClaimDeps {
  leases: Leases;
  db: KyselyStore['db'];
  now(): number;
  /** Codes this process claimed already (for rooms being created): not drawn again. */
  claimed(code: string): boolean;
  /** The code is this process's: its room is created here (epoch 1). */
  owned(code: string): void;
}

export const CODE_ATTEMPTS = 100;

export class LeasedCodeClaim implements CodeClaim {
  constructor(private readonly deps: LeasedCodeClaimDeps) {}

  async claim(inUse: (code: string) => boolean): Promise<string> {
    const { leases, db } = this.deps;
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = uniqueRoomCode((c) => inUse(c) || this.deps.claimed(c));
      if (!(await leases.acquire(code))) continue;
      if (await claimCode(db, code, this.deps.now())) {
        this.deps.owned(code);
        return code;
      }
      await leases.release([code]);
    }
    throw new Error(`no free room code in the cluster after ${CODE_ATTEMPTS} attempts`);
  }
}
