/**
 * Fahrstuhl's `strong` level: calls by simulation (the call with the highest expected round points), play
 * by IS-MCTS; both sample the hidden hands from the view (knowledge.ts) and play the deal out on the
 * engine's own model of a deal (the transitions `applyMove` makes) with the heuristic as playout policy
 * (policy.ts). Each other seat is modelled, per sampled deal, as a sensible player (the heuristic) or a
 * random one, in the proportion its calls and cards so far suggest (opponents.ts): a random seat calls
 * at random, plays uniformly random legal cards in playouts, and in the tree its moves are followed at
 * random rather than as its best replies.
 */
import { CALL_BASE, FahrstuhlModel, PHASE_CALLING, PHASE_OVER } from '@kitchen-table/engine/fahrstuhl';
import type { SearchTrace } from '../../api.ts';
import type { SearchModel } from '../../search/model.ts';
import { ismcts } from '../../search/ismcts.ts';
import { Rng } from '../../util/rng.ts';
import { Determinizer, type FahrstuhlKnowledge } from './knowledge.ts';
import { heuristicCall, playoutPlay, trickChances } from './policy.ts';

/** Share of random cards in playouts: opponents are not as predictable as the heuristic. */
export const PLAYOUT_EPSILON = 0.1;
/** Scale of the heuristic call estimate (calibrated by simulation, see the benchmark). */
export const CALL_SCALE = 1;

export class FahrstuhlSearch implements SearchModel<FahrstuhlModel> {
  readonly seats: number;
  readonly rootSeat: number;
  private readonly determinizer: Determinizer;
  private readonly scratch = new FahrstuhlModel();
  readonly chance: Float64Array;
  /** Per seat, in the current determinization: modelled as playing (and calling) at random. */
  readonly random: boolean[];
  /** Per seat, the chance that it plays at random (opponents.ts): each determinization draws `random` from it. */
  private readonly randomShare: number[];

  constructor(knowledge: FahrstuhlKnowledge, randomShare?: number[], private readonly epsilon = PLAYOUT_EPSILON) {
    this.seats = knowledge.base.seats;
    this.randomShare = randomShare ?? new Array<number>(knowledge.base.seats).fill(0);
    this.random = new Array<boolean>(knowledge.base.seats).fill(false);
    this.rootSeat = knowledge.seat;
    this.determinizer = new Determinizer(knowledge);
    this.chance = trickChances(knowledge.base, knowledge.deck);
  }

  determinize(rng: Rng): FahrstuhlModel {
    const share = this.randomShare;
    for (let s = 0; s < this.seats; s++) this.random[s] = share[s] > 0 && (share[s] >= 1 || rng.float() < share[s]);
    return this.determinizer.sample(rng, this.scratch);
  }

  toAct(s: FahrstuhlModel): number {
    return s.toAct();
  }

  legalMoves(s: FahrstuhlModel, out: Int32Array): number {
    return s.legalMoves(out);
  }

  apply(s: FahrstuhlModel, move: number): void {
    s.play(move);
  }

  movesAtRandom(_s: FahrstuhlModel, seat: number): boolean {
    return this.random[seat];
  }

  playout(s: FahrstuhlModel, rng: Rng): void {
    const random = this.random;
    while (s.phase === PHASE_CALLING) s.call(random[s.turn] ? rng.int(s.cards + 1) : heuristicCall(s, s.turn, this.chance, CALL_SCALE));
    while (s.phase !== PHASE_OVER) s.playCard(playoutPlay(s, rng, random[s.turn] ? 1 : this.epsilon));
  }

  reward(s: FahrstuhlModel, seat: number): number {
    return s.reward(seat);
  }
}

export interface CallEstimate {
  call: number;
  /** Mean round points per call, index = call. */
  points: number[];
  /** Share of samples in which the call was met exactly, index = call. */
  exact: number[];
  samples: number;
}

/**
 * Expected round points of every call, by simulation: each sampled deal is played out once per call
 * with the same random choices (common random numbers), so the calls are compared on equal luck.
 * The exact-call bonus makes this differ from the expected number of tricks; whether the round is
 * shared follows from the calls made, the call tried and the later seats' heuristic calls.
 */
export function estimateCalls(model: FahrstuhlSearch, rng: Rng, playouts: number, deadline: number): CallEstimate {
  const first = model.determinize(rng);
  const cards = first.cards;
  const seat = model.rootSeat;
  const points = new Array<number>(cards + 1).fill(0);
  const exact = new Array<number>(cards + 1).fill(0);
  const sample = new FahrstuhlModel();
  const trial = new FahrstuhlModel();
  const dice = new Rng(0);
  let samples = 0;
  let done = 0;
  while (done + cards + 1 <= Math.max(playouts, cards + 1)) {
    if ((samples & 7) === 7 && performance.now() > deadline) break;
    sample.copyFrom(samples === 0 ? first : model.determinize(rng));
    const luck = rng.next();
    for (let c = 0; c <= cards; c++) {
      trial.copyFrom(sample);
      trial.play(CALL_BASE + c);
      model.playout(trial, dice.reseed(luck));
      const p = trial.points(seat);
      points[c] += p;
      if (trial.taken[seat] === c) exact[c]++;
    }
    samples++;
    done += cards + 1;
  }
  let best = 0;
  for (let c = 0; c <= cards; c++) {
    points[c] /= samples;
    exact[c] /= samples;
    if (points[c] > points[best]) best = c;
  }
  return { call: best, points, exact, samples };
}

export interface StrongResult {
  move: number;
  iterations: number;
  /** What the search found, for the coach (coach.ts). */
  trace: SearchTrace;
}

export function strongMove(model: FahrstuhlSearch, base: FahrstuhlModel, rng: Rng, iterations: number, maxMs: number): StrongResult {
  const start = performance.now();
  if (base.phase === PHASE_CALLING) {
    const est = estimateCalls(model, rng, iterations, start + maxMs);
    return { move: CALL_BASE + est.call, iterations: est.samples * (base.cards + 1), trace: { calls: est } };
  }
  const out = ismcts(model, rng, { iterations, maxMs });
  return { move: out.move, iterations: out.iterations, trace: { root: out.root, chosen: out.move } };
}
