/**
 * Issue 28 §6: the learning deal's open hands on the TV are readable from 3 m. Every lesson's largest hand
 * (9 cards in Elevator's, 8 in Lusti's four-seat one) fits its plate's row with cards 84 px wide and a strip
 * of at least 30 px per card (the corner index shows whole); plates keep off the felt's middle.
 */
import { describe, expect, it } from 'vitest';
import { GAMES, lessonScript, lessonStateAfter, type GameDefinition } from '@kitchen-table/engine';
import { openHandLayout, openHandWidth, plateAnchor } from '../src/tv/open-hand-layout.ts';
import { seatPoint } from '../src/tv/geometry.ts';

/** The most cards any seat holds at any point of the game's lesson. */
function largestHand(game: GameDefinition): number {
  let max = 0;
  for (let played = 0; played <= lessonScript(game.lesson!).length; played++) {
    const state = lessonStateAfter(game, played);
    for (let s = 0; s < game.lesson!.players; s++) max = Math.max(max, game.seatView(state as never, s).hand.length);
  }
  return max;
}

describe('the open hands of a learning deal on the TV', () => {
  it.each(GAMES.filter((g) => g.lesson).map((g) => [g.meta.id, g] as const))('%s: the largest hand fits with readable cards', (_id, game) => {
    const seats = game.lesson!.players;
    const cards = largestHand(game);
    expect(cards).toBeGreaterThan(0);
    const layout = openHandLayout(cards, seats);
    expect(layout.cardW).toBeGreaterThanOrEqual(80);
    if (cards > 1) expect(layout.step).toBeGreaterThanOrEqual(30);
    expect(layout.width).toBeLessThanOrEqual(openHandWidth(seats));
  });

  it('top and bottom seats hold the hand beside the name; side seats above the middle grow up', () => {
    expect(plateAnchor(seatPoint(0, 3))).toBe('bottom');
    expect(plateAnchor(seatPoint(1, 3))).toBe('above');
    expect(plateAnchor(seatPoint(2, 3))).toBe('above');
    expect(plateAnchor(seatPoint(0, 4))).toBe('bottom');
    expect(plateAnchor(seatPoint(2, 4))).toBe('top');
    expect(plateAnchor(seatPoint(1, 4))).toBe('centre');
    expect(plateAnchor(seatPoint(3, 4))).toBe('centre');
  });
});
