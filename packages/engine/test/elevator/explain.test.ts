/**
 * Elevator's closed error codes and `explainIllegal` (issue 13, item 5): from a seat's view alone it gives
 * the code `applyMove` answers for the same move by that seat — for random reachable states (the end of a
 * game and of the match included), every seat, and random moves, legal and not: runs from the hand and
 * from anywhere, passes, gives of held and unheld cards.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardCode } from '../../src/core/cards.ts';
import { nextInt, seedRng, type RngState } from '../../src/core/rng.ts';
import { buildDeck } from '../../src/games/elevator/cards.ts';
import { RULE_CODES } from '../../src/games/elevator/refusals.ts';
import type { ElevatorMove } from '../../src/games/elevator/moves.ts';
import type { ElevatorState } from '../../src/games/elevator/state.ts';
import { elevator, matchSpec, startMatch } from './helpers.ts';

/** A random selection of `pool`, 1 to 4 cards in random order. */
function randomRun(pool: readonly CardCode[], rng: RngState): CardCode[] {
  const rest = pool.slice();
  const run: CardCode[] = [];
  const length = 1 + nextInt(rng, Math.min(4, rest.length));
  for (let k = 0; k < length && rest.length > 0; k++) run.push(rest.splice(nextInt(rng, rest.length), 1)[0]);
  return run;
}

/** Moves to try for `seat`: the actor's legal moves, and random ones from the seat's hand and from the whole pack. */
function candidates(state: ElevatorState, seat: number, rng: RngState): ElevatorMove[] {
  const hand = state.round.hands[seat];
  const pack = buildDeck(state.packs);
  const actor = elevator.toAct(state)[0];
  const moves: ElevatorMove[] = actor !== undefined ? elevator.legalMoves(state, actor).slice(0, 6) : [];
  moves.push({ pass: true }, { give: pack[nextInt(rng, pack.length)] });
  if (hand.length > 0) moves.push({ give: hand[nextInt(rng, hand.length)] });
  for (let i = 0; i < 6; i++) {
    // Runs of several cards of one rank from the hand, too: they reach the further cards' rules.
    const sameRank = hand.length > 0 ? hand.filter((c) => c[0] === hand[nextInt(rng, hand.length)][0]) : [];
    if (hand.length > 0) moves.push({ play: randomRun(hand, rng) });
    if (sameRank.length > 0) moves.push({ play: randomRun(sameRank, rng) });
    moves.push({ play: randomRun(pack, rng) });
  }
  return moves;
}

function codeOf(state: ElevatorState, seat: number, move: ElevatorMove): string | null {
  const r = elevator.applyMove(state, seat, move);
  return r.ok ? null : r.error.code;
}

/** Where to look: every this many moves of the match (and at its end). */
const every = fc.integer({ min: 4, max: 16 });

describe('Elevator: explainIllegal reads the seat view alone and answers as applyMove does', () => {
  it('for random reachable states, every seat and random moves, legal and not', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(matchSpec, every, (s, every) => {
        let state = startMatch(s);
        const rng = seedRng(s.moveSeed);
        const check = (st: ElevatorState) => {
          for (let seat = 0; seat < st.seats; seat++) {
            const view = elevator.seatView(st, seat);
            for (const move of candidates(st, seat, rng)) {
              const expected = codeOf(st, seat, move);
              expect(elevator.explainIllegal(view, move)?.code ?? null, `seat ${seat} ${JSON.stringify(move)}`).toBe(expected);
              if (expected) seen.add(expected);
            }
          }
        };
        let moves = 0;
        while (!state.matchOver) {
          if (moves++ % every === 0) check(state);
          const seat = elevator.toAct(state)[0];
          const legal = elevator.legalMoves(state, seat);
          const r = elevator.applyMove(state, seat, legal[nextInt(rng, legal.length)]);
          if (!r.ok) throw new Error(r.error.code);
          state = r.state;
        }
        check(state);
      }),
      { numRuns: 20 },
    );
    // Every code applyMove answered is in the game's closed list.
    expect([...seen].filter((c) => !(RULE_CODES as readonly string[]).includes(c))).toEqual([]);
  });

  it('a malformed move is BAD_MOVE, as applyMove answers it', () => {
    const state = elevator.setup({ packs: 'auto', games: 1 }, 4, 'malformed');
    const view = elevator.seatView(state, elevator.toAct(state)[0]);
    for (const raw of [{ play: [] }, { pass: false }, { give: 'XX' }, { play: ['8S'], pass: true }]) {
      const move = raw as unknown as ElevatorMove;
      expect(elevator.explainIllegal(view, move)?.code).toBe('BAD_MOVE');
      expect(codeOf(state, view.seat, move)).toBe('BAD_MOVE');
    }
  });
});

describe('Elevator rule codes', () => {
  it('the closed list is the game definition’s, and each code is answered by a referee scenario (none is dead)', () => {
    expect(elevator.ruleCodes).toEqual(RULE_CODES);
    const dir = join(dirname(fileURLToPath(import.meta.url)), 'scenarios');
    const answered = new Set(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { expected?: { error?: { code?: string } } }).expected?.error?.code)
        .filter((c): c is string => typeof c === 'string'),
    );
    expect([...answered].sort()).toEqual([...RULE_CODES].sort());
  });
});
