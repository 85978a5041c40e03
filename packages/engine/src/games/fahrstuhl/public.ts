/**
 * The public entry point of this game: `@kitchen-table/engine/fahrstuhl`. Consumers (bots, web, cli)
 * import nothing else of it.
 */
export * from './index.ts';
export { RULE_CODES, type FahrstuhlRefusal } from './refusals.ts';
/** Cards on small integers (the bots' and the TV's rule reading). */
export { codeOfKind, kindOfCode, suitIndex, suitOfKind } from './cards.ts';
/** Ranks strongest first (A 10 K Q J 9 8 7): the order a hand is shown in. */
export { RANKS as RANK_ORDER } from './cards.ts';
/** Rule "Who takes the trick": the seats credited with a trick, and the shared round's tie credit. */
export { creditedOver, trickWinners } from './trick.ts';
/** The one model of a deal (the strong bots search on it). */
export { CALL_BASE, FahrstuhlModel, MAX_CARDS, PHASE_CALLING, PHASE_OVER, PHASE_PLAYING } from './model.ts';
export { runFahrstuhlBenchmark } from './benchmark.ts';
