/**
 * The public entry point of this game: `@kitchen-table/engine/elevator`. Consumers import nothing else of
 * it. First the names every game's entry exports (docs/adding-a-game.md, "The public entry"), then the
 * rule helpers of this game that bots and screens read.
 */
export * from './index.ts';
export { meta } from './meta.ts';
export { optionDefs, resolveOptions } from './options.ts';
export { RULE_CODES, explainIllegal, type ElevatorRuleCode, type ElevatorRefusal } from './refusals.ts';
export { RANK_ORDER } from './cards.ts';
export { runBenchmark } from './benchmark.ts';
/** The model the bots' search plays forward: a mutable round and the flow of a game on it. */
export { actor, forEachMove, mayPass, mustPlayIfAble, playMove, type ElevatorModel } from './model.ts';
export { cloneRound, roundFromDeal, topCard, type Lift } from './state.ts';
export { buildDeck, isJokerCard, strengthOf } from './cards.ts';
/** Rule "Runs": what may be laid on the pile, and where the lift goes after it. */
export { canPlay, forEachRun, liftAfter } from './runs.ts';
export { countRuns, nthRun } from './run-index.ts';
