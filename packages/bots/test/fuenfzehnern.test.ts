/**
 * Fünfzehnern bots: what the hand's public events reveal. Rule "follow suit": a seat that did not follow
 * holds none of the suit led. Rule "zwang": the leader holds king and queen but not the ace, and the
 * ace's holder must play it — so a follower that did not is without it. And the heuristic's leads.
 */
import { describe, expect, it } from 'vitest';
import { popCount, type GameEvent } from '@kitchen-table/engine';
import { FuenfzehnernModel, ZWANG, cardCode, cardIndex, fuenfzehnern, suitMask, suitOfIndex } from '@kitchen-table/engine/fuenfzehnern';
import { determinizeFuenfzehnern, readFuenfzehnernView } from '../src/games/fuenfzehnern/knowledge.ts';
import { fuenfzehnernHeuristic } from '../src/games/fuenfzehnern/policy.ts';
import { Rng } from '../src/util/rng.ts';

type State = ReturnType<typeof fuenfzehnern.setup>;

function playRandom(seed: number, steps: number): { state: State; history: GameEvent[] } {
  const options = fuenfzehnern.resolveOptions({ hands: 1 }, 4);
  let state = fuenfzehnern.setup(options.ok ? options.value : {}, 4, `fz:${seed}`);
  const history: GameEvent[] = [];
  const rng = new Rng(seed);
  for (let i = 0; i < steps; i++) {
    const seat = fuenfzehnern.toAct(state)[0];
    const legal = fuenfzehnern.legalMoves(state, seat);
    const r = fuenfzehnern.applyMove(state, seat, legal[rng.int(legal.length)]);
    if (!r.ok || r.events.some((e) => e.type === 'dealScored')) break;
    state = r.state;
    history.push(...r.events);
  }
  return { state, history };
}

describe('Fünfzehnern: the hand’s events and the determinization', () => {
  it('rule "follow suit": a seat seen not following is never dealt that suit; hand sizes and the own hand are kept', () => {
    let voids = 0;
    for (let seed = 0; seed < 40; seed++) {
      const { state, history } = playRandom(seed, 8 + (seed % 20));
      const seat = fuenfzehnern.toAct(state)[0];
      const k = readFuenfzehnernView(fuenfzehnern.seatView(state, seat), history);
      expect(k.complete).toBe(true);
      const void_: number[] = [0, 0, 0, 0];
      const plays = history.filter((e) => e.type === 'play');
      for (let t = 0; t + 4 <= plays.length; t += 4) {
        const led = suitOfIndex(cardIndex(plays[t].card as string));
        for (let i = 1; i < 4; i++) if (suitOfIndex(cardIndex(plays[t + i].card as string)) !== led) void_[plays[t + i].seat as number] |= suitMask(led);
      }
      const into = new FuenfzehnernModel();
      for (let i = 0; i < 20; i++) {
        determinizeFuenfzehnern(k, new Rng(`${seed}:${i}`), into);
        for (let s = 0; s < 4; s++) {
          expect(popCount(into.hands[s])).toBe(state.hands[s].length);
          if (s === seat) continue;
          if (void_[s]) voids++;
          expect(into.hands[s] & void_[s]).toBe(0);
        }
        const own = state.hands[seat].reduce((m, c) => m | (1 << cardIndex(c)), 0);
        expect(into.hands[seat]).toBe(own);
      }
    }
    expect(voids).toBeGreaterThan(0);
  });

  it('rule "zwang": the leader keeps the king and never has the ace; a follower that did not play the ace lacks it', () => {
    const deal = {
      hands: [
        ['KH', 'QH', '7S', '8S', '9S', '10S', 'JS', '7C'],
        ['8H', 'QS', 'KS', 'AS', '8C', '9C', '10C', 'JC'],
        ['AC', 'KC', 'QC', 'AD', 'KD', 'QD', 'JD', '10D'],
        ['AH', '7H', '9H', '10H', 'JH', '9D', '8D', '7D'],
      ],
    };
    const setup = fuenfzehnern.referee.setupScenario({ players: 4, dealer: 3, options: {}, deal, raw: {} });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const history: GameEvent[] = [];
    for (const [seat, move] of [[0, { play: 'QH', zwang: true }], [1, { play: '8H' }]] as const) {
      const r = fuenfzehnern.applyMove(state, seat, move);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
      history.push(...r.events);
    }
    // Seat 2 (void in hearts) reasons: seat 0 cannot hold the ace, seat 1 did not play it: seat 3 has it; seat 0 still has the king.
    const k = readFuenfzehnernView(fuenfzehnern.seatView(state, 2), history);
    const into = new FuenfzehnernModel();
    for (let i = 0; i < 50; i++) {
      determinizeFuenfzehnern(k, new Rng(i), into);
      expect(into.hands[3] & (1 << cardIndex('AH'))).not.toBe(0);
      expect(into.hands[0] & (1 << cardIndex('KH'))).not.toBe(0);
    }
  });
});

function leadPosition(hand: string[], played: string[] = []): FuenfzehnernModel {
  const h = new FuenfzehnernModel();
  for (const c of hand) h.hands[0] |= 1 << cardIndex(c);
  for (const c of played) h.played |= 1 << cardIndex(c);
  h.turn = 0;
  h.leader = 0;
  return h;
}

describe('Fünfzehnern heuristic (the normal level)', () => {
  it('leads an unbeatable card first: an ace brings the trick and the others’ points home', () => {
    expect(cardCode(fuenfzehnernHeuristic(leadPosition(['AS', '8S', '9H', '7C'])) & 31)).toBe('AS');
  });

  it('a king whose ace is gone is unbeatable too', () => {
    expect(cardCode(fuenfzehnernHeuristic(leadPosition(['KH', '8S', '7C'], ['AH'])))).toBe('KH');
  });

  it('rule "zwang": with king and queen, the ace out and in another hand, it leads the queen announcing zwang', () => {
    const move = fuenfzehnernHeuristic(leadPosition(['KH', 'QH', '8S', '7C']));
    expect(move).toBe(ZWANG + cardIndex('QH'));
  });

  it('rule "follow suit": unable to win, it follows with its lowest card of the suit', () => {
    const h = leadPosition([]);
    h.hands[1] = (1 << cardIndex('KS')) | (1 << cardIndex('8S')) | (1 << cardIndex('AH'));
    h.trick[0] = cardIndex('AS');
    h.trickLen = 1;
    h.turn = 1;
    expect(cardCode(fuenfzehnernHeuristic(h))).toBe('8S');
  });
});
