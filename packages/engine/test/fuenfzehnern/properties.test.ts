import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/game.ts';
import { fuenfzehnern, type FuenfzehnernMove, type FuenfzehnernState } from '../../src/games/fuenfzehnern/index.ts';
import { cardCode, packIndices } from '../../src/games/fuenfzehnern/pack.ts';
import { chooser, newMatch } from './helpers.ts';

const g = fuenfzehnern;

/** Every card of the hand being played, wherever it is: in a hand, a completed trick, the open trick. */
function cardsInPlay(s: FuenfzehnernState): string[] {
  return [...s.hands.flat(), ...s.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...s.current.plays.map((p) => p.card)];
}

const quoted = (c: string) => `"${c}"`;

interface Run {
  states: FuenfzehnernState[];
  moves: [number, FuenfzehnernMove][];
  events: GameEvent[];
}

/** A random match under random legal play (hands kept short so that many matches fit in a run). */
function randomRun(seats: number, seed: number, pickSeed: number, aid: boolean, hands: number): Run {
  let s = newMatch(seats, seed, { hands, beginnersAid: aid });
  const pick = chooser(pickSeed);
  const run: Run = { states: [s], moves: [], events: [] };
  while (!g.isMatchOver(s)) {
    const seat = g.toAct(s)[0];
    const legal = g.legalMoves(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[pick(legal.length)];
    const r = g.applyMove(s, seat, move);
    if (!r.ok) throw new Error(`legal move rejected: ${r.error.code}`);
    s = r.state;
    run.states.push(s);
    run.moves.push([seat, move]);
    run.events.push(...r.events);
  }
  return run;
}

const arbitraryRun = fc.record({
  seats: fc.constantFrom(3, 4),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  pickSeed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  aid: fc.boolean(),
  hands: fc.integer({ min: 1, max: 3 }),
});

describe('Fünfzehnern properties under random legal play', () => {
  it('no exception; cards are conserved in every state', () => {
    fc.assert(
      fc.property(arbitraryRun, ({ seats, seed, pickSeed, aid, hands }) => {
        const run = randomRun(seats, seed, pickSeed, aid, hands);
        const pack = packIndices(seats).map(cardCode).sort();
        for (const s of run.states) expect(cardsInPlay(s).sort()).toEqual(pack);
      }),
      { numRuns: 40 },
    );
  });

  it('the legal moves are exactly the moves applyMove accepts', () => {
    fc.assert(
      fc.property(arbitraryRun, ({ seats, seed, pickSeed, aid }) => {
        const run = randomRun(seats, seed, pickSeed, aid, 1);
        for (const s of run.states.slice(0, -1)) {
          for (let seat = 0; seat < seats; seat++) {
            const legal = new Set(g.legalMoves(s, seat).map((m) => JSON.stringify(m)));
            for (const card of s.hands[seat]) {
              for (const move of [{ play: card }, { play: card, zwang: true as const }]) {
                expect(g.applyMove(s, seat, move).ok).toBe(legal.has(JSON.stringify(move)));
              }
            }
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a seat view never holds another seat\'s cards; the table view holds no hand', () => {
    fc.assert(
      fc.property(arbitraryRun, ({ seats, seed, pickSeed, aid, hands }) => {
        const run = randomRun(seats, seed, pickSeed, aid, hands);
        for (const s of run.states) {
          const table = g.tableView(s);
          expect('hand' in table).toBe(false);
          const tableText = JSON.stringify(table);
          for (const c of s.hands.flat()) expect(tableText).not.toContain(quoted(c));
          for (let seat = 0; seat < seats; seat++) {
            const view = g.seatView(s, seat);
            expect(view.hand).toEqual(s.hands[seat]);
            const text = JSON.stringify(view);
            for (let other = 0; other < seats; other++) {
              if (other === seat) continue;
              for (const c of s.hands[other]) expect(text).not.toContain(quoted(c));
            }
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('replaying the same (options, seats, seed, moves) gives identical states', () => {
    fc.assert(
      fc.property(arbitraryRun, ({ seats, seed, pickSeed, aid, hands }) => {
        const run = randomRun(seats, seed, pickSeed, aid, hands);
        let s = newMatch(seats, seed, { hands, beginnersAid: aid });
        expect(JSON.stringify(s)).toBe(JSON.stringify(run.states[0]));
        run.moves.forEach(([seat, move], i) => {
          const r = g.applyMove(s, seat, JSON.parse(JSON.stringify(move)));
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
          expect(JSON.stringify(s)).toBe(JSON.stringify(run.states[i + 1]));
        });
        // States are plain JSON: a round trip changes nothing.
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }),
      { numRuns: 25 },
    );
  });

  it('every hand is zero-sum and the totals are the sum of the hand scores', () => {
    fc.assert(
      fc.property(arbitraryRun, ({ seats, seed, pickSeed, aid, hands }) => {
        const run = randomRun(seats, seed, pickSeed, aid, hands);
        const totals = new Array<number>(seats).fill(0);
        const scored = run.events.filter((e) => e.type === 'dealScored');
        expect(scored).toHaveLength(hands);
        for (const e of scored) {
          const score = e.score as number[];
          expect(score.reduce((a, b) => a + b, 0)).toBe(0);
          expect(score).toEqual((e.cardPoints as number[]).map((p) => p - 15));
          score.forEach((v, i) => (totals[i] += v));
        }
        const last = run.states[run.states.length - 1];
        expect(last.totals).toEqual(totals);
        expect(g.matchResult(last).totals).toEqual(totals);
      }),
      { numRuns: 40 },
    );
  });

  it('the benchmark playout (the model under random play) keeps every hand zero-sum', async () => {
    const { playRandomHand } = await import('../../src/games/fuenfzehnern/benchmark.ts');
    const { FuenfzehnernModel } = await import('../../src/games/fuenfzehnern/model.ts');
    const { seedRng } = await import('../../src/core/rng.ts');
    const { DealStream, matchKey } = await import('../../src/core/deal-generator.ts');
    const rng = seedRng('prop');
    const deals = new DealStream(matchKey('prop', 'fuenfzehnern'));
    const deck = Array.from({ length: 32 }, (_, i) => i);
    const m = new FuenfzehnernModel();
    const moves = new Int32Array(64);
    for (let i = 0; i < 2000; i++) {
      expect(playRandomHand(deals, i + 1, rng, i % 4, deck, m, moves)).toBe(0);
      expect(m.points.reduce((x, y) => x + y, 0)).toBe(60);
    }
  });
});
