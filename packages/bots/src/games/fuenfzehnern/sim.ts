/**
 * A compact, mutable Fünfzehnern hand for search: 32-bit card masks (index = suit × 8 + rank, rank 0 = A;
 * pack.ts), the rules from the engine's mask functions (lead.ts: lead obligation, zwang.ts, trick.ts).
 * A move is a card index, or ZWANG + index for a queen led announcing zwang.
 */
import { bindingAfterTrick, legalLeadMask, UNBOUND } from '@kitchen-table/engine/games/fuenfzehnern/lead.ts';
import { pointsOfMask, suitOfIndex } from '@kitchen-table/engine/games/fuenfzehnern/pack.ts';
import { legalFollowMask, trickWinnerPosition } from '@kitchen-table/engine/games/fuenfzehnern/trick.ts';
import { zwangQueensMask } from '@kitchen-table/engine/games/fuenfzehnern/zwang.ts';

export const ZWANG = 32;
export const MAX_SEATS = 4;

export function lowestBit(m: number): number {
  return 31 - Math.clz32(m & -m);
}

export class FuenfzehnernHand {
  seats = 4;
  hands = new Int32Array(MAX_SEATS);
  trick = new Int32Array(MAX_SEATS);
  trickLen = 0;
  leader = 0;
  turn = 0;
  zwang = false;
  bound = new Int32Array(MAX_SEATS).fill(UNBOUND);
  /** Cards of this hand's completed tricks (the lead rule's "played in earlier tricks"). */
  played = 0;
  /** Card points each seat takes from the decision on (past tricks are sunk: they cannot change). */
  gained = new Int32Array(MAX_SEATS);
  tricksLeft = 8;
  over = false;
  /** Moves applied since the position was set up (0 = the searching seat's decision). */
  depth = 0;

  copyFrom(o: FuenfzehnernHand): void {
    this.seats = o.seats;
    this.hands.set(o.hands);
    this.trick.set(o.trick);
    this.trickLen = o.trickLen;
    this.leader = o.leader;
    this.turn = o.turn;
    this.zwang = o.zwang;
    this.bound.set(o.bound);
    this.played = o.played;
    this.gained.set(o.gained);
    this.tricksLeft = o.tricksLeft;
    this.over = o.over;
    this.depth = o.depth;
  }

  /** Legal cards of the seat to move as a mask, and the zwang queens it may lead (second mask). */
  legalMask(): number {
    const hand = this.hands[this.turn];
    if (this.trickLen === 0) return legalLeadMask(hand, this.bound[this.turn], this.played);
    return legalFollowMask(hand, suitOfIndex(this.trick[0]), this.zwang);
  }

  zwangMask(leads: number): number {
    return this.trickLen === 0 ? zwangQueensMask(this.hands[this.turn], leads, this.played) : 0;
  }

  legalMoves(out: Int32Array): number {
    const legal = this.legalMask();
    let n = 0;
    for (let m = legal; m !== 0; m &= m - 1) out[n++] = lowestBit(m);
    for (let m = this.zwangMask(legal); m !== 0; m &= m - 1) out[n++] = ZWANG + lowestBit(m);
    return n;
  }

  play(move: number): void {
    const card = move & 31;
    const seat = this.turn;
    this.depth++;
    this.hands[seat] &= ~(1 << card);
    if (this.trickLen === 0) this.zwang = move >= ZWANG;
    this.trick[this.trickLen++] = card;
    const n = this.seats;
    if (this.trickLen < n) {
      this.turn = seat + 1 === n ? 0 : seat + 1;
      return;
    }
    let mask = 0;
    for (let i = 0; i < n; i++) mask |= 1 << this.trick[i];
    const winner = (this.leader + trickWinnerPosition(this.trick, n)) % n;
    this.gained[winner] += pointsOfMask(mask);
    this.played |= mask;
    this.trickLen = 0;
    this.zwang = false;
    if (--this.tricksLeft === 0) {
      this.over = true;
      return;
    }
    const binding = bindingAfterTrick(this.bound[winner], this.leader, winner, suitOfIndex(this.trick[0]));
    this.bound.fill(UNBOUND);
    this.bound[winner] = binding;
    this.leader = winner;
    this.turn = winner;
  }

  /** Points taken from here on, out of the 15 a seat holds on average per suit in play: about [0, 1]. */
  reward(seat: number): number {
    return this.gained[seat] / (15 * this.seats);
  }
}
