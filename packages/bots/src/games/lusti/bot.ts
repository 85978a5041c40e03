/** Lusti-Kartl'n's bots at the three levels, on the seat view only. */
import { cardCode } from '@kitchen-table/engine/games/lusti/pack.ts';
import type { LustiSeatView } from '@kitchen-table/engine/games/lusti/views.ts';
import type { BotContext, BotLevel, GameBots, Move } from '../../api.ts';
import type { SearchModel } from '../../search/model.ts';
import { ismcts } from '../../search/ismcts.ts';
import type { Rng } from '../../util/rng.ts';
import { lustiHeuristic, lustiPlayout } from './policy.ts';
import { determinizeLusti, LustiHand, popCount, readLustiView, type LustiKnowledge } from './sim.ts';

const EASY_NOISE = 0.5;
const PLAYOUT_EPSILON = 0.1;

class LustiModel implements SearchModel<LustiHand> {
  readonly seats = 4;
  readonly rootSeat: number;
  private readonly scratch = new LustiHand();
  private readonly pool: number[];

  constructor(private readonly k: LustiKnowledge) {
    this.rootSeat = k.seat;
    this.pool = new Array(32);
  }

  determinize(rng: Rng): LustiHand {
    return determinizeLusti(this.k, rng, this.scratch, this.pool);
  }
  toAct(s: LustiHand): number {
    return s.over ? -1 : s.turn;
  }
  legalMoves(s: LustiHand, out: Int32Array): number {
    return s.legalMoves(out);
  }
  apply(s: LustiHand, move: number): void {
    s.play(move);
  }
  playout(s: LustiHand, rng: Rng): void {
    while (!s.over) s.play(lustiPlayout(s, rng, PLAYOUT_EPSILON));
  }
  reward(s: LustiHand, seat: number): number {
    return s.reward(seat);
  }
}

/** Iterations scale with how much of the hand is left (a playout of the first trick is 32 cards long). */
function scaled(k: LustiKnowledge, iterations: number): number {
  const remaining = popCount(k.base.hands[k.seat]) * 4;
  return Math.max(1, Math.round(iterations * Math.min(4, 36 / (remaining + 4))));
}

export const lustiBots: GameBots<LustiSeatView> = {
  gameId: 'lusti',
  strongBudget: { iterations: 16000, maxMs: 175 },
  choose(view: Readonly<LustiSeatView>, level: BotLevel, ctx: BotContext): Move {
    const k = readLustiView(view);
    if (level === 'strong') {
      const start = performance.now();
      const out = ismcts(new LustiModel(k), ctx.rng, { iterations: scaled(k, ctx.budget.iterations), maxMs: ctx.budget.maxMs });
      ctx.stats.iterations += out.iterations;
      ctx.stats.searchMs += performance.now() - start;
      return { play: cardCode(out.move) };
    }
    if (level === 'easy' && ctx.rng.float() < EASY_NOISE) return ctx.rng.pick(view.legal);
    return { play: cardCode(lustiHeuristic(k.base)) };
  },
};
