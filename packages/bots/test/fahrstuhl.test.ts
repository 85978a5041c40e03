/**
 * Fahrstuhl bots: what the view reveals (rule "Play": a seat holding trump must play trump, so a seat
 * seen playing a non-trump holds none), the determinization built on it, the heuristic's rules of play,
 * and the calls chosen by simulation.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeOfKind, fahrstuhl, FahrstuhlModel, kindOfCode, MAX_CARDS, PHASE_PLAYING, suitOfKind, type FahrstuhlState } from '@kitchen-table/engine/fahrstuhl';
import { chooseMoveSync } from '../src/choose.ts';
import { Determinizer, readView } from '../src/games/fahrstuhl/knowledge.ts';
import { heuristicPlay, type PublicCards } from '../src/games/fahrstuhl/policy.ts';
import { estimateCalls, FahrstuhlSearch } from '../src/games/fahrstuhl/search.ts';
import { Rng } from '../src/util/rng.ts';

/** A single-round match played `steps` random legal moves in. */
function position(seed: number, cards: number, steps: number): FahrstuhlState {
  const options = fahrstuhl.resolveOptions({ mode: 'single', cards }, 4);
  let state = fahrstuhl.setup(options.ok ? options.value : {}, 4, `fahrstuhl-bot:${seed}`);
  const rng = new Rng(seed);
  for (let i = 0; i < steps && state.phase !== 'over'; i++) {
    const seat = state.turn;
    const legal = fahrstuhl.legalMoves(state, seat);
    const r = fahrstuhl.applyMove(state, seat, legal[rng.int(legal.length)]);
    if (!r.ok || r.state.phase === 'over' || r.state.round !== state.round) break;
    state = r.state;
  }
  return state;
}

function handOf(d: FahrstuhlModel, seat: number): number[] {
  return Array.from(d.hands.subarray(seat * MAX_CARDS, seat * MAX_CARDS + d.handLen[seat]));
}

describe('Fahrstuhl: the view and the determinization', () => {
  it('the unseen cards are exactly the other hands plus the box: nothing hidden is read, nothing missed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 44 }), (seed, cards, steps) => {
        const state = position(seed, cards, steps);
        const seat = state.turn;
        const k = readView(fahrstuhl.seatView(state, seat));
        const unseen = [...k.unseenTrumps, ...k.unseenOthers].sort((a, b) => a - b);
        // The box: the match deck minus the dealt hands (all of them, played cards included) and the trump card.
        const deck: number[] = [];
        for (let kind = 0; kind < 2 * state.classes; kind++) deck.push(kind, kind);
        const used = [...state.hands.flat(), ...state.tricks.flatMap((t) => t.cards), ...state.trick, state.trump];
        const hidden = deck.slice();
        for (const c of used) hidden.splice(hidden.indexOf(c), 1);
        const trueHidden = [...hidden, ...state.hands.filter((_, s) => s !== seat).flat()].sort((a, b) => a - b);
        expect(unseen).toEqual(trueHidden);
      }),
      { numRuns: 60 },
    );
  });

  it('rule "Play": a seat seen playing a non-trump is dealt no trump in any determinization; sizes and the own hand are kept', () => {
    let constrained = 0;
    for (let seed = 0; seed < 40; seed++) {
      const state = position(seed, 8, 6 + (seed % 20));
      if (state.phase !== 'playing') continue;
      const seat = state.turn;
      const k = readView(fahrstuhl.seatView(state, seat));
      const trumpSuit = state.trump & 3;
      const det = new Determinizer(k);
      const d = new FahrstuhlModel();
      for (let i = 0; i < 30; i++) {
        det.sample(new Rng(`${seed}:${i}`), d);
        expect(handOf(d, seat).sort()).toEqual(state.hands[seat].slice().sort());
        for (let s = 0; s < 4; s++) {
          expect(d.handLen[s]).toBe(state.hands[s].length);
          if (s !== seat && k.noTrump[s]) {
            constrained++;
            expect(handOf(d, s).some((c) => suitOfKind(c) === trumpSuit)).toBe(false);
          }
        }
      }
    }
    expect(constrained).toBeGreaterThan(0);
  });
});

