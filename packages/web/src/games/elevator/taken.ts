/**
 * What an Elevator seat took since its last turn, told apart (issue 28 §6): the engine's private `drawn`
 * holds both the cards it drew from the stock and, after a Kopile on a short stock, the cards the others
 * gave it (appended in the order given). The public history says who gave: each `give` to this seat since
 * its own Kopile, one card each, in that order. So "You drew 4♦" is never said of a card Ben gave.
 */
import type { GameEvent } from '@kitchen-table/engine';

export interface Taken {
  /** Cards drawn from the stock. */
  drew: string[];
  /** Cards given by the others, each with its giver's seat, in the order given. */
  given: { card: string; from: number }[];
}

export function takenCards(view: { drawn: readonly string[]; history: readonly GameEvent[] }, seat: number): Taken {
  const givers: number[] = [];
  for (let i = view.history.length - 1; i >= 0; i--) {
    const e = view.history[i];
    if (e.type === 'give' && e.to === seat) givers.unshift(e.seat as number);
    // This seat's own turn, or the Kopile that began its gifts: nothing before it is in `drawn`.
    else if (e.seat === seat && (e.type === 'play' || e.type === 'pass' || e.type === 'kopile')) break;
  }
  const cut = Math.max(0, view.drawn.length - givers.length);
  const gifts = view.drawn.slice(cut);
  const from = givers.slice(givers.length - gifts.length);
  return { drew: view.drawn.slice(0, cut), given: gifts.map((card, i) => ({ card, from: from[i]! })) };
}
