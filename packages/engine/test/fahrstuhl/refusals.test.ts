/**
 * Rule codes (docs/rules/fahrstuhl.md, point 20): `explainIllegal` reads a seat's view alone and answers
 * the code `applyMove` answers on the whole state, for reachable states and any move, legal or not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOfKind } from '../../src/games/fahrstuhl/cards.ts';
import { fahrstuhl, type FahrstuhlMove } from '../../src/games/fahrstuhl/index.ts';
import { RULE_CODES } from '../../src/games/fahrstuhl/refusals.ts';
import { lcg, randomMatch } from './helpers.ts';

const options = fc.constantFrom<Record<string, unknown>>(
  { mode: 'single', cards: 3 },
  { mode: 'up', startCards: 2 },
  { mode: 'hourglass', startCards: 7 },
);

/** Legal moves, the cards of the hand, calls in and out of range, any card of the pack, and malformed moves. */
const anyMove = (legal: FahrstuhlMove[], hand: string[]) =>
  fc.oneof(
    legal.length > 0 ? fc.constantFrom(...legal) : fc.constant<FahrstuhlMove>({ call: 0 }),
    hand.length > 0 ? fc.constantFrom(...hand).map((play): FahrstuhlMove => ({ play })) : fc.constant<FahrstuhlMove>({ play: 'AH' }),
    fc.integer({ min: -2, max: 12 }).map((call): FahrstuhlMove => ({ call })),
    fc.integer({ min: 0, max: 31 }).map((kind): FahrstuhlMove => ({ play: codeOfKind(kind) })),
    fc.constantFrom<unknown>({}, { call: 1.5 }, { play: 'XX' }, { call: 1, play: 'AH' }, null) as fc.Arbitrary<FahrstuhlMove>,
  );

describe('Fahrstuhl: explainIllegal from the seat view agrees with applyMove', () => {
  it('same code (or none) for random reachable states, seats and moves; every code is on the closed list', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        options,
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.nat(),
        fc.nat(),
        (seats, raw, choices, at, seatPick) => {
          const resolved = fahrstuhl.resolveOptions(raw, seats);
          if (!resolved.ok) throw new Error(resolved.error.message);
          const { states } = randomMatch(fahrstuhl.setup(resolved.value, seats, choices), lcg(choices));
          // Now and then the match's end, where every move is refused.
          const state = at % 6 === 0 ? states[states.length - 1] : states[at % states.length];
          // Half the time the seat to move, whose refusals are the rules of play.
          const seat = seatPick % 2 === 0 && state.phase !== 'over' ? state.turn : (seatPick >> 1) % seats;
          const view = fahrstuhl.seatView(state, seat);
          fc.assert(
            fc.property(anyMove(view.legal, view.hand), (move) => {
              const r = fahrstuhl.applyMove(state, seat, move);
              const explained = fahrstuhl.explainIllegal(view, move);
              expect(explained?.code ?? null).toBe(r.ok ? null : r.error.code);
              if (!r.ok) {
                seen.add(r.error.code);
                if (r.error.code !== 'BAD_MOVE') expect(RULE_CODES).toContain(r.error.code);
                expect(explained?.message).toBe(r.error.message);
              }
            }),
            { numRuns: 20 },
          );
        },
      ),
      { numRuns: 60 },
    );
    // The property met every rule code at least once, so none of them went unchecked.
    for (const code of RULE_CODES) expect(seen).toContain(code);
  });

  it('ruleCodes is the closed list of the game definition', () => {
    expect(fahrstuhl.ruleCodes).toBe(RULE_CODES);
    expect(new Set(RULE_CODES).size).toBe(RULE_CODES.length);
  });
});
