/**
 * Lusti-Kartl'n (id `lusti`): a Bavarian team trick game for exactly four, partners opposite
 * (team 0 = seats 0 and 2, team 1 = seats 1 and 3). Rules: docs/rules/lusti.md.
 *
 * A match runs hand after hand inside one state. Seat 0 deals the first hand; the dealer moves one seat
 * on each hand and the seat after the dealer leads. When a hand ends — its last trick played, or a
 * brand — `applyMove` scores it (event `handScored`, team-indexed) and, in the same call, either ends
 * the match (`matchOver`: a team reached the target, or the host asked to finish) or deals the next
 * hand (`dealStart`). Events: `play` {seat, card}; `trick` {winner, team, leader, cards, points,
 * trick}; `brand` {seat, team, rank}; `handScored` {deal, dealer, cardPoints, tricksTaken, winner,
 * gamePoints, brand, outcome, totals (team game points after the hand)}; `matchOver` {winner,
 * gamePoints, totals (per seat), placements}; `dealStart` {deal, dealer, leader}.
 * Totals per seat are the seat's team's game points; partners share their team's place.
 */
import type { GameDefinition } from '../../core/game.ts';
import { legalOrReason } from '../../core/match.ts';
import { lustiMeta, lustiOptionDefs, resolveLustiOptions } from './meta.ts';
import { applyMove, legalMoves, parseMove, toAct } from './moves.ts';
import { refereeMatch, report, setupScenario } from './referee.ts';
import { DEFAULT_TARGET, seatPlacements, seatTotals } from './scoring.ts';
import { newMatch, type LustiMove, type LustiState } from './state.ts';
import { seatView, tableView, type LustiSeatView, type LustiTableView } from './views.ts';

export type { LustiMove, LustiState } from './state.ts';
export type { LustiSeatView, LustiTableView } from './views.ts';

export const lusti: GameDefinition<LustiState, LustiMove, LustiSeatView, LustiTableView> = {
  meta: lustiMeta,
  optionDefs: lustiOptionDefs,
  resolveOptions: resolveLustiOptions,
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
  progress: (state) => ({ deal: state.deal, deals: state.finishAfterDeal || state.matchOver ? state.deal : null }),
  isMatchOver: (state) => state.matchOver,
  finishAfterCurrentDeal: (state) => (state.matchOver ? state : { ...state, finishAfterDeal: true }),
  matchResult: (state) => ({ totals: seatTotals(state.gamePoints), placements: seatPlacements(state.gamePoints) }),
  // Placeholder until this game's own explanation lands (issue 13, item 5).
  ruleCodes: ['NOT_YOUR_TURN', 'NOT_IN_HAND', 'DEAL_OVER'],
  explainIllegal: (view, move) => legalOrReason(view, move, () => ({ code: 'NOT_LEGAL', message: 'not a legal move now' })),
  referee: { setupScenario, report, match: refereeMatch },
};
