/**
 * Issue 31: what the strong bots read from the other seats' play. Fahrstuhl: whether a seat plays
 * sensibly or at random (its calls and cards against the heuristic's and a random seat's), and the call
 * on hands where the right call is clear. Lusti-Kartl'n: determinizations weighted by how likely the
 * others' plays were (rule 3.2: the last card of the led rank takes the trick, so a seat last to play to
 * an opponent's trick that did not match the led rank probably held none of it).
 */
import { describe, expect, it } from 'vitest';
import { fahrstuhl, type FahrstuhlState } from '@kitchen-table/engine/fahrstuhl';
import { cardIndex, LustiModel, RANK_MASK } from '@kitchen-table/engine/lusti';
import { chooseMoveSync } from '../src/choose.ts';
import { readView } from '../src/games/fahrstuhl/knowledge.ts';
import { PRIOR_RANDOM, randomShares } from '../src/games/fahrstuhl/opponents.ts';
import { playLogLikelihood, WeightedDeals } from '../src/games/lusti/inference.ts';
import { lustiHeuristic } from '../src/games/lusti/policy.ts';
import { Rng } from '../src/util/rng.ts';

/** A 10-card Fahrstuhl round played until seat 0 is due after `tricks` tricks; the others at `others`, seat 0 normal. */
function fahrstuhlAfter(others: 'random' | 'normal', tricks: number, seed: number): FahrstuhlState {
  const options = fahrstuhl.resolveOptions({ mode: 'single', cards: 10 }, 4);
  if (!options.ok) throw new Error(options.error.message);
  let state = fahrstuhl.setup(options.value, 4, `inference:${seed}`);
  for (let move = 0; move < 200; move++) {
    const seat = state.turn;
    if (seat === 0 && state.phase === 'playing' && state.tricks.length >= tricks) return state;
    const view = fahrstuhl.seatView(state, seat);
    const level = seat === 0 ? 'normal' : others;
    const r = fahrstuhl.applyMove(state, seat, chooseMoveSync('fahrstuhl', level, view, `${seed}:${move}`) as never);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  throw new Error('seat 0 was not due');
}

describe('Fahrstuhl: who the others are (opponents.ts)', () => {
  it('before anybody has called or played, every other seat is the prior; the seat itself is not random', () => {
    const options = fahrstuhl.resolveOptions({ mode: 'single', cards: 5 }, 4);
    if (!options.ok) throw new Error(options.error.message);
    const state = fahrstuhl.setup(options.value, 4, 'inference:prior');
    const view = fahrstuhl.seatView(state, state.turn);
    const shares = randomShares(view, readView(view), 1);
    shares.forEach((p, s) => expect(p).toBe(s === view.seat ? 0 : PRIOR_RANDOM));
  });

  it('seats that call and play at random are read as random, seats that play the heuristic as sensible', () => {
    let random = 0;
    let sensible = 0;
    const seeds = [1, 2, 3, 4, 5, 6];
    for (const seed of seeds) {
      const rv = fahrstuhl.seatView(fahrstuhlAfter('random', 5, seed), 0);
      const rs = randomShares(rv, readView(rv), seed);
      const sv = fahrstuhl.seatView(fahrstuhlAfter('normal', 5, seed), 0);
      const ss = randomShares(sv, readView(sv), seed);
      for (const s of [1, 2, 3]) {
        random += rs[s];
        sensible += ss[s];
      }
    }
    // Averaged over the seats: a seat may by chance play what the heuristic would have.
    expect(random / (3 * seeds.length)).toBeGreaterThan(0.75);
    expect(sensible / (3 * seeds.length)).toBeLessThan(0.15);
  });
});

describe('Fahrstuhl: the strong call on hands where it is clear', () => {
  const budget = { iterations: 600, maxMs: 60_000 };
  it('the two trump aces and the trump ten, the other hands without trump: every trick is the seat’s, it calls 3', () => {
    const scenario = fahrstuhl.referee.setupScenario({
      players: 4,
      dealer: 3,
      options: {},
      deal: { hands: [['AH', 'AH', '10H'], ['AS', 'AC', '10S'], ['AD', '10C', '10D'], ['KS', 'KC', 'KD']], trump: '10H' },
      raw: {},
    });
    if (!scenario.ok) throw new Error(scenario.error.message);
    expect(chooseMoveSync('fahrstuhl', 'strong', fahrstuhl.seatView(scenario.value, 0), 1, { budget })).toEqual({ call: 3 });
  });

  it('the three weakest cards in play and no trump: it calls 0', () => {
    const scenario = fahrstuhl.referee.setupScenario({
      players: 4,
      dealer: 3,
      options: {},
      deal: { hands: [['KS', 'QS', 'JS'], ['AH', 'KH', 'QH'], ['AD', 'AS', '10D'], ['AC', '10S', '10C']], trump: 'JH' },
      raw: {},
    });
    if (!scenario.ok) throw new Error(scenario.error.message);
    expect(chooseMoveSync('fahrstuhl', 'strong', fahrstuhl.seatView(scenario.value, 0), 1, { budget })).toEqual({ call: 0 });
  });
});

describe('Lusti-Kartl’n: determinizations weighted by the others’ plays (inference.ts)', () => {
  // Seat 1 leads the Ober of Gras; seats 2 and 3 play the heuristic's cards; seat 0, last and an opponent
  // of the leader, throws the 7 of Eichel. Deal A: seat 0 holds no Ober, and 7s are its worst rank to keep
  // (three copies out): the heuristic throws a 7 too. Deal B: the same with seat 0 holding the Ober of
  // Eichel (swapped with seat 1's 9 of Gras): the heuristic would have matched and taken the trick.
  const codes = (cards: string): number[] => cards.split(' ').map(cardIndex);
  const mask = (cards: number[]): number => cards.reduce((m, c) => m | (1 << c), 0);
  const dealA = [
    codes('7E 8E 8G 8H 9E 9G 9H 9S'),
    codes('OG OE AE AG KE KG UE UG'),
    codes('OH AH KH UH 10E 10G 7G 8S'),
    codes('OS AS KS US 10H 10S 7H 7S'),
  ];
  function firstTrick(): { cards: number[]; seats: number[] } {
    const h = new LustiModel();
    dealA.forEach((cards, s) => (h.hands[s] = mask(cards)));
    h.startHand(0, 8);
    const cards = [cardIndex('OG')];
    h.play(cards[0]);
    for (let i = 0; i < 2; i++) {
      const c = lustiHeuristic(h);
      cards.push(c);
      h.play(c);
    }
    expect(lustiHeuristic(h) & 7, 'deal A: seat 0 throws a 7').toBe(cardIndex('7E') & 7);
    cards.push(cardIndex('7E'));
    return { cards, seats: [1, 2, 3, 0] };
  }
  const now = (deal: number[][], played: number[]): number[] => deal.map((cards) => mask(cards) & ~mask(played));

  it('the plays are likelier on the deal where the last seat could not match the led rank (rule 3.2)', () => {
    const trick = firstTrick();
    const history = { ...trick, firstLeader: 1 };
    const dealB = dealA.map((cards) => cards.slice());
    dealB[0][dealB[0].indexOf(cardIndex('9G'))] = cardIndex('OE');
    dealB[1][dealB[1].indexOf(cardIndex('OE'))] = cardIndex('9G');
    const replay = new LustiModel();
    const a = playLogLikelihood(history, 1, 8, now(dealA, trick.cards), replay);
    const b = playLogLikelihood(history, 1, 8, now(dealB, trick.cards), replay);
    // (1 − ε + ε/8) against ε/8 for seat 0's card: 25 to 1 at ε = 0.25.
    expect(a - b).toBeGreaterThan(Math.log(10));
  });

  it('the search’s deals then give that seat the led rank less often than uniform deals do, and only unseen cards', () => {
    const trick = firstTrick();
    // Seat 1's knowledge after the trick (it kept it: nobody matched): its hand, the four cards seen.
    const base = new LustiModel();
    base.hands[1] = mask(dealA[1]) & ~mask(trick.cards);
    base.played = mask(trick.cards);
    base.cardsPerHand = 8;
    base.tricksLeft = 7;
    base.leader = base.turn = 1;
    const unseen: number[] = [];
    for (let c = 0; c < 32; c++) if (((base.hands[1] | base.played) & (1 << c)) === 0) unseen.push(c);
    const k = { base, seat: 1, handSizes: [7, 7, 7, 7], unseen };
    const weighted = new WeightedDeals(k, { ...trick, firstLeader: 1 }, new Rng(1), 4000);
    const uniform = new WeightedDeals(k, { cards: [], seats: [], firstLeader: 1 }, new Rng(1), 4000);
    expect(uniform.size, 'no plays of others to read: uniform deals').toBe(0);
    const draw = new Rng(2);
    const into = new LustiModel();
    const pool = new Array<number>(32);
    const ober = RANK_MASK(cardIndex('OG') & 7);
    let w = 0;
    let u = 0;
    for (let i = 0; i < 4000; i++) {
      if (weighted.sample(draw, into, pool).hands[0] & ober) w++;
      if (uniform.sample(draw, into, pool).hands[0] & ober) u++;
      // Never a card seen or the seat's own: the deals keep to the unseen cards.
      expect(into.hands[0] & (base.played | base.hands[1])).toBe(0);
    }
    expect(u / 4000).toBeGreaterThan(0.45); // two Ober unseen, seat 0 holds 7 of the 21 unseen cards: 0.57
    // Lower, not zero: a deal explains seat 0's 7 only where its sampled hand also makes 7s its worst rank.
    expect(w / 4000).toBeLessThan(0.8 * (u / 4000));
    expect(weighted.effective).toBeGreaterThan(10);
  });
});
