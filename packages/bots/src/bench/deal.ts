/**
 * Plays one deal with a given level at each seat, in-thread: the unit of work of the tournament. Every
 * bot gets only its seat's view and the deal's public events, through the same dispatcher as the pool.
 */
import { findGame, isEvent, type DealScoredEvent, type GameEvent } from '@kitchen-table/engine';
import type { BenchLevel, SearchBudget } from '../api.ts';
import { decideSync } from '../choose.ts';
import { findGameBots } from '../games/index.ts';
import { threadCpuMs } from './cpu.ts';

/**
 * A seat's level in the tournament: a bot level or `random`, or `strongHalf` — the strong bot with half
 * its search budget (half the iterations, half the clock), to show what the other half buys (issue 31).
 */
export type SeatLevel = BenchLevel | 'strongHalf';

/** The bot request's level and budget for a seat level. */
export function seatRequest(level: SeatLevel, budget: SearchBudget): { level: BenchLevel; budget: SearchBudget } {
  if (level !== 'strongHalf') return { level, budget };
  return { level: 'strong', budget: { iterations: Math.max(1, Math.round(budget.iterations / 2)), maxMs: budget.maxMs / 2 } };
}

export interface DealTask {
  gameId: string;
  /** 0-based deal number: fixes the deal (its seed) and the game's options for it. */
  index: number;
  /** Level per seat. */
  levels: SeatLevel[];
  /** A seed for the bots' decisions, so rotations do not replay identical choices. */
  botSeed: string;
  budget?: Partial<SearchBudget>;
}

export interface DecisionRecord {
  level: SeatLevel;
  /** Only one legal move: no thinking, left out of the decision-time figures. */
  forced: boolean;
  ms: number;
  /** CPU milliseconds of the deciding thread (cpu.ts): the move's cost whatever the machine's load. */
  cpuMs: number;
  iterations: number;
  searchMs: number;
}

export interface DealOutcome {
  index: number;
  levels: SeatLevel[];
  scores: number[];
  decisions: DecisionRecord[];
  /** Games whose seats call their tricks (`BotBench.calls`): calls and tricks taken per seat. */
  calls?: number[];
  taken?: number[];
  /** Moves a bot got wrong and the dispatcher replaced (should stay 0). */
  fallbacks: number;
  /**
   * Where and why, for each of them: the deal, move number, seat and level, the dispatcher's reason
   * and the seat's view (the position the bot saw), so the bug can be replayed.
   */
  fallbackReasons: string[];
}

export const dealSeed = (gameId: string, index: number): string => `bench:${gameId}:${index}`;

/** A guard against a game that never ends (a rules bug): no deal of these games needs this many moves. */
const MAX_MOVES = 5000;

export function playDeal(task: DealTask): DealOutcome {
  const bots = findGameBots(task.gameId);
  const bench = bots?.bench;
  const game = findGame(task.gameId);
  if (!bots || !bench || !game) throw new Error(`unknown game ${task.gameId}`);
  const seats = bench.seats;
  const resolved = game.resolveOptions(bench.options(task.index), seats);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const fullBudget: SearchBudget = { ...bots.strongBudget, ...task.budget };
  let state = game.setup(resolved.value, seats, dealSeed(task.gameId, task.index));
  const history: GameEvent[] = [];
  const decisions: DecisionRecord[] = [];
  let fallbacks = 0;
  const fallbackReasons: string[] = [];
  for (let moveNo = 0; moveNo < MAX_MOVES; moveNo++) {
    const seat = game.toAct(state)[0];
    const view = game.seatView(state, seat);
    const level = task.levels[seat];
    const asked = seatRequest(level, fullBudget);
    const cpuStart = threadCpuMs();
    const decision = decideSync({
      gameId: task.gameId,
      level: asked.level,
      view,
      seed: `${task.botSeed}:${moveNo}`,
      budget: asked.budget,
      history: history.slice(),
    });
    const cpuMs = threadCpuMs() - cpuStart;
    if (decision.fallback) {
      fallbacks++;
      fallbackReasons.push(
        `${task.gameId} deal ${task.index}, move ${moveNo}, seat ${seat} (${level}), bot seed ${task.botSeed}: ${decision.fallback.split('\n')[0]}; view ${JSON.stringify(view)}`,
      );
    }
    decisions.push({ level, forced: view.legal.length === 1, ms: decision.stats.ms, cpuMs, iterations: decision.stats.iterations, searchMs: decision.stats.searchMs });
    const applied = game.applyMove(state, seat, decision.move);
    if (!applied.ok) throw new Error(`${task.gameId}: ${level} bot made an illegal move ${JSON.stringify(decision.move)}: ${applied.error.code}`);
    state = applied.state;
    history.push(...applied.events);
    const scored = applied.events.find((e): e is DealScoredEvent => isEvent(e, 'dealScored'));
    if (scored) {
      const outcome: DealOutcome = { index: task.index, levels: task.levels, scores: scored.score.slice(), decisions, fallbacks, fallbackReasons };
      if (bench.calls) Object.assign(outcome, bench.calls(scored));
      return outcome;
    }
  }
  throw new Error(`${task.gameId}: deal ${task.index} did not end within ${MAX_MOVES} moves`);
}
