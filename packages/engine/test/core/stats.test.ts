/**
 * The statistics' plumbing (core/stats.ts) for every game of the registry: a replay of the stored log
 * measures exactly what was seen while the match was played (random matches, some ended early by the
 * host, some cut off), every measure is present with an integer ≥ 0, and the awards go to the seats
 * with the most of an award's measure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/registry.ts';
import { chooseAwards, measureHolders, measureMatch, ReplayError, replaySteps } from '../../src/core/stats.ts';
import { playRandomMatch } from '../support/random-match.ts';

describe.each(GAMES.map((g) => [g.meta.id, g] as const))('statistics of %s', (_id, game) => {
  const seatCounts = [...new Set([game.meta.minPlayers, game.meta.maxPlayers])];

  it('measures every seat with every measure, integers ≥ 0, the same from the replay as from play', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...seatCounts),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 80 }), { nil: undefined }),
        (seats, seed, finishAfter, stopAfter) => {
          const played = playRandomMatch(game, seats, seed, { finishAfter, stopAfter });
          const measured = measureMatch(game, played.log);
          const seen = game.stats.measure({ seats, options: played.log.options, steps: played.steps });
          expect(measured).toEqual(seen);
          expect(measured).toHaveLength(seats);
          for (const m of measured) {
            expect(Object.keys(m).sort()).toEqual(game.stats.measures.map((d) => d.id).sort());
            for (const v of Object.values(m)) expect(Number.isInteger(v) && v >= 0).toBe(true);
          }
          for (const d of game.stats.measures) {
            if (!d.percentOf) continue;
            for (const m of measured) expect(m[d.id]!).toBeLessThanOrEqual(m[d.percentOf]!);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('issue 28 §1: a seat\'s measures per holder add up to the whole seat\'s (counts), one holder all match gets exactly the whole', () => {
    fc.assert(
      fc.property(fc.constantFrom(...seatCounts), fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.constantFrom('Bot 1', 'Emil', 'Anna'), { minLength: 1, maxLength: 8 }), (seats, seed, holders) => {
        const played = playRandomMatch(game, seats, seed);
        const whole = measureMatch(game, played.log);
        const seat = seed % seats;
        const same = (a: string, b: string) => a === b;
        const alone = measureHolders(game, played.log, seat, ['Anna'], same);
        expect(alone).toEqual([{ holder: 'Anna', values: whole[seat] }]);
        const parts = measureHolders(game, played.log, seat, holders, same);
        expect(new Set(parts.map((p) => p.holder)).size).toBe(parts.length);
        for (const d of game.stats.measures) {
          const values = parts.map((p) => p.values[d.id]!);
          for (const v of values) expect(Number.isInteger(v) && v >= 0).toBe(true);
          if (d.combine === 'sum') expect(values.reduce((a, b) => a + b, 0)).toBe(whole[seat]![d.id]);
          else expect(Math.max(...values)).toBeLessThanOrEqual(whole[seat]![d.id]!);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('gives each award to the seats with the most of its measure, none at zero', () => {
    const played = playRandomMatch(game, game.meta.maxPlayers, 7);
    const measured = measureMatch(game, played.log);
    const awards = chooseAwards(game.stats.measures, measured);
    for (const a of awards) {
      const values = measured.map((m) => m[a.measure]!);
      expect(a.value).toBe(Math.max(...values));
      expect(a.value).toBeGreaterThan(0);
      expect(a.seats).toEqual(values.flatMap((v, s) => (v === a.value ? [s] : [])));
      expect(game.stats.measures.find((d) => d.id === a.measure)?.award).toBeDefined();
    }
    const zero = measured.map((m) => Object.fromEntries(Object.keys(m).map((k) => [k, 0])));
    expect(chooseAwards(game.stats.measures, zero)).toEqual([]);
  });

  it('labels every measure and award in English and German', () => {
    for (const d of game.stats.measures) {
      expect(d.label.en.length * d.label.de.length).toBeGreaterThan(0);
      if (d.award) expect(d.award.en.length * d.award.de.length).toBeGreaterThan(0);
      if (d.percentOf) expect(game.stats.measures.find((x) => x.id === d.percentOf)?.combine).toBe('sum');
    }
  });

  it('refuses a log that does not replay, and stops at an abort', () => {
    const played = playRandomMatch(game, game.meta.minPlayers, 3, { stopAfter: 6 });
    const bad = { ...played.log, entries: [...played.log.entries, { seat: 99, move: { nonsense: true } }] };
    expect(() => replaySteps(game, bad)).toThrow(ReplayError);
    const aborted = { ...played.log, entries: [...played.log.entries.slice(0, 3), { seat: null, move: { system: 'abort' } }, ...played.log.entries.slice(3)] };
    expect(replaySteps(game, aborted)).toHaveLength(3);
  });
});
