/**
 * The match around the games: when a game ends it is scored, and either the match ends (the last game,
 * or the host asked to finish) or the next game is dealt — opened by the winner of the game before,
 * dealt by the seat before it, so that "the seat after the dealer opens" holds in every game.
 */
import type { GameEvent } from '../../core/game.ts';
import { placementsFromTotals } from '../../core/placements.ts';
import { gamePoints } from './scoring.ts';
import { dealGame, type ElevatorRound, type ElevatorState } from './state.ts';

/** The state after a move that ended `round` (already judged and played); appends the match events. */
export function closeGame(state: ElevatorState, round: ElevatorRound, events: GameEvent[]): ElevatorState {
  const winner = round.winner!;
  const cardsLeft = round.hands.map((h) => h.length);
  const points = gamePoints(cardsLeft, winner);
  const totals = state.totals.map((t, seat) => t + points[seat]);
  const results = state.results.concat([{ winner, cardsLeft, points }]);
  events.push({ type: 'dealScored', deal: state.dealNo, winner, cardsLeft, points, totals: totals.slice() });
  if (state.finishAfter || state.dealNo >= state.games) {
    events.push({ type: 'matchOver', totals: totals.slice(), placements: placementsFromTotals(totals) });
    return { ...state, round, totals, results, matchOver: true };
  }
  const opener = winner;
  const dealer = (winner + state.seats - 1) % state.seats;
  const { round: next, rng } = dealGame(state, dealer, opener, state.dealNo + 1);
  events.push(next.history[0]);
  return { ...state, rng, round: next, totals, results, dealNo: state.dealNo + 1 };
}

/** The host's "end the match": it ends when the running game ends. */
export function finishAfterCurrentGame(state: ElevatorState): ElevatorState {
  if (state.matchOver || state.finishAfter) return state;
  return { ...state, finishAfter: true };
}
