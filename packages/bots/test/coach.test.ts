/**
 * Issue 18, part 2: the coach's line per game. Each game's coach (games/<id>/coach.ts) is a function of
 * the seat's view, the move and what the search found; these tests hand it views set up for one
 * situation of the game's rules and check the line it writes in both languages, and then that the
 * dispatcher's coach request (`explain`) gives a legal strong move with a well-formed line everywhere.
 */
import { describe, expect, it } from 'vitest';
import type { SeatViewBase } from '@kitchen-table/engine';
import type { ElevatorSeatView } from '@kitchen-table/engine/elevator';
import type { FahrstuhlSeatView } from '@kitchen-table/engine/fahrstuhl';
import type { FuenfzehnernSeatView } from '@kitchen-table/engine/fuenfzehnern';
import type { LustiSeatView } from '@kitchen-table/engine/lusti';
import { decideSync } from '../src/choose.ts';
import { explainMove, ONLY_MOVE_LINE, withConfidence } from '../src/coach.ts';
import { GAME_BOTS } from '../src/games/index.ts';
import { fahrstuhlCoach } from '../src/games/fahrstuhl/coach.ts';
import { lustiCoach } from '../src/games/lusti/coach.ts';
import { fuenfzehnernCoach } from '../src/games/fuenfzehnern/coach.ts';
import { elevatorCoach } from '../src/games/elevator/coach.ts';
import { findLegal } from '../src/util/moves.ts';
import { newMatch, randomPosition } from './helpers.ts';

const TINY = { iterations: 60, maxMs: 10_000 };

/** A real view of the game's first deal at the first position `pick` accepts, as a plain object to adjust. */
function viewWhere<V extends SeatViewBase>(gameId: string, pick: (view: V) => boolean): V {
  for (let i = 0; i < 400; i++) {
    const pos = randomPosition(gameId, i);
    const view = pos.game.seatView(pos.state, pos.seat);
    // The registry's game for gameId: its seat views are V (the caller names the game and its view type).
    if (pick(view as V)) return structuredClone(view as V);
  }
  throw new Error(`${gameId}: no such position`);
}

/** Placeholders the phone fills in: `{card:CODE}` and `{seat:N}`; nothing else in braces. */
function expectWellFormed(line: { en: string; de: string }, view: SeatViewBase): void {
  for (const text of [line.en, line.de]) {
    expect(text.length).toBeGreaterThan(10);
    for (const m of text.matchAll(/\{([^}]*)\}/g)) {
      const [kind, value] = m[1].split(':');
      expect(['card', 'seat']).toContain(kind);
      if (kind === 'seat') expect(Number(value)).toBeLessThan(view.seats);
      else expect(value).toMatch(/^[0-9AKQJOUERBHSGDC]{2,3}$/);
    }
  }
  expect(line.de).not.toBe(line.en);
}

