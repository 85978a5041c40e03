/**
 * Fahrstuhl's hand-written heuristic: the `normal` level and, in a cheaper form, the playout policy of
 * the search. It reads only what the acting seat may know: its own hand and the public deal (trump,
 * calls, tricks taken, the trick on the table, the cards seen) — never another hand.
 *
 * Play: a seat that still needs tricks takes the trick as cheaply as it safely can and otherwise throws
 * its weakest card; a seat that has its tricks ducks under the trick's top card with its strongest card
 * that stays below, and leads low. Remember: the trick goes to the strongest card whatever was led
 * (no suit to follow), trump beats everything and a seat holding trump must play trump.
 */
import { MAX_CARDS, creditedOver, suitOfKind, type FahrstuhlModel } from '@kitchen-table/engine/fahrstuhl';
import type { Rng } from '../../util/rng.ts';

/** The cards of a deal that are public knowledge, by kind (0…31), read from the view (knowledge.ts). */
export interface PublicCards {
  /** Copies of each kind in the match deck. */
  deck: Uint8Array;
  /** Copies everybody has seen: the turned-up card and the cards played. */
  seen: Uint8Array;
}

/** Strengths run 0…24 (cards.ts: trumps 17…24, non-trumps 0…15). */
const STRENGTHS = 25;

/** Strength of the trick's top card so far, -1 when the trick is empty. */
export function trickTop(d: FahrstuhlModel): number {
  let top = -1;
  for (let i = 0; i < d.trickLen; i++) {
    const s = d.strength(d.trick[i]);
    if (s > top) top = s;
  }
  return top;
}

/**
 * Per-card chance of taking a trick, from the whole deck's point of view: a card beats one unknown card
 * with probability (1 − f), f the share of the other cards in play that are stronger, and it must beat
 * the card of each other seat. Used to estimate how many tricks a hand is worth.
 */
export function trickChances(d: FahrstuhlModel, deck: Uint8Array): Float64Array {
  const chance = new Float64Array(32);
  let total = 0;
  const byStrength = new Float64Array(STRENGTHS + 1);
  for (let k = 0; k < 32; k++) {
    const copies = deck[k];
    if (copies === 0) continue;
    total += copies;
    byStrength[d.strength(k)] += copies;
  }
  for (let k = 0; k < 32; k++) {
    if (deck[k] === 0) continue;
    const s = d.strength(k);
    let stronger = 0;
    for (let t = s + 1; t < STRENGTHS; t++) stronger += byStrength[t];
    // Equal cards split the chance (first played / shared credit), counted as half a threat.
    const threats = stronger + 0.5 * (byStrength[s] - 1);
    chance[k] = Math.pow(1 - threats / Math.max(1, total - 1), d.seats - 1);
  }
  return chance;
}

/** The heuristic call: the hand's summed trick chances, scaled and rounded, within 0 … cards. */
export function heuristicCall(d: FahrstuhlModel, seat: number, chance: Float64Array, scale = 1): number {
  const base = seat * MAX_CARDS;
  let sum = 0;
  for (let i = 0; i < d.handLen[seat]; i++) sum += chance[d.hands[base + i]];
  const call = Math.round(sum * scale);
  return call < 0 ? 0 : call > d.cards ? d.cards : call;
}

/** Counts, per strength, the cards `seat` has not seen (other hands or the box); suffix sums give "stronger than". */
function unseenAbove(d: FahrstuhlModel, seat: number, known: PublicCards, out: Float64Array): number {
  out.fill(0);
  const base = seat * MAX_CARDS;
  for (let k = 0; k < 32; k++) {
    const left = known.deck[k] - known.seen[k];
    if (left > 0) out[d.strength(k)] += left;
  }
  for (let i = 0; i < d.handLen[seat]; i++) out[d.strength(d.hands[base + i])] -= 1;
  let total = 0;
  for (let s = STRENGTHS - 1; s >= 0; s--) {
    total += out[s];
    out[s] = total - out[s]; // now: unseen cards strictly stronger than s
  }
  return total;
}

const scratchAbove = new Float64Array(STRENGTHS);

/**
 * The heuristic's card (a kind) for the seat to move. Given the public cards (`careful`), it weighs how
 * likely a card is to hold against the unseen cards (the `normal` level); without them the rules of
 * thumb are cheaper (playouts).
 */
export function heuristicPlay(d: FahrstuhlModel, careful: PublicCards | null): number {
  const seat = d.turn;
  const base = seat * MAX_CARDS;
  const m = d.playable(seat);
  const hands = d.hands;
  const need = d.calls[seat] - d.taken[seat];
  const top = trickTop(d);
  const leading = d.trickLen === 0;
  const after = d.seats - 1 - d.trickLen; // seats still to play to this trick
  let lowest = -1, lowestS = 99, highest = -1, highestS = -1;
  let lowWin = -1, lowWinS = 99, highWin = -1, highWinS = -1, highLose = -1, highLoseS = -1;
  for (let i = 0; i < m; i++) {
    const k = hands[base + i];
    const s = d.strength(k);
    if (s < lowestS) { lowestS = s; lowest = k; }
    if (s > highestS) { highestS = s; highest = k; }
    if (leading || creditedOver(s, top, d.shared)) {
      if (s < lowWinS) { lowWinS = s; lowWin = k; }
      if (s > highWinS) { highWinS = s; highWin = k; }
    } else if (s > highLoseS) { highLoseS = s; highLose = k; }
  }
  if (need > 0) {
    if (!leading && after === 0) return lowWin >= 0 ? lowWin : lowest;
    if (!careful) {
      if (leading) return highest;
      return highWin >= 0 ? highWin : lowest;
    }
    // The cheapest card likely to hold against the seats still to play.
    const total = unseenAbove(d, seat, careful, scratchAbove);
    const unknownPerSeat = d.tricksLeft; // cards each later seat still holds, about
    let pick = -1, pickS = 99;
    for (let i = 0; i < m; i++) {
      const k = hands[base + i];
      const s = d.strength(k);
      if (!leading && !creditedOver(s, top, d.shared)) continue;
      const share = total > 0 ? scratchAbove[s] / total : 0;
      const hold = Math.pow(1 - Math.min(1, share), unknownPerSeat * after);
      if (hold >= 0.5 && s < pickS) { pickS = s; pick = k; }
    }
    if (pick >= 0) return pick;
    if (leading) return lowest;
    return highWin >= 0 && need >= d.tricksLeft ? highWin : lowest;
  }
  // The seat has its tricks (or more): stay out of this one.
  if (leading) return lowest;
  if (highLose >= 0) return highLose;
  return after === 0 ? highest : lowest;
}

/** The playout policy: the cheap heuristic, with a small share of random legal cards for variety. */
export function playoutPlay(d: FahrstuhlModel, rng: Rng, epsilon: number): number {
  if (epsilon > 0 && rng.float() < epsilon) {
    const seat = d.turn;
    return d.hands[seat * MAX_CARDS + rng.int(d.playable(seat))];
  }
  return heuristicPlay(d, null);
}

/** Whether a kind is trump in this deal. */
export function isTrump(d: FahrstuhlModel, kind: number): boolean {
  return suitOfKind(kind) === d.trumpSuit;
}
