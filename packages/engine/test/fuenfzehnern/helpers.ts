/**
 * Shared helpers of the Fünfzehnern tests. A deal is written trick by trick — each trick's leader and
 * its cards in play order — so the intended play is readable; `handsFromTricks` turns it into hands.
 * Expected outcomes are worked out by hand in the tests, independently of the engine.
 */
import type { CardCode } from '../../src/core/cards.ts';
import type { ApplyResult, GameEvent } from '../../src/core/game.ts';
import { fuenfzehnern, type FuenfzehnernState } from '../../src/games/fuenfzehnern/index.ts';

export interface TrickSpec {
  leader: number;
  cards: CardCode[];
  /** The lead is announced as zwang. */
  zwang?: boolean;
}

/** The hands a trick-by-trick script plays out (seat = leader + position), plus unplayed extra cards. */
export function handsFromTricks(seats: number, tricks: TrickSpec[], extra: CardCode[][] = []): CardCode[][] {
  const hands: CardCode[][] = Array.from({ length: seats }, () => []);
  for (const t of tricks) t.cards.forEach((c, i) => hands[(t.leader + i) % seats].push(c));
  extra.forEach((cards, s) => hands[s].push(...cards));
  return hands;
}

export type SeatMove = [seat: number, card: CardCode, zwang?: boolean];

/** The moves of a script, in order. */
export function movesFromTricks(seats: number, tricks: TrickSpec[]): SeatMove[] {
  return tricks.flatMap((t) => t.cards.map((card, i): SeatMove => [(t.leader + i) % seats, card, i === 0 && t.zwang === true]));
}

/** The referee's JSON moves of a script. */
export function refereeMoves(seats: number, tricks: TrickSpec[]): Record<string, unknown>[] {
  return movesFromTricks(seats, tricks).map(([seat, play, zwang]) => (zwang ? { seat, play, zwang: true } : { seat, play }));
}

/** A one-hand match from explicit hands (the referee's setup). The dealer defaults to the last seat, so seat 0 leads. */
export function dealOf(hands: CardCode[][], dealer = hands.length - 1, options: Record<string, unknown> = {}): FuenfzehnernState {
  const deal = { hands };
  const r = fuenfzehnern.referee.setupScenario({
    players: hands.length,
    dealer,
    options,
    deal,
    raw: { game: 'fuenfzehnern', players: hands.length, dealer, options, deal, moves: [] },
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function attempt(state: FuenfzehnernState, seat: number, card: CardCode, zwang = false): ApplyResult<FuenfzehnernState> {
  return fuenfzehnern.applyMove(state, seat, zwang ? { play: card, zwang: true } : { play: card });
}

/** The error code of a move that must be rejected (undefined when it was accepted). */
export function errorOf(state: FuenfzehnernState, seat: number, card: CardCode, zwang = false): string | undefined {
  const r = attempt(state, seat, card, zwang);
  return r.ok ? undefined : r.error.code;
}

/** Applies moves that must be legal; returns the final state and every event. */
export function play(state: FuenfzehnernState, moves: SeatMove[]): { state: FuenfzehnernState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [seat, card, zwang] of moves) {
    const r = attempt(state, seat, card, zwang === true);
    if (!r.ok) throw new Error(`seat ${seat} ${card}${zwang ? ' zwang' : ''}: ${r.error.code} ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Plays a whole script from its own deal. */
export function playScript(seats: number, tricks: TrickSpec[], extra: CardCode[][] = [], dealer = seats - 1) {
  return play(dealOf(handsFromTricks(seats, tricks, extra), dealer), movesFromTricks(seats, tricks));
}

/** The cards a seat may lead or play now, as plain codes (zwang variants marked with a trailing "!"). */
export function legalCodes(state: FuenfzehnernState, seat: number): string[] {
  return fuenfzehnern.legalMoves(state, seat).map((m) => (m.zwang ? `${m.play}!` : m.play));
}

/** A small seeded generator for choosing moves in tests (independent of the engine's own RNG). */
export function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/**
 * Plays random legal moves until the match is over or `stop` says so (checked before each move).
 * Returns every event and the states seen (the first and each one after a move).
 */
export function playRandomly(
  state: FuenfzehnernState,
  seed: number,
  stop: (s: FuenfzehnernState) => boolean = () => false,
): { state: FuenfzehnernState; events: GameEvent[]; moves: number } {
  const pick = chooser(seed);
  const events: GameEvent[] = [];
  let moves = 0;
  while (!fuenfzehnern.isMatchOver(state) && !stop(state)) {
    const seat = fuenfzehnern.toAct(state)[0];
    const legal = fuenfzehnern.legalMoves(state, seat);
    const r = fuenfzehnern.applyMove(state, seat, legal[pick(legal.length)]);
    if (!r.ok) throw new Error(`a legal move was rejected: ${r.error.code}`);
    state = r.state;
    events.push(...r.events);
    moves++;
  }
  return { state, events, moves };
}

/** A new match with resolved options. */
export function newMatch(seats: number, seed: number | string, options: Record<string, unknown> = {}): FuenfzehnernState {
  const r = fuenfzehnern.resolveOptions(options, seats);
  if (!r.ok) throw new Error(r.error.message);
  return fuenfzehnern.setup(r.value, seats, seed);
}
