/**
 * Lusti-Kartl'n's heuristic (the `normal` level and the search's playout policy). It reads the seat's
 * own hand and the public hand only. The trick goes to the last card of the led rank, so what counts is
 * who can still match: `threat` = copies of a rank the seat has not seen (they may lie with the others).
 *
 * - Partner taking the trick and no opponent left who could match: smear — give it a Sau or a ten.
 * - Opponent taking it: match the led rank when it pays (last to play, points on the table), else
 *   throw a blank card of a rank that is a poor lead anyway (many copies out).
 * - Four of a rank in one trick is a brand (4 game points to its taker): complete one for the team,
 *   never lay the third card of a rank for an opponent to complete.
 * - Leading: a rank nobody else can match keeps the trick (and invites the partner's smear); never lead
 *   a Sau or ten that an opponent could take.
 */
import type { Rng } from '../../util/rng.ts';
import { COUNTING, lowestBit, popCount, RANK_MASK, type LustiModel } from '@kitchen-table/engine/lusti';

/** Of `mask`, the card of the rank with the most unseen copies (the worst to keep), blank cards preferred. */
function junk(mask: number, unseen: number): number {
  const blank = mask & ~COUNTING;
  const from = blank !== 0 ? blank : mask;
  let best = -1, bestScore = -1;
  for (let m = from; m !== 0; m &= m - 1) {
    const c = lowestBit(m);
    const score = popCount(unseen & RANK_MASK(c & 7));
    if (score > bestScore) { bestScore = score; best = c; }
  }
  return best;
}

function sameRankSoFar(h: LustiModel): boolean {
  for (let i = 1; i < h.trickLen; i++) if (h.ranks[i] !== h.ranks[0]) return false;
  return true;
}

export function lustiHeuristic(h: LustiModel): number {
  const seat = h.turn;
  const hand = h.hands[seat];
  const team = seat & 1;
  const unseen = ~(hand | h.played);
  if (h.trickLen === 0) return lead(h, hand, unseen);
  const led = h.ranks[0];
  const match = hand & RANK_MASK(led);
  const after = 3 - h.trickLen;
  const threat = popCount(unseen & RANK_MASK(led));
  const allSame = sameRankSoFar(h);
  // Brand: the fourth card of a rank completes it for this seat's team.
  if (h.trickLen === 3 && allSame && match !== 0) return lowestBit(match);
  const partnerTakes = (h.trickWinner() & 1) === team;
  if (partnerTakes) {
    const safe = after === 0 || threat === 0;
    const smear = hand & COUNTING & ~(allSame && h.trickLen === 2 ? RANK_MASK(led) : 0);
    if (safe && smear !== 0) return lowestBit(smear);
    return junk(hand & ~COUNTING ? hand & ~COUNTING : hand, unseen);
  }
  if (match !== 0) {
    // Laying the third of a rank lets the last seat (an opponent) complete a brand if it holds the fourth.
    const brandRisk = allSame && h.trickLen === 2 && threat > 0;
    let onTable = 0;
    for (let i = 0; i < h.trickLen; i++) if (COUNTING & (1 << h.trick[i])) onTable += 10;
    if (after === 0 || (!brandRisk && (onTable > 0 || threat === 0 || h.tricksLeft === 1))) return lowestBit(match);
  }
  const nonMatch = hand & ~RANK_MASK(led);
  return junk(nonMatch !== 0 ? nonMatch : hand, unseen);
}

function lead(h: LustiModel, hand: number, unseen: number): number {
  let best = -1, bestScore = -Infinity;
  for (let m = hand; m !== 0; m &= m - 1) {
    const c = lowestBit(m);
    const threat = popCount(unseen & RANK_MASK(c & 7));
    const counting = (COUNTING & (1 << c)) !== 0;
    let score = -threat * 10;
    if (threat === 0) score += counting ? 30 : 20;
    else if (counting) score -= 40;
    // Holding more of the rank keeps a later lead of it safe: lead from length.
    score += popCount(hand & RANK_MASK(c & 7));
    if (score > bestScore) { bestScore = score; best = c; }
  }
  return best;
}

export function lustiPlayout(h: LustiModel, rng: Rng, epsilon: number): number {
  if (epsilon > 0 && rng.float() < epsilon) {
    const hand = h.hands[h.turn];
    let k = rng.int(popCount(hand));
    for (let m = hand; m !== 0; m &= m - 1) if (k-- === 0) return lowestBit(m);
  }
  return lustiHeuristic(h);
}
