/**
 * Deals unseen cards (indices 0…31) to holders — the other seats, and a pile for cards known to be gone
 * but not which — so that every holder gets exactly its count, never a card it is known not to hold
 * (a void revealed, an ace that zwang would have forced out) and always a card it is known to hold.
 * The most constrained cards go first, each to an allowed holder chosen in proportion to the room it
 * has left; a dead end restarts. Close to uniform over the consistent deals, and cheap.
 */
import type { Rng } from './rng.ts';

export interface DealConstraints {
  /** Cards per holder. */
  capacity: readonly number[];
  /** Per holder, a mask of cards it cannot hold. */
  cannot: readonly number[];
  /** Per holder, a mask of cards it must hold. */
  must: readonly number[];
}

export class DealSampler {
  private readonly order: number[];
  private readonly room: number[];
  private readonly allowedCount: number[];

  constructor(private readonly cards: readonly number[], private readonly c: DealConstraints) {
    this.order = cards.slice();
    this.room = new Array(c.capacity.length).fill(0);
    this.allowedCount = new Array(32).fill(0);
    for (const card of cards) {
      let n = 0;
      for (let h = 0; h < c.capacity.length; h++) if ((c.cannot[h] & (1 << card)) === 0) n++;
      this.allowedCount[card] = n;
    }
  }

  /** Writes each holder's cards as a mask into `out`; returns false if only a deal ignoring the constraints was found. */
  sample(rng: Rng, out: number[] | Int32Array): boolean {
    for (let attempt = 0; attempt < 40; attempt++) if (this.tryDeal(rng, out, true)) return true;
    this.tryDeal(rng, out, false);
    return false;
  }

  private tryDeal(rng: Rng, out: number[] | Int32Array, constrained: boolean): boolean {
    const { capacity, cannot, must } = this.c;
    const holders = capacity.length;
    const room = this.room;
    let forced = 0;
    for (let h = 0; h < holders; h++) {
      room[h] = capacity[h];
      out[h] = 0;
    }
    if (constrained) {
      for (let h = 0; h < holders; h++) {
        for (const card of this.cards) {
          if (must[h] & (1 << card) && !(forced & (1 << card)) && room[h] > 0) {
            out[h] |= 1 << card;
            forced |= 1 << card;
            room[h]--;
          }
        }
      }
    }
    const order = this.order;
    rng.shuffle(order);
    if (constrained) {
      const count = this.allowedCount;
      order.sort((a, b) => count[a] - count[b]);
    }
    for (const card of order) {
      const bit = 1 << card;
      if (forced & bit) continue;
      let total = 0;
      for (let h = 0; h < holders; h++) if (room[h] > 0 && (!constrained || (cannot[h] & bit) === 0)) total += room[h];
      if (total === 0) return false;
      let pick = rng.int(total);
      let h = 0;
      for (; h < holders; h++) {
        if (room[h] > 0 && (!constrained || (cannot[h] & bit) === 0)) {
          pick -= room[h];
          if (pick < 0) break;
        }
      }
      out[h] |= bit;
      room[h]--;
    }
    return true;
  }
}
