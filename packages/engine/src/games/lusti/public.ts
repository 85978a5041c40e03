/**
 * The public entry point of this game: `@kitchen-table/engine/lusti`. Consumers (bots, web, cli) import
 * nothing else of it: the game definition and its types, the model the bots search on, the card codes'
 * compact indices, the trick rule the TV shows, and the engine benchmark.
 */
export * from './index.ts';
export { LustiModel, RANK_MASK, COUNTING, maskOf, codesOf } from './model.ts';
/** The core's bit helpers, beside the masks they read (the same functions as `@kitchen-table/engine`'s). */
export { popCount, lowestBit } from '../../core/bits.ts';
export { cardCode, cardIndex, rankIndex, rankName, LUSTI_PACK, RANK_ORDER } from './pack.ts';
export { trickWinnerPosition } from './trick.ts';
export { teamOf, type Team, type HandOutcome } from './scoring.ts';
export type { LustiHandRecord, LustiTrick, LustiOpenTrick, LustiPlay } from './state.ts';
export { runLustiBenchmark } from './benchmark.ts';
