/** Fünfzehnern: the game definition the platform plays through the common interface. */
import type { FuenfzehnernEvent } from './schemas.ts';
import type { DealGeneratorVersion } from '../../core/deal-generator.ts';
import type { GameDefinition, OptionValue } from '../../core/game.ts';
import { dealStart, finishAfterThisDeal } from '../../core/match.ts';
import { meta } from './meta.ts';
import { optionDefs, resolveOptions, typedOptions } from './options.ts';
import { applyMove, legalMoves, parseMove, toAct } from './moves.ts';
import { referee } from './referee.ts';
import { replay } from './replay.ts';
import { stats } from './stats.ts';
import { explainIllegal, RULE_CODES } from './refusals.ts';
import { matchResult } from './scoring.ts';
import { newMatch, type FuenfzehnernMove, type FuenfzehnernState } from './state.ts';
import { seatView, tableView, type FuenfzehnernSeatView, type FuenfzehnernTableView } from './views.ts';
import { lesson } from './lesson.ts';

export type { FuenfzehnernState, FuenfzehnernMove } from './state.ts';
export type { FuenfzehnernSeatView, FuenfzehnernTableView } from './views.ts';
export type { FuenfzehnernEvent } from './schemas.ts';

export const fuenfzehnern: GameDefinition<FuenfzehnernState, FuenfzehnernMove, FuenfzehnernSeatView, FuenfzehnernTableView, FuenfzehnernEvent> = {
  meta,
  optionDefs,
  resolveOptions,
  setup: (options: Record<string, OptionValue>, seats: number, seed: number | string, generator?: DealGeneratorVersion) =>
    newMatch(typedOptions(options, seats), seats, seed, generator),
  parseMove,
  toAct,
  legalMoves,
  applyMove,
  seatView,
  tableView,
  dealStart: (state) => dealStart(state.hand, state.dealer, { leader: state.tricks[0]?.leader ?? state.current.leader }),
  progress: (state) => ({ deal: state.hand, deals: state.handsInMatch }),
  isMatchOver: (state) => state.matchOver,
  finishAfterCurrentDeal: (state) => finishAfterThisDeal(state, state.matchOver),
  matchResult,
  ruleCodes: RULE_CODES,
  explainIllegal,
  replay,
  stats,
  referee,
  lesson,
};
