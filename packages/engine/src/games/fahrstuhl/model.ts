/**
 * The one compact, mutable model of a Fahrstuhl deal — the only place where a call is recorded, a card
 * leaves a hand, a trick is credited and a deal is scored. `applyMove` loads the JSON state into it and
 * reads the result back (moves.ts), the engine benchmark plays random deals and matches on it
 * (benchmark.ts), and the strong bots search on it. The rules themselves are the predicates of
 * legality.ts, trick.ts and scoring.ts, called from here.
 *
 * Integer cards (kinds, cards.ts), typed arrays, nothing allocated after construction. Hands keep their
 * trumps in front (`hands[base … base+trumpLen)`), so the legal cards of a seat are a prefix of its hand
 * and a random legal card is one random index. A move is a card kind (0…31) while playing and
 * CALL_BASE + n while calling.
 *
 * A deal ends in PHASE_OVER with its points in `score` and added to `totals`; what comes next (the next
 * deal, or the match's end) is the match's business: core/match.ts for `applyMove`, the benchmark's loop.
 */
import { cardStrength, suitOfKind } from './cards.ts';
import { kindOfPhysical } from './deck.ts';
import { isShared, mustPlayTrump } from './legality.ts';
import { MAX_CARDS, MAX_SEATS } from './options.ts';
import { roundPoints } from './scoring.ts';
import { creditedMask, firstTopPosition, trickTopMask } from './trick.ts';

export { MAX_CARDS, MAX_SEATS };
export const CALL_BASE = 32;
export const PHASE_CALLING = 0;
export const PHASE_PLAYING = 1;
/** The deal is over (scored); the model stays here until the next `startDeal`. */
export const PHASE_OVER = 2;

export class FahrstuhlModel {
  seats = 4;
  bonus = 100;
  /** Cards per seat this deal (= tricks), and what one trick is worth on its trip. */
  cards = 1;
  perTrick = 10;
  dealer = 0;
  /** The turned-up card (a kind) and its suit, trump. */
  trump = 0;
  trumpSuit = 0;
  phase = PHASE_CALLING;
  /** Kinds, MAX_CARDS slots per seat, trumps first. */
  hands = new Uint8Array(MAX_SEATS * MAX_CARDS);
  handLen = new Uint8Array(MAX_SEATS);
  trumpLen = new Uint8Array(MAX_SEATS);
  /** -1 = not called yet. */
  calls = new Int8Array(MAX_SEATS);
  callSum = 0;
  callsLeft = 0;
  shared = false;
  taken = new Uint8Array(MAX_SEATS);
  leader = 0;
  turn = 0;
  /** Kinds played to the trick, the leader's first; after a trick ends it still holds that trick's cards. */
  trick = new Uint8Array(MAX_SEATS);
  trickLen = 0;
  tricksLeft = 0;
  /** The last finished trick: who led it and which play positions were credited (a bit mask). */
  lastLeader = 0;
  lastCredited = 0;
  /** Points of the last finished deal, and the running match totals. */
  score = new Int32Array(MAX_SEATS);
  totals = new Int32Array(MAX_SEATS);

  /** A new match on this model: seats and bonus; totals 0. */
  configure(seats: number, bonus: number): void {
    this.seats = seats;
    this.bonus = bonus;
    this.totals.fill(0);
    this.score.fill(0);
  }

  copyFrom(o: FahrstuhlModel): void {
    this.seats = o.seats;
    this.bonus = o.bonus;
    this.cards = o.cards;
    this.perTrick = o.perTrick;
    this.dealer = o.dealer;
    this.trump = o.trump;
    this.trumpSuit = o.trumpSuit;
    this.phase = o.phase;
    this.hands.set(o.hands);
    this.handLen.set(o.handLen);
    this.trumpLen.set(o.trumpLen);
    this.calls.set(o.calls);
    this.callSum = o.callSum;
    this.callsLeft = o.callsLeft;
    this.shared = o.shared;
    this.taken.set(o.taken);
    this.leader = o.leader;
    this.turn = o.turn;
    this.trick.set(o.trick);
    this.trickLen = o.trickLen;
    this.tricksLeft = o.tricksLeft;
    this.lastLeader = o.lastLeader;
    this.lastCredited = o.lastCredited;
    this.score.set(o.score);
    this.totals.set(o.totals);
  }

