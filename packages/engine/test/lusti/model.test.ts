/**
 * The one model (model.ts) against `applyMove`: random legal play through both from the same seed gives
 * the same positions, the same trick and hand results as the events say, and the same game points, hand
 * after hand, to the end of the match. The model is what the benchmark and the bots' search play on, so
 * this is what keeps them playing Lusti-Kartl'n (rules 3–7, docs/rules/lusti.md).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/core/rng.ts';
import { isEvent, type GameEvent } from '../../src/core/game.ts';
import { lusti, type LustiState } from '../../src/games/lusti/index.ts';
import { codesOf, LustiModel, maskOf } from '../../src/games/lusti/model.ts';
import { cardCode, cardIndex } from '../../src/games/lusti/pack.ts';
import { teamAtTarget } from '../../src/games/lusti/scoring.ts';
import { handState } from './fixtures.ts';

const seedArb = fc.oneof(fc.integer(), fc.string({ maxLength: 12 }));
const targetArb = fc.integer({ min: 5, max: 21 });

/** What a position is, read from the model: the trick on the table only up to its length. */
function position(m: LustiModel) {
  return {
    hands: Array.from(m.hands),
    trick: Array.from(m.trick.subarray(0, m.trickLen)),
    leader: m.leader,
    turn: m.turn,
    played: m.played,
    cardPoints: Array.from(m.cardPoints),
    tricksTaken: Array.from(m.tricksTaken),
    tricksLeft: m.tricksLeft,
    gamePoints: Array.from(m.gamePoints),
    over: m.over,
  };
}

/** The same facts read from the JSON state, independently of `LustiModel.load`. */
function positionOf(state: LustiState) {
  const finished = state.tricks.flatMap((t) => t.plays.map((p) => p.card));
  const onTable = state.trick.plays.map((p) => p.card);
  return {
    hands: state.hands.map(maskOf),
    trick: onTable.map(cardIndex),
    leader: state.trick.leader,
    turn: state.turn ?? state.trick.leader,
    played: maskOf([...finished, ...onTable]),
    cardPoints: state.cardPoints.slice(),
    tricksTaken: state.tricksTaken.slice(),
    tricksLeft: state.cardsPerHand - state.tricks.length,
    gamePoints: state.gamePoints.slice(),
    over: state.matchOver,
  };
}

const only = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

/**
 * Plays `state` to the match's end on both paths, one random legal move at a time; a new hand is dealt
 * into the model from the state's deal (dealing is the generator's, not the model's). Returns the hands played.
 */
function replay(state: LustiState, playSeed: number): number {
  const rng = seedRng(playSeed);
  const model = new LustiModel().load(state);
  const out = new Int32Array(32);
  let hands = 1;
  while (!state.matchOver) {
    expect(position(model)).toEqual(positionOf(state));
    const n = model.legalMoves(out);
    const seat = model.turn;
    expect(Array.from(out.subarray(0, n), cardCode)).toEqual(lusti.legalMoves(state, seat).map((m) => m.play));
    const card = out[nextInt(rng, n)];
    const r = lusti.applyMove(state, seat, { play: cardCode(card) });
    if (!r.ok) throw new Error(`legal move rejected: ${r.error.code}`);
    model.play(card);

    const taken = only(r.events, 'trickTaken');
    if (model.trickLen > 0) expect(taken).toEqual([]);
    else {
      expect(taken).toHaveLength(1);
      const e = taken[0];
      if (!isEvent(e, 'trickTaken')) throw new Error('unreachable');
      expect({ seat: e.seat, winners: e.winners, cards: e.cards, points: e.points }).toEqual({
        seat: model.leader,
        winners: [model.leader],
        cards: Array.from(model.trick, cardCode),
        points: model.lastTrickPoints,
      });
      expect(only(r.events, 'brand').length).toBe(model.brandTeam >= 0 ? 1 : 0);
    }

    const scored = only(r.events, 'dealScored');
    expect(scored.length).toBe(model.over ? 1 : 0);
    if (model.over) {
      const team = [model.gamePointsFor(0), model.gamePointsFor(1)].map((g) => Math.max(g, 0));
      expect(scored[0]).toMatchObject({
        winner: model.handWinner < 0 ? null : model.handWinner,
        gamePoints: model.handGamePoints,
        outcome: model.handOutcome,
        cardPoints: Array.from(model.cardPoints),
        tricksTaken: Array.from(model.tricksTaken),
        score: [team[0], team[1], team[0], team[1]],
        teamTotals: Array.from(model.gamePoints),
      });
      const ends = teamAtTarget(Array.from(model.gamePoints), state.target) !== null || state.finishAfterDeal;
      expect(only(r.events, 'matchOver').length).toBe(ends ? 1 : 0);
      expect(r.state.matchOver).toBe(ends);
      if (!ends) {
        for (let s = 0; s < 4; s++) model.hands[s] = maskOf(r.state.hands[s]);
        model.startHand(r.state.dealer, r.state.cardsPerHand);
        hands++;
      }
    }
    state = r.state;
  }
  expect(model.over).toBe(true);
  expect(Array.from(model.gamePoints)).toEqual(state.gamePoints);
  expect(lusti.matchResult(state).totals).toEqual([0, 1, 0, 1].map((t) => model.gamePoints[t]));
  return hands;
}

describe("Lusti-Kartl'n: the model and applyMove play the same match", () => {
  it('random legal play, hand after hand to the end of the match: same positions, tricks, brands, hand scores and game points', () => {
    fc.assert(
      fc.property(targetArb, seedArb, fc.integer(), (target, matchSeed, playSeed) => {
        const hands = replay(lusti.setup({ target }, 4, matchSeed), playSeed);
        expect(hands).toBeGreaterThanOrEqual(Math.ceil(target / 4));
      }),
      { numRuns: 15 },
    );
  });

  it('short referee hands (1–8 cards, the last trick counts 10): the same, to the end of the one hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 3 }), fc.integer(), fc.integer(), (size, dealer, dealSeed, playSeed) => {
        const deck = Array.from({ length: 32 }, (_, i) => i);
        const rng = seedRng(dealSeed);
        for (let i = 31; i > 0; i--) {
          const j = nextInt(rng, i + 1);
          [deck[i], deck[j]] = [deck[j], deck[i]];
        }
        const hands = [0, 1, 2, 3].map((s) => codesOf(deck.slice(s * size, (s + 1) * size).reduce((m, c) => m | (1 << c), 0)));
        replay(handState(hands, { dealer, finishAfterDeal: true }), playSeed);
      }),
      { numRuns: 60 },
    );
  });
});
