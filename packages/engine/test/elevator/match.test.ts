/** Sections 2, 6 and 7 of docs/rules/elevator.md: the deal, the end of a game and the match. */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/game.ts';
import { elevator, expectError, game, give, play, step, steps, PASS } from './helpers.ts';
import type { ElevatorState } from '../../src/games/elevator/state.ts';

function newMatch(seats: number, options: Record<string, unknown> = {}, seed: number | string = 1): ElevatorState {
  const resolved = elevator.resolveOptions(options, seats);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return elevator.setup(resolved.value, seats, seed);
}

/** Plays the first legal move of the seat to act until `stop` says so; collects the events. */
function playOn(state: ElevatorState, stop: (s: ElevatorState) => boolean): { state: ElevatorState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let i = 0; i < 100_000 && !stop(state); i++) {
    const seat = elevator.toAct(state)[0];
    const r = elevator.applyMove(state, seat, elevator.legalMoves(state, seat)[0]);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('rule 2.1: the deal', () => {
  it('rule 2.1: 7 cards each, one starter face up, the rest is the stock', () => {
    for (const seats of [3, 4, 5, 6]) {
      const s = newMatch(seats);
      const packs = seats === 6 ? 2 : 1;
      expect(s.round.hands.map((h) => h.length)).toEqual(new Array(seats).fill(7));
      expect(s.round.pile).toHaveLength(1);
      expect(s.round.stock).toHaveLength(54 * packs - 7 * seats - 1);
    }
  });

  it('rule 1.1: one pack of 52 and two jokers; two packs at six seats by default, or as the host chooses', () => {
    const all = (s: ElevatorState) => [...s.round.hands.flat(), ...s.round.pile, ...s.round.stock].sort();
    const one = all(newMatch(4));
    expect(one).toHaveLength(54);
    expect(new Set(one).size).toBe(54);
    expect(one).toContain('RJ');
    expect(one).toContain('BJ');
    expect(all(newMatch(6))).toHaveLength(108);
    expect(all(newMatch(6, { packs: 1 }))).toHaveLength(54);
    expect(all(newMatch(3, { packs: 2 }))).toHaveLength(108);
  });

  it('rule 2.2: the first game is opened by the seat after the dealer', () => {
    const s = newMatch(4);
    expect(s.round.dealer).toBe(0);
    expect(elevator.toAct(s)).toEqual([1]);
    const refereed = game({ hands: [['2C'], ['3C'], ['4C'], ['5C']], starter: '7H', dealer: 3 });
    expect(elevator.toAct(refereed)).toEqual([0]);
  });

  it('rule 2.2: turn order is seat + 1', () => {
    const s = game({ hands: [['2H', '3C'], ['2D', '3D'], ['4D', '5D'], ['6D', '5H']], starter: 'KH' });
    const seen: number[] = [];
    let state = s;
    for (let i = 0; i < 5; i++) {
      const seat = elevator.toAct(state)[0];
      seen.push(seat);
      state = step(state, seat, PASS).state;
    }
    expect(seen).toEqual([1, 2, 3, 0, 1]);
  });
});

describe('rule 6: the end of a game', () => {
  it('rule 6.1: the game ends the moment a seat plays its last card; that seat wins', () => {
    const s = game({ hands: [['2C', '3C'], ['8S'], ['4D', '5D', '6D']], starter: '7H' });
    const { state, events } = step(s, 1, play('8S'));
    expect(state.round.winner).toBe(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'gameOver', winner: 1, cardsLeft: [2, 0, 3] }));
    expect(elevator.isMatchOver(state)).toBe(true);
    expect(elevator.toAct(state)).toEqual([]);
    expectError(state, 2, PASS, 'DEAL_OVER');
    expectError(state, 0, PASS, 'DEAL_OVER');
  });

  it('rule 6.1: a run that empties the hand wins too', () => {
    const s = game({ hands: [['2C'], ['8S', '8H'], ['4D']], starter: '7H' });
    expect(step(s, 1, play('8S', '8H')).state.round.winner).toBe(1);
  });

  it('rule 6.1: giving the last card in a Kopile wins, and no further give is due', () => {
    const s = game({ hands: [['8S', '9C'], ['KS', '4D'], ['4S'], ['6S', '3D']], starter: '3H' });
    const kopile = steps(s, [[1, play('KS')], [2, PASS], [3, PASS], [0, PASS]]);
    expect(kopile.round.givesDue).toEqual([2, 3, 0]);
    const { state, events } = step(kopile, 2, give('4S'));
    expect(state.round.winner).toBe(2);
    expect(state.round.givesDue).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['give', 'gameOver', 'dealScored', 'matchOver']);
    expect(elevator.tableView(state).givesDue).toEqual([]);
  });

  it('rule 6.2: the others are placed by the cards they have left; equal counts share the place', () => {
    const s = game({ hands: [['2C', '3C'], ['8S'], ['4D', '5D'], ['6D', '7D', '9D']], starter: '7H' });
    const { events } = step(s, 1, play('8S'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'gameOver', cardsLeft: [2, 0, 2, 3], placements: [2, 1, 2, 4] }));
  });
});

