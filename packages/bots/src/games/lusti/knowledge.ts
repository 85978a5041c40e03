/**
 * What a Lusti-Kartl'n seat knows, read from its view into the engine's model (the one model of the
 * game, `LustiModel`: the same that `applyMove` plays on), and the determinizations the search samples
 * from it.
 */
import { LustiModel, maskOf, type LustiSeatView } from '@kitchen-table/engine/lusti';
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
  const h = new LustiModel().loadPublic(view, view.tricksInHand);
  const seat = view.seat;
  h.hands[seat] = maskOf(view.hand);
  h.turn = seat;
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
