/** The hidden-cards proofs' tools (hidden-cards.test.ts for the bots, coach-hidden-cards.test.ts for the coach). */
import { Rng } from '../src/util/rng.ts';

/**
 * The same state with the hidden cards dealt anew: the other seats' hands (sizes kept) and, in Elevator,
 * the stock, shuffled together.
 */
export function reshuffleHidden(state: unknown, seat: number, seed: string): unknown {
  const s = structuredClone(state) as { hands?: unknown[][]; round?: unknown };
  // Elevator keeps the running game's cards in `round`; the trick games keep `hands` at the top.
  const holder = (typeof s.round === 'object' && s.round !== null ? s.round : s) as { hands: unknown[][]; stock?: unknown[] };
  const piles = holder.hands.map((_, i) => i).filter((i) => i !== seat).map((i) => holder.hands[i]);
  if (holder.stock) piles.push(holder.stock);
  const pool = piles.flat();
  new Rng(seed).shuffle(pool);
  let at = 0;
  const dealt = piles.map((p) => pool.slice(at, (at += p.length)));
  let k = 0;
  for (let i = 0; i < holder.hands.length; i++) if (i !== seat) holder.hands[i] = dealt[k++];
  if (holder.stock) holder.stock = dealt[k];
  return s;
}

export function guarded<T extends object>(value: T, path = 'view'): T {
  return new Proxy(value, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && !(prop in target)) throw new Error(`bot read ${path}.${prop}, which the view does not have`);
      const v = Reflect.get(target, prop, receiver);
      return v && typeof v === 'object' ? guarded(v as object, `${path}.${String(prop)}`) : v;
    },
    set() {
      throw new Error(`bot wrote into ${path}`);
    },
    defineProperty() {
      throw new Error(`bot wrote into ${path}`);
    },
    deleteProperty() {
      throw new Error(`bot deleted from ${path}`);
    },
  });
}
