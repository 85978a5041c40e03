/** Shared helpers of the Fahrstuhl tests: explicit deals through the referee's setup, and checked moves. */
import fc from 'fast-check';
import type { GameEvent } from '../../src/core/game.ts';
import { fahrstuhl, type FahrstuhlMove, type FahrstuhlState } from '../../src/games/fahrstuhl/index.ts';

export interface DealSpec {
  hands: string[][];
  trump: string;
  dealer?: number;
  trip?: 'outbound' | 'return';
  bonus?: number;
}

/** A one-deal state from explicit hands and turned-up card (the referee's setup). */
export function dealOf(spec: DealSpec): FahrstuhlState {
  const options: Record<string, unknown> = {};
  if (spec.trip) options.trip = spec.trip;
  if (spec.bonus !== undefined) options.bonus = spec.bonus;
  const deal = { hands: spec.hands, trump: spec.trump };
  const r = fahrstuhl.referee.setupScenario({
    players: spec.hands.length,
    dealer: spec.dealer ?? 0,
    options,
    deal,
    raw: { game: 'fahrstuhl', players: spec.hands.length, options, deal, moves: [] },
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export type SeatMove = [number, FahrstuhlMove];

/** Applies moves that must be legal; returns the final state and every event. */
export function play(state: FahrstuhlState, moves: SeatMove[]): { state: FahrstuhlState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [seat, move] of moves) {
    const r = fahrstuhl.applyMove(state, seat, move);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)}: ${r.error.code} ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The error code of a move that must be rejected. */
export function rejectCode(state: FahrstuhlState, seat: number, move: unknown): string {
  const r = fahrstuhl.applyMove(state, seat, move as FahrstuhlMove);
  if (r.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)} was accepted`);
  return r.error.code;
}

/** Calls for every seat, in turn order, from a map seat → call. */
export function callsInOrder(dealer: number, calls: number[]): SeatMove[] {
  const n = calls.length;
  return calls.map((_, i) => {
    const seat = (dealer + 1 + i) % n;
    return [seat, { call: calls[seat] }];
  });
}

/** A tiny deterministic generator for test playouts (not the engine's). */
export function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 4294967296) * n);
  };
}

/** Plays random legal moves until the match is over (or `maxMoves`); returns every state and event. */
export function randomMatch(
  state: FahrstuhlState,
  pick: (n: number) => number,
  maxMoves = Infinity,
): { states: FahrstuhlState[]; events: GameEvent[][]; moves: SeatMove[] } {
  const states = [state];
  const events: GameEvent[][] = [];
  const moves: SeatMove[] = [];
  while (!fahrstuhl.isMatchOver(state) && moves.length < maxMoves) {
    const seat = fahrstuhl.toAct(state)[0];
    const legal = fahrstuhl.legalMoves(state, seat);
    const move = legal[pick(legal.length)];
    const r = fahrstuhl.applyMove(state, seat, move);
    if (!r.ok) throw new Error(`legal move refused: ${r.error.code}`);
    state = r.state;
    states.push(state);
    events.push(r.events);
    moves.push([seat, move]);
  }
  return { states, events, moves };
}

/** Random resolved options and seat count, over every mode. */
export const matchConfig = fc
  .tuple(
    fc.integer({ min: 3, max: 6 }),
    fc.constantFrom('hourglass', 'up', 'single'),
    fc.integer({ min: 1, max: 10 }),
    fc.integer({ min: 7, max: 10 }),
    fc.integer({ min: 0, max: 500 }),
  )
  .map(([seats, mode, small, start, bonus]) => {
    const raw = mode === 'hourglass' ? { mode, startCards: start, bonus } : mode === 'up' ? { mode, startCards: small, bonus } : { mode, cards: small, bonus };
    const r = fahrstuhl.resolveOptions(raw, seats);
    if (!r.ok) throw new Error(r.error.message);
    return { seats, options: r.value };
  });
