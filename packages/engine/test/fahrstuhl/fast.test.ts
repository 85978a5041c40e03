import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOfKind } from '../../src/games/fahrstuhl/cards.ts';
import { runFahrstuhlBenchmark } from '../../src/games/fahrstuhl/benchmark.ts';
import { createSim, simPlayRandomMatch, simPlayRandomRound } from '../../src/games/fahrstuhl/fast.ts';
import { fahrstuhl, type FahrstuhlState } from '../../src/games/fahrstuhl/index.ts';
import { perTrickValue } from '../../src/games/fahrstuhl/scoring.ts';

/**
 * The fast path and applyMove share the rule functions; these tests replay every fast-path deal through
 * applyMove (which judges each move) and demand the same deal, the same legality and the same points.
 */
describe('Fahrstuhl fast path agrees with the interface', () => {
  it('a whole match of fast-path deals replays move by move through applyMove with equal points', () => {
    const config = fc.record({
      seats: fc.integer({ min: 3, max: 6 }),
      startCards: fc.integer({ min: 7, max: 10 }),
      bonus: fc.integer({ min: 0, max: 500 }),
      seed: fc.integer(),
      choices: fc.integer(),
    });
    fc.assert(
      fc.property(config, ({ seats, startCards, bonus, seed, choices }) => {
        let state: FahrstuhlState = fahrstuhl.setup({ mode: 'hourglass', startCards, cards: 7, bonus }, seats, seed);
        const sim = createSim(seats, seed, choices);
        for (let round = 0; round < state.floors.length; round++) {
          const cards = state.floors[round];
          simPlayRandomRound(sim, state.classes, cards, state.dealer, perTrickValue(state.trips[round]), bonus);
          // Same deal: same turned-up card, and every card the fast path plays is accepted from the dealt hand
          // (applyMove answers NOT_IN_HAND otherwise) until all hands are empty.
          expect(sim.trump).toBe(state.trump);
          const callers = Array.from({ length: seats }, (_, i) => (state.dealer + 1 + i) % seats);
          const moves = [
            ...callers.map((seat) => ({ call: sim.calls[seat] })),
            ...Array.from(sim.plays.subarray(0, seats * cards), (k) => ({ play: codeOfKind(k) })),
          ];
          let scored: Record<string, unknown> | undefined;
          for (const move of moves) {
            const seat = fahrstuhl.toAct(state)[0];
            const r = fahrstuhl.applyMove(state, seat, move);
            if (!r.ok) throw new Error(`round ${round}: ${r.error.code} ${JSON.stringify(move)}`);
            scored = r.events.find((e) => e.type === 'dealScored') ?? scored;
            state = r.state;
          }
          expect(scored?.score).toEqual(Array.from(sim.score.subarray(0, seats)));
          expect(scored?.taken).toEqual(Array.from(sim.taken.subarray(0, seats)));
        }
        expect(fahrstuhl.isMatchOver(state)).toBe(true);
        expect(state.totals).toEqual(Array.from(sim.totals.subarray(0, seats)));
      }),
      { numRuns: 30 },
    );
  });

  it('simPlayRandomMatch plays every floor and keeps the totals of the formula', () => {
    const sim = createSim(4, 'm', 'c');
    const floors = [3, 2, 1, 1, 2, 3];
    simPlayRandomMatch(sim, 4, floors, ['outbound', 'outbound', 'outbound', 'return', 'return', 'return'], 100);
    const first = Array.from(sim.totals.subarray(0, 4));
    const again = createSim(4, 'm', 'c');
    simPlayRandomMatch(again, 4, floors, ['outbound', 'outbound', 'outbound', 'return', 'return', 'return'], 100);
    expect(Array.from(again.totals.subarray(0, 4))).toEqual(first);
    expect(Array.from(sim.handLen.subarray(0, 4))).toEqual([0, 0, 0, 0]);
  });

  it('the benchmark reports positive finite rates (no timing threshold here: that belongs to the benchmark)', () => {
    const r = runFahrstuhlBenchmark(40);
    expect(Number.isFinite(r.roundsPerSecond) && r.roundsPerSecond > 0).toBe(true);
    expect(Number.isFinite(r.matchesPerSecond) && r.matchesPerSecond > 0).toBe(true);
  });
});
