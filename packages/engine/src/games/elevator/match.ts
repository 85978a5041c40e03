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

/**
 * The Kopiles of a game per seat (rule 5.1): how often everyone passed on the seat's card, and the cards
 * those Kopiles brought it (drawn from the stock or given by the others). The summary between games tells
 * with them why a hand was still full.
 */
export function kopileOf(round: ElevatorRound): { kopile: number[]; kopileCards: number[] } {
  const kopile = round.hands.map(() => 0);
  const kopileCards = round.hands.map(() => 0);
  for (const e of round.history) {
    if (e.type === 'kopile' && typeof e.seat === 'number') {
      kopile[e.seat]!++;
      kopileCards[e.seat]! += Number(e.drawn ?? 0);
    } else if (e.type === 'give' && typeof e.to === 'number') {
      // Only the gives made: the game ends the moment a giver's last card is gone.
      kopileCards[e.to]!++;
    }
  }
  return { kopile, kopileCards };
}

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
    detail: { winner, cardsLeft, ...kopileOf(round) },
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
