/**
 * The match around the games, through the one deal loop every game shares (core/match.ts): when a game
 * ends it is scored, and either the match ends (the last game, or the host asked to finish) or the next
 * game is dealt — opened by the winner of the game before, dealt by the seat before it, so that "the seat
 * after the dealer opens" holds in every game.
 */
import type { DealStartEvent } from '../../core/game.ts';
import type { ElevatorEvent } from './schemas.ts';
import { closeDeal } from '../../core/match.ts';
import { gamePoints } from './scoring.ts';
import { dealGame, type ElevatorRound, type ElevatorState } from './state.ts';

/** The state after a move that ended `round` (already judged and played); appends the match events. */
export function closeGame(state: ElevatorState, round: ElevatorRound, events: ElevatorEvent[]): ElevatorState {
  const winner = round.winner!;
  const cardsLeft = round.hands.map((h) => h.length);
  const points = gamePoints(cardsLeft, winner);
  const totals = state.totals.map((t, seat) => t + points[seat]);
  const played: ElevatorState = { ...state, round, totals, results: state.results.concat([{ winner, cardsLeft, points }]) };
  return closeDeal(events, {
    deal: state.dealNo,
    score: points,
    totals,
    detail: { winner, cardsLeft },
    lastDeal: state.dealNo >= state.games,
    finishAfterDeal: state.finishAfterDeal,
    end: () => ({ ...played, matchOver: true }),
    next: () => {
      const opener = winner;
      const dealer = (winner + state.seats - 1) % state.seats;
      const { round: next, rng } = dealGame(state, dealer, opener, state.dealNo + 1);
      return { state: { ...played, rng, round: next, dealNo: state.dealNo + 1 }, start: next.history[0] as DealStartEvent };
    },
  });
}
