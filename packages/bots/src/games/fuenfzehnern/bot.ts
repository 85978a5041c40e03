/** Fünfzehnern's bots at the three levels, on the seat view (and the hand's public events) only. */
import { FuenfzehnernModel, ZWANG, cardCode, type FuenfzehnernSeatView } from '@kitchen-table/engine/fuenfzehnern';
import { fuenfzehnernCoach } from './coach.ts';
import type { BotContext, BotLevel, GameBots, Move } from '../../api.ts';
import type { SearchModel } from '../../search/model.ts';
import { iterationsFor, searchMove } from '../../search/strong.ts';
import type { Rng } from '../../util/rng.ts';
import { determinizeFuenfzehnern, readFuenfzehnernView, type FuenfzehnernKnowledge } from './knowledge.ts';
import { fuenfzehnernHeuristic, fuenfzehnernPlayout } from './policy.ts';

const EASY_NOISE = 0.4;
const PLAYOUT_EPSILON = 0.1;

/** The search on the engine's model: determinized from what the seat knows, scored by the card points taken from the decision on. */
class FuenfzehnernSearch implements SearchModel<FuenfzehnernModel> {
  readonly seats: number;
  readonly rootSeat: number;
  private readonly scratch = new FuenfzehnernModel();
  /** The determinized position is still the root (no move applied yet). */
  private atRoot = false;
  private readonly buffer = new Int32Array(64);

  constructor(private readonly k: FuenfzehnernKnowledge) {
    this.seats = k.base.seats;
    this.rootSeat = k.seat;
  }
  determinize(rng: Rng): FuenfzehnernModel {
    this.atRoot = true;
    return determinizeFuenfzehnern(this.k, rng, this.scratch);
  }
  toAct(s: FuenfzehnernModel): number {
    return s.over ? -1 : s.turn;
  }
  legalMoves(s: FuenfzehnernModel, out: Int32Array): number {
    // At the root, exactly the view's moves (the lead rule may hinge on earlier cards the seat cannot name).
    if (this.atRoot) {
      for (let i = 0; i < this.k.rootMoves.length; i++) out[i] = this.k.rootMoves[i];
      return this.k.rootMoves.length;
    }
    return s.legalMoves(out);
  }
  apply(s: FuenfzehnernModel, move: number): void {
    this.atRoot = false;
    s.play(move);
  }
  playout(s: FuenfzehnernModel, rng: Rng): void {
    while (!s.over) s.play(fuenfzehnernPlayout(s, rng, PLAYOUT_EPSILON, this.buffer));
  }
  /** Points taken from here on, out of the 15 a seat holds on average per suit in play: about [0, 1] (past tricks are sunk). */
  reward(s: FuenfzehnernModel, seat: number): number {
    return s.points[seat] / (15 * s.seats);
  }
}

function toMove(move: number): Move {
  return move >= ZWANG ? { play: cardCode(move - ZWANG), zwang: true } : { play: cardCode(move) };
}

function scaled(k: FuenfzehnernKnowledge, iterations: number): number {
  const remaining = k.tricksLeft * k.base.seats;
  return iterationsFor(iterations, remaining, { reference: 36, pad: 4, cap: 4 });
}

export const fuenfzehnernBots: GameBots<FuenfzehnernSeatView> = {
  gameId: 'fuenfzehnern',
  coach: fuenfzehnernCoach,
  strongBudget: { iterations: 9000, maxMs: 175 },
  choose(view: Readonly<FuenfzehnernSeatView>, level: BotLevel, ctx: BotContext): Move {
    const k = readFuenfzehnernView(view, ctx.history);
    if (level === 'strong') {
      return toMove(searchMove(ctx, scaled(k, ctx.budget.iterations), () => new FuenfzehnernSearch(k)));
    }
    if (level === 'easy' && ctx.rng.float() < EASY_NOISE) return ctx.rng.pick(view.legal);
    // The heuristic reads only the seat's hand and public cards. Without the hand's events the lead rule
    // may hinge on cards the bot cannot name: then keep to the view's own legal moves.
    const move = fuenfzehnernHeuristic(k.base);
    return toMove(k.rootMoves.includes(move) ? move : k.rootMoves[k.rootMoves.length - 1]);
  },
};
