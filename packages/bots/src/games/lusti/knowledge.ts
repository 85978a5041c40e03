/**
 * What a Lusti-Kartl'n seat knows, read from its view into the engine's model (the one model of the
 * game, `LustiModel`: the same that `applyMove` plays on), and the determinizations the search samples
 * from it.
 */
import { cardIndex, LustiModel, type LustiSeatView } from '@kitchen-table/engine/lusti';
import type { Rng } from '../../util/rng.ts';

const SEATS = 4;

/** The public hand with only the seat's own cards, and the cards it has not seen. */
export interface LustiKnowledge {
  base: LustiModel;
  seat: number;
  handSizes: number[];
  unseen: number[];
}

export function readLustiView(view: Readonly<LustiSeatView>): LustiKnowledge {
  const h = new LustiModel();
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
  h.cardsPerHand = view.tricksInHand;
  h.tricksLeft = view.tricksInHand - view.tricks.length;
  const unseen: number[] = [];
  const known = h.hands[seat] | h.played;
  for (let c = 0; c < 32; c++) if ((known & (1 << c)) === 0) unseen.push(c);
  return { base: h, seat, handSizes: view.handSizes.slice(), unseen };
}

/** Any card may be played in Lusti-Kartl'n, so nothing but the cards seen narrows the other hands: deal the unseen uniformly. */
export function determinizeLusti(k: LustiKnowledge, rng: Rng, into: LustiModel, pool: number[]): LustiModel {
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
