/**
 * Issue 13, item 5: a seat's view explains a refused card with the code applyMove gives (rules 2.1
 * follow suit, 3.2 lead obligation, 4.1–4.3 zwang; DEAL_OVER, NOT_YOUR_TURN, NOT_IN_HAND), from the
 * view alone, and every code applyMove gives is one of the game's closed list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuenfzehnern, type FuenfzehnernMove, type FuenfzehnernState } from '../../src/games/fuenfzehnern/index.ts';
import { cardCode } from '../../src/games/fuenfzehnern/pack.ts';
import { RULE_CODES } from '../../src/games/fuenfzehnern/refusals.ts';
import { chooser, dealOf, newMatch, play } from './helpers.ts';

const g = fuenfzehnern;

/** Every card of the 32-card pack (diamonds too: with 3 seats they are nobody's), plain and with zwang. */
const EVERY_MOVE: FuenfzehnernMove[] = Array.from({ length: 32 }, (_, i) => cardCode(i)).flatMap((play) => [{ play }, { play, zwang: true as const }]);

/** Compares explainIllegal with applyMove for `moves` of every seat (default: its own cards, plain and with zwang, and two it lacks); collects the codes. */
function compare(state: FuenfzehnernState, moves: readonly FuenfzehnernMove[] | null, seen: Set<string | null>): void {
  for (let seat = 0; seat < state.seats; seat++) {
    const view = g.seatView(state, seat);
    const own = ['AS', '7D', ...state.hands[seat]].flatMap((play) => [{ play }, { play, zwang: true as const }]);
    for (const move of moves ?? own) {
      const r = g.applyMove(state, seat, move);
      const applied = r.ok ? null : r.error.code;
      expect(g.explainIllegal(view, move)?.code ?? null, `seat ${seat} ${JSON.stringify(move)}`).toBe(applied);
      if (applied !== null) expect(g.ruleCodes).toContain(applied);
      seen.add(applied);
    }
  }
}

/** The states of a random match (options as given), every move picked from the legal ones (zwang first when asked). */
function reachable(seats: number, seed: number, pickSeed: number, options: Record<string, unknown>, zwangFirst = false): FuenfzehnernState[] {
  let state = newMatch(seats, seed, options);
  const states = [state];
  const pick = chooser(pickSeed);
  while (!g.isMatchOver(state)) {
    const seat = g.toAct(state)[0];
    const legal = g.legalMoves(state, seat);
    const zwang = zwangFirst ? legal.filter((m) => m.zwang) : [];
    const r = g.applyMove(state, seat, zwang.length > 0 ? zwang[0] : legal[pick(legal.length)]);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
    states.push(state);
  }
  return states;
}

describe('Fünfzehnern explains a refused move from the seat view (issue 13)', () => {
  it('the rule codes are a closed list', () => {
    expect([...g.ruleCodes].sort()).toEqual(['DEAL_OVER', 'MUST_FOLLOW_SUIT', 'MUST_LEAD_BOUND_SUIT', 'MUST_PLAY_ACE', 'NOT_IN_HAND', 'NOT_YOUR_TURN', 'ZWANG_NOT_ALLOWED']);
    expect(g.ruleCodes).toBe(RULE_CODES);
  });

  it('for random reachable states and random moves, explainIllegal(seatView) names the code applyMove refuses with (null when it accepts)', () => {
    fc.assert(
      fc.property(
        fc.record({
          seats: fc.constantFrom(3, 4),
          seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          pickSeed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          aid: fc.boolean(),
          /** Which states of the match to judge, and which moves there. */
          at: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
          moves: fc.array(fc.constantFrom(...EVERY_MOVE), { minLength: 1, maxLength: 24 }),
        }),
        ({ seats, seed, pickSeed, aid, at, moves }) => {
          const states = reachable(seats, seed, pickSeed, { hands: 1, beginnersAid: aid });
          const seen = new Set<string | null>();
          for (const i of at) compare(states[i % states.length], moves, seen);
          // The last state is the match's end: nothing may be played any more.
          compare(states[states.length - 1], moves.slice(0, 2), seen);
          expect(seen.has('DEAL_OVER')).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('across whole hands every code occurs, and legal moves are explained as null', () => {
    const seen = new Set<string | null>();
    // Zwang is led whenever it may be, so that the ace duty (MUST_PLAY_ACE) comes up too.
    for (let seed = 1; seen.size < RULE_CODES.length + 1 && seed <= 20; seed++) {
      const states = reachable(seed % 2 ? 4 : 3, seed, seed * 31, { hands: 1 }, true);
      for (const s of states) compare(s, null, seen);
    }
    expect([...seen].sort()).toEqual([...RULE_CODES, null].sort());
  });

  it('rule 4.2: under zwang the ace holder is told MUST_PLAY_ACE, a seat without the ace must follow suit', () => {
    const s = play(
      dealOf([
        ['QH', 'KH', '7S'],
        ['9H', 'AS', '8S'],
        ['AH', '7H', '9S'],
      ]),
      [[0, 'QH', true]],
    ).state;
    expect(g.explainIllegal(g.seatView(s, 1), { play: 'AS' })?.code).toBe('MUST_FOLLOW_SUIT');
    expect(g.explainIllegal(g.seatView(s, 1), { play: '9H' })).toBeNull();
    const after = play(s, [[1, '9H']]).state;
    expect(g.explainIllegal(g.seatView(after, 2), { play: '7H' })?.code).toBe('MUST_PLAY_ACE');
    expect(g.explainIllegal(g.seatView(after, 2), { play: 'AH', zwang: true })?.code).toBe('ZWANG_NOT_ALLOWED');
    expect(g.explainIllegal(g.seatView(after, 0), { play: 'KH' })?.code).toBe('NOT_YOUR_TURN');
  });
});
