/**
 * Elevator bots: the determinization (the unseen cards are the pack minus the hand and the pile, dealt
 * to the other hands and the stock by their sizes) and the heuristic's rules: go out when a run empties
 * the hand; keep a joker (it goes on any card of the other colour, either direction) by passing when
 * the rules allow it; give a Kopile's receiver the card it can use least.
 */
import { describe, expect, it } from 'vitest';
import type { CardCode } from '@kitchen-table/engine';
import { roundFromDeal, type ElevatorSeatView } from '@kitchen-table/engine/elevator';
import { determinizeElevator, readElevatorView } from '../src/games/elevator/knowledge.ts';
import { elevatorHeuristic } from '../src/games/elevator/policy.ts';
import { Rng } from '../src/util/rng.ts';
import { randomPosition } from './helpers.ts';

const sorted = (cards: CardCode[]): CardCode[] => cards.slice().sort();

describe('Elevator: the view and the determinization', () => {
  it('the unseen cards are exactly the other hands plus the stock; a determinization keeps every size and the own hand', () => {
    for (let i = 0; i < 30; i++) {
      const pos = randomPosition('elevator', i);
      const round = (pos.state as { round: { hands: CardCode[][]; stock: CardCode[] } }).round;
      const view = pos.game.seatView(pos.state, pos.seat) as ElevatorSeatView;
      const k = readElevatorView(view);
      const hidden = [...round.hands.filter((_, s) => s !== pos.seat).flat(), ...round.stock];
      expect(sorted(k.unseen)).toEqual(sorted(hidden));
      const d = determinizeElevator(k, new Rng(i), new Array(k.unseen.length));
      expect(sorted(d.hands[pos.seat])).toEqual(sorted(round.hands[pos.seat]));
      d.hands.forEach((h, s) => expect(h.length).toBe(round.hands[s].length));
      expect(d.stock.length).toBe(round.stock.length);
    }
  });
});

describe('Elevator heuristic (the normal level)', () => {
  it('a run that empties the hand is played at once', () => {
    const r = roundFromDeal([['9S', '9H'], ['2C'], ['3C'], ['4C']], '8H', ['5C'], 3, 0);
    expect(elevatorHeuristic(r)).toEqual({ play: ['9S', '9H'] });
  });

  it('sheds the longest run', () => {
    const r = roundFromDeal([['9S', '9H', 'QS', '4D'], ['2C'], ['3C'], ['4C']], '8H', ['5C'], 3, 0);
    expect(elevatorHeuristic(r)).toEqual({ play: ['9S', '9H'] });
  });

  it('keeps the joker: with only a joker to play and passing allowed, it passes', () => {
    // The starter counts as a play, so the opener may pass although it could lay the red joker on the black king.
    const r = roundFromDeal([['RJ', '3H', '4D'], ['2C'], ['3C'], ['4C']], 'KS', ['5C'], 3, 0);
    expect(elevatorHeuristic(r)).toEqual({ pass: true });
  });

  it('lays the joker when it must play (after a pass)', () => {
    const r = roundFromDeal([['RJ', '3H', '4D'], ['2C'], ['3C'], ['4C']], 'KS', ['5C'], 3, 0);
    r.lastTurnWasPlay = false;
    expect(elevatorHeuristic(r)).toEqual({ play: ['RJ'] });
  });

  it('a Kopile give hands over the card the receiver can use least, never a joker', () => {
    const r = roundFromDeal([['KS'], ['BJ', '3H', 'QD'], ['3C'], ['4C']], '8H', [], 3, 0);
    r.givesDue = [1];
    expect(elevatorHeuristic(r)).toEqual({ give: '3H' });
  });
});
