import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lusti, type LustiState } from '../../src/games/lusti/index.ts';
import { LUSTI_PACK, rankName } from '../../src/games/lusti/pack.ts';
import { newPlayout, playRandomHand } from '../../src/games/lusti/benchmark.ts';
import { playRandomly, type Step } from './random.ts';

const seedArb = fc.oneof(fc.integer(), fc.string({ maxLength: 12 }));
const targetArb = fc.integer({ min: 5, max: 21 });

/** Every card of the state: in hands, in the hand's finished tricks and on the table. */
function allCards(state: LustiState): string[] {
  return [...state.hands.flat(), ...state.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...state.trick.plays.map((p) => p.card)];
}

/** Plays a few hands (or the whole match) of random legal moves. */
function randomSteps(target: number, matchSeed: number | string, playSeed: number, hands: number): { state: LustiState; steps: Step[] } {
  let scored = 0;
  return playRandomly(lusti.setup({ target }, 4, matchSeed), playSeed, (s) => {
    if (s.events.some((e) => e.type === 'dealScored')) scored++;
    return scored >= hands;
  });
}

describe("Lusti-Kartl'n properties under random legal play", () => {
  it('a whole match runs without exception, every legal move is accepted, and it ends', () => {
    fc.assert(
      fc.property(targetArb, seedArb, fc.integer(), (target, matchSeed, playSeed) => {
        const { state } = playRandomly(lusti.setup({ target }, 4, matchSeed), playSeed);
        expect(lusti.isMatchOver(state)).toBe(true);
        expect(Math.max(...state.gamePoints)).toBeGreaterThanOrEqual(target);
        expect(lusti.toAct(state)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('cards are conserved: the 32 cards, each once, between hands and tricks after every move', () => {
    const pack = [...LUSTI_PACK].sort();
    fc.assert(
      fc.property(seedArb, fc.integer(), (matchSeed, playSeed) => {
        const { steps } = randomSteps(11, matchSeed, playSeed, 4);
        for (const s of steps) expect(allCards(s.after).sort()).toEqual(pack);
      }),
      { numRuns: 40 },
    );
  });

  it('a seat\'s view never holds another seat\'s card in hand; the table view holds no hand and no held card', () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), (matchSeed, playSeed) => {
        const { steps } = randomSteps(11, matchSeed, playSeed, 2);
        for (const { after: state } of steps) {
          for (let seat = 0; seat < 4; seat++) {
            const view = lusti.seatView(state, seat);
            expect(view.hand.slice().sort()).toEqual(state.hands[seat].slice().sort());
            const text = JSON.stringify(view);
            for (let other = 0; other < 4; other++) {
              if (other !== seat) for (const card of state.hands[other]) expect(text.includes(`"${card}"`)).toBe(false);
            }
          }
          const table = lusti.tableView(state);
          expect('hand' in table || 'hands' in table).toBe(false);
          const text = JSON.stringify(table);
          for (const card of state.hands.flat()) expect(text.includes(`"${card}"`)).toBe(false);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('determinism: the same (options, seats, seed, moves) give identical states and events', () => {
    fc.assert(
      fc.property(targetArb, seedArb, fc.integer(), (target, matchSeed, playSeed) => {
        const first = randomSteps(target, matchSeed, playSeed, 3);
        let state = lusti.setup({ target }, 4, matchSeed);
        for (const s of first.steps) {
          expect(state).toEqual(s.before);
          const r = lusti.applyMove(state, s.seat, s.move);
          if (!r.ok) throw new Error(r.error.code);
          expect(r.events).toEqual(s.events);
          state = r.state;
        }
        expect(JSON.stringify(state)).toBe(JSON.stringify(first.state));
      }),
      { numRuns: 40 },
    );
  });

  it('rules 3.2, 4.2, 5, 6: each hand\'s points sum to 90 unless a brand ended it; game points follow the formula', () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), (matchSeed, playSeed) => {
        const { steps, state } = playRandomly(lusti.setup({ target: 11 }, 4, matchSeed), playSeed);
        let tricksInHand = 0;
        for (const s of steps) {
          for (const e of s.events) {
            if (e.type === 'trickTaken') {
              tricksInHand++;
              // Reference reading of rule 3.2: of the cards with the led rank, the last one takes.
              const cards = e.cards as string[];
              const seats = cards.map((_, i) => ((e.leader as number) + i) % 4);
              const matching = seats.filter((_, i) => rankName(cards[i]) === rankName(cards[0]));
              expect(e.winners).toEqual([matching[matching.length - 1]]);
            }
            if (e.type !== 'dealScored') continue;
            const h = e as unknown as { cardPoints: number[]; tricksTaken: number[]; winner: number | null; gamePoints: number; brand: boolean };
            const sum = h.cardPoints[0] + h.cardPoints[1];
            if (h.brand) {
              expect(h.gamePoints).toBe(4);
              expect(sum).toBeLessThanOrEqual(90);
            } else {
              expect(sum).toBe(90);
              expect(tricksInHand).toBe(8);
              const w = h.cardPoints[0] >= 50 ? 0 : 1;
              const l = 1 - w;
              expect(h.winner).toBe(w);
              expect(h.gamePoints).toBe(h.tricksTaken[l] === 0 ? 3 : h.cardPoints[l] === 0 ? 2 : 1);
            }
            expect(h.tricksTaken[0] + h.tricksTaken[1]).toBe(tricksInHand);
            tricksInHand = 0;
          }
        }
        const sum = (t: number) => state.scoredHands.filter((h) => h.winner === t).reduce((a, h) => a + h.gamePoints, 0);
        expect(state.gamePoints).toEqual([sum(0), sum(1)]);
        expect(lusti.matchResult(state).totals).toEqual([sum(0), sum(1), sum(0), sum(1)]);
      }),
      { numRuns: 30 },
    );
  });

  it('the benchmark playout scores every hand like the rules: ±1, ±2, ±3 or ±4 game points', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const p = newPlayout(seed);
        for (let i = 0; i < 200; i++) {
          const g = Math.abs(playRandomHand(p, i & 3));
          expect(g >= 1 && g <= 4).toBe(true);
        }
      }),
      { numRuns: 20 },
    );
  });
});
