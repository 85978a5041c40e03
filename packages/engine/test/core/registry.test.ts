/**
 * Issue 13, item 4: the engine's registry is the one list of games. A game registered at run time shows
 * up in `GAMES` and `findGame` (and so in every list derived from them) and is gone once removed; an id
 * is registered once. The fake game used for this across the packages emits the common events.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findGame, GAMES, isEvent, registerGame, type GameEvent } from '@kitchen-table/engine';
import { CATALOGUE, findEntry } from '@kitchen-table/engine/catalogue';
import { HIGH_CARD_ID, highCard } from '../support/test-game.ts';

let unregister: (() => void) | null = null;
afterEach(() => {
  unregister?.();
  unregister = null;
});

describe('the engine registry', () => {
  it('lists a registered game after the built-in ones and forgets it when removed', () => {
    const before = GAMES.map((g) => g.meta.id);
    expect(before).not.toContain(HIGH_CARD_ID);
    unregister = registerGame(highCard);
    expect(GAMES.map((g) => g.meta.id)).toEqual([...before, HIGH_CARD_ID]);
    expect(findGame(HIGH_CARD_ID)).toBe(highCard);
    unregister();
    unregister = null;
    expect(GAMES.map((g) => g.meta.id)).toEqual(before);
    expect(findGame(HIGH_CARD_ID)).toBeUndefined();
  });

  it('the light catalogue is the same list: each entry is its game\'s own meta and options, and a registered game joins it', () => {
    expect(CATALOGUE.map((e) => e.meta.id)).toEqual(GAMES.map((g) => g.meta.id));
    GAMES.forEach((g, i) => {
      expect(CATALOGUE[i]!.meta).toBe(g.meta);
      expect(CATALOGUE[i]!.optionDefs).toBe(g.optionDefs);
    });
    unregister = registerGame(highCard);
    expect(findEntry(HIGH_CARD_ID)?.meta).toBe(highCard.meta);
    unregister();
    unregister = null;
    expect(findEntry(HIGH_CARD_ID)).toBeUndefined();
  });

  it('refuses a second game with the same id', () => {
    expect(() => registerGame({ ...highCard, meta: { ...highCard.meta, id: GAMES[0].meta.id } })).toThrow(/registered already/);
  });
});

describe('the fake game emits the common events', () => {
  it('a trickTaken per trick, a dealScored per deal whose totals add up, a dealStart between deals, matchOver at the end', () => {
    const options = highCard.resolveOptions({ deals: 3 }, 3);
    if (!options.ok) throw new Error(options.error.message);
    let state = highCard.setup(options.value, 3, 'tiny');
    const events: GameEvent[] = [];
    while (!highCard.isMatchOver(state)) {
      const seat = highCard.toAct(state)[0];
      const applied = highCard.applyMove(state, seat, highCard.legalMoves(state, seat)[0]);
      if (!applied.ok) throw new Error(applied.error.code);
      state = applied.state;
      events.push(...applied.events);
    }
    const tricks = events.filter((e) => isEvent(e, 'trickTaken'));
    const scored = events.filter((e) => isEvent(e, 'dealScored'));
    expect(tricks).toHaveLength(3 * 2);
    expect(scored.map((e) => e.deal)).toEqual([1, 2, 3]);
    expect(events.filter((e) => isEvent(e, 'dealStart')).map((e) => e.deal)).toEqual([2, 3]);
    const sum = scored.reduce((acc, e) => acc.map((t, s) => t + e.score[s]), [0, 0, 0]);
    expect(scored[2].totals).toEqual(sum);
    const over = events.filter((e) => isEvent(e, 'matchOver'));
    expect(over).toHaveLength(1);
    expect(over[0].totals).toEqual(highCard.matchResult(state).totals);
  });
});
