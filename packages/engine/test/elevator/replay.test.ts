/**
 * The model replays applyMove (issue 13, item 2). One side drives Elevator's model (model.ts) the way the
 * benchmark and the bots' search drive it: one working round changed in place, each game dealt like the
 * benchmark deals it (DealStream, roundFromDeck), moves picked like the benchmark picks them (countRuns /
 * nthRun / mayPass) or like the search lists them (forEachMove), played by playMove, and the round now
 * and then carried on as a copy (cloneRound, as a search node is). The match around the games is written
 * here from the rules (docs/rules/elevator.md, rules 7.1–7.3), not taken from the engine. The other side
 * plays the same moves through the public `applyMove` from the same seed. After every move both have the
 * same state, the same events and the same scores, game after game, to the end of the match — also when
 * the host asks to finish after the running game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DealStream, matchKey } from '../../src/core/deal-generator.ts';
import type { GameEvent, Seat } from '../../src/core/game.ts';
import { placementsFromTotals } from '../../src/core/placements.ts';
import { nextInt, seedRng, type RngState } from '../../src/core/rng.ts';
import { buildDeck } from '../../src/games/elevator/cards.ts';
import { countRuns, nthRun } from '../../src/games/elevator/run-index.ts';
import { cloneRound, roundFromDeck, topCard, type ElevatorRound, type ElevatorState } from '../../src/games/elevator/state.ts';
import { actor, forEachMove, mayPass, playMove, type ElevatorMove } from '../../src/games/elevator/model.ts';
import { elevator, matchSpec, startMatch } from './helpers.ts';

/** The match as the model's driver keeps it: the state's plain fields, one mutable round, the benchmark's deals. */
type CoreMatch = Omit<ElevatorState, 'game' | 'rng' | 'givenDeals'> & { deals: DealStream };

function dealCore(m: Pick<CoreMatch, 'deals' | 'packs' | 'seats'>, dealer: Seat, opener: Seat, deal: number): ElevatorRound {
  const deck = buildDeck(m.packs);
  m.deals.shuffle(deal, deck);
  return roundFromDeck(deck, m.seats, dealer, opener, deal);
}

/** Rule 2.2: game 1 is dealt by seat 0 and opened by the seat after it. */
function startCore(seed: number, seats: number, packs: 1 | 2, games: number): CoreMatch {
  const deals = new DealStream(matchKey(seed, 'elevator'));
  const round = dealCore({ deals, packs, seats }, 0, 1 % seats, 1);
  return { seats, packs, games, deals, dealNo: 1, totals: new Array(seats).fill(0), results: [], finishAfterDeal: false, matchOver: false, round };
}

/**
 * Rules 7.1–7.3, from the rules document: the winner scores one point per card left in the other hands;
 * after `games` games (or the host's "finish after this game") the match is over, highest total first;
 * otherwise the winner opens the next game, dealt by the seat before it.
 */
function closeCore(m: CoreMatch, events: GameEvent[]): void {
  const r = m.round;
  const winner = r.winner!;
  const cardsLeft = r.hands.map((h) => h.length);
  const score = cardsLeft.map((_, s) => (s === winner ? cardsLeft.reduce((a, b) => a + b, 0) : 0));
  m.totals = m.totals.map((t, s) => t + score[s]);
  m.results.push({ winner, cardsLeft, points: score });
  // Each seat's Kopiles in the game and the cards they brought it (drawn, and the gives made to it).
  const kopile = cardsLeft.map((_, s) => r.history.filter((e) => e.type === 'kopile' && e.seat === s).length);
  const kopileCards = cardsLeft.map((_, s) => r.history.reduce((sum, e) => sum + (e.type === 'kopile' && e.seat === s ? Number(e.drawn) : e.type === 'give' && e.to === s ? 1 : 0), 0));
  events.push({ type: 'dealScored', deal: m.dealNo, score, totals: m.totals.slice(), winner, cardsLeft, kopile, kopileCards });
  if (m.dealNo === m.games || m.finishAfterDeal) {
    m.matchOver = true;
    events.push({ type: 'matchOver', totals: m.totals.slice(), placements: placementsFromTotals(m.totals) });
    return;
  }
  m.dealNo++;
  m.round = dealCore(m, (winner + m.seats - 1) % m.seats, winner, m.dealNo);
  events.push(m.round.history[0]);
}

