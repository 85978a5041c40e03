/**
 * The public entry point of this game: `@kitchen-table/engine/fuenfzehnern`. Consumers (bots, web, cli)
 * import nothing else of it: the game definition and its types, the model the bots search on, the pack's
 * card indices and masks, and the rule predicates a bot reasons with.
 */
export * from './index.ts';
export { FuenfzehnernModel, ZWANG, CARDS_PER_SEAT, lowestBit } from './model.ts';
export { RULE_CODES, explainIllegal, type FuenfzehnernRuleCode, type FuenfzehnernRefusal } from './refusals.ts';
export { ACE, KING, QUEEN, RANK_POINTS, cardCode, cardIndex, packIndices, pointsOfMask, suitIndex, suitMask, suitOfIndex } from './pack.ts';
export { UNBOUND } from './lead.ts';
export { runFuenfzehnernBenchmark } from './benchmark.ts';
export type { CompletedTrick, CurrentTrick, HandSummary, TrickPlay } from './state.ts';
export type { FuenfzehnernPublic } from './views.ts';
