import { describe, expect, it } from 'vitest';
import { lusti } from '../../src/games/lusti/index.ts';
import { FIFTY_FORTY, playScript, STINK } from './fixtures.ts';
import { finishHand, playRandomly } from './random.ts';

describe("Lusti-Kartl'n dealing and the lead (rules 2.1–2.3)", () => {
  it('rule 2.1: each hand deals the whole pack, 8 cards to each seat', () => {
    const state = lusti.setup({ target: 11 }, 4, 'deal');
    expect(state.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
    expect(new Set(state.hands.flat()).size).toBe(32);
  });

  it('rule 2.2/2.3: seat 0 deals first and the seat after the dealer leads', () => {
    const state = lusti.setup({ target: 11 }, 4, 1);
    expect(state.dealer).toBe(0);
    expect(lusti.toAct(state)).toEqual([1]);
  });

  it('rule 2.2: the dealer moves one seat on with each hand, and the seat after it leads', () => {
    let state = lusti.setup({ target: 21 }, 4, 'rotation');
    const dealers: number[] = [state.dealer];
    const leaders: number[] = [lusti.toAct(state)[0]];
    for (let hand = 0; hand < 5; hand++) {
      const r = finishHand(state, hand);
      state = r.state;
      if (state.matchOver) break;
      const dealStart = r.steps[r.steps.length - 1].events.find((e) => e.type === 'dealStart');
      expect(dealStart).toMatchObject({ dealer: state.dealer, leader: (state.dealer + 1) % 4, deal: hand + 2 });
      dealers.push(state.dealer);
      leaders.push(lusti.toAct(state)[0]);
    }
    expect(dealers.slice(0, 5)).toEqual([0, 1, 2, 3, 0]);
    expect(leaders.slice(0, 5)).toEqual([1, 2, 3, 0, 1]);
  });

  it('rule 2.1: the next hand is dealt fresh and differs from the previous one', () => {
    const state = lusti.setup({ target: 11 }, 4, 'fresh');
    const next = finishHand(state, 'x').state;
    expect(next.deal).toBe(2);
    expect(new Set(next.hands.flat()).size).toBe(32);
    expect(next.hands).not.toEqual(state.hands);
  });
});

describe("Lusti-Kartl'n match (rules 7.1–7.4)", () => {
  it('rule 7.1: the match ends when a team reaches 11 game points', () => {
    const { state, events } = playScript(FIFTY_FORTY, { gamePoints: [10, 7] });
    expect(state.matchOver).toBe(true);
    expect(lusti.toAct(state)).toEqual([]);
    expect(events.find((e) => e.type === 'matchOver')).toMatchObject({ winner: 0, gamePoints: [11, 7], totals: [11, 7, 11, 7], placements: [1, 2, 1, 2] });
    expect(events.find((e) => e.type === 'dealScored')).toMatchObject({ score: [1, 0, 1, 0], totals: [11, 7, 11, 7], teamTotals: [11, 7] });
    expect(lusti.matchResult(state)).toEqual({ totals: [11, 7, 11, 7], placements: [1, 2, 1, 2] });
  });

  it('rule 7.1: a stink can carry a team past 11 (9 + 2); the match ends too', () => {
    const { state } = playScript(STINK, { gamePoints: [9, 10] });
    expect(state.matchOver).toBe(true);
    expect(state.gamePoints).toEqual([11, 10]);
  });

  it('rule 7.1: below the target the match goes on with the next hand', () => {
    const { state, events } = playScript(FIFTY_FORTY, { gamePoints: [9, 10] });
    expect(state.matchOver).toBe(false);
    expect(state.gamePoints).toEqual([10, 10]);
    expect(events.map((e) => e.type).slice(-2)).toEqual(['dealScored', 'dealStart']);
    expect(state.dealer).toBe(0); // the fixture's dealer was 3
  });

  it('rule 7.1: the host option `target` sets the game points that win (here 5)', () => {
    expect(playScript(FIFTY_FORTY, { gamePoints: [4, 0], target: 5 }).state.matchOver).toBe(true);
    expect(playScript(FIFTY_FORTY, { gamePoints: [4, 0], target: 6 }).state.matchOver).toBe(false);
    const st = lusti.setup({ target: 5 }, 4, 's');
    expect(st.target).toBe(5);
  });

  it('rule 7.1: a whole random match ends with exactly one team at or past the target', () => {
    for (const seed of [1, 2, 3]) {
      const { state } = playRandomly(lusti.setup({ target: 11 }, 4, seed), seed);
      expect(state.matchOver).toBe(true);
      const [a, b] = state.gamePoints;
      expect((a >= 11) !== (b >= 11)).toBe(true);
      expect(state.scoredHands.reduce((sum, h) => sum + h.gamePoints, 0)).toBe(a + b);
    }
  });

  it('rule 7.3: partners share their team\'s place; totals are the team\'s game points', () => {
    const { state } = playScript(FIFTY_FORTY, { gamePoints: [3, 10] });
    expect(lusti.matchResult(state)).toEqual({ totals: [4, 10, 4, 10], placements: [2, 1, 2, 1] });
  });

  it('rule 7.4: the host ends the match — it ends after the hand being played, even below the target', () => {
    const start = lusti.setup({ target: 11 }, 4, 'early');
    const marked = lusti.finishAfterCurrentDeal(start);
    expect(lusti.isMatchOver(marked)).toBe(false);
    expect(lusti.progress(marked)).toEqual({ deal: 1, deals: 1 });
    const { state } = finishHand(marked, 'e');
    expect(state.matchOver).toBe(true);
    expect(state.deal).toBe(1);
    expect(lusti.applyMove(state, 0, { play: 'AE' })).toMatchObject({ ok: false, error: { code: 'DEAL_OVER' } });
  });

  it('rule 7.4: equal game points at an early end share place 1', () => {
    const { state } = playScript(FIFTY_FORTY, { gamePoints: [4, 5], finishAfterDeal: true });
    expect(lusti.matchResult(state)).toEqual({ totals: [5, 5, 5, 5], placements: [1, 1, 1, 1] });
  });

  it('progress: an open-ended match reports deals null and counts hands from 1', () => {
    const state = lusti.setup({ target: 11 }, 4, 'p');
    expect(lusti.progress(state)).toEqual({ deal: 1, deals: null });
  });

  it('finishAfterCurrentDeal leaves a finished match unchanged', () => {
    const { state } = playScript(FIFTY_FORTY, { gamePoints: [10, 0] });
    expect(lusti.finishAfterCurrentDeal(state)).toBe(state);
  });
});

describe("Lusti-Kartl'n options and metadata (rule 1.1)", () => {
  it('rule 1.1: exactly four seats, partners opposite', () => {
    expect(lusti.meta).toMatchObject({ id: 'lusti', minPlayers: 4, maxPlayers: 4, pack: 'bavarian', teams: [[0, 2], [1, 3]] });
    expect(lusti.meta.name).toEqual({ en: "Lusti-Kartl'n", de: "Lusti-Kartl'n" });
    expect(lusti.resolveOptions({}, 3)).toMatchObject({ ok: false, error: { code: 'BAD_OPTIONS' } });
    expect(() => lusti.setup({ target: 11 }, 5, 1)).toThrow();
  });

  it('option target: default 11, integers 5–21, unknown options refused', () => {
    expect(lusti.resolveOptions(undefined, 4)).toEqual({ ok: true, value: { target: 11 } });
    expect(lusti.resolveOptions({ target: 21 }, 4)).toEqual({ ok: true, value: { target: 21 } });
    for (const bad of [{ target: 4 }, { target: 22 }, { target: 7.5 }, { target: '11' }, { rounds: 3 }]) {
      expect(lusti.resolveOptions(bad, 4), JSON.stringify(bad)).toMatchObject({ ok: false, error: { code: 'BAD_OPTIONS' } });
    }
  });
});
