/**
 * The model (model.ts) is the only place Fahrstuhl's transitions are written; `applyMove` reaches it
 * through the JSON state (moves.ts), the benchmark and the bots play on it directly. These tests
 * drive a stand-alone model — dealt by the benchmark's dealer, never loaded from a state — and the JSON
 * state through `applyMove` side by side from the same seed, move by move, to the end of the match:
 * the same legal moves, states, events and scores, deal after deal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/game.ts';
import { placementsFromTotals } from '../../src/core/placements.ts';
import { codeOfKind, describeClass } from '../../src/games/fahrstuhl/cards.ts';
import { ModelDealer, playRandomMatch, runBenchmark } from '../../src/games/fahrstuhl/benchmark.ts';
import { fahrstuhl, type FahrstuhlMove, type FahrstuhlState } from '../../src/games/fahrstuhl/index.ts';
import { CALL_BASE, FahrstuhlModel, MAX_CARDS, PHASE_CALLING, PHASE_OVER, PHASE_PLAYING } from '../../src/games/fahrstuhl/model.ts';
import { perTrickValue } from '../../src/games/fahrstuhl/scoring.ts';
import { seedRng } from '../../src/core/rng.ts';
import { lcg, matchConfig } from './helpers.ts';

const PHASE_NAMES = ['calling', 'playing', 'over'];

/** The model's deal as plain data, read field by field here (not through moves.ts). */
function modelFacts(m: FahrstuhlModel, round: number) {
  const n = m.seats;
  const hands = Array.from({ length: n }, (_, s) => Array.from(m.hands.subarray(s * MAX_CARDS, s * MAX_CARDS + m.handLen[s])).sort((a, b) => a - b));
  return {
    round,
    dealer: m.dealer,
    phase: PHASE_NAMES[m.phase],
    trump: m.trump,
    hands,
    calls: Array.from(m.calls.subarray(0, n), (c) => (c < 0 ? null : c)),
    shared: m.phase === PHASE_CALLING ? null : m.shared,
    taken: Array.from(m.taken.subarray(0, n)),
    leader: m.leader,
    turn: m.turn,
    trick: Array.from(m.trick.subarray(0, m.trickLen)),
    totals: Array.from(m.totals.subarray(0, n)),
  };
}

function stateFacts(s: FahrstuhlState) {
  const { round, dealer, phase, trump, hands, calls, shared, taken, leader, turn, trick, totals } = s;
  return { round, dealer, phase, trump, hands, calls, shared, taken, leader, turn, trick, totals };
}

const toJson = (move: number, phase: number): FahrstuhlMove => (phase === PHASE_CALLING ? { call: move - CALL_BASE } : { play: codeOfKind(move) });

