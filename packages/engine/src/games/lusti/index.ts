/**
 * Lusti-Kartl'n (id `lusti`): a Bavarian team trick game for exactly four, partners opposite
 * (team 0 = seats 0 and 2, team 1 = seats 1 and 3). Rules: docs/rules/lusti.md.
 *
 * A match runs hand after hand inside one state. Seat 0 deals the first hand; the dealer moves one seat
 * on each hand and the seat after the dealer leads. When a hand ends — its last trick played, or a
 * brand — `applyMove` scores it (`dealScored`) and, in the same call, either ends the match
 * (`matchOver`: a team reached the target, or the host asked to finish) or deals the next hand
 * (`dealStart`), through the shared deal loop (core/match.ts). Events, the common ones (core/game.ts)
 * with Lusti's own fields beside them: `play` {seat, card}; `trickTaken` {seat, leader, cards,
 * winners: [the taker], team, points, trick}; `brand` {seat, team, rank}; `dealScored` {deal, score,
 * totals (per seat), dealer, cardPoints, tricksTaken, winner, gamePoints, brand, outcome, teamTotals};
 * `matchOver` {totals, placements (per seat), winner, gamePoints}; `dealStart` {deal, dealer, leader}.
 * Per seat, a seat carries its team's value (score, totals); partners share their team's place.
 */
import type { LustiEvent } from './schemas.ts';
import type { GameDefinition } from '../../core/game.ts';
import { dealStart, finishAfterThisDeal } from '../../core/match.ts';
import { meta } from './meta.ts';
import { applyMove, legalMoves, parseMove, toAct } from './moves.ts';
import { optionDefs, resolveOptions } from './options.ts';
import { explainIllegal, RULE_CODES } from './refusals.ts';
import { referee } from './referee.ts';
import { replay } from './replay.ts';
import { stats } from './stats.ts';
import { DEFAULT_TARGET, seatPlacements, seatTotals } from './scoring.ts';
import { newMatch, type LustiMove, type LustiState } from './state.ts';
import { seatView, tableView, type LustiSeatView, type LustiTableView } from './views.ts';
import { lesson } from './lesson.ts';

export type { LustiState, LustiMove } from './state.ts';
export type { LustiSeatView, LustiTableView } from './views.ts';
export type { LustiEvent } from './schemas.ts';

export const lusti: GameDefinition<LustiState, LustiMove, LustiSeatView, LustiTableView, LustiEvent> = {
  meta,
  optionDefs,
  resolveOptions,
  setup(options, seats, seed, generator) {
    if (seats !== 4) throw new Error(`Lusti-Kartl'n is played by exactly 4 seats, not ${seats}`);
    const target = typeof options.target === 'number' ? options.target : DEFAULT_TARGET;
    return newMatch(target, seed, generator);
  },
  parseMove,
  toAct,
  legalMoves,
  applyMove,
  seatView,
  tableView,
  dealStart: (state) => dealStart(state.deal, state.dealer, { leader: state.tricks[0]?.leader ?? state.trick.leader }),
  progress: (state) => ({ deal: state.deal, deals: state.finishAfterDeal || state.matchOver ? state.deal : null }),
  isMatchOver: (state) => state.matchOver,
  finishAfterCurrentDeal: (state) => finishAfterThisDeal(state, state.matchOver),
  matchResult: (state) => ({ totals: seatTotals(state.gamePoints), placements: seatPlacements(state.gamePoints) }),
  ruleCodes: RULE_CODES,
  explainIllegal,
  replay,
  stats,
  referee,
  lesson,
};
