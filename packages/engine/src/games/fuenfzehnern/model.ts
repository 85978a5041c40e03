/**
 * One Fünfzehnern hand as a compact, mutable position (in the manner of OpenSpiel's states or chessops'
 * `Position`): cards are indices (pack.ts), hands and played cards 32-bit masks, and nothing is
 * allocated while it plays. It is the one place the hand's transitions are written — a card played,
 * the trick taken, the lead binding moved, the hand ended. `applyMove` loads it from the JSON state and
 * plays the move on it (moves.ts), the engine benchmark plays random hands on it (benchmark.ts), and the
 * bots search on it. What a seat may do comes from the rule predicates (lead.ts, zwang.ts, trick.ts).
 *
 * A move is a card index, or ZWANG + index for a queen led announcing zwang.
 */
import * as bits from '../../core/bits.ts';
import * as lead from './lead.ts';
import { MAX_SEATS } from './options.ts';
import * as pack from './pack.ts';
import * as trick from './trick.ts';
import * as zwang from './zwang.ts';

// Local bindings for the hot path: loaders such as tsx and vitest compile every use of an imported name
// into a property getter call (see elevator/runs.ts).
const UNBOUND = lead.UNBOUND;
const legalLeadMask = lead.legalLeadMask;
const bindingAfterTrick = lead.bindingAfterTrick;
const zwangQueensMask = zwang.zwangQueensMask;
const legalFollowMask = trick.legalFollowMask;
const trickWinnerPosition = trick.trickWinnerPosition;
const pointsOfMask = pack.pointsOfMask;
const suitOfIndex = pack.suitOfIndex;
const lowestBit = bits.lowestBit;

/** A zwang lead is the queen's index plus this. */
export const ZWANG = 32;

/** Every hand deals the whole pack, 8 cards to each seat (rules 1.2). */
export const CARDS_PER_SEAT = 8;

export class FuenfzehnernModel {
  seats = 4;
  /** Each seat's cards. */
  hands = new Int32Array(MAX_SEATS);
  /** The trick's cards in play order from its leader; once a trick is taken, its cards until the next lead. */
  trick = new Int32Array(MAX_SEATS);
  /** Cards played to the trick being played (0: the lead is due). */
  trickLen = 0;
  /** The seat that leads the trick being played (once a trick is taken: its winner). */
  leader = 0;
  /** The seat whose card is due. */
  turn = 0;
  /** The trick being played is a zwang trick. */
  zwang = false;
  /** Each seat's bound suit, or UNBOUND (only the seat holding the lead can be bound). */
  bound = new Int32Array(MAX_SEATS).fill(UNBOUND);
  /** Cards of this hand's completed tricks (the lead rule's "played in earlier tricks"). */
  played = 0;
  /**
   * Card points each seat has taken in this hand since the position was set up: all of them when it is
   * loaded from the state; from the decision on for a bot's position (earlier tricks lie face down).
   */
  points = new Int32Array(MAX_SEATS);
  /** The hand's last trick has been taken. */
  over = false;

  /** An empty position: no cards anywhere, nobody bound, `leader` to lead. */
  reset(seats: number, leader: number): void {
    this.seats = seats;
    // Plain loops: four short typed arrays clear faster this way than through fill(), once per hand.
    for (let s = 0; s < MAX_SEATS; s++) {
      this.hands[s] = 0;
      this.trick[s] = 0;
      this.bound[s] = UNBOUND;
      this.points[s] = 0;
    }
    this.trickLen = 0;
    this.leader = leader;
    this.turn = leader;
    this.zwang = false;
    this.played = 0;
    this.over = false;
  }

  /** A fresh hand from a shuffled pack of card indices: 8 cards to each seat in turn, the seat after the dealer leads. */
  deal(seats: number, dealer: number, deck: ArrayLike<number>): void {
    this.reset(seats, (dealer + 1) % seats);
    for (let s = 0; s < seats; s++) {
      let m = 0;
      for (let i = s * CARDS_PER_SEAT; i < (s + 1) * CARDS_PER_SEAT; i++) m |= 1 << deck[i];
      this.hands[s] = m;
    }
  }

  copyFrom(o: FuenfzehnernModel): void {
    this.seats = o.seats;
    this.hands.set(o.hands);
    this.trick.set(o.trick);
    this.trickLen = o.trickLen;
    this.leader = o.leader;
    this.turn = o.turn;
    this.zwang = o.zwang;
    this.bound.set(o.bound);
    this.played = o.played;
    this.points.set(o.points);
    this.over = o.over;
  }

  /** The cards the seat to act may play (leading: under the lead obligation, zwang aside). */
  legalMask(): number {
    const hand = this.hands[this.turn];
    if (this.trickLen === 0) return legalLeadMask(hand, this.bound[this.turn], this.played);
    return legalFollowMask(hand, suitOfIndex(this.trick[0]), this.zwang);
  }

  /** The queens the seat to act may lead announcing zwang, given its legal leads (none when following). */
  zwangMask(leads: number): number {
    return this.trickLen === 0 ? zwangQueensMask(this.hands[this.turn], leads, this.played) : 0;
  }

  /** Writes the legal moves into `out` in card order, a zwang lead right after its plain lead; returns how many. */
  legalMoves(out: Int32Array): number {
    const hand = this.hands[this.turn];
    let n = 0;
    if (this.trickLen !== 0) {
      for (let m = legalFollowMask(hand, suitOfIndex(this.trick[0]), this.zwang); m !== 0; m &= m - 1) out[n++] = lowestBit(m);
      return n;
    }
    const leads = legalLeadMask(hand, this.bound[this.turn], this.played);
    const zwangs = zwangQueensMask(hand, leads, this.played);
    for (let m = leads; m !== 0; m &= m - 1) {
      const card = lowestBit(m);
      out[n++] = card;
      if (zwangs & (1 << card)) out[n++] = ZWANG + card;
    }
    return n;
  }

  /** Plays a legal move of the seat to act; the trick's last card takes it (`takeTrick`). */
  play(move: number): void {
    const card = move & 31;
    const seat = this.turn;
    const len = this.trickLen;
    const n = this.seats;
    this.hands[seat] &= ~(1 << card);
    if (len === 0) this.zwang = move >= ZWANG;
    this.trick[len] = card;
    this.trickLen = len + 1;
    if (len + 1 < n) this.turn = seat + 1 === n ? 0 : seat + 1;
    else this.takeTrick();
  }

  /**
   * The trick is complete: the highest card of the suit led takes it, its seat takes the points and
   * leads next, bound to the suit led when it took another seat's trick (rules 2.3, 3.1, 3.7); the last
   * trick ends the hand.
   */
  private takeTrick(): void {
    const n = this.seats;
    const trick = this.trick;
    let mask = 0;
    for (let i = 0; i < n; i++) mask |= 1 << trick[i];
    const leader = this.leader;
    const winner = (leader + trickWinnerPosition(trick, n)) % n;
    this.points[winner] += pointsOfMask(mask);
    this.played |= mask;
    this.trickLen = 0;
    this.zwang = false;
    this.leader = winner;
    this.turn = winner;
    const bound = this.bound;
    if (this.hands[winner] === 0) {
      // Every hand is empty: the hand is over, and no binding outlives it.
      this.over = true;
      for (let s = 0; s < n; s++) bound[s] = UNBOUND;
      return;
    }
    const binding = bindingAfterTrick(bound[winner], leader, winner, suitOfIndex(trick[0]));
    // The old leader's binding lapses with the lead (rule 3.7): only the winner can be bound now.
    bound[leader] = UNBOUND;
    bound[winner] = binding;
  }
}