  /**
   * Rule "A round": a deal of `cards` cards per seat with `dealer`, hands empty (fill them with `deal`
   * or `give`), trump the turned-up `trump`; nobody has called; the seat after the dealer calls first and
   * leads the first trick.
   */
  startDeal(cards: number, perTrick: number, dealer: number, trump: number): void {
    this.begin(cards, perTrick, dealer, trump);
    for (let s = 0; s < this.seats; s++) {
      this.handLen[s] = 0;
      this.trumpLen[s] = 0;
    }
  }

  /** Everything of a new deal but the hands. */
  private begin(cards: number, perTrick: number, dealer: number, trump: number): void {
    const seats = this.seats;
    this.cards = cards;
    this.perTrick = perTrick;
    this.dealer = dealer;
    this.trump = trump;
    this.trumpSuit = suitOfKind(trump);
    this.phase = PHASE_CALLING;
    this.callSum = 0;
    this.callsLeft = seats;
    this.shared = false;
    const first = dealer + 1 === seats ? 0 : dealer + 1;
    this.leader = first;
    this.turn = first;
    this.trickLen = 0;
    this.tricksLeft = cards;
    for (let s = 0; s < seats; s++) {
      this.calls[s] = -1;
      this.taken[s] = 0;
    }
  }

  /**
   * Deals from a shuffled match deck of physical cards (deck.ts's layout: seat s holds positions
   * s·cards … s·cards + cards − 1, position seats·cards is the turned-up card).
   */
  deal(deck: ArrayLike<number>, cards: number, perTrick: number, dealer: number): void {
    const seats = this.seats;
    this.begin(cards, perTrick, dealer, kindOfPhysical(deck[seats * cards]));
    const trumpSuit = this.trumpSuit;
    const hands = this.hands;
    for (let s = 0; s < seats; s++) {
      const base = s * MAX_CARDS;
      let tl = 0;
      for (let c = 0; c < cards; c++) {
        const kind = kindOfPhysical(deck[s * cards + c]);
        if (suitOfKind(kind) === trumpSuit) {
          hands[base + c] = hands[base + tl];
          hands[base + tl] = kind;
          tl++;
        } else {
          hands[base + c] = kind;
        }
      }
      this.handLen[s] = cards;
      this.trumpLen[s] = tl;
    }
  }

  /** Adds a card to a seat's hand keeping trumps in front. */
  give(seat: number, kind: number): void {
    const base = seat * MAX_CARDS;
    const hl = this.handLen[seat];
    if (suitOfKind(kind) === this.trumpSuit) {
      const tl = this.trumpLen[seat];
      this.hands[base + hl] = this.hands[base + tl];
      this.hands[base + tl] = kind;
      this.trumpLen[seat] = tl + 1;
    } else {
      this.hands[base + hl] = kind;
    }
    this.handLen[seat] = hl + 1;
  }

  strength(kind: number): number {
    return cardStrength(kind, this.trumpSuit);
  }

  /** Seat to move, or -1 once the deal is over. */
  toAct(): number {
    return this.phase === PHASE_OVER ? -1 : this.turn;
  }

  /** The cards a seat may play now: indexes 0 … playable−1 of its hand (rule "Play": holding trump, play trump). */
  playable(seat: number): number {
    const tl = this.trumpLen[seat];
    return mustPlayTrump(tl) ? tl : this.handLen[seat];
  }

