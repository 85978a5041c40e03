/**
 * Issue 12, "hidden information after a match": once a match is over no seat view holds a hand — the
 * rules of every game reveal the cards left (Elevator's losers, Lusti-Kartl'n's after a Brand) to
 * nobody, and whoever holds a seat after the match may not be who played it. Written down in each
 * game's rules document (docs/rules/*.md, "On the platform" / 7.5 / table row 11).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../src/core/game.ts';
import { GAMES } from '../../src/registry.ts';

const short: Record<string, Record<string, unknown>> = {
  fahrstuhl: { mode: 'single', cards: 3 },
  elevator: { games: 1 },
  fuenfzehnern: { hands: 1 },
  lusti: { target: 5 },
};

function playToEnd(game: GameDefinition, seed: number, pickSeed: number): unknown {
  const seats = game.meta.id === 'elevator' ? 3 + (seed & 1) : 4;
  const options = game.resolveOptions(short[game.meta.id], seats);
  if (!options.ok) throw new Error(options.error.message);
  let state = game.setup(options.value, seats, `finished ${seed}`);
  let x = pickSeed >>> 0 || 7;
  for (let guard = 0; !game.isMatchOver(state); guard++) {
    if (guard > 10_000) throw new Error('no end');
    const seat = game.toAct(state)[0];
    const legal = game.legalMoves(state, seat);
    x = Math.imul(x ^ (x >>> 13), 1597334677) >>> 0;
    const applied = game.applyMove(state, seat, legal[x % legal.length]);
    if (!applied.ok) throw new Error(applied.error.code);
    state = applied.state;
  }
  return state;
}

describe('a finished match shows no hand, to anyone', () => {
  it.each(GAMES.map((g) => [g.meta.id, g] as const))('%s: every seat view of a finished match has an empty hand and no legal move', (_id, game) => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, pick) => {
        const end = playToEnd(game, seed, pick);
        for (let s = 0; s < game.tableView(end).seats; s++) {
          const view = game.seatView(end, s);
          expect(view.matchOver).toBe(true);
          expect(view.hand).toEqual([]);
          expect(view.legal).toEqual([]);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('Elevator: the losers still hold cards in the state (counted for the score), and no view shows them', () => {
    const elevator = GAMES.find((g) => g.meta.id === 'elevator')!;
    const end = playToEnd(elevator, 3, 11) as { round: { hands: string[][]; drawn: string[][] } };
    const left = end.round.hands.flat();
    expect(left.length).toBeGreaterThan(0);
    const views = JSON.stringify([elevator.tableView(end), ...end.round.hands.map((_, s) => elevator.seatView(end, s))]);
    for (const card of left) expect(views.includes(`"${card}"`), card).toBe(false);
  });
});
