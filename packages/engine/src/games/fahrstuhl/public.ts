/**
 * The public entry point of this game: `@kitchen-table/engine/fahrstuhl`. Consumers (bots, web, cli)
 * import nothing else of it.
 */
export * from './index.ts';
export { RULE_CODES, type FahrstuhlRefusal } from './refusals.ts';
/** Cards on small integers (the bots' and the TV's rule reading). */
export { codeOfKind, kindOfCode, suitIndex, suitOfKind } from './cards.ts';
export { trickWinners } from './trick.ts';
/** The one model of a deal (the strong bots search on it). */
export { CALL_BASE, FahrstuhlModel, MAX_CARDS, PHASE_CALLING, PHASE_OVER, PHASE_PLAYING } from './model.ts';
export { runFahrstuhlBenchmark } from './benchmark.ts';
