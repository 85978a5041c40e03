/** Lusti-Kartl'n's bots at the three levels, on the seat view only. */
import { cardCode, LustiModel, popCount, type LustiSeatView } from '@kitchen-table/engine/lusti';
import { lustiCoach } from './coach.ts';
import type { BotContext, BotLevel, GameBots, Move } from '../../api.ts';
import type { SearchModel } from '../../search/model.ts';
import { ismcts } from '../../search/ismcts.ts';
import type { Rng } from '../../util/rng.ts';
import { lustiHeuristic, lustiPlayout } from './policy.ts';
import { determinizeLusti, readLustiView, type LustiKnowledge } from './knowledge.ts';

const EASY_NOISE = 0.5;
const PLAYOUT_EPSILON = 0.1;

/** The search on the engine's model of the hand (the seat's knowledge, the unseen cards sampled). */
class LustiSearch implements SearchModel<LustiModel> {
  readonly seats = 4;
  readonly rootSeat: number;
  private readonly scratch = new LustiModel();
  private readonly pool: number[];

  constructor(private readonly k: LustiKnowledge) {
    this.rootSeat = k.seat;
    this.pool = new Array(32);
  }

  determinize(rng: Rng): LustiModel {
    return determinizeLusti(this.k, rng, this.scratch, this.pool);
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

/** Iterations scale with how much of the hand is left (a playout of the first trick is 32 cards long). */
function scaled(k: LustiKnowledge, iterations: number): number {
  const remaining = popCount(k.base.hands[k.seat]) * 4;
  return Math.max(1, Math.round(iterations * Math.min(4, 36 / (remaining + 4))));
}

export const lustiBots: GameBots<LustiSeatView> = {
  gameId: 'lusti',
  coach: lustiCoach,
  strongBudget: { iterations: 16000, maxMs: 175 },
  choose(view: Readonly<LustiSeatView>, level: BotLevel, ctx: BotContext): Move {
    const k = readLustiView(view);
    if (level === 'strong') {
      const start = performance.now();
      const out = ismcts(new LustiSearch(k), ctx.rng, { iterations: scaled(k, ctx.budget.iterations), maxMs: ctx.budget.maxMs });
      ctx.stats.iterations += out.iterations;
      ctx.stats.searchMs += performance.now() - start;
      if (ctx.trace) Object.assign(ctx.trace, { root: out.root, chosen: out.move });
      return { play: cardCode(out.move) };
    }
    if (level === 'easy' && ctx.rng.float() < EASY_NOISE) return ctx.rng.pick(view.legal);
    return { play: cardCode(lustiHeuristic(k.base)) };
  },
};
