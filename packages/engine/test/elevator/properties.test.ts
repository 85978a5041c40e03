/**
 * fast-check properties over random seeds, seat counts, options and random legal play: no exception,
 * every legal move is accepted, cards are conserved, views leak no hidden card, the table view holds no
 * hand, replay is deterministic, legal moves are exactly the moves applyMove accepts, and every game
 * ends within the bound of the termination argument (docs/rules/elevator.md, section 8).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardCode } from '../../src/core/cards.ts';
import { nextInt, seedRng, type RngState } from '../../src/core/rng.ts';
import { ONE_PACK } from '../../src/games/elevator/cards.ts';
import type { ElevatorMove } from '../../src/games/elevator/moves.ts';
import type { ElevatorState } from '../../src/games/elevator/state.ts';
import { elevator, matchSpec, startMatch as start, type MatchSpec } from './helpers.ts';

/**
 * The termination bound (rules section 8): at most T plays (T cards in play), so at most T + 1 stretches
 * between plays, each of at most T + 1 circles of at most 2 × seats moves (passes and gives), plus the play.
 */
function moveBound(state: ElevatorState): number {
  const cards = 54 * state.packs;
  return (cards + 1) * ((cards + 1) * 2 * state.seats + 1);
}

/** Plays random legal moves to the end of the match, calling `check` before each move. */
function playOut(
  spec: MatchSpec,
  check: (state: ElevatorState) => void = () => {},
): { state: ElevatorState; moves: [number, ElevatorMove][]; gameLengths: number[] } {
  const rng: RngState = seedRng(spec.moveSeed);
  let state = start(spec);
  const moves: [number, ElevatorMove][] = [];
  const gameLengths: number[] = [];
  let inGame = 0;
  while (!elevator.isMatchOver(state)) {
    check(state);
    const seat = elevator.toAct(state)[0];
    const legal = elevator.legalMoves(state, seat);
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[nextInt(rng, legal.length)];
    const r = elevator.applyMove(state, seat, move);
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(move)} ${r.error.code}`);
    moves.push([seat, move]);
    inGame++;
    if (inGame > moveBound(state)) throw new Error('a game exceeded the termination bound');
    if (r.events.some((e) => e.type === 'gameOver')) {
      gameLengths.push(inGame);
      inGame = 0;
    }
    state = r.state;
  }
  check(state);
  return { state, moves, gameLengths };
}

function sortedCards(cards: CardCode[]): string {
  return cards.slice().sort().join(' ');
}

function deckOf(state: ElevatorState): string {
  const deck: CardCode[] = [];
  for (let p = 0; p < state.packs; p++) deck.push(...ONE_PACK);
  return sortedCards(deck);
}

/** The state with every card the seat may not know replaced by a placeholder of no meaning. */
function blinded(state: ElevatorState, seat: number | null): ElevatorState {
  const r = state.round;
  return {
    ...state,
    rng: [1, 2, 3, 4],
    round: {
      ...r,
      hands: r.hands.map((h, s) => (s === seat ? h.slice() : h.map(() => 'XX'))),
      drawn: r.drawn.map((d, s) => (s === seat ? d.slice() : d.map(() => 'XX'))),
      stock: r.stock.map(() => 'XX'),
    },
  };
}

describe('Elevator properties under random legal play', () => {
  it('no exception, every legal move accepted, cards conserved, every game ends within the bound', () => {
    fc.assert(
      fc.property(matchSpec, (spec) => {
        const { state, gameLengths } = playOut(spec, (s) => {
          const r = s.round;
          expect(sortedCards([...r.hands.flat(), ...r.stock, ...r.pile])).toBe(deckOf(s));
          // The private note of drawn cards only names cards still in the hand.
          r.drawn.forEach((d, seat) => d.forEach((c) => expect(r.hands[seat]).toContain(c)));
        });
        expect(gameLengths).toHaveLength(state.results.length);
        expect(state.results.length).toBe(spec.games);
        // Match points: each game's winner scored the cards left in the other hands.
        for (const g of state.results) expect(g.points[g.winner]).toBe(g.cardsLeft.reduce((a, b) => a + b, 0));
      }),
      { numRuns: 60 },
    );
  });

  it('a seat view depends only on the public state and that seat’s own cards; the table view on no card at all', () => {
    fc.assert(
      fc.property(matchSpec, (spec) => {
        let step = 0;
        playOut({ ...spec, games: 1 }, (s) => {
          if (step++ % 4 !== 0) return;
          const table = elevator.tableView(s) as unknown as Record<string, unknown>;
          expect(table.hand).toBeUndefined();
          expect(table.drawn).toBeUndefined();
          expect(table).toEqual(elevator.tableView(blinded(s, null)));
          for (let seat = 0; seat < s.seats; seat++) {
            const view = elevator.seatView(s, seat);
            // Rule 10: once the match is over the cards left are counted, never shown, not even to the seat.
            expect(view.hand).toEqual(s.matchOver ? [] : s.round.hands[seat]);
            expect(view).toEqual(elevator.seatView(blinded(s, seat), seat));
          }
        });
      }),
      { numRuns: 25 },
    );
  });

  it('determinism: the same options, seats, seed and moves give identical states', () => {
    fc.assert(
      fc.property(matchSpec, (spec) => {
        const first = playOut(spec);
        let replay = start(spec);
        for (const [seat, move] of first.moves) {
          const r = elevator.applyMove(replay, seat, move);
          if (!r.ok) throw new Error(r.error.code);
          replay = r.state;
        }
        expect(JSON.stringify(replay)).toBe(JSON.stringify(first.state));
        expect(JSON.stringify(JSON.parse(JSON.stringify(replay)))).toBe(JSON.stringify(replay));
      }),
      { numRuns: 30 },
    );
  });

  it('applyMove never changes the state it was given', () => {
    fc.assert(
      fc.property(matchSpec, (spec) => {
        playOut({ ...spec, games: 1 }, (s) => {
          const before = JSON.stringify(s);
          const seat = elevator.toAct(s)[0];
          if (seat === undefined) return;
          for (const m of elevator.legalMoves(s, seat)) elevator.applyMove(s, seat, m);
          elevator.applyMove(s, (seat + 1) % s.seats, { pass: true });
          expect(JSON.stringify(s)).toBe(before);
        });
      }),
      { numRuns: 15 },
    );
  });

  it('legal moves are exactly the moves applyMove accepts (random runs from the hand, passes, gives)', () => {
    fc.assert(
      fc.property(matchSpec, fc.integer(), (spec, pickSeed) => {
        const pick = seedRng(pickSeed);
        playOut({ ...spec, games: 1 }, (s) => {
          const seat = elevator.toAct(s)[0];
          if (seat === undefined) return;
          const legal = new Set(elevator.legalMoves(s, seat).map((m) => JSON.stringify(m)));
          expect(legal.size).toBe(elevator.legalMoves(s, seat).length); // no duplicates
          const hand = s.round.hands[seat];
          const candidates: ElevatorMove[] = [{ pass: true }, ...hand.map((c) => ({ give: c }))];
          for (let i = 0; i < 12; i++) {
            // A random run: a random selection of the hand in random order, 1 to 4 cards.
            const pool = hand.slice();
            const run: CardCode[] = [];
            const length = 1 + nextInt(pick, Math.min(4, pool.length));
            for (let k = 0; k < length; k++) run.push(pool.splice(nextInt(pick, pool.length), 1)[0]);
            candidates.push({ play: run });
          }
          for (const m of candidates) {
            expect(elevator.applyMove(s, seat, m).ok).toBe(legal.has(JSON.stringify(m)));
          }
        });
      }),
      { numRuns: 25 },
    );
  });
});
