import { describe, expect, it } from 'vitest';
import { cardIndex, rankIndex } from '../../src/games/lusti/pack.ts';
import { trickWinnerPosition } from '../../src/games/lusti/trick.ts';
import { legalMoves } from '../../src/games/lusti/moves.ts';
import { handState, playCards } from './fixtures.ts';

const ranks = (cards: string[]) => cards.map((c) => rankIndex(cardIndex(c)));

/** Four 2-card hands, dealer 3 so that seat 0 leads; the second cards are filler. */
function firstTrick(cards: string[], filler = ['AE', 'AG', 'AH', 'AS']) {
  const hands = cards.map((c, s) => [c, filler[s]]);
  return playCards(handState(hands), cards);
}

describe("Lusti-Kartl'n tricks (rules 3.1–3.3)", () => {
  it('rule 3.2: the trick goes to the last card of the led rank, not the first match', () => {
    const { events, state } = firstTrick(['9E', '9G', '9H', '8E']);
    expect(events.find((e) => e.type === 'trickTaken')).toMatchObject({ seat: 2, winners: [2], team: 0 });
    expect(state.tricks[0].winner).toBe(2);
  });

  it('rule 3.2: a single match takes the trick from the leader', () => {
    const { state } = firstTrick(['9E', '9G', '7H', '8E']);
    expect(state.tricks[0].winner).toBe(1);
  });

  it('rule 3.2: the fourth card takes the trick when it is the last of the led rank', () => {
    const { state } = firstTrick(['KE', 'KG', 'OH', 'KS']);
    expect(state.tricks[0].winner).toBe(3);
  });

  it('rule 3.2: the leader keeps the trick when nobody matched the led rank', () => {
    const { state } = firstTrick(['7E', 'AG', '10H', 'KS'], ['8E', '8G', '8H', '8S']);
    expect(state.tricks[0].winner).toBe(0);
  });

  it('rule 3.2: suits play no part — higher cards of the led suit do not take the trick', () => {
    const { state } = firstTrick(['7E', 'AE', 'KE', '10E'], ['8E', '8G', '8H', '8S']);
    expect(state.tricks[0].winner).toBe(0);
    expect(trickWinnerPosition(ranks(['UH', 'US', 'UE', '9H']), 4)).toBe(2);
  });

  it('rule 3.3: the seat that took the trick leads the next one', () => {
    const { state } = firstTrick(['9E', '9G', '7H', '8E']);
    expect(state.turn).toBe(1);
    expect(state.trick).toEqual({ leader: 1, plays: [] });
  });

  it('rule 3.1: any card may be played — every card in hand is legal, whatever was led', () => {
    const hands = [
      ['9E', 'AE'],
      ['9G', 'KE'],
      ['9H', 'KG'],
      ['8E', 'KH'],
    ];
    const { state } = playCards(handState(hands), ['9E']);
    // Seat 1 holds a 9 (the led rank) and an Eichel (the led suit) and may still play either.
    expect(legalMoves(state, 1)).toEqual([{ play: 'KE' }, { play: '9G' }]);
    const off = playCards(state, ['KE']);
    expect(off.state.trick.plays).toEqual([
      { seat: 0, card: '9E' },
      { seat: 1, card: 'KE' },
    ]);
  });

  it('rule 2.3 / 3.3: play goes clockwise from the leader', () => {
    const { state } = playCards(handState([['7E'], ['7G'], ['8H'], ['8S']]), ['7E', '7G']);
    expect(state.turn).toBe(2);
  });
});
