/**
 * Issue 13: the model (model.ts) and applyMove are one implementation of the transitions. A whole match
 * of random legal play — zwang leads included — runs twice from the same seed: on one model that is
 * never rebuilt (dealt hand by hand from the match's key, its hands scored here: card points − 15,
 * rule 5.2), and through applyMove on the JSON state (which loads a fresh model before every move).
 * After every move both agree: the legal moves, the position, the events and the scores, hand after
 * hand to the end of the match (by the number of hands, or the host's "finish after this hand").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shufflePack, matchKey } from '../../src/core/deal-generator.ts';
import type { GameEvent } from '../../src/core/game.ts';
import { placementsFromTotals } from '../../src/core/placements.ts';
import { fuenfzehnern, type FuenfzehnernMove, type FuenfzehnernState } from '../../src/games/fuenfzehnern/index.ts';
import { UNBOUND } from '../../src/games/fuenfzehnern/lead.ts';
import { FuenfzehnernModel, ZWANG } from '../../src/games/fuenfzehnern/model.ts';
import { loadModel } from '../../src/games/fuenfzehnern/moves.ts';
import { cardCode, packIndices, suitLetter } from '../../src/games/fuenfzehnern/pack.ts';
import { chooser, newMatch } from './helpers.ts';

const g = fuenfzehnern;

/** The model's position in plain numbers (the trick only as far as it is played; no turn once it is over). */
function position(m: FuenfzehnernModel) {
  return {
    seats: m.seats,
    hands: Array.from(m.hands.subarray(0, m.seats)),
    trick: Array.from(m.trick.subarray(0, m.trickLen)),
    leader: m.leader,
    turn: m.over ? null : m.turn,
    zwang: m.zwang,
    bound: Array.from(m.bound.subarray(0, m.seats)),
    played: m.played,
    points: Array.from(m.points.subarray(0, m.seats)),
    over: m.over,
  };
}

const toJson = (move: number): FuenfzehnernMove => (move >= ZWANG ? { play: cardCode(move - ZWANG), zwang: true } : { play: cardCode(move) });

/** A match played on one model: it deals each hand from the match's key and keeps the score itself. */
class ModelMatch {
  readonly m = new FuenfzehnernModel();
  readonly totals: number[];
  hand = 1;
  dealer = 0;
  finishing = false;
  over = false;
  private readonly key: Uint8Array;

  constructor(
    readonly seats: number,
    seed: number,
    readonly hands: number | null,
  ) {
    this.key = matchKey(seed, 'fuenfzehnern');
    this.totals = new Array<number>(seats).fill(0);
    this.deal();
  }

  private deal(): void {
    const deck = packIndices(this.seats).slice();
    shufflePack(this.key, this.hand, deck);
    this.m.deal(this.seats, this.dealer, deck);
  }

  /** Plays the move; returns the events the rules say it causes (docs/rules/fuenfzehnern.md, issue 13's common shapes). */
  play(move: number): GameEvent[] {
    const m = this.m;
    const seat = m.turn;
    const leading = m.trickLen === 0;
    const leader = m.leader;
    const boundBefore = Array.from(m.bound);
    m.play(move);
    const events: GameEvent[] = [{ type: 'play', seat, card: cardCode(move & 31), zwang: leading && move >= ZWANG }];
    if (m.trickLen > 0) return events;
    const cards = Array.from(m.trick.subarray(0, this.seats), cardCode);
    events.push({ type: 'trickTaken', seat: m.leader, leader, cards, winners: [m.leader] });
    if (!m.over) {
      for (let s = 0; s < this.seats; s++) {
        if (m.bound[s] !== boundBefore[s]) events.push({ type: 'bound', seat: s, suit: m.bound[s] === UNBOUND ? null : suitLetter(m.bound[s]) });
      }
      return events;
    }
    const cardPoints = Array.from(m.points.subarray(0, this.seats));
    const score = cardPoints.map((p) => p - 15);
    score.forEach((v, s) => (this.totals[s] += v));
    events.push({ type: 'dealScored', deal: this.hand, cardPoints, score, totals: this.totals.slice() });
    if (this.finishing || this.hand === this.hands) {
      this.over = true;
      events.push({ type: 'matchOver', totals: this.totals.slice(), placements: placementsFromTotals(this.totals) });
      return events;
    }
    this.hand++;
    this.dealer = (this.dealer + 1) % this.seats;
    this.deal();
    events.push({ type: 'dealStart', deal: this.hand, dealer: this.dealer, leader: (this.dealer + 1) % this.seats });
    return events;
  }
}

const arbitraryMatch = fc.record({
  seats: fc.constantFrom(3, 4),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  pickSeed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  hands: fc.integer({ min: 1, max: 3 }),
  /** A match against the clock, which only the host's (the clock's) "finish after this hand" ends. */
  clock: fc.boolean(),
  /** The move before which the host asks to finish after the running hand (none: play all hands). */
  finishAt: fc.option(fc.integer({ min: 0, max: 90 }), { nil: null }),
});

let zwangLeads = 0;

describe('Fünfzehnern: the model and applyMove replay the same match', () => {
  it('random legal play gives identical legal moves, positions, events and scores to the end of the match', () => {
    fc.assert(
      fc.property(arbitraryMatch, ({ seats, seed, pickSeed, hands, clock, finishAt }) => {
        const stopAt = clock ? (finishAt ?? 40) : finishAt;
        let state: FuenfzehnernState = newMatch(seats, seed, clock ? { minutes: 30 } : { hands });
        const model = new ModelMatch(seats, seed, clock ? null : hands);
        const pick = chooser(pickSeed);
        const buffer = new Int32Array(64);
        const loaded = new FuenfzehnernModel();
        expect(position(loadModel(state, loaded))).toEqual(position(model.m));
        for (let moves = 0; !model.over; moves++) {
          if (moves === stopAt) {
            state = g.finishAfterCurrentDeal(state);
            model.finishing = true;
          }
          const seat = model.m.turn;
          expect(g.toAct(state)).toEqual([seat]);
          const n = model.m.legalMoves(buffer);
          const legal = Array.from(buffer.subarray(0, n));
          expect(g.legalMoves(state, seat)).toEqual(legal.map(toJson));
          const move = legal[pick(n)];
          if (move >= ZWANG) zwangLeads++;
          const expected = model.play(move);
          const r = g.applyMove(state, seat, toJson(move));
          if (!r.ok) throw new Error(`a legal move was refused: ${r.error.code}`);
          state = r.state;
          expect(r.events).toEqual(expected);
          expect(position(loadModel(state, loaded))).toEqual(position(model.m));
          expect(state.totals).toEqual(model.totals);
          expect(g.progress(state).deal).toBe(model.hand);
          expect(state.dealer).toBe(model.dealer);
        }
        expect(g.isMatchOver(state)).toBe(true);
        expect(g.matchResult(state)).toEqual({ totals: model.totals, placements: placementsFromTotals(model.totals) });
      }),
      { numRuns: 60 },
    );
    // The random play led queens with zwang, so zwang tricks (and the ace duty) were replayed too.
    expect(zwangLeads).toBeGreaterThan(0);
  });
});
