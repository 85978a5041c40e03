/**
 * The public entry point of this game: `@kitchen-table/engine/elevator`. Consumers import nothing else of
 * it. Beside the game definition and its types: the model the bots' search plays forward (turns.ts, on a
 * mutable round), the run rules the bots' heuristic reads, the rule codes, and the benchmark.
 */
export * from './index.ts';
export { ELEVATOR_RULE_CODES, type ElevatorRuleCode } from './rule-codes.ts';
export { explainIllegal } from './moves.ts';
export { actor, forEachMove, mayPass, mustPlayIfAble, playMove } from './turns.ts';
export { cloneRound, roundFromDeal, topCard, type Lift } from './state.ts';
export { RANK_ORDER, buildDeck, isJokerCard, strengthOf } from './cards.ts';
export { canPlay, forEachRun, liftAfter } from './runs.ts';
export { countRuns, nthRun } from './run-index.ts';
export { runElevatorBenchmark } from './benchmark.ts';
