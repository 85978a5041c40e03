/**
 * Which live process takes a room that has no owner: rendezvous (highest-random-weight) hashing of the
 * room's code over the ids of the processes whose heartbeat is fresh. Every process computes the same
 * answer from the same heartbeat set without a message to the others, so a dead owner's rooms spread
 * evenly over the survivors (about 1/n each) instead of going to whichever scan runs first, and a
 * process that joins or leaves changes only its own share. The lease (set-if-absent) still decides:
 * two processes that disagree about the live set (a heartbeat seen a moment apart) cannot both win.
 */
import { createHash } from 'node:crypto';

/** The process among `live` that should take the room, or null when `live` is empty. */
export function assignee(code: string, live: Iterable<string>): string | null {
  let best: string | null = null;
  let bestWeight = -1;
  for (const process of live) {
    const weight = rendezvousWeight(code, process);
    if (weight > bestWeight || (weight === bestWeight && best !== null && process < best)) {
      best = process;
      bestWeight = weight;
    }
  }
  return best;
}

/** A uniform 48-bit weight of (room, process): a hash for spreading, not for secrecy. */
function rendezvousWeight(code: string, process: string): number {
  return createHash('sha256').update(code).update('\0').update(process).digest().readUIntBE(0, 6);
}
