/** Lusti-Kartl'n's bots at the three levels, on the seat view only. */
import { cardCode, LustiModel, popCount, type LustiSeatView } from '@kitchen-table/engine/lusti';
import { lustiCoach } from './coach.ts';
import type { BotContext, BotLevel, GameBots, Move } from '../../api.ts';
import type { SearchModel } from '../../search/model.ts';
import { iterationsFor, searchMove } from '../../search/strong.ts';
import type { Rng } from '../../util/rng.ts';
import { lustiHeuristic, lustiPlayout } from './policy.ts';
import { readLustiView, type LustiKnowledge } from './knowledge.ts';
import { readHistory, WeightedDeals } from './inference.ts';

const EASY_NOISE = 0.5;
const PLAYOUT_EPSILON = 0.1;

/** The search on the engine's model of the hand (the seat's knowledge, the unseen cards sampled). */
class LustiSearch implements SearchModel<LustiModel> {
  readonly seats = 4;
  readonly rootSeat: number;
  private readonly scratch = new LustiModel();
  private readonly pool: number[];

  constructor(private readonly k: LustiKnowledge, private readonly deals: WeightedDeals) {
    this.rootSeat = k.seat;
    this.pool = new Array(32);
  }

  determinize(rng: Rng): LustiModel {
    return this.deals.sample(rng, this.scratch, this.pool);
  }
  toAct(s: LustiModel): number {
    return s.over ? -1 : s.turn;
  }
  legalMoves(s: LustiModel, out: Int32Array): number {
    return s.legalMoves(out);
  }
  apply(s: LustiModel, move: number): void {
    s.play(move);
  }
  playout(s: LustiModel, rng: Rng): void {
    while (!s.over) s.play(lustiPlayout(s, rng, PLAYOUT_EPSILON));
  }
  /** Mostly the hand's game points (−4 … 4), a little the card points, on about [0, 1]. */
  reward(s: LustiModel, seat: number): number {
    const team = seat & 1;
    const cp = s.cardPoints[team] - s.cardPoints[team ^ 1];
    return 0.5 + 0.11 * s.gamePointsFor(team) + 0.05 * (cp / 90);
  }
}

/**
 * Deals in the weighted pool (inference.ts): a quarter of the iterations, at most 4,000. Each costs a
 * replay of the hand so far, about what a playout costs; fewer left the search too few distinct deals
 * late in the hand (measured: a tenth gave +0.6, a quarter +0.9 points a hand against normal).
 */
const POOL_SHARE = 0.25;
function poolSize(iterations: number): number {
  return Math.min(4000, Math.round(iterations * POOL_SHARE));
}

/** Iterations scale with how much of the hand is left (a playout of the first trick is 32 cards long). */
function scaled(k: LustiKnowledge, iterations: number): number {
  const remaining = popCount(k.base.hands[k.seat]) * 4;
  return iterationsFor(iterations, remaining, { reference: 36, pad: 4, cap: 4 });
}

export const lustiBots: GameBots<LustiSeatView> = {
  gameId: 'lusti',
  coach: lustiCoach,
  strongBudget: { iterations: 16000, maxMs: 175 },
  choose(view: Readonly<LustiSeatView>, level: BotLevel, ctx: BotContext): Move {
    const k = readLustiView(view);
    if (level === 'strong') {
      const iterations = scaled(k, ctx.budget.iterations);
      const move = searchMove(ctx, iterations, () => new LustiSearch(k, new WeightedDeals(k, readHistory(view), ctx.rng, poolSize(iterations))));
      return { play: cardCode(move) };
    }
    if (level === 'easy' && ctx.rng.float() < EASY_NOISE) return ctx.rng.pick(view.legal);
    return { play: cardCode(lustiHeuristic(k.base)) };
  },
};
