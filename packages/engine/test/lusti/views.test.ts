import { describe, expect, it } from 'vitest';
import { lusti } from '../../src/games/lusti/index.ts';
import { FIFTY_FORTY, handState, handsFromTricks, playCards, playScript } from './fixtures.ts';

describe("Lusti-Kartl'n views", () => {
  const midHand = () => {
    const hands = handsFromTricks(FIFTY_FORTY);
    return { hands, state: playCards(handState(hands), FIFTY_FORTY.slice(0, 5).flatMap((t) => t.cards).concat(['9H'])).state };
  };

  it('a seat sees its own hand, sorted, and its legal moves only on its turn', () => {
    const { state } = midHand();
    const seat2 = lusti.seatView(state, 2);
    expect(seat2.hand).toEqual(['7E', '10H', '9S']); // by suit E G H S, then rank
    expect(seat2.legal).toEqual(seat2.hand.map((play) => ({ play })));
    expect(seat2.team).toBe(0);
    expect(seat2.partner).toBe(0);
    expect(lusti.seatView(state, 3).legal).toEqual([]);
  });

  it('no view holds another seat\'s hand; the table view holds none', () => {
    const { state } = midHand();
    for (let seat = 0; seat < 4; seat++) {
      const text = JSON.stringify(lusti.seatView(state, seat));
      for (let other = 0; other < 4; other++) {
        if (other === seat) continue;
        for (const card of state.hands[other]) expect(text, `seat ${seat} sees ${card}`).not.toContain(`"${card}"`);
      }
    }
    const table = lusti.tableView(state);
    expect(table).not.toHaveProperty('hand');
    const text = JSON.stringify(table);
    for (const card of state.hands.flat()) expect(text).not.toContain(`"${card}"`);
  });

  it('rule 4.3: card points and tricks taken per team are public, with the trick on the table and the hand\'s history', () => {
    const { state } = midHand();
    const table = lusti.tableView(state);
    expect(table).toMatchObject({
      game: 'lusti',
      seats: 4,
      dealer: 3,
      toAct: [2],
      handSizes: [3, 2, 3, 3],
      deal: 1,
      deals: null,
      totals: [0, 0, 0, 0],
      matchOver: false,
      teams: [[0, 2], [1, 3]],
      target: 11,
      gamePoints: [0, 0],
      cardPoints: [40, 20],
      tricksTaken: [4, 1],
      trickNumber: 6,
      tricksInHand: 8,
      trick: { leader: 1, plays: [{ seat: 1, card: '9H' }] },
    });
    expect(table.tricks).toHaveLength(5);
    expect(table.lastTrick).toMatchObject({ leader: 0, winner: 1, points: 20 });
  });

  it('after a hand the score sheet shows it; the new hand starts with no trick history', () => {
    const { state } = playScript(FIFTY_FORTY, { gamePoints: [2, 3] });
    const view = lusti.seatView(state, 1);
    expect(view.deal).toBe(2);
    expect(view.tricks).toEqual([]);
    expect(view.lastTrick).toBeNull();
    expect(view.scoredHands).toEqual([
      { deal: 1, dealer: 3, cardPoints: [50, 40], tricksTaken: [6, 2], winner: 0, gamePoints: 1, brand: false, outcome: 'win', totals: [3, 3] },
    ]);
    expect(view.totals).toEqual([3, 3, 3, 3]);
    expect(view.gamePoints).toEqual([3, 3]);
  });
});
