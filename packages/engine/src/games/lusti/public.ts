/**
 * The public entry point of this game: `@kitchen-table/engine/lusti`. Consumers import nothing else of
 * it. First the names every game's entry exports (docs/adding-a-game.md, "The public entry"), then the
 * rule helpers of this game that bots and screens read.
 */
export * from './index.ts';
export { meta } from './meta.ts';
export { optionDefs, resolveOptions } from './options.ts';
export { RULE_CODES, explainIllegal, type LustiRuleCode, type LustiRefusal } from './refusals.ts';
export { RANK_ORDER } from './pack.ts';
export { runBenchmark } from './benchmark.ts';
/** The one model of a hand (the strong bots search on it) and its card masks. */
export { LustiModel, RANK_MASK, COUNTING, maskOf, codesOf } from './model.ts';
/** The core's bit helpers, beside the masks they read (the same functions as `@kitchen-table/engine`'s). */
export { popCount, lowestBit } from '../../core/bits.ts';
export { cardCode, cardIndex, rankIndex, rankName, LUSTI_PACK } from './pack.ts';
/** Rule "Who takes the trick", on rank indices in play order. */
export { trickWinnerPosition } from './trick.ts';
export { teamOf, type Team, type HandOutcome } from './scoring.ts';
export type { LustiHandRecord, LustiTrick, LustiOpenTrick, LustiPlay } from './state.ts';