/** The benchmark's pick: uniform over every card of the giver's hand, or over the runs and the pass. */
function benchmarkPick(r: ElevatorRound, rng: RngState): ElevatorMove {
  if (r.givesDue.length > 0) {
    const hand = r.hands[r.givesDue[0]];
    return { give: hand[nextInt(rng, hand.length)] };
  }
  const hand = r.hands[r.turn];
  const runs = countRuns(hand, topCard(r), r.lift);
  const k = nextInt(rng, runs + (mayPass(r, r.turn) ? 1 : 0));
  return k === runs ? { pass: true } : { play: nthRun(hand, topCard(r), r.lift, k) };
}

/** The search's pick: uniform over the moves forEachMove lists (the runs copied, as the search keeps them). */
function searchPick(r: ElevatorRound, rng: RngState): ElevatorMove {
  const moves: ElevatorMove[] = [];
  forEachMove(r, (m) => {
    moves.push('play' in m ? { play: m.play.slice() } : m);
  });
  return moves[nextInt(rng, moves.length)];
}

/**
 * The core side's state in the public state's terms (its generator aside: the two carry it differently).
 * The round's history only grows by the events, which are compared move by move; it is compared whole
 * when asked (cheaper than once per move: it is as long as the game).
 */
function comparable(m: CoreMatch | ElevatorState, history = false): Record<string, unknown> {
  return {
    seats: m.seats,
    packs: m.packs,
    games: m.games,
    dealNo: m.dealNo,
    totals: m.totals,
    results: m.results,
    finishAfterDeal: m.finishAfterDeal,
    matchOver: m.matchOver,
    round: history ? m.round : { ...m.round, history: m.round.history.length },
  };
}

const spec = fc.record({
  match: matchSpec,
  games: fc.integer({ min: 1, max: 3 }),
  driver: fc.constantFrom('benchmark', 'search'),
  /** The move before which the host asks to finish after the running game (never when beyond the match). */
  finishAt: fc.option(fc.nat(600), { nil: undefined }),
  /** Every this many moves the core carries on with a copy of its round. */
  copyEvery: fc.integer({ min: 1, max: 40 }),
});

describe('Elevator: the model replays applyMove', () => {
  it('the same seed and the same random legal play give identical states, events and scores to the end of the match', () => {
    fc.assert(
      fc.property(spec, (s) => {
        let pub = startMatch({ ...s.match, games: s.games });
        const core = startCore(s.match.seed, pub.seats, pub.packs, pub.games);
        expect(comparable(core, true)).toEqual(comparable(pub, true));
        const rng = seedRng(s.match.moveSeed);
        const pick = s.driver === 'benchmark' ? benchmarkPick : searchPick;
        let moves = 0;
        let finishedIn: number | undefined;
        while (!pub.matchOver) {
          if (moves === s.finishAt) {
            pub = elevator.finishAfterCurrentDeal(pub);
            core.finishAfterDeal = true;
            finishedIn = pub.dealNo;
          }
          if (moves > 0 && moves % s.copyEvery === 0) core.round = cloneRound(core.round);
          const seat = actor(core.round);
          const move = pick(core.round, rng);
          expect(elevator.toAct(pub)).toEqual([seat]);

          const before = core.round.history.length;
          playMove(core.round, move);
          const coreEvents = core.round.history.slice(before);
          if (core.round.winner !== null) closeCore(core, coreEvents);

          const r = elevator.applyMove(pub, seat, move);
          if (!r.ok) throw new Error(`applyMove refused the model's move ${JSON.stringify(move)}: ${r.error.code}`);
          pub = r.state;
          expect(r.events).toEqual(coreEvents);
          const gameOver = coreEvents.some((e) => e.type === 'dealScored');
          expect(comparable(pub, gameOver)).toEqual(comparable(core, gameOver));
          moves++;
        }
        expect(core.matchOver).toBe(true);
        // The match ends after its last game, or after the game in which the host asked to finish.
        expect(pub.results.length).toBe(finishedIn ?? s.games);
        expect(elevator.matchResult(pub)).toEqual({ totals: core.totals, placements: placementsFromTotals(core.totals) });
      }),
      { numRuns: 40 },
    );
  });
});
