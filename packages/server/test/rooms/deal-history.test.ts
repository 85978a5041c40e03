/**
 * The running deal's public history that the server hands to the bots (issue 6: a bot sees its seat's
 * view plus the public history of the deal): the events of every accepted move since the deal began,
 * starting afresh at each new deal, and rebuilt by replaying the log after a restart. Every deal's
 * history opens with its `dealStart`, deal 1's too (issue 30: the opening update sends it to the clients,
 * so the bots read it as well).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGame, type GameDefinition, type GameEvent } from '@kitchen-table/engine';
import { MatchSession } from '../../src/rooms/match-session.ts';
import type { MoveRecord } from '../../src/storage/store.ts';
import { highCard } from '../support/test-game.ts';

interface Played {
  live: MatchSession;
  log: MoveRecord[];
  /** The events of each committed entry, in order (system entries included). */
  entries: { seat: number | null; events: GameEvent[]; dealEnded: boolean }[];
  /** Deal 1's `dealStart`, as the match's opening update sends it. */
  opening: GameEvent;
}

/** Plays `steps` entries, picking legal moves by `picks`; `finishAt` inserts "end after this deal". */
function play(game: GameDefinition, raw: Record<string, number | string | boolean>, seats: number, seed: string, picks: number[], finishAt = -1): Played {
  const resolved = game.resolveOptions(raw, seats);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const live = MatchSession.start(game, { id: 'm1', options: resolved.value, seats, seed, startedAt: 0 });
  const log: MoveRecord[] = [];
  const entries: Played['entries'] = [];
  const opening = live.dealStart();
  for (let i = 0; i < picks.length && !live.isOver(); i++) {
    let result;
    if (i === finishAt) result = live.judgeSystem({ system: 'finishAfterDeal' });
    else {
      const seat = live.toAct()[0]!;
      const legal = live.seatView(seat).legal;
      result = live.judge(seat, legal[picks[i]! % legal.length]);
    }
    if (!result.ok) throw new Error(result.error.code);
    log.push({ matchId: 'm1', seq: live.seq + 1, seat: result.judged.seat, move: result.judged.move, byClock: false, at: 0 });
    entries.push({ seat: result.judged.seat, events: result.judged.events, dealEnded: result.judged.dealEnded });
    live.commit(result.judged);
  }
  return { live, log, entries, opening };
}

/** What the history must be: the seats' events since the last entry that began a deal (or since the opening). */
function expectedHistory(entries: Played['entries'], opening: GameEvent): GameEvent[] {
  let history: GameEvent[] = [opening];
  for (const entry of entries) {
    if (entry.seat === null) continue;
    const start = entry.events.map((e) => e.type).lastIndexOf('dealStart');
    if (start >= 0) history = entry.events.slice(start);
    else if (entry.dealEnded) history = [];
    else history = [...history, ...entry.events];
  }
  return history;
}

const fuenfzehnern = findGame('fuenfzehnern')!;

describe('the deal history handed to the bots', () => {
  it('collects every move’s public events during a deal after deal 1’s dealStart, which is all there is before the first move', () => {
    const { live, entries, opening } = play(highCard, { deals: 2, cards: 3 }, 3, 'a', [0, 0]);
    const fresh = MatchSession.start(highCard, { id: 'm', options: { deals: 2, cards: 3 }, seats: 3, seed: 'a', startedAt: 0 });
    expect(fresh.dealEvents()).toEqual([fresh.dealStart()]);
    expect(opening).toMatchObject({ type: 'dealStart', deal: 1 });
    expect(live.dealEvents()).toEqual([opening, ...entries[0]!.events, ...entries[1]!.events]);
    expect(live.dealEvents().filter((e) => e.type === 'play')).toHaveLength(2);
  });

  it('starts afresh when a deal ends (a game without a dealStart event: empty until the next move)', () => {
    // High card without its dealStart events, 3 seats × 1 card: the third move ends deal 1.
    const silent: GameDefinition = {
      ...highCard,
      applyMove: (state, seat, move) => {
        const result = highCard.applyMove(state, seat, move);
        return result.ok ? { ...result, events: result.events.filter((e) => e.type !== 'dealStart') } : result;
      },
    };
    const { live } = play(silent, { deals: 2, cards: 1 }, 3, 'b', [0, 0, 0]);
    expect(live.deal()).toBe(2);
    expect(live.dealEvents()).toEqual([]);
    const { live: later, entries } = play(silent, { deals: 2, cards: 1 }, 3, 'b', [0, 0, 0, 0]);
    expect(later.dealEvents()).toEqual(entries[3]!.events);
  });

  it('begins with the new deal’s dealStart event and holds nothing of the deal before (Fünfzehnern)', () => {
    // 4 seats × 8 tricks = 32 plays end the first hand; play into the second.
    const { live, entries, opening } = play(fuenfzehnern, {}, 4, 'c', Array.from({ length: 36 }, (_, i) => i * 7));
    expect(live.deal()).toBe(2);
    const history = live.dealEvents();
    expect(history[0]).toMatchObject({ type: 'dealStart', deal: 2 });
    expect(history.filter((e) => e.type === 'dealStart')).toHaveLength(1);
    expect(history.some((e) => e.type === 'dealScored')).toBe(false);
    expect(history.filter((e) => e.type === 'play')).toHaveLength(4);
    expect(history).toEqual(expectedHistory(entries, opening));
  });

  it('leaves out system entries ("end after this deal" is the server’s event, not the game’s)', () => {
    const { live, entries, opening } = play(highCard, { deals: 3, cards: 3 }, 3, 'd', [0, 0, 0, 0], 1);
    expect(entries[1]!.seat).toBeNull();
    expect(live.dealEvents().some((e) => e.type === 'finishAfterDeal')).toBe(false);
    expect(live.dealEvents()).toEqual([opening, ...entries[0]!.events, ...entries[2]!.events, ...entries[3]!.events]);
  });

  it('hands out a new array each time: a bot that keeps or extends it changes nothing in the match', () => {
    const { live } = play(highCard, { deals: 2, cards: 3 }, 3, 'e', [0]);
    const copy = live.dealEvents() as GameEvent[];
    expect(copy).not.toBe(live.dealEvents());
    copy.push({ type: 'forged' });
    copy.length = 0;
    expect(live.dealEvents().map((e) => e.type)).toEqual(['dealStart', 'play']);
  });

  it('property: replaying the log (a restart) rebuilds the same history, at every point of the match', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.array(fc.nat(), { minLength: 1, maxLength: 70 }), fc.integer({ min: -1, max: 70 }), (seed, picks, finishAt) => {
        const { live, log, entries, opening } = play(fuenfzehnern, {}, 4, seed, picks, finishAt);
        const record = { id: 'm1', roomCode: 'BBBB', game: 'fuenfzehnern', options: live.params.options, seats: 4, seed, generator: 2 as const, lineup: null, startedAt: 0, finishedAt: null };
        const { session } = MatchSession.replay(fuenfzehnern, record, log);
        expect(session.dealEvents()).toEqual(live.dealEvents());
        expect(live.dealEvents()).toEqual(expectedHistory(entries, opening));
      }),
      { numRuns: 40 },
    );
  });
});
