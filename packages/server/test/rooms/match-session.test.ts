import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MatchSession } from '../../src/rooms/match-session.ts';
import type { MoveRecord } from '../../src/storage/store.ts';
import { highCard } from '../support/test-game.ts';

const params = (seed: string) => ({ id: 'm1', options: { deals: 2, cards: 3 }, seats: 3, seed, startedAt: 0 });

describe('the match session', () => {
  it('judging does not change the state; committing does and counts the seq', () => {
    const s = MatchSession.start(highCard, params('x'));
    const seat = s.toAct()[0];
    const before = s.state;
    const judged = s.judge(seat, s.seatView(seat).legal[0]);
    expect(judged.ok).toBe(true);
    expect(s.state).toBe(before);
    expect(s.seq).toBe(0);
    if (judged.ok) s.commit(judged.judged);
    expect(s.seq).toBe(1);
  });

  it('refuses a move out of turn, a malformed one and one after the end, with codes', () => {
    const s = MatchSession.start(highCard, params('y'));
    const other = (s.toAct()[0] + 1) % 3;
    expect(s.judge(other, s.seatView(other).hand.map((play) => ({ play }))[0])).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(s.judge(s.toAct()[0], { nonsense: true })).toMatchObject({ ok: false, error: { code: 'BAD_MOVE' } });
  });

  it('property: replaying the log gives the same state as playing it (system entries included)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), fc.nat({ max: 30 }), (seed, picks, finishAt) => {
        const live = MatchSession.start(highCard, params(seed));
        const log: MoveRecord[] = [];
        for (let i = 0; i < picks.length && !live.isOver(); i++) {
          const result =
            i === finishAt
              ? live.judgeSystem({ system: 'finishAfterDeal' })
              : (() => {
                  const seat = live.toAct()[0];
                  const legal = live.seatView(seat).legal;
                  return live.judge(seat, legal[picks[i] % legal.length]);
                })();
          if (!result.ok) throw new Error(result.error.code);
          log.push({ matchId: 'm1', seq: live.seq + 1, seat: result.judged.seat, move: result.judged.move, byClock: false, at: 0 });
          live.commit(result.judged);
        }
        const record = { id: 'm1', roomCode: 'BBBB', game: 'highcard', options: params(seed).options, seats: 3, seed, generator: 2 as const, lineup: null, startedAt: 0, finishedAt: null };
        const { session, aborted } = MatchSession.replay(highCard, record, log);
        expect(aborted).toBe(false);
        expect(session.seq).toBe(live.seq);
        expect(session.state).toEqual(live.state);
      }),
      { numRuns: 100 },
    );
  });

  it('the bots’ history of deal 1 begins with its dealStart, as the opening update sent it (issue 30), live and replayed', () => {
    const live = MatchSession.start(highCard, params('z'));
    expect(live.dealEvents()).toEqual([live.dealStart()]);
    expect(live.dealEvents()[0]).toMatchObject({ type: 'dealStart', deal: 1 });
    const seat = live.toAct()[0];
    const judged = live.judge(seat, live.seatView(seat).legal[0]);
    if (!judged.ok) throw new Error(judged.error.code);
    live.commit(judged.judged);
    expect(live.dealEvents()).toEqual([{ type: 'dealStart', deal: 1, dealer: live.dealStart().dealer }, ...judged.judged.events]);
    const record = { id: 'm1', roomCode: 'BBBB', game: 'highcard', options: params('z').options, seats: 3, seed: 'z', generator: 2 as const, lineup: null, startedAt: 0, finishedAt: null };
    const log: MoveRecord[] = [{ matchId: 'm1', seq: 1, seat, move: judged.judged.move, byClock: false, at: 0 }];
    expect(MatchSession.replay(highCard, record, log).session.dealEvents()).toEqual(live.dealEvents());
  });

  it('a log ending with an abort replays as aborted', () => {
    const record = { id: 'm1', roomCode: 'BBBB', game: 'highcard', options: { deals: 1, cards: 1 }, seats: 3, seed: 's', generator: 2 as const, lineup: null, startedAt: 0, finishedAt: null };
    const { aborted } = MatchSession.replay(highCard, record, [{ matchId: 'm1', seq: 1, seat: null, move: { system: 'abort' }, byClock: false, at: 0 }]);
    expect(aborted).toBe(true);
  });
});
