/**
 * A compact, mutable Lusti-Kartl'n hand for search: hands as 32-bit card masks (card index = suit × 8 +
 * rank, pack.ts), the rules from the engine's rule functions (trick.ts, brand.ts, scoring.ts). Moves are
 * card indices. The teams: seat & 1.
 */
import { isBrand } from '@kitchen-table/engine/games/lusti/brand.ts';
import { cardIndex } from '@kitchen-table/engine/games/lusti/pack.ts';
import { scoreHand } from '@kitchen-table/engine/games/lusti/scoring.ts';
import { trickPoints, trickWinnerPosition } from '@kitchen-table/engine/games/lusti/trick.ts';
import type { LustiSeatView } from '@kitchen-table/engine/games/lusti/views.ts';
import type { Rng } from '../../util/rng.ts';

export const SEATS = 4;
/** Rank masks: the four cards of rank r are bits r, r+8, r+16, r+24. */
export const RANK_MASK = (r: number): number => 0x01010101 << r;
/** Sau (A, rank 0) and ten (rank 4) count 10 each. */
export const COUNTING = RANK_MASK(0) | RANK_MASK(4);

export function popCount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

export function lowestBit(m: number): number {
  return 31 - Math.clz32(m & -m);
}

export class LustiHand {
  hands = new Int32Array(SEATS);
  trick = new Int32Array(SEATS);
  ranks = new Int32Array(SEATS);
  trickLen = 0;
  leader = 0;
  turn = 0;
  /** Every card played this hand, the trick on the table included (public). */
  played = 0;
  cardPoints = new Int32Array(2);
  tricksTaken = new Int32Array(2);
  tricksLeft = 8;
  over = false;
  brandTeam = -1;

  copyFrom(o: LustiHand): void {
    this.hands.set(o.hands);
    this.trick.set(o.trick);
    this.ranks.set(o.ranks);
    this.trickLen = o.trickLen;
    this.leader = o.leader;
    this.turn = o.turn;
    this.played = o.played;
    this.cardPoints.set(o.cardPoints);
    this.tricksTaken.set(o.tricksTaken);
    this.tricksLeft = o.tricksLeft;
    this.over = o.over;
    this.brandTeam = o.brandTeam;
  }

  /** Seat currently taking the trick (the last card of the led rank), -1 for an empty trick. */
  trickWinner(): number {
    if (this.trickLen === 0) return -1;
    return (this.leader + trickWinnerPosition(this.ranks, this.trickLen)) & 3;
  }

  legalMoves(out: Int32Array): number {
    let n = 0;
    for (let m = this.hands[this.turn]; m !== 0; m &= m - 1) out[n++] = lowestBit(m);
    return n;
  }

  play(card: number): void {
    const seat = this.turn;
    this.hands[seat] &= ~(1 << card);
    this.played |= 1 << card;
    this.trick[this.trickLen] = card;
    this.ranks[this.trickLen] = card & 7;
    if (++this.trickLen < SEATS) {
      this.turn = (seat + 1) & 3;
      return;
    }
    const winner = (this.leader + trickWinnerPosition(this.ranks, SEATS)) & 3;
    const team = winner & 1;
    const last = this.tricksLeft === 1;
    this.cardPoints[team] += trickPoints(this.trick, SEATS, last);
    this.tricksTaken[team]++;
    this.trickLen = 0;
    this.leader = winner;
    this.turn = winner;
    this.tricksLeft--;
    if (isBrand(this.ranks, SEATS)) {
      this.brandTeam = team;
      this.over = true;
    } else if (last) this.over = true;
  }

  /** Game points of the hand for `team`'s side: positive when it won them, negative when the others did. */
  gamePointsFor(team: number): number {
    const s = scoreHand(this.cardPoints, this.tricksTaken, this.brandTeam);
    if (s.winner === null) return 0;
    return s.winner === team ? s.gamePoints : -s.gamePoints;
  }

  /** Mostly the game points (−4 … 4), a little the card points, on about [0, 1]. */
  reward(seat: number): number {
    const team = seat & 1;
    const gp = this.gamePointsFor(team);
    const cp = this.cardPoints[team] - this.cardPoints[team ^ 1];
    return 0.5 + 0.11 * gp + 0.05 * (cp / 90);
  }
}

/** The public hand with only the seat's own cards, and the cards it has not seen. */
export interface LustiKnowledge {
  base: LustiHand;
  seat: number;
  handSizes: number[];
  unseen: number[];
}

export function readLustiView(view: Readonly<LustiSeatView>): LustiKnowledge {
  const h = new LustiHand();
  const seat = view.seat;
  for (const c of view.hand) h.hands[seat] |= 1 << cardIndex(c);
  for (const t of view.tricks) for (const p of t.plays) h.played |= 1 << cardIndex(p.card);
  h.leader = view.trick.leader;
  h.trickLen = view.trick.plays.length;
  view.trick.plays.forEach((p, i) => {
    const c = cardIndex(p.card);
    h.trick[i] = c;
    h.ranks[i] = c & 7;
    h.played |= 1 << c;
  });
  h.turn = seat;
  h.cardPoints[0] = view.cardPoints[0];
  h.cardPoints[1] = view.cardPoints[1];
  h.tricksTaken[0] = view.tricksTaken[0];
  h.tricksTaken[1] = view.tricksTaken[1];
  h.tricksLeft = view.tricksInHand - view.tricks.length;
  const unseen: number[] = [];
  const known = h.hands[seat] | h.played;
  for (let c = 0; c < 32; c++) if ((known & (1 << c)) === 0) unseen.push(c);
  return { base: h, seat, handSizes: view.handSizes.slice(), unseen };
}

/** Any card may be played in Lusti-Kartl'n, so nothing but the cards seen narrows the other hands: deal the unseen uniformly. */
export function determinizeLusti(k: LustiKnowledge, rng: Rng, into: LustiHand, pool: number[]): LustiHand {
  into.copyFrom(k.base);
  for (let i = 0; i < k.unseen.length; i++) pool[i] = k.unseen[i];
  rng.shuffle(pool, k.unseen.length);
  let next = 0;
  for (let s = 0; s < SEATS; s++) {
    if (s === k.seat) continue;
    let m = 0;
    for (let i = 0; i < k.handSizes[s]; i++) m |= 1 << pool[next++];
    into.hands[s] = m;
  }
  return into;
}
