/**
 * Issue 29 §1: the room benchmarks (load, crash, failover, fairness) take their games from the engine's
 * registry — a game registered there is benchmarked, a seat count no game takes is refused.
 */
import { describe, expect, it } from 'vitest';
import { GAMES, registerGame } from '@kitchen-table/engine';
import { benchGames, headlineGame } from '../../bench/support/bench-games.ts';
import { highCard, HIGH_CARD_ID } from '../support/test-game.ts';

describe('the benchmarks’ games', () => {
  it('are the registered games that seat the room, in the registry’s order', () => {
    const seated = GAMES.filter((g) => g.meta.minPlayers <= 4 && g.meta.maxPlayers >= 4).map((g) => g.meta.id);
    expect(seated.length).toBeGreaterThan(0);
    expect(benchGames(4)).toEqual(seated);
  });

  it('include a game as soon as it is registered', () => {
    expect(benchGames(4)).not.toContain(HIGH_CARD_ID);
    const remove = registerGame(highCard);
    try {
      expect(benchGames(4).at(-1)).toBe(HIGH_CARD_ID);
    } finally {
      remove();
    }
    expect(benchGames(4)).not.toContain(HIGH_CARD_ID);
  });

  it('the headline game is the first registered one that seats every count asked for', () => {
    const first = GAMES.find((g) => g.meta.minPlayers <= 4 && g.meta.maxPlayers >= 6)!;
    expect(headlineGame([4, 6])).toBe(first.meta.id);
  });

  it('a seat count no game takes is refused rather than benchmarking nothing', () => {
    expect(() => benchGames(99)).toThrow(/no registered game seats 99/);
    expect(() => headlineGame([1, 99])).toThrow(/no registered game/);
  });
});
