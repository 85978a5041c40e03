/**
 * What a Fünfzehnern seat knows, from its view and the deal's public events. Tricks lie face down, so
 * the view shows only the trick on the table and the last one; a player at the table has seen every
 * card played, and the events of the running hand (BotContext.history) give the bot that memory. From
 * the tricks it reads the constraints on the other hands:
 * - a seat that did not follow suit holds none of that suit (rule: follow suit if you can);
 * - in a zwang trick, a follower that did not play the ace of the suit does not hold it, the leader
 *   never held it and still holds the king (rule: zwang needs king and queen, the ace elsewhere).
 * Without the events it still plays: the cards of earlier tricks it cannot name go to a pile that the
 * sampler fills too.
 */
import type { FrenchSuit, GameEvent } from '@kitchen-table/engine';
import {
  ACE,
  CARDS_PER_SEAT,
  FuenfzehnernModel,
  KING,
  UNBOUND,
  ZWANG,
  cardAt,
  cardIndex,
  packIndices,
  suitIndex,
  suitMask,
  suitOfIndex,
  type FuenfzehnernSeatView,
} from '@kitchen-table/engine/fuenfzehnern';
import { DealSampler } from '../../util/deal-sampler.ts';
import type { Rng } from '../../util/rng.ts';

interface SeenTrick {
  leader: number;
  cards: number[];
  zwang: boolean;
}

export interface FuenfzehnernKnowledge {
  /** The position as the seat sees it (the others' cards not dealt yet); card points count from here on. */
  base: FuenfzehnernModel;
  seat: number;
  /** Tricks still to be played in this hand, this one included. */
  tricksLeft: number;
  /** The view's legal moves as sim moves: the root of every determinization offers exactly these. */
  rootMoves: number[];
  /** Holders: the other seats in order, then the pile of unnamed earlier cards. */
  holders: number[];
  sampler: DealSampler;
  /** Whether every earlier trick of the hand is known. */
  complete: boolean;
}

/** The completed tricks of the running hand from the public events, or null when they do not add up. */
function tricksFromEvents(history: readonly GameEvent[] | undefined, seats: number, completed: number): SeenTrick[] | null {
  if (!history) return null;
  let start = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const t = history[i].type;
    if (t === 'dealStart' || t === 'dealScored') {
      start = i + 1;
      break;
    }
  }
  const plays = history.slice(start).filter((e) => e.type === 'play');
  if (plays.length < completed * seats) return null;
  const tricks: SeenTrick[] = [];
  for (let t = 0; t < completed; t++) {
    const chunk = plays.slice(t * seats, t * seats + seats);
    tricks.push({ leader: chunk[0].seat as number, cards: chunk.map((e) => cardIndex(e.card as string)), zwang: chunk[0].zwang === true });
  }
  return tricks;
}

export function readFuenfzehnernView(view: Readonly<FuenfzehnernSeatView>, history?: readonly GameEvent[]): FuenfzehnernKnowledge {
  const n = view.seats;
  const seat = view.seat;
  const h = new FuenfzehnernModel();
  h.reset(n, view.trick.leader);
  for (const c of view.hand) h.hands[seat] |= 1 << cardIndex(c);
  const completed = view.tricksTaken.reduce((a, b) => a + b, 0);
  h.turn = seat;
  h.trickLen = view.trick.plays.length;
  view.trick.plays.forEach((p, i) => {
    h.trick[i] = cardIndex(p.card);
  });
  h.zwang = view.trick.zwang;
  view.bound.forEach((b, s) => {
    h.bound[s] = b === null ? UNBOUND : suitIndex(b as FrenchSuit);
  });

  let tricks: SeenTrick[] | null = view.history
    ? view.history.map((t) => ({ leader: t.leader, cards: t.plays.map((p) => cardIndex(p.card)), zwang: t.zwang }))
    : tricksFromEvents(history, n, completed);
  const complete = tricks !== null && tricks.length === completed;
  if (!complete) tricks = view.lastTrick ? [{ leader: view.lastTrick.leader, cards: view.lastTrick.plays.map((p) => cardIndex(p.card)), zwang: view.lastTrick.zwang }] : [];

  const cannot = new Array<number>(n).fill(0);
  const must = new Array<number>(n).fill(0);
  let known = h.hands[seat];
  const note = (t: SeenTrick): void => {
    if (t.cards.length === 0) return;
    const led = suitOfIndex(t.cards[0]);
    const ace = 1 << cardAt(led, ACE);
    t.cards.forEach((c, i) => {
      const s = (t.leader + i) % n;
      known |= 1 << c;
      if (i > 0 && suitOfIndex(c) !== led) cannot[s] |= suitMask(led);
      if (t.zwang && i > 0 && c !== cardAt(led, ACE)) cannot[s] |= ace;
    });
    if (t.zwang) {
      cannot[t.leader] |= ace;
      must[t.leader] |= 1 << cardAt(led, KING);
    }
  };
  for (const t of tricks!) {
    note(t);
    if (complete) for (const c of t.cards) h.played |= 1 << c;
  }
  note({ leader: view.trick.leader, cards: h.trick.subarray(0, h.trickLen) as unknown as number[], zwang: view.trick.zwang });
  // A king that was played is no longer held.
  for (let s = 0; s < n; s++) must[s] &= ~known;

  const unseen = packIndices(n).filter((c) => (known & (1 << c)) === 0);
  const holders: number[] = [];
  const capacity: number[] = [];
  const cannotH: number[] = [];
  const mustH: number[] = [];
  let inHands = 0;
  for (let s = 0; s < n; s++) {
    if (s === seat) continue;
    holders.push(s);
    capacity.push(view.handSizes[s]);
    cannotH.push(cannot[s]);
    mustH.push(must[s]);
    inHands += view.handSizes[s];
  }
  // The pile: earlier cards the seat cannot name (none when every trick is known).
  holders.push(-1);
  capacity.push(unseen.length - inHands);
  cannotH.push(0);
  mustH.push(0);
  if (!complete) {
    // The last trick's cards are known to be played.
    for (const t of tricks!) for (const c of t.cards) h.played |= 1 << c;
  }
  const rootMoves = view.legal.map((m) => cardIndex(m.play) + ('zwang' in m && m.zwang ? ZWANG : 0));
  return { base: h, seat, tricksLeft: CARDS_PER_SEAT - completed, rootMoves, holders, sampler: new DealSampler(unseen, { capacity, cannot: cannotH, must: mustH }), complete };
}

const scratchMasks = new Int32Array(8);

export function determinizeFuenfzehnern(k: FuenfzehnernKnowledge, rng: Rng, into: FuenfzehnernModel): FuenfzehnernModel {
  into.copyFrom(k.base);
  k.sampler.sample(rng, scratchMasks);
  for (let i = 0; i < k.holders.length; i++) {
    const holder = k.holders[i];
    if (holder >= 0) into.hands[holder] = scratchMasks[i];
    else into.played |= scratchMasks[i];
  }
  return into;
}
