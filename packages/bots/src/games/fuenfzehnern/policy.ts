/**
 * Fünfzehnern's heuristic (the `normal` level and the playout policy), on the seat's own hand and the
 * public hand only. Card points: A 5, K 4, Q 3, J 2, 10 1; the highest card of the suit led wins.
 *
 * - Leading: an unbeatable card first (its suit's higher cards all gone or in hand) — the trick and the
 *   others' points come home; else zwang when the rules allow it (the ace must fall on the queen, and
 *   the king becomes master); else the lowest card of the longest suit (the lead obligation permitting).
 * - Following: last to play, take the trick cheaply when it carries points; earlier, win only with a
 *   card nobody left can beat, otherwise play the lowest card. Void: throw the card that is worth least.
 */
import { lowestBit, popCount } from '@kitchen-table/engine';
import * as rules from '@kitchen-table/engine/fuenfzehnern';
import { ZWANG, type FuenfzehnernModel } from '@kitchen-table/engine/fuenfzehnern';
import type { Rng } from '../../util/rng.ts';

// The engine's card layout and trick rule, bound locally for the playouts' hot path (see the engine's
// fuenfzehnern/model.ts: loaders turn every use of an imported name into a getter call).
const pointsOf = rules.pointsOfIndex;
const rankOf = rules.rankOfIndex;
const suitOfIndex = rules.suitOfIndex;
const suitMask = rules.suitMask;
const higherInSuitMask = rules.higherInSuitMask;
const trickWinnerPosition = rules.trickWinnerPosition;

/** Whether nobody else can hold a higher card of its suit: every higher card is played, on the table or ours. */
function isMaster(card: number, gone: number): boolean {
  return (higherInSuitMask(card) & ~gone) === 0;
}

/** The lowest-ranked card of a mask (ties: the last suit). */
function lowestRanked(mask: number): number {
  let best = -1;
  for (let m = mask; m !== 0; m &= m - 1) {
    const c = lowestBit(m);
    if (best < 0 || rankOf(c) > rankOf(best) || (rankOf(c) === rankOf(best) && c > best)) best = c;
  }
  return best;
}

export function fuenfzehnernHeuristic(h: FuenfzehnernModel): number {
  const seat = h.turn;
  const hand = h.hands[seat];
  const legal = h.legalMask();
  let onTable = 0;
  for (let i = 0; i < h.trickLen; i++) onTable |= 1 << h.trick[i];
  const gone = h.played | onTable | hand;
  if (h.trickLen === 0) {
    let best = -1;
    for (let m = legal; m !== 0; m &= m - 1) {
      const c = lowestBit(m);
      if (isMaster(c, gone) && (best < 0 || pointsOf(c) > pointsOf(best))) best = c;
    }
    if (best >= 0) return best;
    const zwang = h.zwangMask(legal);
    if (zwang !== 0) return ZWANG + lowestBit(zwang);
    // The lowest card of the longest legal suit.
    let suitPick = -1, suitLen = -1;
    for (let s = 0; s < 4; s++) {
      const inSuit = legal & suitMask(s);
      const len = popCount(hand & suitMask(s));
      if (inSuit !== 0 && len > suitLen) { suitLen = len; suitPick = s; }
    }
    return lowestRanked(legal & suitMask(suitPick));
  }
  const led = suitOfIndex(h.trick[0]);
  const follow = legal & suitMask(led);
  if (follow === 0) {
    // Void: throw the card worth least (ties: the lowest rank).
    let best = -1;
    for (let m = legal; m !== 0; m &= m - 1) {
      const c = lowestBit(m);
      if (best < 0 || pointsOf(c) < pointsOf(best) || (pointsOf(c) === pointsOf(best) && rankOf(c) > rankOf(best))) best = c;
    }
    return best;
  }
  // The card that takes the trick as it lies, by the engine's trick rule.
  const top = h.trick[trickWinnerPosition(h.trick, h.trickLen)];
  const last = h.trickLen === h.seats - 1;
  let cheapestWin = -1;
  let masterWin = -1;
  for (let m = follow; m !== 0; m &= m - 1) {
    const c = lowestBit(m);
    if ((higherInSuitMask(top) & (1 << c)) === 0) continue;
    if (cheapestWin < 0 || rankOf(c) > rankOf(cheapestWin)) cheapestWin = c;
    if (isMaster(c, gone) && (masterWin < 0 || rankOf(c) > rankOf(masterWin))) masterWin = c;
  }
  let tablePoints = 0;
  for (let i = 0; i < h.trickLen; i++) tablePoints += pointsOf(h.trick[i]);
  if (last && cheapestWin >= 0 && tablePoints + pointsOf(cheapestWin) > 0) return cheapestWin;
  if (!last && masterWin >= 0) return masterWin;
  return lowestRanked(follow);
}

export function fuenfzehnernPlayout(h: FuenfzehnernModel, rng: Rng, epsilon: number, out: Int32Array): number {
  if (epsilon > 0 && rng.float() < epsilon) {
    const n = h.legalMoves(out);
    return out[rng.int(n)];
  }
  return fuenfzehnernHeuristic(h);
}
