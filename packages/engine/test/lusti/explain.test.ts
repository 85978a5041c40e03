/**
 * `explainIllegal` reads a seat's view only, yet answers what `applyMove` answers on the whole state:
 * the same code (DEAL_OVER, NOT_YOUR_TURN, BAD_MOVE, NOT_IN_HAND, checked in that order), or null exactly
 * when the move is accepted. Rule 3.1: any card in hand may be played, so there is no other reason.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lusti, type LustiMove, type LustiState } from '../../src/games/lusti/index.ts';
import { RULE_CODES } from '../../src/games/lusti/refusals.ts';
import { LUSTI_PACK } from '../../src/games/lusti/pack.ts';
import { FIFTY_FORTY, handState, handsFromTricks } from './fixtures.ts';
import { playRandomly } from './random.ts';

const seedArb = fc.oneof(fc.integer(), fc.string({ maxLength: 12 }));

/** A reachable state: a match to `target` after `moves` random legal moves (or its end, if sooner). */
function reachable(target: number, matchSeed: number | string, playSeed: number, moves: number): LustiState {
  let n = 0;
  return playRandomly(lusti.setup({ target }, 4, matchSeed), playSeed, () => ++n >= moves).state;
}

/** Any card of the pack, a card of another pack, or no card at all. */
const moveArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...LUSTI_PACK).map((play) => ({ play })) },
  { weight: 1, arbitrary: fc.constantFrom({ play: 'QH' }, { play: 7 }, {}, { play: ['OE'] }) },
);

describe("Lusti-Kartl'n explainIllegal", () => {
  it('on random reachable states, for every seat and random moves (legal or not), gives the code applyMove gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 7 }), seedArb, fc.integer(), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 3 }), moveArb, fc.boolean(),
        (target, matchSeed, playSeed, moves, seat, randomMove, pickLegal) => {
          const state = reachable(target, matchSeed, playSeed, moves);
          const legal = lusti.legalMoves(state, seat);
          const move = (pickLegal && legal.length > 0 ? legal[Math.abs(playSeed) % legal.length] : randomMove) as LustiMove;
          const applied = lusti.applyMove(state, seat, move);
          const explained = lusti.explainIllegal(lusti.seatView(state, seat), move);
          expect(explained?.code ?? null).toBe(applied.ok ? null : applied.error.code);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('names each code of the closed list on a hand-built position, in the order applyMove checks them', () => {
    const state = handState(handsFromTricks(FIFTY_FORTY)); // seat 0 leads, holds AE, not KE
    expect(lusti.explainIllegal(lusti.seatView(state, 0), { play: 'AE' })).toBeNull();
    expect(lusti.explainIllegal(lusti.seatView(state, 1), { play: 'KE' })?.code).toBe('NOT_YOUR_TURN');
    expect(lusti.explainIllegal(lusti.seatView(state, 0), { play: 'KE' })?.code).toBe('NOT_IN_HAND');
    expect(lusti.explainIllegal(lusti.seatView({ ...state, turn: null, matchOver: true }, 0), { play: 'AE' })?.code).toBe('DEAL_OVER');
    expect(lusti.ruleCodes).toEqual(RULE_CODES);
    expect([...RULE_CODES].sort()).toEqual(['DEAL_OVER', 'NOT_IN_HAND', 'NOT_YOUR_TURN']);
  });
});
