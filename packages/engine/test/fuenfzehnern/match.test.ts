import { describe, expect, it } from 'vitest';
import { fuenfzehnern } from '../../src/games/fuenfzehnern/index.ts';
import { cardIndex } from '../../src/games/fuenfzehnern/pack.ts';
import { errorOf, newMatch, playRandomly } from './helpers.ts';

describe('Fünfzehnern deal and match (rules 1.2, 1.3, 3.6, 6.1–6.4)', () => {
  for (const seats of [3, 4]) {
    it(`rule 1.2: with ${seats} seats every card of the pack is dealt, 8 to each seat`, () => {
      const s = newMatch(seats, 'deal');
      expect(s.hands.map((h) => h.length)).toEqual(new Array(seats).fill(8));
      const all = s.hands.flat();
      expect(new Set(all).size).toBe(8 * seats);
      for (const c of all) expect(cardIndex(c)).toBeGreaterThanOrEqual(0);
      if (seats === 3) expect(all.filter((c) => c.endsWith('D'))).toEqual([]);
    });
  }

  it('rule 1.3: seat 0 deals the first hand, the seat after the dealer leads, the deal moves on each hand', () => {
    const start = newMatch(4, 'rotation');
    expect(start.dealer).toBe(0);
    expect(fuenfzehnern.toAct(start)).toEqual([1]);
    const { events } = playRandomly(start, 5);
    const deals = events.filter((e) => e.type === 'dealStart');
    expect(deals.map((e) => [e.deal, e.dealer, e.leader])).toEqual([
      [2, 1, 2],
      [3, 2, 3],
      [4, 3, 0],
      [5, 0, 1],
      [6, 1, 2],
      [7, 2, 3],
      [8, 3, 0],
    ]);
  });

  it('rule 3.6: bindings do not carry over into the next hand', () => {
    const { state, events } = playRandomly(newMatch(4, 'reset'), 9, (s) => s.hand === 2);
    expect(events.some((e) => e.type === 'bound' && e.suit !== null)).toBe(true);
    expect(state.bound).toEqual([null, null, null, null]);
    expect(state.tricks).toEqual([]);
  });

  it('rule 6.2: by default a match has two hands per seat (8 with 4 seats, 6 with 3)', () => {
    const four = fuenfzehnern.resolveOptions({}, 4);
    const three = fuenfzehnern.resolveOptions({ hands: 0 }, 3);
    expect(four.ok && four.value.hands).toBe(8);
    expect(three.ok && three.value.hands).toBe(6);
    for (const seats of [3, 4]) {
      const { state, events } = playRandomly(newMatch(seats, `len${seats}`), seats);
      expect(events.filter((e) => e.type === 'dealScored')).toHaveLength(2 * seats);
      expect(fuenfzehnern.progress(state)).toEqual({ deal: 2 * seats, deals: 2 * seats });
      expect(fuenfzehnern.isMatchOver(state)).toBe(true);
    }
  });

  it('rule 6.2: the host sets the number of hands', () => {
    const s = newMatch(4, 'three', { hands: 3 });
    expect(fuenfzehnern.progress(s)).toEqual({ deal: 1, deals: 3 });
    const { events } = playRandomly(s, 2);
    expect(events.filter((e) => e.type === 'dealScored')).toHaveLength(3);
    expect(events[events.length - 1].type).toBe('matchOver');
  });

  it('rule 6.3: a time limit replaces the hand count; the server ends the match after the running hand', () => {
    const s = newMatch(3, 'clock', { minutes: 20 });
    expect(fuenfzehnern.progress(s).deals).toBeNull();
    // Past the default six hands the match goes on …
    const long = playRandomly(s, 4, (st) => st.hand === 8);
    expect(fuenfzehnern.isMatchOver(long.state)).toBe(false);
    // … until the time is up: mid-hand, the hand is still played out.
    const mid = playRandomly(long.state, 5, (st) => st.tricks.length === 3);
    const ending = fuenfzehnern.finishAfterCurrentDeal(mid.state);
    expect(fuenfzehnern.isMatchOver(ending)).toBe(false);
    expect(fuenfzehnern.tableView(ending).lastHandOfMatch).toBe(true);
    const end = playRandomly(ending, 6);
    expect(end.state.hand).toBe(8);
    expect(end.events.filter((e) => e.type === 'dealScored')).toHaveLength(1);
    expect(end.events.filter((e) => e.type === 'dealStart')).toHaveLength(0);
  });

  it('rule 6.3: finishAfterCurrentDeal ends a hands-limited match after the running hand too', () => {
    const s = fuenfzehnern.finishAfterCurrentDeal(newMatch(4, 'early'));
    const end = playRandomly(s, 1);
    expect(end.state.hand).toBe(1);
    expect(end.events.map((e) => e.type).slice(-2)).toEqual(['dealScored', 'matchOver']);
    expect(fuenfzehnern.finishAfterCurrentDeal(end.state)).toBe(end.state);
  });

  it('rule 6.4: placements come from the totals; equal totals share a place', () => {
    const s = { ...newMatch(4, 'places'), totals: [10, -20, 10, 0] };
    expect(fuenfzehnern.matchResult(s)).toEqual({ totals: [10, -20, 10, 0], placements: [1, 4, 1, 3] });
    const { state, events } = playRandomly(newMatch(3, 'final'), 3);
    const over = events[events.length - 1];
    expect(over).toEqual({ type: 'matchOver', ...fuenfzehnern.matchResult(state) });
  });

  it('DEAL_OVER: no move is accepted once the match is over, checked before the turn', () => {
    const { state } = playRandomly(newMatch(3, 'over', { hands: 1 }), 8);
    expect(fuenfzehnern.toAct(state)).toEqual([]);
    expect(fuenfzehnern.legalMoves(state, 0)).toEqual([]);
    expect(errorOf(state, 0, 'AS')).toBe('DEAL_OVER');
    expect(errorOf(state, 2, 'AH')).toBe('DEAL_OVER');
  });

  it('options are validated: unknown keys, out-of-range values and seat counts outside 3–4 are refused', () => {
    for (const [raw, seats] of [
      [{ rounds: 3 }, 4],
      [{ hands: -1 }, 4],
      [{ hands: 2.5 }, 4],
      [{ minutes: 'ten' }, 3],
      [{ beginnersAid: 1 }, 3],
      [{}, 5],
      [{}, 2],
    ] as const) {
      const r = fuenfzehnern.resolveOptions(raw, seats);
      expect(r.ok ? 'ok' : r.error.code).toBe('BAD_OPTIONS');
    }
    expect(fuenfzehnern.resolveOptions({ hands: 5, minutes: 30, beginnersAid: true }, 3)).toEqual({
      ok: true,
      value: { hands: 5, minutes: 30, beginnersAid: true },
    });
  });

  it('catalogue metadata', () => {
    const m = fuenfzehnern.meta;
    expect(m.id).toBe('fuenfzehnern');
    expect(m.name).toEqual({ en: 'Fünfzehnern', de: 'Fünfzehnern' });
    expect([m.minPlayers, m.maxPlayers, m.pack]).toEqual([3, 4, 'french']);
    expect(m.tags.map((t) => t.en)).toContain('trick-taking');
  });
});
