/**
 * What a seat knows about a Fahrstuhl deal, read from its view alone: the public deal (trump, calls,
 * tricks, the cards everybody has seen) with its own hand, the unseen cards, the other hands' sizes and
 * the voids revealed — a seat that played a non-trump held no trump then (rule: holding trump, play
 * trump), and cards never come back, so it holds none now.
 */
import {
  FahrstuhlModel,
  kindOfCode,
  MAX_CARDS,
  PHASE_CALLING,
  PHASE_OVER,
  PHASE_PLAYING,
  suitIndex,
  suitOfKind,
  type FahrstuhlSeatView,
} from '@kitchen-table/engine/fahrstuhl';
import type { Rng } from '../../util/rng.ts';
import type { PublicCards } from './policy.ts';

export interface FahrstuhlKnowledge extends PublicCards {
  /** The deal on the engine's model, with only the root seat's hand filled in (the other hands empty). */
  base: FahrstuhlModel;
  seat: number;
  handSizes: number[];
  /** Seats known to hold no trump. */
  noTrump: boolean[];
  /** Unseen cards (one entry per copy): in other hands or in the box. */
  unseenTrumps: number[];
  unseenOthers: number[];
}

export function readView(view: Readonly<FahrstuhlSeatView>): FahrstuhlKnowledge {
  const d = new FahrstuhlModel();
  const n = view.seats;
  d.seats = n;
  d.cards = view.cards;
  d.dealer = view.dealer;
  d.trump = kindOfCode(view.trump);
  d.trumpSuit = suitIndex(view.trumpSuit);
  d.bonus = view.bonus;
  d.perTrick = view.perTrick;
  d.phase = view.phase === 'calling' ? PHASE_CALLING : view.phase === 'playing' ? PHASE_PLAYING : PHASE_OVER;
  d.callSum = 0;
  d.callsLeft = 0;
  for (let s = 0; s < n; s++) {
    const c = view.calls[s];
    d.calls[s] = c ?? -1;
    if (c === null || c === undefined) d.callsLeft++;
    else d.callSum += c;
  }
  d.shared = view.shared === true;
  for (let s = 0; s < n; s++) d.taken[s] = view.taken[s];
  d.leader = view.trick.leader;
  d.turn = view.seat;
  d.trickLen = view.trick.plays.length;
  view.trick.plays.forEach((p, i) => {
    d.trick[i] = kindOfCode(p.card);
  });
  d.tricksLeft = view.cards - view.tricks.length;
  for (let s = 0; s < n; s++) d.totals[s] = view.totals[s];
  // The public cards: the match deck's copies of each kind, and those everybody has seen.
  const classes = view.lowest.index + 1;
  const deck = new Uint8Array(32);
  const seen = new Uint8Array(32);
  for (let k = 0; k < 32; k++) deck[k] = k >> 1 < classes ? 2 : 0;
  seen[kindOfCode(view.trump)]++;
  const noTrump = new Array<boolean>(n).fill(false);
  const note = (seat: number, card: string): void => {
    const kind = kindOfCode(card);
    seen[kind]++;
    if (suitOfKind(kind) !== d.trumpSuit) noTrump[seat] = true;
  };
  for (const t of view.tricks) for (const p of t.plays) note(p.seat, p.card);
  for (const p of view.trick.plays) note(p.seat, p.card);
  const own = new Uint8Array(32);
  for (const code of view.hand) {
    const kind = kindOfCode(code);
    own[kind]++;
    d.give(view.seat, kind);
  }
  // A referee deal need not come from the match deck: never count fewer copies than were seen.
  for (let k = 0; k < 32; k++) if (seen[k] + own[k] > deck[k]) deck[k] = Math.min(2, seen[k] + own[k]);
  const unseenTrumps: number[] = [];
  const unseenOthers: number[] = [];
  for (let k = 0; k < 32; k++) {
    const left = deck[k] - seen[k] - own[k];
    for (let c = 0; c < left; c++) (suitOfKind(k) === d.trumpSuit ? unseenTrumps : unseenOthers).push(k);
  }
  return { base: d, seat: view.seat, handSizes: view.handSizes.slice(), noTrump, unseenTrumps, unseenOthers, deck, seen };
}

/**
 * Samples the hidden hands uniformly among the deals consistent with the knowledge: the seats known to
 * hold no trump draw from the unseen non-trumps first, the other seats from all that is left (the rest
 * stays in the box). Every consistent deal is equally likely, because the count of ways to finish a
 * deal does not depend on which non-trumps the void seats drew. Writes into `into`.
 */
export class Determinizer {
  private readonly others: number[];
  private readonly rest: number[];

  constructor(private readonly k: FahrstuhlKnowledge) {
    this.others = k.unseenOthers.slice();
    this.rest = new Array(k.unseenOthers.length + k.unseenTrumps.length);
  }

  sample(rng: Rng, into: FahrstuhlModel): FahrstuhlModel {
    const k = this.k;
    into.copyFrom(k.base);
    const n = k.base.seats;
    const others = this.others;
    rng.shuffle(others);
    let used = 0;
    for (let s = 0; s < n; s++) {
      if (s === k.seat || !k.noTrump[s]) continue;
      into.handLen[s] = 0;
      into.trumpLen[s] = 0;
      for (let i = 0; i < k.handSizes[s]; i++) into.give(s, others[used++]);
    }
    const rest = this.rest;
    let m = 0;
    for (let i = used; i < others.length; i++) rest[m++] = others[i];
    for (const t of k.unseenTrumps) rest[m++] = t;
    rng.shuffle(rest, m);
    let next = 0;
    for (let s = 0; s < n; s++) {
      if (s === k.seat || k.noTrump[s]) continue;
      into.handLen[s] = 0;
      into.trumpLen[s] = 0;
      for (let i = 0; i < k.handSizes[s]; i++) into.give(s, rest[next++]);
    }
    return into;
  }
}

export { MAX_CARDS };
