/** Fahrstuhl's bots at the three levels, on the seat view only. */
import { CALL_BASE, codeOfKind, MAX_CARDS, PHASE_CALLING, type FahrstuhlModel, type FahrstuhlSeatView } from '@kitchen-table/engine/fahrstuhl';
import type { BotContext, BotLevel, GameBots, Move } from '../../api.ts';
import { fahrstuhlCoach } from './coach.ts';
import { readView } from './knowledge.ts';
import { randomShares } from './opponents.ts';
import { heuristicCall, heuristicPlay, trickChances } from './policy.ts';
import { bookedSearch, iterationsFor } from '../../search/strong.ts';
import { CALL_SCALE, FahrstuhlSearch, strongMove } from './search.ts';

/** `easy`: a call off by one half the time, and a random legal card a quarter of the time. */
const EASY_CALL_NOISE = 0.5;
const EASY_PLAY_NOISE = 0.25;

function toMove(move: number): Move {
  return move >= CALL_BASE ? { call: move - CALL_BASE } : { play: codeOfKind(move) };
}

/**
 * The budget counts iterations for the largest decision (the first move of a 4-seat, 10-card round:
 * 44 moves to simulate); smaller decisions get more iterations, in proportion to how much shorter their
 * playouts are (up to 4×), so that every move costs about the same time and the seed still fixes it.
 */
const REFERENCE_WORK = 48;
export function scaledIterations(d: FahrstuhlModel, iterations: number): number {
  // The other hands are empty in the view's deal: the seat's own hand size tells how long the deal runs.
  const remaining = d.callsLeft + d.seats * d.handLen[d.turn];
  return iterationsFor(iterations, remaining, { reference: REFERENCE_WORK, pad: 4, cap: 4 });
}

export const fahrstuhlBots: GameBots<FahrstuhlSeatView> = {
  gameId: 'fahrstuhl',
  coach: fahrstuhlCoach,
  strongBudget: { iterations: 9000, maxMs: 175 },
  choose(view: Readonly<FahrstuhlSeatView>, level: BotLevel, ctx: BotContext): Move {
    const knowledge = readView(view);
    const d = knowledge.base;
    const seat = view.seat;
    if (level === 'strong') {
      const move = bookedSearch(ctx, () => {
        // Who the others are, read from their calls and cards (opponents.ts).
        const shares = randomShares(view, knowledge, ctx.rng.next());
        return strongMove(new FahrstuhlSearch(knowledge, shares), d, ctx.rng, scaledIterations(d, ctx.budget.iterations), ctx.budget.maxMs);
      });
      return toMove(move);
    }
    if (d.phase === PHASE_CALLING) {
      let call = heuristicCall(d, seat, trickChances(d, knowledge.deck), CALL_SCALE);
      if (level === 'easy' && ctx.rng.float() < EASY_CALL_NOISE) {
        call += ctx.rng.float() < 0.5 ? -1 : 1;
        if (call < 0) call = 1;
        if (call > d.cards) call = d.cards - 1;
      }
      return { call };
    }
    if (level === 'easy' && ctx.rng.float() < EASY_PLAY_NOISE) {
      return toMove(d.hands[seat * MAX_CARDS + ctx.rng.int(d.playable(seat))]);
    }
    return toMove(heuristicPlay(d, knowledge));
  },
};
