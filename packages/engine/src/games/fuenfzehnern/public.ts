/**
 * The public entry point of this game: `@kitchen-table/engine/fuenfzehnern`. Consumers (bots, web, cli)
 * import nothing else of it: the game definition and its types, the model the bots search on, the pack's
 * card indices and masks, and the rule predicates a bot reasons with.
 */
export * from './index.ts';
export { FuenfzehnernModel, ZWANG, CARDS_PER_SEAT } from './model.ts';
export { RULE_CODES, explainIllegal, type FuenfzehnernRuleCode, type FuenfzehnernRefusal } from './refusals.ts';
/** The card layout (index = suit × 8 + rank, rank 0 the ace), the rank order and the card points. */
export {
  ACE,
  KING,
  QUEEN,
  RANK_ORDER,
  RANK_POINTS,
  cardAt,
  cardCode,
  cardIndex,
  cardPoints,
  higherInSuitMask,
  packIndices,
  pointsOfIndex,
  pointsOfMask,
  rankOfIndex,
  suitIndex,
  suitMask,
  suitOfIndex,
} from './pack.ts';
/** Rule "the highest card of the suit led takes the trick", on card indices in play order. */
export { trickWinnerPosition } from './trick.ts';
export { UNBOUND } from './lead.ts';
export { runFuenfzehnernBenchmark } from './benchmark.ts';
export type { CompletedTrick, CurrentTrick, HandSummary, TrickPlay } from './state.ts';
export type { FuenfzehnernPublic } from './views.ts';