describe('Fahrstuhl: one model, replayed against applyMove', () => {
  it('random legal play through the model and through applyMove gives the same states, events and scores to the end of the match', () => {
    fc.assert(
      fc.property(matchConfig, fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), fc.integer({ min: 1, max: 2 ** 31 - 1 }), ({ seats, options }, seed, choices) => {
        let state = fahrstuhl.setup(options, seats, seed);
        const m = new FahrstuhlModel();
        m.configure(seats, state.bonus);
        const dealer = new ModelDealer(seed);
        let round = 0;
        dealer.deal(m, state.classes, state.floors[0], perTrickValue(state.trips[0]), 0);
        const pick = lcg(choices);
        const out = new Int32Array(64);
        let moves = 0;
        while (true) {
          // The match's end: the JSON state says "over", the model's last deal is over and none follows.
          if (state.phase === 'over') {
            expect(m.phase).toBe(PHASE_OVER);
            expect(round).toBe(state.round);
            expect(fahrstuhl.matchResult(state).totals).toEqual(Array.from(m.totals.subarray(0, seats)));
            break;
          }
          expect(stateFacts(state)).toEqual(modelFacts(m, round));
          const seat = m.turn;
          const count = m.legalMoves(out);
          const legal = Array.from(out.subarray(0, count), (mv) => toJson(mv, m.phase));
          expect(legal.map((mv) => JSON.stringify(mv)).sort()).toEqual(fahrstuhl.legalMoves(state, seat).map((mv) => JSON.stringify(mv)).sort());
          const move = out[pick(count)];
          const json = toJson(move, m.phase);
          const r = fahrstuhl.applyMove(state, seat, json);
          if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(json)}`);
          const expected = modelEvents(m, move, seat, round, state);
          if (m.phase === PHASE_OVER && round + 1 < state.floors.length) {
            round++;
            const next = (m.dealer + 1) % seats;
            dealer.deal(m, state.classes, state.floors[round], perTrickValue(state.trips[round]), next);
            expected.push({
              seat: next, deals: state.floors.length, cards: m.cards, trip: state.trips[round], trump: codeOfKind(m.trump),
              lowest: describeClass(state.classes - 1).label, type: 'dealStart', deal: round + 1, dealer: next,
            });
          }
          expect(r.events).toEqual(expected);
          state = r.state;
          moves++;
        }
        expect(moves).toBeGreaterThan(0);
      }),
      { numRuns: 30 },
    );
  });

  it('the benchmark plays whole matches on the model: every floor, hands emptied, totals equal for equal seeds', () => {
    const floors = [3, 2, 1, 1, 2, 3];
    const trips = ['outbound', 'outbound', 'outbound', 'return', 'return', 'return'] as const;
    const totals = (): number[] => {
      const m = new FahrstuhlModel();
      m.configure(4, 100);
      playRandomMatch(m, new ModelDealer('m'), seedRng('c'), 4, floors, trips);
      expect(Array.from(m.handLen.subarray(0, 4))).toEqual([0, 0, 0, 0]);
      expect(m.phase).toBe(PHASE_OVER);
      return Array.from(m.totals.subarray(0, 4));
    };
    expect(totals()).toEqual(totals());
  });

  it('the benchmark reports positive finite rates (no timing threshold here: that belongs to the benchmark)', () => {
    const r = runBenchmark(40);
    expect(Number.isFinite(r.roundsPerSecond) && r.roundsPerSecond > 0).toBe(true);
    expect(Number.isFinite(r.matchesPerSecond) && r.matchesPerSecond > 0).toBe(true);
  });
});

/**
 * The events `applyMove` must answer for `move`, read from the model after it played the move: call,
 * callsDone, play, trickTaken, dealScored, matchOver (dealStart is added by the caller, who deals).
 */
function modelEvents(m: FahrstuhlModel, move: number, seat: number, round: number, before: FahrstuhlState): GameEvent[] {
  const n = m.seats;
  if (move >= CALL_BASE) {
    m.play(move);
    const events: GameEvent[] = [{ type: 'call', seat, call: move - CALL_BASE }];
    if (m.phase === PHASE_PLAYING) events.push({ type: 'callsDone', shared: m.shared, sum: m.callSum, tricks: m.cards });
    return events;
  }
  m.play(move);
  const events: GameEvent[] = [{ type: 'play', seat, card: codeOfKind(move) }];
  if (m.trickLen > 0) return events;
  const winners: number[] = [];
  for (let p = 0; p < n; p++) if (m.lastCredited & (1 << p)) winners.push((m.lastLeader + p) % n);
  events.push({ type: 'trickTaken', seat: winners[0], leader: m.lastLeader, cards: Array.from(m.trick.subarray(0, n), codeOfKind), winners, next: m.leader });
  if (m.phase !== PHASE_OVER) return events;
  const calls = Array.from(m.calls.subarray(0, n));
  const taken = Array.from(m.taken.subarray(0, n));
  const totals = Array.from(m.totals.subarray(0, n));
  events.push({
    trip: before.trips[round], calls, taken, shared: m.shared, perTrick: m.perTrick, bonus: m.bonus,
    type: 'dealScored', deal: round + 1, score: Array.from(m.score.subarray(0, n)), totals,
  });
  if (round + 1 >= before.floors.length) events.push({ type: 'matchOver', totals, placements: placementsFromTotals(totals) });
  return events;
}
