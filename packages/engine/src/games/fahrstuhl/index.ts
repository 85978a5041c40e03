/** Fahrstuhl: call your tricks exactly, down the floors and back up. Rules: docs/rules/fahrstuhl.md. */
import type { FahrstuhlEvent } from './schemas.ts';
import type { GameDefinition } from '../../core/game.ts';
import { finishAfterThisDeal } from '../../core/match.ts';
import { meta } from './meta.ts';
import { applyMove, dealStartOf, legalMoves, parseMove, toAct, type FahrstuhlMove } from './moves.ts';
import { optionDefs, resolveOptions } from './options.ts';
import { referee } from './referee.ts';
import { replay } from './replay.ts';
import { stats } from './stats.ts';
import { explainIllegal, RULE_CODES } from './refusals.ts';
import { setup } from './setup.ts';
import type { FahrstuhlState } from './state.ts';
import { matchResult, progress, seatView, tableView, type FahrstuhlSeatView, type FahrstuhlTableView } from './views.ts';
import { lesson } from './lesson.ts';

export type { FahrstuhlState, FahrstuhlMove } from './state.ts';
export type { FahrstuhlSeatView, FahrstuhlTableView } from './views.ts';
export type { FahrstuhlEvent } from './schemas.ts';

export const fahrstuhl: GameDefinition<FahrstuhlState, FahrstuhlMove, FahrstuhlSeatView, FahrstuhlTableView, FahrstuhlEvent> = {
  meta,
  optionDefs,
  resolveOptions,
  setup,
  parseMove,
  toAct,
  legalMoves,
  applyMove,
  seatView,
  tableView,
  dealStart: dealStartOf,
  progress,
  isMatchOver: (state) => state.phase === 'over',
  finishAfterCurrentDeal: (state) => finishAfterThisDeal(state, state.phase === 'over'),
  matchResult,
  ruleCodes: RULE_CODES,
  explainIllegal,
  replay,
  stats,
  referee,
  lesson,
};
