/**
 * The bot API. A bot is a pure function of one seat's view (its own hand, everything public and the
 * deal's public history, exactly what the engine's `seatView` gives that seat), a level and a seed.
 * It never receives the game state, so it cannot read a hidden card: the input type says so, and the
 * worker pool only ever posts the view across the thread boundary.
 */
import type { BotLevel, CoachLine, DealScoredEvent, GameEvent, SeatViewBase } from '@kitchen-table/engine';

/** Host-selectable bot levels, and the coach's line: the engine's contract with the server (core/bot-contract.ts). */
export { BOT_LEVELS, type BotLevel, type CoachLine } from '@kitchen-table/engine';

/** `random` (a uniformly random legal move) exists only as a benchmark baseline. */
export type BenchLevel = BotLevel | 'random';

/** A move as the engine takes it (without the seat): `{ call: 2 }`, `{ play: "AH" }`, … */
export type Move = Record<string, unknown>;

/**
 * How much a `strong` bot may search. Iterations make it deterministic; the clock is a safety net.
 * Each game's default is tuned so that its slowest moves take about 150 ms of one core of the reference
 * machine (most take far less); the cap, 175 ms, stays under that budget plus 20 %.
 */
export interface SearchBudget {
  /** Search iterations (determinized playouts) per decision, for a typical decision of the game. */
  iterations: number;
  /** Wall-clock cap in milliseconds; reaching it ends the search early (then the seed no longer fixes the move). */
  maxMs: number;
}

/** What one decision cost, for the benchmark and the server's logs. */
export interface DecisionStats {
  /** Search iterations run (0 for heuristic levels). */
  iterations: number;
  /** Milliseconds spent inside the bot. */
  ms: number;
  /** Milliseconds spent inside the search loop (0 for heuristic levels). */
  searchMs: number;
}

export interface BotDecision {
  move: Move;
  stats: DecisionStats;
  /** Set when the bot failed (threw or answered an illegal move) and a fallback move was used: why. */
  fallback?: string;
  /** The coach's line for the move, when the request asked for one (`explain`). */
  why?: CoachLine;
}

/** The decision context a game's bot receives next to the view. */
export interface BotContext {
  /** Seeded generator for this decision (see util/rng.ts). */
  rng: import('./util/rng.ts').Rng;
  budget: SearchBudget;
  /** The deal's public events so far, when the caller supplied them (see BotRequest.history). */
  history?: readonly GameEvent[];
  /** The search reports its iteration count and loop time here. */
  stats: { iterations: number; searchMs: number };
  /** Set when the coach asks (BotRequest.explain): the strong search leaves what it found here. */
  trace?: SearchTrace;
}

/**
 * One game's bots. `choose` must return one of `view.legal` (compared as JSON); the dispatcher checks
 * it and falls back to a heuristic move if a bot ever errs, so a room never stalls on a bot.
 */
export interface GameBots<V extends SeatViewBase = SeatViewBase> {
  gameId: string;
  choose(view: Readonly<V>, level: BotLevel, ctx: BotContext): Move;
  /** Default `strong` budget for this game, tuned for about 150 ms a move on the reference machine. */
  strongBudget: SearchBudget;
  /** The coach's line for the strong bot's move (issue 18, part 2): every game has one. */
  coach: GameCoach<V>;
  /** How the bots' benchmark plays this game (a game without it is left out of `bench bots`). */
  bench?: BotBench;
}

/**
 * One game in the bots' benchmark (`bench bots`): the single-deal matches it plays and how many. Each
 * seat's score for a deal is the `score` of the deal's common `dealScored` event (match points; in
 * team games partners carry their team's value).
 */
export interface BotBench {
  seats: number;
  /** Host options for the match of deal number `index` (0-based): a match of one deal. */
  options(index: number): Record<string, unknown>;
  /** Deals of strong vs normal and of the cheap heuristic pairings: the default run and `--quick`. */
  deals: { strong: number; heuristic: number };
  quickDeals: { strong: number; heuristic: number };
  /**
   * Games where every seat calls its tricks: the calls and tricks taken, read from the deal's
   * `dealScored` event. Turns on the exact-call rates (also of one bot against three random seats).
   */
  calls?(scored: DealScoredEvent): { calls: number[]; taken: number[] };
}

/** One request to a bot, as it crosses the thread boundary: only the view, never the state. */
export interface BotRequest {
  gameId: string;
  level: BenchLevel;
  view: SeatViewBase;
  seed: number | string;
  /**
   * The public events of the running deal so far, in order (optional). A player at the table sees
   * every card as it is played; where a game's view keeps only the last trick (Fünfzehnern's face-down
   * tricks), this is how a bot remembers the rest. Events are public by the engine's contract.
   */
  history?: readonly GameEvent[];
  /** Overrides the game's default `strong` budget (tests use tiny ones, benchmarks print theirs). */
  budget?: Partial<SearchBudget>;
  /** The coach: search at `strong` and also say why (BotDecision.why). */
  explain?: boolean;
}

// ---- the coach (issue 18, part 2) ------------------------------------------------------------------

/** What the strong search found, for the coach's line. */
export interface SearchTrace {
  /** IS-MCTS root moves (the game's move numbers) with visits and mean reward. */
  root?: { move: number; visits: number; mean: number }[];
  /** The root move chosen (the game's move number). */
  chosen?: number;
  /** Fahrstuhl's calls by simulation: per call, the share of sampled deals that met it exactly. */
  calls?: { call: number; exact: number[]; points: number[]; samples: number };
}

/**
 * A game's coach: the line that says why the strong bot plays `move`, from the seat's view and what the
 * search found (trace). Game knowledge, so it lives in the game's folder (games/<id>/coach.ts).
 */
export interface GameCoach<V extends SeatViewBase = SeatViewBase> {
  explain(view: Readonly<V>, move: Move, trace: SearchTrace, history?: readonly GameEvent[]): CoachLine;
}