describe('rule 7: the match (platform scoring)', () => {
  it('rule 7.2: the winner of a game scores one point per card left in the other hands', () => {
    const s = game({ hands: [['2C', '3C'], ['8S'], ['4D', '5D'], ['6D', '7D', '9D']], starter: '7H' });
    const { state, events } = step(s, 1, play('8S'));
    expect(state.totals).toEqual([0, 7, 0, 0]);
    // The common deal event (core/game.ts DealScoredEvent) plus Elevator's own fields.
    expect(events).toContainEqual({
      type: 'dealScored', deal: 1, score: [0, 7, 0, 0], totals: [0, 7, 0, 0], winner: 1, cardsLeft: [2, 0, 2, 3],
      kopile: [0, 0, 0, 0], kopileCards: [0, 0, 0, 0],
    });
  });

  it('rules 5.1, 5.2 and 6.1: the game\'s score tells each seat\'s Kopiles and the cards they brought — only the gives made', () => {
    // Seat 1's KS: all pass on an empty stock, a Kopile: seats 2, 3 and 0 owe it a card each.
    const s = game({ hands: [['8S', '9C'], ['KS', '4D'], ['4S'], ['6S', '3D']], starter: '3H' });
    const kopile = steps(s, [[1, play('KS')], [2, PASS], [3, PASS], [0, PASS]]);
    expect(kopile.round.givesDue).toEqual([2, 3, 0]);
    // Seat 2 gives its last card: the game is won, the other two gives never come.
    const { events } = step(kopile, 2, give('4S'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'dealScored', winner: 2, kopile: [0, 1, 0, 0], kopileCards: [0, 1, 0, 0] }));
  });

  it('rule 7.1: a match runs `games` games, each dealt inside the same state, then it is over', () => {
    const start = newMatch(4, { games: 2 }, 'two games');
    expect(elevator.progress(start)).toEqual({ deal: 1, deals: 2 });
    const { state, events } = playOn(start, (s) => elevator.isMatchOver(s));
    expect(events.filter((e) => e.type === 'dealScored')).toHaveLength(2);
    expect(events.filter((e) => e.type === 'matchOver')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'dealStart')).toHaveLength(1);
    expect(state.results).toHaveLength(2);
    expect(elevator.progress(state)).toEqual({ deal: 2, deals: 2 });
    const sum = state.results.reduce((t, g) => t.map((x, i) => x + g.points[i]), [0, 0, 0, 0]);
    expect(elevator.matchResult(state).totals).toEqual(sum);
  });

  it('rule 7.1: the match has 3 games by default', () => {
    const { state } = playOn(newMatch(3, {}, 'default'), (s) => elevator.isMatchOver(s));
    expect(state.results).toHaveLength(3);
  });

  it('rule 2.2 / 7.3: every later game is opened by the winner of the previous game, dealt by the seat before it', () => {
    const s = game({ hands: [['2C', '3C'], ['4D', '5D'], ['8S'], ['6D', '9D']], starter: '7H', games: 3 });
    const first = step(s, 1, PASS).state;
    const { state, events } = step(first, 2, play('8S'));
    expect(state.dealNo).toBe(2);
    expect(state.round.opener).toBe(2);
    expect(state.round.dealer).toBe(1);
    expect(elevator.toAct(state)).toEqual([2]);
    expect(events.at(-1)).toMatchObject({ type: 'dealStart', deal: 2, dealer: 1, opener: 2 });
    expect(state.round.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
    expect(state.round.lastTurnWasPlay).toBe(true);
  });

  it('rule 7.2: the highest total wins the match; equal totals share the place', () => {
    const s = game({ hands: [['2C', '3C'], ['8S'], ['4D', '5D'], ['6D', '7D', '9D']], starter: '7H' });
    const done = step(s, 1, play('8S')).state;
    expect(elevator.matchResult(done)).toEqual({ totals: [0, 7, 0, 0], placements: [2, 1, 2, 2] });
    const tied = { ...done, totals: [5, 7, 7, 0] };
    expect(elevator.matchResult(tied).placements).toEqual([3, 1, 1, 4]);
  });

  it('finishAfterCurrentDeal ends the match when the running game ends', () => {
    const start = elevator.finishAfterCurrentDeal(newMatch(4, { games: 5 }, 'finish'));
    expect(elevator.isMatchOver(start)).toBe(false);
    expect(elevator.progress(start)).toEqual({ deal: 1, deals: 1 });
    const { state } = playOn(start, (s) => elevator.isMatchOver(s) || s.dealNo > 1);
    expect(elevator.isMatchOver(state)).toBe(true);
    expect(state.dealNo).toBe(1);
    expect(state.results).toHaveLength(1);
    // The flag has the one name every game uses; once the match is over, asking again changes nothing.
    expect(start.finishAfterDeal).toBe(true);
    expect(elevator.finishAfterCurrentDeal(state)).toBe(state);
  });
});