describe('Fahrstuhl (docs/rules/fahrstuhl.md)', () => {
  it('a call names the cards that will probably take its tricks, with the exact share from the search', () => {
    const view = viewWhere<FahrstuhlSeatView>('fahrstuhl', (v) => v.phase === 'calling' && v.cards === 4);
    view.trumpSuit = 'C';
    view.hand = ['AC', '10C', '7H', '8D'];
    const line = fahrstuhlCoach.explain(view, { call: 2 }, { calls: { call: 2, exact: [0.1, 0.2, 0.62, 0.06, 0.02], points: [], samples: 50 } });
    expect(line.en).toBe('Call 2: you will probably take 2 — your trump {card:AC} and your trump {card:10C} (exact in 62 % of the deals the coach tried).');
    expect(line.de).toBe('Sag 2 an: du machst wahrscheinlich 2 Stiche — dein Trumpf {card:AC} und dein Trumpf {card:10C} (genau in 62 % der durchgespielten Deals).');
    expect(fahrstuhlCoach.explain(view, { call: 0 }, {}).en).toBe('Call 0: none of your cards is likely to take a trick.');
  });

  it('play low when a later seat may still hold trump (it never showed it has none)', () => {
    const view = viewWhere<FahrstuhlSeatView>('fahrstuhl', (v) => v.phase === 'playing' && v.tricks.length === 0 && v.trick.plays.length === 1 && v.hand.length >= 2);
    const seat = view.seat;
    view.trumpSuit = 'C';
    view.trick.plays = [{ seat: view.trick.leader, card: 'KH' }];
    view.hand = ['AH', '7S', ...view.hand.slice(2)];
    view.calls[seat] = 1;
    view.taken[seat] = 0;
    const line = fahrstuhlCoach.explain(view, { play: '7S' }, {});
    const next = (seat + 1) % view.seats;
    expect(line.en).toBe(`Play low ({card:7S}): {seat:${next}} may still hold trump — you still need 1 trick, take them later.`);
    expect(line.de).toBe(`Spiel niedrig ({card:7S}): {seat:${next}} kann noch Trumpf haben — du brauchst noch 1 Stich, mach sie später.`);
  });

  it('with the call met, duck; still needing a trick, take it', () => {
    const view = viewWhere<FahrstuhlSeatView>('fahrstuhl', (v) => v.phase === 'playing' && v.trick.plays.length === v.seats - 1 && v.hand.length >= 2);
    const seat = view.seat;
    view.trumpSuit = 'C';
    view.trick.plays = view.trick.plays.map((p: { seat: number }) => ({ seat: p.seat, card: '9H' }));
    view.hand = ['AH', '7S', ...view.hand.slice(2)];
    view.calls[seat] = 1;
    view.taken[seat] = 1;
    expect(fahrstuhlCoach.explain(view, { play: '7S' }, {}).en).toBe("Play low ({card:7S}): you have your 1 trick — don't take another.");
    view.taken[seat] = 0;
    expect(fahrstuhlCoach.explain(view, { play: 'AH' }, {}).en).toBe('Take it with {card:AH}: you still need 1 trick.');
    expect(fahrstuhlCoach.explain(view, { play: 'AH' }, {}).de).toBe('Stich mit {card:AH}: du brauchst noch 1 Stich.');
  });
});

describe("Lusti-Kartl'n (docs/rules/lusti.md)", () => {
  it('matching the led rank last takes the trick; nobody after can match when the rank is gone', () => {
    const view = viewWhere<LustiSeatView>('lusti', (v) => v.trick.plays.length === 3 && v.tricks.length === 0);
    view.trick.plays = [
      { seat: (view.seat + 1) % 4, card: 'OH' },
      { seat: (view.seat + 2) % 4, card: 'AG' },
      { seat: (view.seat + 3) % 4, card: '9S' },
    ];
    view.hand = ['OE', ...view.hand.slice(1)];
    const line = lustiCoach.explain(view, { play: 'OE' }, {});
    expect(line.en).toBe('Take the trick with {card:OE}: nobody after you can match it (10 points).');
    expect(line.de).toBe('Nimm den Stich mit {card:OE}: nach dir kann keiner mehr nachziehen (10 Punkte).');
  });

  it('a partner taking the trick gets points; a lost trick gets nothing that counts', () => {
    const view = viewWhere<LustiSeatView>('lusti', (v) => v.trick.plays.length === 2 && v.tricks.length === 0);
    const partner = view.partner;
    const opponent = (view.seat + 3) % 4;
    // The partner led the Ober; the opponent did not match it: the partner holds the trick.
    view.trick.leader = partner;
    view.trick.plays = [{ seat: partner, card: 'OH' }, { seat: opponent, card: '9S' }];
    view.hand = ['AG', '7E', ...view.hand.slice(2)];
    expect(lustiCoach.explain(view, { play: 'AG' }, {}).en).toBe(`Your partner {seat:${partner}} is taking this trick: give them points with {card:AG}.`);
    // The opponent matched the Ober: the trick is theirs so far.
    view.trick.plays = [{ seat: partner, card: 'OH' }, { seat: opponent, card: 'OS' }];
    const lost = lustiCoach.explain(view, { play: '7E' }, {});
    expect(lost.en).toBe(`Play low ({card:7E}): the trick goes to {seat:${opponent}}, so give no points away.`);
    expect(lost.de).toBe(`Spiel niedrig ({card:7E}): der Stich geht an {seat:${opponent}}, verschenk keine Punkte.`);
  });
});

