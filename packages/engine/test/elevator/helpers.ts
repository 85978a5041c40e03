/** Test helpers: explicit Elevator games built through the referee's scenario setup. */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { CardCode } from '../../src/core/cards.ts';
import type { GameEvent, Seat } from '../../src/core/game.ts';
import { seedRng } from '../../src/core/rng.ts';
import { elevator } from '../../src/games/elevator/index.ts';
import type { ElevatorMove } from '../../src/games/elevator/moves.ts';
import type { ElevatorState } from '../../src/games/elevator/state.ts';

export { elevator };

export interface DealSpec {
  hands: CardCode[][];
  starter: CardCode;
  stock?: CardCode[];
  dealer?: Seat;
  opener?: Seat;
  packs?: 1 | 2 | 'auto';
  /** Turn the one-game referee match into a match of this many games (later games are shuffled). */
  games?: number;
}

export function game(spec: DealSpec): ElevatorState {
  const raw: Record<string, unknown> = {};
  if (spec.opener !== undefined) raw.opener = spec.opener;
  const r = elevator.referee.setupScenario({
    players: spec.hands.length,
    dealer: spec.dealer ?? 0,
    options: spec.packs !== undefined ? { packs: spec.packs } : {},
    deal: { hands: spec.hands, starter: spec.starter, stock: spec.stock ?? [] },
    raw,
  });
  if (!r.ok) throw new Error(r.error.message);
  return spec.games ? { ...r.value, games: spec.games, rng: seedRng('test') } : r.value;
}

/** Applies a move that must be legal; returns the new state and its events. */
export function step(state: ElevatorState, seat: Seat, move: ElevatorMove): { state: ElevatorState; events: GameEvent[] } {
  const r = elevator.applyMove(state, seat, move);
  if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)} rejected: ${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Applies several legal moves in order. */
export function steps(state: ElevatorState, moves: [Seat, ElevatorMove][]): ElevatorState {
  for (const [seat, move] of moves) state = step(state, seat, move).state;
  return state;
}

export function play(...cards: CardCode[]): ElevatorMove {
  return { play: cards };
}
export const PASS: ElevatorMove = { pass: true };
export function give(card: CardCode): ElevatorMove {
  return { give: card };
}

/** Expects the move to be rejected with `code`. */
export function expectError(state: ElevatorState, seat: Seat, move: ElevatorMove, code: string): void {
  const r = elevator.applyMove(state, seat, move);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
}

export function legalFor(state: ElevatorState, seat: Seat): ElevatorMove[] {
  return elevator.legalMoves(state, seat);
}

export function sorted<T>(moves: T[]): string[] {
  return moves.map((m) => JSON.stringify(m)).sort();
}

/** A random match for the properties: seed, seats, packs, games, and a seed for the moves played. */
export interface MatchSpec {
  seed: number;
  seats: number;
  packs: 'auto' | 1 | 2;
  games: number;
  moveSeed: number;
}

export const matchSpec = fc.record({
  seed: fc.integer(),
  seats: fc.integer({ min: 3, max: 6 }),
  packs: fc.constantFrom<'auto' | 1 | 2>('auto', 1, 2),
  games: fc.integer({ min: 1, max: 2 }),
  moveSeed: fc.integer(),
});

/** The match a spec describes, set up as the platform sets it up. */
export function startMatch(spec: Pick<MatchSpec, 'seed' | 'seats' | 'packs' | 'games'>): ElevatorState {
  const options = elevator.resolveOptions({ packs: spec.packs, games: spec.games }, spec.seats);
  if (!options.ok) throw new Error(options.error.message);
  return elevator.setup(options.value, spec.seats, spec.seed);
}
