/**
 * A compact, mutable Fahrstuhl deal for search: typed arrays, moves as small integers, the rules taken from
 * the engine's rule functions (legality.ts, trick.ts, scoring.ts) so there is one implementation of them.
 * A move is a card kind (0…31) while playing and CALL_BASE + n while calling.
 */
import { cardStrength, suitOfKind } from '@kitchen-table/engine/games/fahrstuhl/cards.ts';
import { isShared, mustPlayTrump } from '@kitchen-table/engine/games/fahrstuhl/legality.ts';
import { roundPoints } from '@kitchen-table/engine/games/fahrstuhl/scoring.ts';
import { creditedMask, firstTopPosition, trickTopMask } from '@kitchen-table/engine/games/fahrstuhl/trick.ts';

export const CALL_BASE = 32;
export const MAX_SEATS = 6;
export const MAX_CARDS = 10;
export const PHASE_CALLING = 0;
export const PHASE_PLAYING = 1;
export const PHASE_OVER = 2;

export class FahrstuhlDeal {
  seats = 4;
  cards = 1;
  trumpSuit = 0;
  bonus = 100;
  perTrick = 10;
  phase = PHASE_CALLING;
  /** Kinds, MAX_CARDS slots per seat, trumps first (so the legal cards of a seat holding trump are a prefix). */
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
  trick = new Uint8Array(MAX_SEATS);
  trickLen = 0;
  tricksLeft = 0;
  /** Copies of each kind that everybody has seen: played cards and the turned-up card. */
  seen = new Uint8Array(32);
  /** Copies of each kind in the match deck (2 for the classes in play, else 0). */
  deck = new Uint8Array(32);

  copyFrom(o: FahrstuhlDeal): void {
    this.seats = o.seats;
    this.cards = o.cards;
    this.trumpSuit = o.trumpSuit;
    this.bonus = o.bonus;
    this.perTrick = o.perTrick;
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
    this.seen.set(o.seen);
    this.deck.set(o.deck);
  }

  strength(kind: number): number {
    return cardStrength(kind, this.trumpSuit);
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

  /** The cards a seat may play now: indexes 0 … playable−1 of its hand (rule: holding trump, play trump). */
  playable(seat: number): number {
    const tl = this.trumpLen[seat];
    return mustPlayTrump(tl) ? tl : this.handLen[seat];
  }

  legalMoves(out: Int32Array): number {
    if (this.phase === PHASE_CALLING) {
      for (let c = 0; c <= this.cards; c++) out[c] = CALL_BASE + c;
      return this.cards + 1;
    }
    if (this.phase !== PHASE_PLAYING) return 0;
    const seat = this.turn;
    const base = seat * MAX_CARDS;
    const m = this.playable(seat);
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

  apply(move: number): void {
    if (this.phase === PHASE_CALLING) this.call(move - CALL_BASE);
    else this.play(move);
  }

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

  play(kind: number): void {
    const seat = this.turn;
    const base = seat * MAX_CARDS;
    const hands = this.hands;
    const hl = this.handLen[seat];
    const tl = this.trumpLen[seat];
    let idx = 0;
    while (hands[base + idx] !== kind) idx++;
    if (idx < tl) {
      hands[base + idx] = hands[base + tl - 1];
      hands[base + tl - 1] = hands[base + hl - 1];
      this.trumpLen[seat] = tl - 1;
    } else {
      hands[base + idx] = hands[base + hl - 1];
    }
    this.handLen[seat] = hl - 1;
    this.seen[kind]++;
    this.trick[this.trickLen++] = kind;
    const n = this.seats;
    if (this.trickLen < n) {
      this.turn = seat + 1 === n ? 0 : seat + 1;
      return;
    }
    const top = trickTopMask(this.trick, 0, n, this.trumpSuit);
    for (let m = creditedMask(top, this.shared); m !== 0; m &= m - 1) {
      let w = this.leader + firstTopPosition(m);
      if (w >= n) w -= n;
      this.taken[w]++;
    }
    let leader = this.leader + firstTopPosition(top);
    if (leader >= n) leader -= n;
    this.leader = leader;
    this.turn = leader;
    this.trickLen = 0;
    if (--this.tricksLeft === 0) this.phase = PHASE_OVER;
  }

  points(seat: number): number {
    return roundPoints(this.calls[seat], this.taken[seat], this.perTrick, this.bonus);
  }

  /** Round points mapped onto [0, 1] (worst miss … best exact call). */
  reward(seat: number): number {
    const lo = -this.perTrick * this.cards;
    const hi = this.bonus + this.perTrick * this.cards;
    return (this.points(seat) - lo) / (hi - lo);
  }
}
