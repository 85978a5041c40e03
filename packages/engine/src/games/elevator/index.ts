/** Elevator (Serbian shedding game): the game definition the platform uses. Rules: docs/rules/elevator.md. */
import type { ElevatorEvent } from './schemas.ts';
import type { DealStartEvent, GameDefinition } from '../../core/game.ts';
import { finishAfterThisDeal } from '../../core/match.ts';
import { packsFor } from './cards.ts';
import { meta } from './meta.ts';
import { applyMove, legalMoves, parseMove, toAct, type ElevatorMove } from './moves.ts';
import { optionDefs, resolveOptions } from './options.ts';
import { explainIllegal, RULE_CODES } from './refusals.ts';
import { referee } from './referee.ts';
import { replay } from './replay.ts';
import { stats } from './stats.ts';
import { matchResultFromTotals } from './scoring.ts';
import { newMatch, type ElevatorState } from './state.ts';
import { seatView, tableView, type ElevatorSeatView, type ElevatorTableView } from './views.ts';
import { lesson } from './lesson.ts';

export type { ElevatorState, ElevatorMove, ElevatorRound } from './state.ts';
export type { ElevatorSeatView, ElevatorTableView } from './views.ts';
export type { ElevatorEvent } from './schemas.ts';

export const elevator: GameDefinition<ElevatorState, ElevatorMove, ElevatorSeatView, ElevatorTableView, ElevatorEvent> = {
  meta,
  optionDefs,
  resolveOptions,
  setup(options, seats, seed, generator) {
    const games = typeof options.games === 'number' ? options.games : 3;
    return newMatch(seats, packsFor(options.packs, seats), games, seed, generator);
  },
  parseMove,
  toAct,
  legalMoves,
  applyMove,
  seatView,
  tableView,
  // The running game's history opens with its dealStart (state.ts).
  dealStart: (state) => ({ ...(state.round.history[0] as DealStartEvent) }),
  progress: (state) => ({ deal: state.dealNo, deals: state.finishAfterDeal ? state.dealNo : state.games }),
  isMatchOver: (state) => state.matchOver,
  finishAfterCurrentDeal: (state) => finishAfterThisDeal(state, state.matchOver),
  matchResult: (state) => matchResultFromTotals(state.totals),
  ruleCodes: RULE_CODES,
  explainIllegal,
  replay,
  stats,
  referee,
  lesson,
};