/** A playing-phase deal of 4 seats with the given hands (codes), trump suit and calls, and its public cards. */
function deal(hands: string[][], trump: string, calls: number[], taken = [0, 0, 0, 0], trick: string[] = [], leader = 0): { d: FahrstuhlModel; known: PublicCards } {
  const d = new FahrstuhlModel();
  const known: PublicCards = { deck: new Uint8Array(32).fill(2), seen: new Uint8Array(32) };
  d.seats = 4;
  d.cards = hands[0].length + (trick.length > 0 ? 1 : 0);
  d.trumpSuit = kindOfCode(trump) & 3;
  d.phase = PHASE_PLAYING;
  for (let s = 0; s < 4; s++) {
    d.calls[s] = calls[s];
    d.taken[s] = taken[s];
  }
  d.callSum = calls.reduce((a, b) => a + b, 0);
  d.shared = d.callSum < d.cards;
  known.seen[kindOfCode(trump)]++;
  hands.forEach((h, s) => h.forEach((c) => d.give(s, kindOfCode(c))));
  trick.forEach((c, i) => {
    d.trick[i] = kindOfCode(c);
    known.seen[kindOfCode(c)]++;
  });
  d.trickLen = trick.length;
  d.leader = leader;
  d.turn = (leader + trick.length) % 4;
  d.tricksLeft = hands[d.turn].length;
  return { d, known };
}

describe('Fahrstuhl heuristic (the normal level)', () => {
  it('a seat that has its tricks ducks under the top card with its strongest card that stays below', () => {
    // Trump clubs; the trick holds the black king; seat 1 called 0: the red queen stays below, the ace would win.
    const { d, known } = deal([[], ['AH', 'QH', '7S'], [], []], '8C', [1, 0, 1, 1], [0, 0, 0, 0], ['KS'], 0);
    expect(codeOfKind(heuristicPlay(d, known))).toBe('QH');
  });

  it('the last seat that still needs a trick takes it with its cheapest winning card', () => {
    const { d, known } = deal([['AH', 'KD', '7S'], [], [], []], '8C', [1, 0, 0, 0], [0, 0, 0, 0], ['QH', '9S', 'JD'], 1);
    expect(codeOfKind(heuristicPlay(d, known))).toBe('KD');
  });

  it('a seat that needs no trick leads its weakest card', () => {
    const { d, known } = deal([['AH', '10S', '8D'], ['7H'], ['7D'], ['7S']], '8C', [0, 1, 1, 1]);
    expect(codeOfKind(heuristicPlay(d, known))).toBe('8D');
  });

  it('rule "Play": holding trump, the heuristic plays trump', () => {
    const { d, known } = deal([['AH', '9C', '8D'], ['7H'], ['7D'], ['7S']], 'JC', [0, 1, 1, 1]);
    expect(codeOfKind(heuristicPlay(d, known))).toBe('9C');
  });
});

describe('Fahrstuhl calls by simulation (strong)', () => {
  it('every call gets the same sampled deals; the chosen call has the highest mean points', () => {
    const state = position(5, 6, 0);
    const k = readView(fahrstuhl.seatView(state, state.turn));
    const est = estimateCalls(new FahrstuhlSearch(k), new Rng(1), 7 * 200, Infinity);
    expect(est.samples).toBe(200);
    expect(est.points).toHaveLength(7);
    expect(est.points[est.call]).toBe(Math.max(...est.points));
  });

  it('the top trump alone in a one-card round calls 1; the weakest card calls 0', () => {
    // One-card rounds with 4 seats use the two ace classes: trump hearts (the turned-up AH).
    const top = fahrstuhl.referee.setupScenario({ players: 4, dealer: 3, options: {}, deal: { hands: [['AH'], ['AS'], ['AC'], ['AD']], trump: 'AH' }, raw: {} });
    if (!top.ok) throw new Error(top.error.message);
    expect(chooseMoveSync('fahrstuhl', 'strong', fahrstuhl.seatView(top.value, 0), 1, { budget: { iterations: 400, maxMs: 60_000 } })).toEqual({ call: 1 });
    const low = fahrstuhl.referee.setupScenario({ players: 4, dealer: 3, options: {}, deal: { hands: [['AS'], ['AH'], ['AD'], ['AC']], trump: 'AD' }, raw: {} });
    if (!low.ok) throw new Error(low.error.message);
    // Seat 0 holds a black ace against a trump ace and a red ace in play: it cannot win.
    expect(chooseMoveSync('fahrstuhl', 'strong', fahrstuhl.seatView(low.value, 0), 1, { budget: { iterations: 400, maxMs: 60_000 } })).toEqual({ call: 0 });
  });
});
