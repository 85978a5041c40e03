/** Elevator's bots at the three levels, on the seat view only. */
import type { CardCode } from '@kitchen-table/engine';
import { actor, forEachMove, playMove, type ElevatorMove, type ElevatorRound, type ElevatorSeatView } from '@kitchen-table/engine/elevator';
import { elevatorCoach } from './coach.ts';
import type { BotContext, BotLevel, GameBots, Move } from '../../api.ts';
import type { SearchModel } from '../../search/model.ts';
import { iterationsFor, searchMove } from '../../search/strong.ts';
import { moveKey } from '../../util/moves.ts';
import type { Rng } from '../../util/rng.ts';
import { determinizeElevator, readElevatorView, roundFrom, type ElevatorKnowledge } from './knowledge.ts';
import { elevatorHeuristic, elevatorPlayout } from './policy.ts';

const EASY_NOISE = 0.5;
const PLAYOUT_EPSILON = 0.1;
/**
 * Playouts longer than this are cut off and judged by the hand sizes: a dry stock can make a game's end
 * drag on through Kopile after Kopile, and a move's time must stay within its budget.
 */
const PLAYOUT_LIMIT = 120;

/** Interns the moves met during one search as small integers (runs are arrays; the tree wants numbers). */
class MoveTable {
  private readonly ids = new Map<string, number>();
  readonly moves: ElevatorMove[] = [];
  id(move: ElevatorMove): number {
    const key = moveKey(move);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.moves.length;
      this.ids.set(key, id);
      this.moves.push('play' in move ? { play: move.play.slice() } : move);
    }
    return id;
  }
}

class ElevatorModel implements SearchModel<ElevatorRound> {
  readonly seats: number;
  readonly rootSeat: number;
  readonly table = new MoveTable();
  private readonly pool: CardCode[];
  private readonly rootMoves: number[];
  private out: Int32Array = new Int32Array(0);
  private n = 0;
  private readonly visit = (move: ElevatorMove): boolean => {
    this.out[this.n++] = this.table.id(move);
    return false;
  };

  constructor(private readonly k: ElevatorKnowledge, legal: readonly ElevatorMove[]) {
    this.seats = k.seats;
    this.rootSeat = k.seat;
    this.pool = new Array(k.unseen.length);
    this.rootMoves = legal.map((m) => this.table.id(m));
  }
  determinize(rng: Rng): ElevatorRound {
    return determinizeElevator(this.k, rng, this.pool);
  }
  toAct(r: ElevatorRound): number {
    return r.winner !== null ? -1 : actor(r);
  }
  legalMoves(r: ElevatorRound, out: Int32Array): number {
    if (r.history.length === 0) {
      // The root: exactly the view's moves.
      for (let i = 0; i < this.rootMoves.length; i++) out[i] = this.rootMoves[i];
      return this.rootMoves.length;
    }
    this.out = out;
    this.n = 0;
    forEachMove(r, this.visit);
    return this.n;
  }
  apply(r: ElevatorRound, id: number): void {
    playMove(r, this.table.moves[id]);
  }
  playout(r: ElevatorRound, rng: Rng): void {
    for (let i = 0; i < PLAYOUT_LIMIT && r.winner === null; i++) playMove(r, elevatorPlayout(r, rng, PLAYOUT_EPSILON));
  }
  /** The winner scores the cards left in the other hands; the others score nothing (a little credit for a short hand). */
  reward(r: ElevatorRound, seat: number): number {
    if (r.winner === seat) {
      let points = 0;
      for (let s = 0; s < r.hands.length; s++) points += r.hands[s].length;
      return 0.5 + 0.5 * Math.min(1, points / 30);
    }
    const mine = r.hands[seat].length;
    if (r.winner !== null) return 0.25 * (1 - Math.min(1, mine / 15));
    // Cut off: the fewer cards against the best other hand, the likelier the win.
    let best = Infinity;
    for (let s = 0; s < r.hands.length; s++) if (s !== seat && r.hands[s].length < best) best = r.hands[s].length;
    return 0.45 * (best / (mine + best));
  }
}

/** Iterations scale with the cards still in play (hands and stock): fewer cards, shorter playouts. */
function scaled(k: ElevatorKnowledge, iterations: number): number {
  const cards = k.handSizes.reduce((a, b) => a + b, 0) + k.stockSize;
  return iterationsFor(iterations, cards, { reference: 63, pad: 10, cap: 2 });
}

export const elevatorBots: GameBots<ElevatorSeatView> = {
  gameId: 'elevator',
  coach: elevatorCoach,
  strongBudget: { iterations: 1000, maxMs: 175 },
  choose(view: Readonly<ElevatorSeatView>, level: BotLevel, ctx: BotContext): Move {
    const k = readElevatorView(view);
    if (level === 'strong') {
      const model = new ElevatorModel(k, view.legal);
      return model.table.moves[searchMove(ctx, scaled(k, ctx.budget.iterations), () => model)];
    }
    if (level === 'easy' && ctx.rng.float() < EASY_NOISE) return ctx.rng.pick(view.legal);
    return elevatorHeuristic(roundFrom(k));
  },
};
