import { describe, expect, it } from 'vitest';
import { CARD_POINTS, LUSTI_PACK, POINTS_IN_HAND } from '../../src/games/lusti/pack.ts';
import { trickPoints } from '../../src/games/lusti/trick.ts';
import { scoreHand } from '../../src/games/lusti/scoring.ts';
import {
  BRAND_FIRST_TRICK,
  BRAND_FIRST_TRICK_REST,
  BRAND_LAST_TRICK,
  FIFTY_FORTY,
  handState,
  handsFromTricks,
  playCards,
  LAST_TRICK_NO_STINK,
  playScript,
  STINK,
  UNTERM_TISCH,
} from './fixtures.ts';

const scored = (events: { type: string }[]) => events.find((e) => e.type === 'dealScored') as Record<string, unknown>;

describe("Lusti-Kartl'n card points (rules 4.1–4.3)", () => {
  it('rule 4.1: every Sau and every ten counts 10, every other card 0', () => {
    for (const code of LUSTI_PACK) {
      const counts = code.startsWith('A') || code.startsWith('10');
      expect(CARD_POINTS[LUSTI_PACK.indexOf(code)], code).toBe(counts ? 10 : 0);
    }
    expect(CARD_POINTS.reduce((a, b) => a + b, 0)).toBe(80);
  });

  it('rule 4.2: the last trick counts 10 more, 90 points in all', () => {
    expect(trickPoints([0, 1, 2, 3], 4, false)).toBe(10); // AE KE OE UE
    expect(trickPoints([0, 1, 2, 3], 4, true)).toBe(20);
    expect(trickPoints([5, 6, 7, 13], 4, true)).toBe(10); // no Sau, no ten: just the bonus
    expect(POINTS_IN_HAND).toBe(90);
    const { state } = playScript(FIFTY_FORTY, { finishAfterDeal: true });
    expect(state.tricks.map((t) => t.points)).toEqual([10, 10, 10, 10, 20, 20, 0, 10]);
    expect(state.cardPoints[0] + state.cardPoints[1]).toBe(90);
  });

  it('rule 4.3: card points and tricks taken are counted per team as tricks are taken', () => {
    const full = handState(handsFromTricks(FIFTY_FORTY));
    const { state } = playCards(full, FIFTY_FORTY.slice(0, 5).flatMap((t) => t.cards));
    expect(state.cardPoints).toEqual([40, 20]);
    expect(state.tricksTaken).toEqual([4, 1]);
  });
});

describe("Lusti-Kartl'n winning a hand (rules 6.1–6.4)", () => {
  it('rule 6.1/6.2: 50:40 — the team with 50 wins and scores 1', () => {
    const { events } = playScript(FIFTY_FORTY);
    expect(scored(events)).toMatchObject({ cardPoints: [50, 40], tricksTaken: [6, 2], winner: 0, gamePoints: 1, brand: false, outcome: 'win' });
    // The common shape (core/game.ts): per seat, partners carry their team's game points; per team under `teamTotals`.
    expect(scored(events)).toMatchObject({ deal: 1, score: [1, 0, 1, 0], totals: [1, 0, 1, 0], teamTotals: [1, 0] });
  });

  it('rule 6.3: the losers took a trick but have 0 points — they stink, the winners score 2', () => {
    const { events } = playScript(STINK);
    expect(scored(events)).toMatchObject({ cardPoints: [90, 0], tricksTaken: [7, 1], winner: 0, gamePoints: 2, outcome: 'stink' });
  });

  it('rule 6.3: the last-trick 10 counts as points — a team that took only the last trick does not stink', () => {
    const { events } = playScript(LAST_TRICK_NO_STINK);
    expect(scored(events)).toMatchObject({ cardPoints: [80, 10], tricksTaken: [7, 1], winner: 0, gamePoints: 1, outcome: 'win' });
  });

  it('rule 6.4: the losers took no trick — unterm Tisch, the winners score 3', () => {
    const { events } = playScript(UNTERM_TISCH);
    expect(scored(events)).toMatchObject({ cardPoints: [90, 0], tricksTaken: [8, 0], winner: 0, gamePoints: 3, outcome: 'untermTisch' });
  });

  it('rule 6.1: exactly one team reaches 50 whenever 90 points are split', () => {
    for (let a = 0; a <= 90; a += 10) {
      const s = scoreHand([a, 90 - a], [4, 4], -1);
      expect(s.winner).toBe(a >= 50 ? 0 : 1);
    }
  });

  it('settled point 12: in a short referee hand where neither team reaches 50 nobody wins', () => {
    expect(scoreHand([20, 30], [1, 1], -1)).toEqual({ winner: null, gamePoints: 0, outcome: 'none' });
  });
});

describe("Lusti-Kartl'n Brand (rules 5.1–5.3)", () => {
  it('rule 5.1/5.2: four cards of one rank end the hand at once; the fourth card\'s team scores 4', () => {
    const { events, state } = playScript(BRAND_FIRST_TRICK, { finishAfterDeal: true }, BRAND_FIRST_TRICK_REST);
    expect(events.find((e) => e.type === 'brand')).toMatchObject({ seat: 3, team: 1, rank: 'A' });
    expect(scored(events)).toMatchObject({ cardPoints: [0, 40], tricksTaken: [0, 1], winner: 1, gamePoints: 4, brand: true, outcome: 'brand' });
    expect(scored(events)).toMatchObject({ score: [0, 4, 0, 4], totals: [0, 4, 0, 4] });
    expect(state.matchOver).toBe(true);
    expect(state.tricks).toHaveLength(1);
    expect(state.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
  });

  it('rule 5.1: after a brand the next hand is dealt at once (inside a match)', () => {
    const { events, state } = playScript(BRAND_FIRST_TRICK, {}, BRAND_FIRST_TRICK_REST);
    expect(events.map((e) => e.type)).toEqual(['play', 'play', 'play', 'play', 'trickTaken', 'brand', 'dealScored', 'dealStart']);
    expect(state.gamePoints).toEqual([0, 4]);
    expect(state.deal).toBe(2);
    expect(state.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
  });

  it('rule 5.3: a brand in the eighth trick includes the last-trick 10 and still scores 4', () => {
    const { events } = playScript(BRAND_LAST_TRICK);
    expect(events.find((e) => e.type === 'brand')).toMatchObject({ seat: 1, team: 1, rank: '7' });
    expect(scored(events)).toMatchObject({ cardPoints: [80, 10], tricksTaken: [7, 1], winner: 1, gamePoints: 4, brand: true });
  });

  it('rule 5.2 / settled point 5: a brand scores 4, never more for stink or unterm Tisch', () => {
    expect(scoreHand([0, 40], [0, 1], 1)).toEqual({ winner: 1, gamePoints: 4, outcome: 'brand' });
  });

  it('rule 5.1: three of a kind and a fourth card of another rank is no brand', () => {
    const { events } = playScript([{ leader: 0, cards: ['AE', 'AG', 'AH', 'KS'] }], {}, [['KE'], ['KG'], ['KH'], ['AS']]);
    expect(events.some((e) => e.type === 'brand')).toBe(false);
    expect(events.some((e) => e.type === 'dealScored')).toBe(false);
  });
});
