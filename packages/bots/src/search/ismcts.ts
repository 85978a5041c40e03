/**
 * Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).
 * Every iteration samples a determinization of the hidden cards from the view, walks the one shared tree
 * restricted to the moves legal in that sample (UCB1 with availability counts), adds one node, plays the
 * deal out with the game's heuristic policy and backs up each seat's own reward to the moves that seat
 * made. The budget is a number of iterations, so a seed fixes the result; the clock only guards.
 */
import type { Rng } from '../util/rng.ts';
import type { SearchModel } from './model.ts';

class SearchNode {
  /** The move that led here (-1 at the root) and the seat that made it. */
  readonly move: number;
  readonly seat: number;
  readonly parent: SearchNode | null;
  readonly children: SearchNode[] = [];
  visits = 0;
  /** How often this node's move was legal when its parent was selected from (availability). */
  avail = 0;
  total = 0;

  constructor(move: number, seat: number, parent: SearchNode | null) {
    this.move = move;
    this.seat = seat;
    this.parent = parent;
  }

  child(move: number): SearchNode | undefined {
    const cs = this.children;
    for (let i = 0; i < cs.length; i++) if (cs[i].move === move) return cs[i];
    return undefined;
  }
}

export interface SearchOptions {
  iterations: number;
  maxMs: number;
  /** UCB1 exploration constant, for rewards scaled to about [0, 1]. */
  exploration?: number;
}

export interface SearchOutcome {
  /** The most visited root move. */
  move: number;
  iterations: number;
  ms: number;
  /** Root moves with visits and mean reward, for tests and diagnostics. */
  root: { move: number; visits: number; mean: number }[];
}

const now = (): number => performance.now();

export function ismcts<S>(model: SearchModel<S>, rng: Rng, options: SearchOptions): SearchOutcome {
  const c = options.exploration ?? 0.7;
  const root = new SearchNode(-1, -1, null);
  // Grown when a state has more legal moves (a 17-card Elevator hand after a joker has up to 148 runs).
  let legal = new Int32Array(64);
  let untried = new Int32Array(64);
  const available: SearchNode[] = [];
  const legalMoves = (s: S): number => {
    const n = model.legalMoves(s, legal);
    if (n <= legal.length) return n;
    legal = new Int32Array(2 * n);
    untried = new Int32Array(2 * n);
    return model.legalMoves(s, legal);
  };
  const start = now();
  const deadline = start + options.maxMs;
  let iterations = 0;
  for (; iterations < options.iterations; iterations++) {
    if ((iterations & 3) === 3 && now() > deadline) break;
    const s = model.determinize(rng);
    let node = root;
    // Selection and expansion.
    for (;;) {
      const seat = model.toAct(s);
      if (seat < 0) break;
      const n = legalMoves(s);
      if (model.movesAtRandom?.(s, seat)) {
        // A seat modelled as random: follow one of its legal moves uniformly (a chance node, in effect).
        const move = legal[rng.int(n)];
        let ch = node.child(move);
        const fresh = ch === undefined;
        if (ch === undefined) {
          ch = new SearchNode(move, seat, node);
          node.children.push(ch);
        }
        model.apply(s, move);
        node = ch;
        if (fresh) break;
        continue;
      }
      let nUntried = 0;
      for (let i = 0; i < n; i++) {
        const ch = node.child(legal[i]);
        if (ch === undefined) untried[nUntried++] = legal[i];
        else {
          ch.avail++;
          available[i - nUntried] = ch;
        }
      }
      if (nUntried > 0) {
        const move = untried[rng.int(nUntried)];
        const ch = new SearchNode(move, seat, node);
        ch.avail = 1;
        node.children.push(ch);
        model.apply(s, move);
        node = ch;
        break;
      }
      let best = available[0];
      let bestScore = -Infinity;
      for (let i = 0; i < n; i++) {
        const ch = available[i];
        const score = ch.total / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
        if (score > bestScore) {
          bestScore = score;
          best = ch;
        }
      }
      model.apply(s, best.move);
      node = best;
    }
    // Simulation.
    if (model.toAct(s) >= 0) model.playout(s, rng);
    // Backpropagation: each node scores the reward of the seat that made its move.
    for (let up: SearchNode | null = node; up !== null && up.parent !== null; up = up.parent) {
      up.visits++;
      up.total += model.reward(s, up.seat);
    }
    root.visits++;
  }
  const ms = now() - start;
  const rootStats = root.children.map((ch) => ({ move: ch.move, visits: ch.visits, mean: ch.visits ? ch.total / ch.visits : 0 }));
  let best = rootStats[0];
  for (const r of rootStats) if (r.visits > best.visits || (r.visits === best.visits && r.mean > best.mean)) best = r;
  return { move: best ? best.move : -1, iterations, ms, root: rootStats };
}
