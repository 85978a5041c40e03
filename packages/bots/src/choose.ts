/**
 * In-thread decisions: the dispatcher every path goes through (the pool's workers, tests, benchmarks).
 * It seeds the generator, runs the game's bot at the level asked and guarantees a legal answer: a move
 * the bot returns that is not in `view.legal` (a bot bug) is replaced by the `normal` heuristic's move,
 * or by the first legal move, so that a room never waits on a broken bot.
 */
import type { GameEvent, SeatViewBase } from '@kitchen-table/engine';
import type { BenchLevel, BotDecision, BotRequest, Move, SearchBudget, SearchTrace } from './api.ts';
import { explainMove } from './coach.ts';
import { findGameBots } from './games/index.ts';
import { randomMove } from './random.ts';
import { findLegal } from './util/moves.ts';
import { Rng } from './util/rng.ts';

export function decideSync(request: BotRequest): BotDecision {
  const { gameId, level, view, seed } = request;
  const trace: SearchTrace | undefined = request.explain ? {} : undefined;
  const start = performance.now();
  const stats = { iterations: 0, searchMs: 0 };
  const legal = view.legal;
  if (!legal || legal.length === 0) throw new Error(`${gameId}: seat ${view.seat} has no move due`);
  const rng = new Rng(`${gameId}:${level}:${seed}`);
  let move: Move | undefined;
  let fallback: string | undefined;
  if (legal.length === 1) {
    move = legal[0] as Move;
  } else if (level === 'random') {
    move = randomMove(view, rng);
  } else {
    const bots = findGameBots(gameId);
    if (!bots) throw new Error(`no bots for game "${gameId}"`);
    const budget: SearchBudget = { ...bots.strongBudget, ...request.budget };
    try {
      const answer = bots.choose(view, level, { rng, budget, stats, history: request.history, trace });
      move = findLegal(legal, answer);
      if (!move) fallback = `${level} answered an illegal move ${JSON.stringify(answer)}`;
    } catch (err) {
      fallback = `${level} threw: ${err instanceof Error ? err.stack ?? err.message : String(err)}`;
    }
    if (!move && level !== 'normal') {
      try {
        move = findLegal(legal, bots.choose(view, 'normal', { rng, budget, stats, history: request.history }));
      } catch {
        move = undefined;
      }
    }
    move ??= legal[0] as Move;
  }
  const decision: BotDecision = { move, stats: { iterations: stats.iterations, searchMs: stats.searchMs, ms: performance.now() - start } };
  if (fallback) decision.fallback = fallback;
  if (request.explain) decision.why = explainMove(gameId, view, move, fallback ? {} : (trace ?? {}), request.history);
  return decision;
}

/** The move a bot of `level` makes for this view; the same seed gives the same move. */
export function chooseMoveSync(
  gameId: string,
  level: BenchLevel,
  view: SeatViewBase,
  seed: number | string,
  extra?: { budget?: Partial<SearchBudget>; history?: readonly GameEvent[] },
): Move {
  return decideSync({ gameId, level, view, seed, budget: extra?.budget, history: extra?.history }).move;
}
