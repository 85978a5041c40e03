import { describe, expect, it } from 'vitest';
import { lusti } from '../../src/games/lusti/index.ts';
import { FIFTY_FORTY, handState, handsFromTricks, playScript } from './fixtures.ts';

describe("Lusti-Kartl'n moves: parseMove (rule 1.2: the Bavarian pack)", () => {
  it('accepts { play } with a card of the Bavarian pack', () => {
    expect(lusti.parseMove({ play: 'OE' })).toEqual({ ok: true, value: { play: 'OE' } });
    expect(lusti.parseMove({ play: '10S' })).toEqual({ ok: true, value: { play: '10S' } });
    expect(lusti.parseMove({ play: 'AS' })).toEqual({ ok: true, value: { play: 'AS' } }); // Sau of Schellen
  });

  it('rule 1.2: French codes, jokers and bad syntax are not Bavarian cards (BAD_MOVE)', () => {
    for (const play of ['QH', 'AD', 'JE', 'RJ', '6E', '1E', 'oe', 'OE ', '', 'OX']) {
      expect(lusti.parseMove({ play }), play).toMatchObject({ ok: false, error: { code: 'BAD_MOVE' } });
    }
  });

  it('refuses unknown move kinds, two kinds, non-string plays and non-objects (BAD_MOVE)', () => {
    for (const raw of [{ call: 1 }, { pass: true }, { play: 'OE', call: 1 }, { play: 'OE', zwang: true }, { play: ['OE'] }, { play: 7 }, {}, null, 'OE', ['OE']]) {
      expect(lusti.parseMove(raw), JSON.stringify(raw)).toMatchObject({ ok: false, error: { code: 'BAD_MOVE' } });
    }
  });
});

describe("Lusti-Kartl'n moves: errors in order DEAL_OVER, NOT_YOUR_TURN, NOT_IN_HAND", () => {
  const fresh = () => handState(handsFromTricks(FIFTY_FORTY)); // seat 0 leads, holds AE

  it('NOT_YOUR_TURN: a seat that is not to play', () => {
    expect(lusti.applyMove(fresh(), 1, { play: 'KE' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(lusti.applyMove(fresh(), 9, { play: 'KE' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
  });

  it('NOT_IN_HAND: a card the seat does not hold', () => {
    expect(lusti.applyMove(fresh(), 0, { play: 'KE' })).toMatchObject({ ok: false, error: { code: 'NOT_IN_HAND' } });
  });

  it('NOT_YOUR_TURN comes before NOT_IN_HAND', () => {
    expect(lusti.applyMove(fresh(), 2, { play: 'KE' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
  });

  it('DEAL_OVER comes first, once the match (the referee\'s one hand) is over', () => {
    const { state } = playScript(FIFTY_FORTY, { finishAfterDeal: true });
    expect(lusti.applyMove(state, 0, { play: 'AE' })).toMatchObject({ ok: false, error: { code: 'DEAL_OVER' } });
    expect(lusti.applyMove(state, 3, { play: 'QH' })).toMatchObject({ ok: false, error: { code: 'DEAL_OVER' } });
  });

  it('a rejected move leaves the state untouched, and applyMove never mutates its input', () => {
    const state = fresh();
    const before = JSON.stringify(state);
    lusti.applyMove(state, 0, { play: 'KE' });
    const r = lusti.applyMove(state, 0, { play: 'AE' });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('legalMoves: the whole hand for the seat to play, nothing for the others or after the match', () => {
    const state = fresh();
    expect(lusti.legalMoves(state, 0)).toEqual(['AE', '9E', '8E', 'AG', 'AH', '8H', 'AS', '8S'].map((play) => ({ play })));
    expect(lusti.legalMoves(state, 1)).toEqual([]);
    const over = playScript(FIFTY_FORTY, { finishAfterDeal: true }).state;
    expect([0, 1, 2, 3].map((s) => lusti.legalMoves(over, s))).toEqual([[], [], [], []]);
  });

  it('events of a play: play, then trick when the fourth card falls', () => {
    let state = fresh();
    const all = [];
    for (const [seat, play] of [[0, 'AE'], [1, 'KE'], [2, 'OE'], [3, 'UE']] as const) {
      const r = lusti.applyMove(state, seat, { play });
      if (!r.ok) throw new Error(r.error.code);
      all.push(...r.events);
      state = r.state;
    }
    expect(all).toEqual([
      { type: 'play', seat: 0, card: 'AE' },
      { type: 'play', seat: 1, card: 'KE' },
      { type: 'play', seat: 2, card: 'OE' },
      { type: 'play', seat: 3, card: 'UE' },
      { type: 'trickTaken', seat: 0, winners: [0], team: 0, leader: 0, cards: ['AE', 'KE', 'OE', 'UE'], points: 10, trick: 1 },
    ]);
  });
});
