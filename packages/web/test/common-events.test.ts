/**
 * Issue 13, item 4: the TV and the phone read a trick, a deal's score and the match's end from the
 * common events alone (`trickTaken`, `dealScored`, `dealStart`), whatever the game: the held trick, the
 * totals chart, the summary between deals, the phone's score notice and the table's sounds. The events
 * fed here are the ones a game emits (the fake game's, played through the engine), plus a team game's
 * `dealScored` where partners carry their team's value (Lusti-Kartl'n's score notice).
 */
import { describe, expect, it } from 'vitest';
import { isEvent, type DealScoredEvent, type GameEvent } from '@kitchen-table/engine';
import { trickFromEvent } from '../src/tv/pacing.ts';
import { scoredPoint } from '../src/tv/history.ts';
import { scoredDeal } from '../src/shared/deal-summary.ts';
import { dealPointsOf } from '../src/phone/TableControls.tsx';
import { tableSound } from '../src/tv/table-sound.ts';
import { highCard } from '../../engine/test/support/test-game.ts';

/** Every update (one move's events) of a 3-seat match of two deals, each move the first legal one. */
function updates(): GameEvent[][] {
  const options = highCard.resolveOptions({ deals: 2 }, 3);
  if (!options.ok) throw new Error(options.error.message);
  let state = highCard.setup(options.value, 3, 'web-events');
  const out: GameEvent[][] = [];
  while (!highCard.isMatchOver(state)) {
    const seat = highCard.toAct(state)[0];
    const applied = highCard.applyMove(state, seat, highCard.legalMoves(state, seat)[0]);
    if (!applied.ok) throw new Error(applied.error.code);
    state = applied.state;
    out.push(applied.events);
  }
  return out;
}

const all = updates();
const scoredUpdates = all.filter((u) => u.some((e) => isEvent(e, 'dealScored')));

describe('the held trick on the TV', () => {
  it('takes the cards by seat from the leader on and the winners from trickTaken', () => {
    const tricks = all.flat().filter((e) => isEvent(e, 'trickTaken'));
    expect(tricks.length).toBe(4);
    for (const e of tricks) {
      const held = trickFromEvent(e, 3)!;
      expect(held.plays.map((p) => p.card)).toEqual(e.cards);
      expect(held.plays.map((p) => p.seat)).toEqual([0, 1, 2].map((i) => (e.leader + i) % 3));
      expect(held.winners).toEqual(e.winners);
    }
  });

  it('ignores every other event', () => {
    for (const e of all.flat().filter((x) => !isEvent(x, 'trickTaken'))) expect(trickFromEvent(e, 3)).toBeNull();
  });
});

describe('a scored deal', () => {
  it('gives the chart its point (deal and totals) and the summary its scores, from dealScored', () => {
    expect(scoredUpdates).toHaveLength(2);
    for (const u of scoredUpdates) {
      const e = u.find((x): x is DealScoredEvent => isEvent(x, 'dealScored'))!;
      expect(scoredPoint(u)).toEqual({ deal: e.deal, totals: e.totals });
      expect(scoredDeal(u)).toEqual({ deal: e.deal, scores: e.score, totals: e.totals, event: e });
      for (const seat of [0, 1, 2]) expect(dealPointsOf(u, seat)).toBe(e.score[seat]);
    }
    expect(scoredPoint(all[0])).toBeNull();
    expect(scoredDeal(all[0])).toBeNull();
    expect(dealPointsOf(all[0], 0)).toBeUndefined();
  });

  it('gives both partners of a team game their team’s points on the phone', () => {
    const teamDeal: GameEvent[] = [{ type: 'dealScored', deal: 3, score: [2, 0, 2, 0], totals: [5, 1, 5, 1], winner: 0 }];
    expect([0, 1, 2, 3].map((s) => dealPointsOf(teamDeal, s))).toEqual([2, 0, 2, 0]);
  });
});

describe('the table’s sound', () => {
  it('a trick taken, a new deal, a card played: one sound per update, the loudest', () => {
    const dealing = all.find((u) => u.some((e) => isEvent(e, 'dealStart')))!;
    expect(tableSound(dealing)).toBe('trick'); // the last trick of a deal and the next deal's start
    expect(tableSound(all[0])).toBe('card');
    expect(tableSound([{ type: 'dealStart', deal: 2, dealer: 1 }])).toBe('deal');
    expect(tableSound([])).toBeNull();
  });

  it('the game’s own big moment wins over the common sounds', () => {
    const withTrick = all.find((u) => u.some((e) => isEvent(e, 'trickTaken')))!;
    expect(tableSound([...withTrick, { type: 'brand', seat: 0 }], (e) => (e.type === 'brand' ? 'brand' : null))).toBe('brand');
  });
});
