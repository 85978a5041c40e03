/**
 * Lusti-Kartl'n bots: team play. Rule 2: the trick goes to the last card of the led rank; rule 4: four
 * of a rank in one trick is a brand (4 game points to its taker's team); aces (Sau) and tens count 10.
 */
import { describe, expect, it } from 'vitest';
import { cardCode, cardIndex, LustiModel, maskOf, type LustiSeatView, type LustiState } from '@kitchen-table/engine/lusti';
import { lustiHeuristic } from '../src/games/lusti/policy.ts';
import { randomPosition } from './helpers.ts';
import { readLustiView } from '../src/games/lusti/knowledge.ts';

/** A hand where `leader` led and `plays` lie on the table; the seat to play holds `hand`. */
function position(leader: number, plays: string[], hand: string[], played: string[] = []): LustiModel {
  const h = new LustiModel();
  h.leader = leader;
  plays.forEach((c, i) => {
    const k = cardIndex(c);
    h.trick[i] = k;
    h.ranks[i] = k & 7;
    h.played |= 1 << k;
  });
  for (const c of played) h.played |= 1 << cardIndex(c);
  h.trickLen = plays.length;
  h.turn = (leader + plays.length) & 3;
  for (const c of hand) h.hands[h.turn] |= 1 << cardIndex(c);
  return h;
}

describe('Lusti-Kartl’n heuristic (the normal level)', () => {
  it('team play: the partner takes the trick and nobody after can match, so the seat smears a Sau or ten onto it', () => {
    // Seat 1 led the Ober of Eichel, partner seat 2 matched (rule 2: the last match takes it), seat 3 did not: seat 0 plays last.
    const h = position(1, ['OE', 'OG', '7H'], ['AS', '10E', '7E', '9S']);
    expect(['AS', '10E']).toContain(cardCode(lustiHeuristic(h)));
  });

  it('rule 2: the last seat takes an opponent’s trick by matching the led rank', () => {
    const h = position(1, ['UE', '7G', 'UG'], ['UH', '8E', '9S']);
    expect(cardCode(lustiHeuristic(h))).toBe('UH');
  });

  it('rule 4 (brand): the fourth card of a rank completes the brand for the team', () => {
    const h = position(1, ['9E', '9G', '9H'], ['9S', 'AE', 'KG']);
    expect(cardCode(lustiHeuristic(h))).toBe('9S');
  });

  it('rule 4 (brand): never the third card of a rank when the opponent after may hold the fourth', () => {
    const h = position(1, ['9E', '9G'], ['9H', 'KE', '8G']);
    expect(cardCode(lustiHeuristic(h))).not.toBe('9H');
  });

  it('an opponent’s trick the seat cannot take gets a blank card, never a Sau or ten', () => {
    const h = position(1, ['KE'], ['AS', '10E', '7E']);
    expect(cardCode(lustiHeuristic(h))).toBe('7E');
  });

  it('leads a rank nobody else can match (its other copies all gone) rather than one an opponent could take', () => {
    const h = position(0, [], ['OE', 'AG', '8S'], ['OG', 'OH', 'OS']);
    expect(cardCode(lustiHeuristic(h))).toBe('OE');
  });
});

describe('Lusti-Kartl’n view', () => {
  it('the unseen cards are exactly the other three hands (all 32 cards are dealt)', () => {
    for (let i = 0; i < 30; i++) {
      const pos = randomPosition('lusti', i);
      const view = pos.game.seatView(pos.state, pos.seat) as LustiSeatView;
      const k = readLustiView(view);
      const others = (pos.state as { hands: string[][] }).hands.filter((_, s) => s !== pos.seat).flat().map(cardIndex).sort((a, b) => a - b);
      expect(k.unseen.slice().sort((a, b) => a - b)).toEqual(others);
    }
  });

  it('the seat\'s knowledge with the hidden hands filled in is the position applyMove plays on, and plays the rest of the hand alike', () => {
    for (let i = 0; i < 30; i++) {
      const pos = randomPosition('lusti', i);
      const state = pos.state as LustiState;
      const k = readLustiView(pos.game.seatView(state, pos.seat) as LustiSeatView);
      const mine = new LustiModel();
      mine.copyFrom(k.base);
      for (let s = 0; s < 4; s++) mine.hands[s] = maskOf(state.hands[s]);
      const engine = new LustiModel().load(state);
      const out = new Int32Array(32);
      for (let step = i; !engine.over; step++) {
        for (const f of ['hands', 'cardPoints', 'tricksTaken'] as const) expect(Array.from(mine[f]), f).toEqual(Array.from(engine[f]));
        expect([mine.turn, mine.leader, mine.trickLen, mine.played, mine.tricksLeft]).toEqual([engine.turn, engine.leader, engine.trickLen, engine.played, engine.tricksLeft]);
        expect(Array.from(mine.trick.subarray(0, mine.trickLen))).toEqual(Array.from(engine.trick.subarray(0, engine.trickLen)));
        const card = out[step % engine.legalMoves(out)];
        mine.play(card);
        engine.play(card);
      }
      expect(mine.over).toBe(true);
      expect([0, 1].map((t) => mine.gamePointsFor(t))).toEqual([0, 1].map((t) => engine.gamePointsFor(t)));
    }
  });
});
