/**
 * The public entry point of this game: `@kitchen-table/engine/fahrstuhl`. Consumers (bots, web, cli)
 * import nothing else of it. First the names every game's entry exports (docs/adding-a-game.md, "The
 * public entry"), then the rule helpers of this game that bots and screens read.
 */
export * from './index.ts';
export { meta } from './meta.ts';
export { optionDefs, resolveOptions } from './options.ts';
export { RULE_CODES, explainIllegal, type FahrstuhlRuleCode, type FahrstuhlRefusal } from './refusals.ts';
/** Ranks strongest first (A 10 K Q J 9 8 7): the order a hand is shown in. */
export { RANKS as RANK_ORDER } from './cards.ts';
export { runBenchmark } from './benchmark.ts';
/** The one model of a deal (the strong bots search on it). */
export { CALL_BASE, FahrstuhlModel, MAX_CARDS, PHASE_CALLING, PHASE_OVER, PHASE_PLAYING } from './model.ts';
/** Cards on small integers (the bots' and the TV's rule reading). */
export { codeOfKind, kindOfCode, suitIndex, suitOfKind } from './cards.ts';
/** Rule "Who takes the trick": the seats credited with a trick, and the shared round's tie credit. */
export { creditedOver, trickWinners } from './trick.ts';