describe('Fünfzehnern (docs/rules/fuenfzehnern.md)', () => {
  it('the highest card of the suit led takes the trick and its points; zwang and a void have their own line', () => {
    const view = viewWhere<FuenfzehnernSeatView>('fuenfzehnern', (v) => v.trick.plays.length === 1);
    const leader = view.trick.plays[0].seat;
    view.trick.plays = [{ seat: leader, card: 'QH' }];
    view.hand = ['KH', '8H', '7S', ...view.hand.slice(3)];
    expect(fuenfzehnernCoach.explain(view, { play: 'KH' }, {}).en).toBe('Take the trick with {card:KH}: 7 points in it.');
    expect(fuenfzehnernCoach.explain(view, { play: '8H' }, {}).de).toBe('Spiel niedrig ({card:8H}): der Stich hat nur 3 Punkte — heb deine höhere Karte auf.');
    expect(fuenfzehnernCoach.explain(view, { play: '7S' }, {}).en).toBe('You have no card of the suit led: throw {card:7S}, it costs you least.');
    expect(fuenfzehnernCoach.explain(view, { play: 'QS', zwang: true }, {}).en).toBe('Lead {card:QS} with zwang: whoever holds the ace must play it now, and your king stays on top.');
  });
});

describe('Elevator (docs/rules/elevator.md)', () => {
  it('several cards at once, the last cards, a pass with nothing that fits, and a seat about to win', () => {
    const view = viewWhere<ElevatorSeatView>('elevator', (v) => v.legal.some((m: object) => 'play' in m) && v.hand.length >= 3);
    const other = (view.seat + 1) % view.seats;
    view.handSizes = view.handSizes.map((n: number, s: number) => (s === other ? 1 : Math.max(n, 5)));
    const many = elevatorCoach.explain(view, { play: ['8S', '8H'] }, {});
    expect(many.en).toBe(`Play {card:8S} and {card:8H}: 2 cards off your hand at once. {seat:${other}} has only 1 left.`);
    expect(many.de).toBe(`Spiel {card:8S} und {card:8H}: 2 Karten auf einmal los. {seat:${other}} hat nur noch 1.`);
    view.hand = ['9D'];
    expect(elevatorCoach.explain(view, { play: ['9D'] }, {}).en).toBe('Play {card:9D}: your last cards — you win the game!');
    view.legal = [{ pass: true }];
    expect(elevatorCoach.explain(view, { pass: true }, {}).en).toBe(`Pass: no card of yours fits on {card:${view.top}}.`);
  });
});

describe('the search’s doubt', () => {
  it('a move with under 40 % of the root visits is called a close call, inside the sentence', () => {
    const sure = { root: [{ move: 1, visits: 70, mean: 0.6 }, { move: 2, visits: 30, mean: 0.5 }], chosen: 1 };
    const close = { root: [{ move: 1, visits: 35, mean: 0.6 }, { move: 2, visits: 33, mean: 0.59 }, { move: 3, visits: 32, mean: 0.58 }], chosen: 1 };
    const line = { en: 'Lead {card:8E}.', de: 'Spiel {card:8E} aus.' };
    expect(withConfidence(line, sure)).toEqual(line);
    expect(withConfidence(line, close)).toEqual({ en: 'Lead {card:8E} (a close call).', de: 'Spiel {card:8E} aus (knapp).' });
  });
});

describe.each(GAME_BOTS.map((b) => b.gameId))('%s: the coach request', (gameId) => {
  it('gives the strong move (legal) and a well-formed line in both languages, also for a forced move', () => {
    for (let i = 0; i < 10; i++) {
      const pos = randomPosition(gameId, 300 + i);
      const view = pos.game.seatView(pos.state, pos.seat);
      const advice = decideSync({ gameId, level: 'strong', view, seed: i, budget: TINY, history: pos.history, explain: true });
      expect(findLegal(view.legal, advice.move)).toBeDefined();
      expect(advice.fallback).toBeUndefined();
      // The same move as the strong bot's: the coach is the strong bot.
      expect(advice.move).toEqual(decideSync({ gameId, level: 'strong', view, seed: i, budget: TINY, history: pos.history }).move);
      expectWellFormed(advice.why!, view);
    }
    const { game, state } = newMatch(gameId, 1);
    const view = game.seatView(state, game.toAct(state)[0]);
    expect(explainMove(gameId, { ...view, legal: [view.legal[0]] }, view.legal[0], {})).toEqual(ONLY_MOVE_LINE);
  });
});
