/**
 * Section 8 of docs/rules/elevator.md: every game ends. The source's rules need no rule of ours for
 * this: the pile never returns to the stock, so plays are bounded, and between two plays the passes
 * either drain the stock (starter on top) or feed Kopiles that drain stock and opponents.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/core/rng.ts';
import type { ElevatorMove } from '../../src/games/elevator/moves.ts';
import { elevator, game, legalFor, play, step, steps, PASS } from './helpers.ts';

describe('rule 8: every game ends', () => {
  it('rule 8: with the stock empty and nobody able to beat the top card, Kopiles drain the opponents until one gives its last card', () => {
    let s = game({ hands: [['2S', '3S', '4S'], ['KS', '4D', '5D'], ['6S', '7S']], starter: '3H' });
    s = step(s, 1, play('KS')).state;
    let guard = 0;
    while (s.round.winner === null && guard++ < 100) {
      const seat = elevator.toAct(s)[0];
      const moves = legalFor(s, seat);
      s = step(s, seat, moves[0]).state;
    }
    expect(s.round.winner).toBe(2);
    expect(s.round.history.filter((e) => e.type === 'kopile')).toHaveLength(2);
    expect(s.round.history.filter((e) => e.type === 'play')).toHaveLength(1);
  });

  it('rule 8: with the starter on top and the stock empty, a seat holding a card that beats it must play it', () => {
    // Nobody can beat KH until seat 0 draws the black ace; after its pass seat 1 could not play, so
    // when the turn reaches seat 0 again it must play the ace.
    const s = game({ hands: [['2H', '3D'], ['4H', '5D'], ['6H', '7D']], starter: 'KH', stock: ['8H', '9H', 'AS'] });
    const after = steps(s, [[1, PASS], [2, PASS], [0, PASS], [1, PASS]]);
    expect(after.round.stock).toEqual([]);
    expect(after.round.hands[0]).toContain('AS');
    expect(steps(after, [[2, PASS]]).round.turn).toBe(0);
    expect(legalFor(steps(after, [[2, PASS]]), 0)).toEqual([play('AS')]);
  });

  /** The policy that tries hardest to stall: pass whenever allowed, otherwise any legal move. */
  const stalling = (legal: ElevatorMove[], pick: number): ElevatorMove => {
    const pass = legal.find((m) => 'pass' in m);
    if (pass) return pass;
    return legal[pick % legal.length];
  };

  it('rule 8: a table that passes whenever the rules allow still finishes every game within the bound', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 6 }), fc.constantFrom<'auto' | 1 | 2>('auto', 1, 2), (seed, seats, packs) => {
        const options = elevator.resolveOptions({ packs, games: 1 }, seats);
        if (!options.ok) throw new Error(options.error.message);
        let s = elevator.setup(options.value, seats, seed);
        const rng = seedRng(seed ^ 0x5eed);
        const cards = 54 * s.packs;
        const bound = (cards + 1) * ((cards + 1) * 2 * seats + 1); // rules section 8
        let moves = 0;
        while (!elevator.isMatchOver(s)) {
          expect(moves++).toBeLessThan(bound);
          const seat = elevator.toAct(s)[0];
          const legal = elevator.legalMoves(s, seat);
          s = step(s, seat, stalling(legal, nextInt(rng, 1 << 30))).state;
        }
        expect(s.round.winner).not.toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});
