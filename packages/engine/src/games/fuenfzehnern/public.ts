/**
 * The public entry point of this game: `@kitchen-table/engine/fuenfzehnern`. Consumers (bots, web, cli)
 * import nothing else of it. First the names every game's entry exports (docs/adding-a-game.md, "The
 * public entry"), then the pack's card indices and masks and the rule predicates a bot reasons with.
 */
export * from './index.ts';
export { meta } from './meta.ts';
export { optionDefs, resolveOptions } from './options.ts';
export { RULE_CODES, explainIllegal, type FuenfzehnernRuleCode, type FuenfzehnernRefusal } from './refusals.ts';
export { RANK_ORDER } from './pack.ts';
export { runBenchmark } from './benchmark.ts';
/** The one model of a hand (the strong bots search on it). */
export { FuenfzehnernModel, ZWANG, CARDS_PER_SEAT } from './model.ts';
/** The card layout (index = suit × 8 + rank, rank 0 the ace) and the card points. */
export {
  ACE,
  KING,
  QUEEN,
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
export type { CompletedTrick, CurrentTrick, HandSummary, TrickPlay } from './state.ts';
export type { FuenfzehnernPublic } from './views.ts';
