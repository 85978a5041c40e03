/**
 * The strong level's search, the same for every game: it runs within the context's budget, books its
 * iterations and time in the context's stats (the bench's iterations per second, the worker pool's
 * budgets read them) and leaves its root in the trace (the coach and the tests read it). Each game's
 * bot.ts says only what is its own: the search model, the iterations for this decision, the move's form.
 */
import type { BotContext } from '../api.ts';
import { ismcts } from './ismcts.ts';
import type { SearchModel } from './model.ts';

/** What a game's own search (Fahrstuhl's call and play) answers. */
export interface SearchResult {
  move: number;
  iterations: number;
  /** Added to the context's trace, when it asks for one. */
  trace: object;
}

/** Runs a search and books it in the context: answers the chosen move's index. */
export function bookedSearch(ctx: BotContext, search: () => SearchResult): number {
  const start = performance.now();
  const result = search();
  ctx.stats.iterations += result.iterations;
  ctx.stats.searchMs += performance.now() - start;
  if (ctx.trace) Object.assign(ctx.trace, result.trace);
  return result.move;
}

/**
 * IS-MCTS with `iterations` and the context's time cap, booked in the context. The model is made inside
 * the booked time: what it costs to set up (a weighted pool of deals) is part of the search's cost.
 */
export function searchMove<S>(ctx: BotContext, iterations: number, makeModel: () => SearchModel<S>): number {
  return bookedSearch(ctx, () => {
    const out = ismcts(makeModel(), ctx.rng, { iterations, maxMs: ctx.budget.maxMs });
    return { move: out.move, iterations: out.iterations, trace: { root: out.root, chosen: out.move } };
  });
}

/**
 * The iterations for one decision: the budget counts them for the game's longest decision, and a
 * decision with less work left (shorter playouts) gets proportionally more, up to `cap` times, so that
 * every move costs about the same time and the seed still fixes it.
 */
export function iterationsFor(budget: number, workLeft: number, shape: { reference: number; pad: number; cap: number }): number {
  return Math.max(1, Math.round(budget * Math.min(shape.cap, shape.reference / (workLeft + shape.pad))));
}
