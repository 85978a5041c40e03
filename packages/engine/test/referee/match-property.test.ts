/**
 * Property (issue 17): a random match played through the engine and re-judged by the referee from its
 * deals and moves gives the engine's own totals and placements — and, cut after any move, the engine's
 * deal, dealer, next seat and totals at that point. So the referee's match is the engine's match.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameDefinition, OptionValue } from '../../src/core/game.ts';
import { elevator, type ElevatorState } from '../../src/games/elevator/index.ts';
import { codeOfKind } from '../../src/games/fahrstuhl/cards.ts';
import { fahrstuhl, type FahrstuhlState } from '../../src/games/fahrstuhl/index.ts';
import { fuenfzehnern, type FuenfzehnernState } from '../../src/games/fuenfzehnern/index.ts';
import { lusti, type LustiState } from '../../src/games/lusti/index.ts';
import { runReferee } from '../../src/referee/referee.ts';

/** A small seeded generator for the test's own choices (mulberry32), independent of the engine's. */
function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

interface Played {
  deals: Record<string, unknown>[];
  moves: Record<string, unknown>[];
  /** After each move: what the engine says (for cutting the match anywhere). */
  after: { deal: number; dealer: number; next: number | null; totals: number[]; over: boolean }[];
  state: unknown;
}

/** Plays random legal moves to the end of the match, recording each deal as it is dealt (the referee's shape). */
function playMatch(game: GameDefinition, options: Record<string, OptionValue>, seats: number, seed: number, dealOf: Case['dealOf'], totalsOf: Case['totalsOf']): Played {
  const pick = chooser(seed);
  let state = game.setup(options, seats, seed);
  const deals = [dealOf(state)];
  const moves: Record<string, unknown>[] = [];
  const after: Played['after'] = [];
  for (let guard = 0; !game.isMatchOver(state); guard++) {
    if (guard > 100_000) throw new Error('match did not end');
    const seat = game.toAct(state)[0];
    const legal = game.legalMoves(state, seat);
    const move = legal[pick(legal.length)];
    const r = game.applyMove(state, seat, move);
    if (!r.ok) throw new Error(`legal move refused: ${r.error.code}`);
    const before = game.progress(state).deal;
    state = r.state;
    if (!game.isMatchOver(state) && game.progress(state).deal !== before) deals.push(dealOf(state));
    moves.push({ seat, ...move });
    after.push({
      deal: game.progress(state).deal,
      dealer: game.tableView(state).dealer,
      next: game.isMatchOver(state) ? null : game.toAct(state)[0],
      totals: totalsOf(state),
      over: game.isMatchOver(state),
    });
  }
  return { deals, moves, after, state };
}

/**
 * One game's case, for any state type S. `dealOf` and `totalsOf` are methods, so (bivariant in S) each
 * game's case fits the list's `Case` and reads its own state: playMatch hands them the game's states only.
 */
interface Case<S = unknown> {
  game: GameDefinition<S>;
  arb: fc.Arbitrary<{ seats: number; options: Record<string, OptionValue> }>;
  dealOf(s: S): Record<string, unknown>;
  /** The referee's totals from the engine's state (per seat; Lusti-Kartl'n per team). */
  totalsOf(s: S): number[];
  runs: number;
}

/** The referee's answer to a match scenario (the fields this test reads). */
interface RefereeMatchAnswer {
  ok: boolean;
  finished: boolean;
  next: number | null;
  deal: number;
  totals: number[];
  placements: number[];
  results: { points: number[] }[];
}

const CASES: Case[] = [
  {
    game: fahrstuhl,
    arb: fc.oneof(
      fc.record({ seats: fc.integer({ min: 3, max: 6 }), options: fc.record({ mode: fc.constant('hourglass'), startCards: fc.integer({ min: 7, max: 8 }), bonus: fc.integer({ min: 0, max: 500 }) }) }),
      fc.record({ seats: fc.integer({ min: 3, max: 6 }), options: fc.record({ mode: fc.constant('up'), startCards: fc.integer({ min: 1, max: 10 }) }) }),
      fc.record({ seats: fc.integer({ min: 3, max: 6 }), options: fc.record({ mode: fc.constant('single'), cards: fc.integer({ min: 1, max: 10 }) }) }),
    ),
    dealOf: (s: FahrstuhlState) => ({ hands: s.hands.map((h) => h.map(codeOfKind)), trump: codeOfKind(s.trump) }),
    totalsOf: (s: FahrstuhlState) => s.totals.slice(),
    runs: 30,
  },
  {
    game: elevator,
    arb: fc.record({ seats: fc.integer({ min: 3, max: 6 }), options: fc.record({ games: fc.integer({ min: 1, max: 3 }) }) }),
    dealOf: (s: ElevatorState) => ({ hands: s.round.hands.map((h) => h.slice()), starter: s.round.pile[0], stock: s.round.stock.slice() }),
    totalsOf: (s: ElevatorState) => s.totals.slice(),
    runs: 15,
  },
  {
    game: fuenfzehnern,
    arb: fc.record({ seats: fc.integer({ min: 3, max: 4 }), options: fc.record({ hands: fc.integer({ min: 0, max: 5 }) }) }),
    dealOf: (s: FuenfzehnernState) => ({ hands: s.hands.map((h) => h.slice()) }),
    totalsOf: (s: FuenfzehnernState) => s.totals.slice(),
    runs: 30,
  },
  {
    game: lusti,
    arb: fc.record({ seats: fc.constant(4), options: fc.record({ target: fc.integer({ min: 5, max: 8 }) }) }),
    dealOf: (s: LustiState) => ({ hands: s.hands.map((h) => h.slice()) }),
    totalsOf: (s: LustiState) => [s.gamePoints[0], s.gamePoints[1]],
    runs: 20,
  },
];

describe('property: the referee re-judges a random engine match to the engine\'s own result', () => {
  for (const c of CASES) {
    it(`${c.game.meta.id}: totals, placements and deal count agree; cut anywhere, deal, dealer, next and totals agree`, () => {
      fc.assert(
        fc.property(c.arb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), ({ seats, options }, seed, cutAt) => {
          const resolved = c.game.resolveOptions(options, seats);
          if (!resolved.ok) return; // e.g. more cards than the packs hold: the lobby refuses it too
          const played = playMatch(c.game, resolved.value, seats, seed, c.dealOf, c.totalsOf);
          const scenario = { game: c.game.meta.id, match: true, players: seats, dealer: 0, options, deals: played.deals, moves: played.moves };
          const whole = runReferee(scenario) as RefereeMatchAnswer;
          const engine = c.game.matchResult(played.state);
          expect(whole.ok).toBe(true);
          expect(whole.finished).toBe(true);
          expect(whole.next).toBeNull();
          expect(whole.deal).toBe(c.game.progress(played.state).deal);
          expect(whole.results).toHaveLength(played.deals.length);
          expect(whole.totals).toEqual(c.totalsOf(played.state));
          expect(whole.placements).toEqual(engine.placements);
          // The per-deal points add up to the totals.
          const sum = whole.totals.map((_: number, i: number) => whole.results.reduce((a, r) => a + r.points[i], 0));
          expect(sum).toEqual(whole.totals);

          const cut = Math.floor(cutAt * played.moves.length);
          if (cut === 0) return;
          const at = played.after[cut - 1];
          const part = runReferee({ ...scenario, moves: played.moves.slice(0, cut) }) as RefereeMatchAnswer;
          expect(part).toMatchObject({ ok: true, finished: at.over, next: at.next, deal: at.deal, dealer: at.dealer, totals: at.totals });
        }),
        { numRuns: c.runs },
      );
    });
  }
});