  /** The legal moves of the seat to move into `out` (one per distinct card, copies are identical); returns their count. */
  legalMoves(out: Int32Array): number {
    if (this.phase === PHASE_CALLING) {
      for (let c = 0; c <= this.cards; c++) out[c] = CALL_BASE + c;
      return this.cards + 1;
    }
    if (this.phase !== PHASE_PLAYING) return 0;
    const base = this.turn * MAX_CARDS;
    const m = this.playable(this.turn);
    let mask = 0;
    let n = 0;
    for (let i = 0; i < m; i++) {
      const kind = this.hands[base + i];
      const bit = 1 << kind;
      if ((mask & bit) === 0) {
        mask |= bit;
        out[n++] = kind;
      }
    }
    return n;
  }

  /** Plays a legal move of the seat to move: a call (CALL_BASE + n) or a card (its kind). */
  play(move: number): void {
    if (this.phase === PHASE_CALLING) this.call(move - CALL_BASE);
    else this.playCard(move);
  }

  /** Rule "Calls": the seat to move calls n; after the last call the round is shared or not, and the leader plays. */
  call(n: number): void {
    this.calls[this.turn] = n;
    this.callSum += n;
    this.turn = this.turn + 1 === this.seats ? 0 : this.turn + 1;
    if (--this.callsLeft === 0) {
      this.shared = isShared(this.callSum, this.cards);
      this.phase = PHASE_PLAYING;
      this.turn = this.leader;
    }
  }

  /** The seat to move plays a card of this kind (it holds one). */
  playCard(kind: number): void {
    const base = this.turn * MAX_CARDS;
    let idx = 0;
    while (this.hands[base + idx] !== kind) idx++;
    this.playSlot(idx);
  }

  /**
   * The seat to move plays the card in slot `idx` of its hand. Ends the trick when it is full (rule "Who
   * takes the trick") and the deal after its last trick (rule "Points per round").
   */
  playSlot(idx: number): void {
    const seat = this.turn;
    const base = seat * MAX_CARDS;
    const hands = this.hands;
    const hl = this.handLen[seat];
    const tl = this.trumpLen[seat];
    const kind = hands[base + idx];
    if (idx < tl) {
      hands[base + idx] = hands[base + tl - 1];
      hands[base + tl - 1] = hands[base + hl - 1];
      this.trumpLen[seat] = tl - 1;
    } else {
      hands[base + idx] = hands[base + hl - 1];
    }
    this.handLen[seat] = hl - 1;
    this.trick[this.trickLen++] = kind;
    if (this.trickLen < this.seats) this.turn = seat + 1 === this.seats ? 0 : seat + 1;
    else this.endTrick();
  }

  /** Rule "Who takes the trick": credits the full trick; its first top card leads the next one. */
  private endTrick(): void {
    const n = this.seats;
    const top = trickTopMask(this.trick, 0, n, this.trumpSuit);
    const credited = creditedMask(top, this.shared);
    for (let m = credited; m !== 0; m &= m - 1) {
      let w = this.leader + firstTopPosition(m);
      if (w >= n) w -= n;
      this.taken[w]++;
    }
    this.lastLeader = this.leader;
    this.lastCredited = credited;
    let leader = this.leader + firstTopPosition(top);
    if (leader >= n) leader -= n;
    this.leader = leader;
    this.turn = leader;
    this.trickLen = 0;
    if (--this.tricksLeft === 0) this.endDeal();
  }

  private endDeal(): void {
    for (let s = 0; s < this.seats; s++) {
      const points = this.points(s);
      this.score[s] = points;
      this.totals[s] += points;
    }
    this.phase = PHASE_OVER;
  }

  /** A seat's points for the deal as it stands (final once it is over). */
  points(seat: number): number {
    return roundPoints(this.calls[seat], this.taken[seat], this.perTrick, this.bonus);
  }

  /** Round points mapped onto [0, 1] (worst miss … best exact call), for search. */
  reward(seat: number): number {
    const lo = -this.perTrick * this.cards;
    const hi = this.bonus + this.perTrick * this.cards;
    return (this.points(seat) - lo) / (hi - lo);
  }
}
