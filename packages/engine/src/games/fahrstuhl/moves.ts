/** Moves of Fahrstuhl: `{ call: n }` and `{ play: "AH" }` — parsing, whose turn it is and the legal moves. */
import { fail, ok, type Result, type Seat } from '../../core/game.ts';
import type { CardCode } from '../../core/cards.ts';
import { codeOfKind, kindOfCode, KINDS } from './cards.ts';
import { countTrumps, playAllowed } from './legality.ts';
import { dealCards, trumpSuitOf, type FahrstuhlState } from './state.ts';

export type CallMove = { call: number };
export type PlayMove = { play: CardCode };
export type FahrstuhlMove = CallMove | PlayMove;

const MOVE_KINDS = ['call', 'play'];

/** Untrusted JSON → a move, or `BAD_MOVE`: unknown or missing kind, two kinds, non-integer call, bad card. */
export function parseMove(raw: unknown): Result<FahrstuhlMove> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('BAD_MOVE', 'a move must be an object');
  const m = raw as Record<string, unknown>;
  const keys = Object.keys(m);
  const unknown = keys.filter((k) => !MOVE_KINDS.includes(k));
  if (unknown.length > 0) return fail('BAD_MOVE', `unknown move kind "${unknown[0]}" (Fahrstuhl knows "call" and "play")`);
  if (keys.length === 0) return fail('BAD_MOVE', 'a move needs "call" or "play"');
  if (keys.length > 1) return fail('BAD_MOVE', 'a move has one kind: "call" or "play", not both');
  if (keys[0] === 'call') {
    const call = m.call;
    if (typeof call !== 'number' || !Number.isInteger(call)) return fail('BAD_MOVE', '"call" must be an integer');
    return ok({ call });
  }
  if (kindOfCode(m.play) < 0) {
    return fail('BAD_MOVE', `"play" must be a card of the 32-card pack (A 10 K Q J 9 8 7 of S H D C), not ${JSON.stringify(m.play)}`);
  }
  return ok({ play: m.play as CardCode });
}

export function toAct(state: FahrstuhlState): Seat[] {
  return state.phase === 'over' ? [] : [state.turn];
}

/** Every legal move of `seat` now; one entry per distinct card (copies are identical), in kind order. */
export function legalMoves(state: FahrstuhlState, seat: Seat): FahrstuhlMove[] {
  if (state.phase === 'over' || seat !== state.turn) return [];
  if (state.phase === 'calling') {
    const calls = new Array<FahrstuhlMove>(dealCards(state) + 1);
    for (let call = 0; call < calls.length; call++) calls[call] = { call };
    return calls;
  }
  const hand = state.hands[seat];
  const trumpSuit = trumpSuitOf(state);
  const trumps = countTrumps(hand, trumpSuit);
  // Kinds are 0…31, so one bit mask drops the copies, and reading it from bit 0 up gives kind order
  // without a sort.
  let playable = 0;
  for (let i = 0; i < hand.length; i++) if (playAllowed(hand[i], trumpSuit, trumps)) playable |= 1 << hand[i];
  const moves: FahrstuhlMove[] = [];
  for (let kind = 0; kind < KINDS; kind++) if (playable & (1 << kind)) moves.push({ play: codeOfKind(kind) });
  return moves;
}
