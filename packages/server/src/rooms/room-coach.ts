/**
 * The coach at the table (issue 18, part 2). When it is a coached person's turn, the room asks the
 * injected coach (coach/advisor.ts) for the strong bot's move and one line why — with that seat's view
 * and the deal's public events, nothing else — and sends the answer to that person's phones only.
 *
 * The budget (COACH_BUDGET_MS, protocol/constants.ts): the seat's clock is never stopped or extended
 * for the coach. The advice is asked for when the turn starts; if it has not come within the budget on
 * the room's clock, the phone is told "no advice this time" (move null) and a late answer is dropped.
 * So the coach costs a seat at most the budget of its clock; a phone may always play without waiting.
 * A position is asked about once; a pause or a suspension drops the open request (the clock stands
 * still too) and the position is asked about again when play goes on.
 *
 * In a learning deal (issue 28 §3) the coach and the lesson never disagree: the coach is not asked; the
 * seat the lesson wants a move from is told the lesson's move with the lesson's own line, at once, and
 * every other coached seat hears nothing.
 */
import { lessonMoveWhy, sameMove } from '@kitchen-table/engine';
import { COACH_BUDGET_MS, type CoachAdvice } from '@kitchen-table/protocol';
import type { TimerHandle } from '../timers.ts';
import { shouldRun } from './pause-rules.ts';
import type { RoomCore } from './room-core.ts';

interface OpenRequest {
  seq: number;
  timer: TimerHandle;
  /** The answer came, or the budget ran out: nothing more happens for this request. */
  settled: boolean;
}

export class MatchCoach {
  private readonly open = new Map<number, OpenRequest>();
  /** Positions already answered per seat (advice or "none in time"), so that each is asked once. */
  private readonly answered = new Map<number, number>();
  private matchId: string | null = null;

  constructor(private readonly room: RoomCore) {}

  /** The coached person in each seat to act gets advice (once per position) while play runs. */
  schedule(): void {
    const room = this.room;
    const match = room.match;
    if (!match || room.phase !== 'playing' || !room.deps.coach || !shouldRun(room)) return this.cancel();
    if (this.matchId !== match.id) {
      this.cancel();
      this.answered.clear();
      room.adviceOutdated(null);
      this.matchId = match.id;
    }
    const due = match.toAct();
    for (const [seat, request] of this.open) {
      if (request.seq !== match.seq || !due.includes(seat) || !this.coachedSeat(seat)) this.drop(seat);
    }
    room.adviceOutdated(match.seq);
    if (match.isLesson) return this.pointAtLesson();
    for (const seat of due) {
      if (!this.coachedSeat(seat) || this.open.has(seat) || this.answered.get(seat) === match.seq) continue;
      this.ask(seat, match.seq);
    }
  }

  /** A learning deal: the lesson's own move and line for the seat it wants a move from, nothing for others. */
  private pointAtLesson(): void {
    const match = this.room.match!;
    this.cancel();
    const due = match.lessonMove();
    if (!due || !this.coachedSeat(due.seat) || this.answered.get(due.seat) === match.seq) return;
    const view = match.seatView(due.seat);
    const move = view.legal.find((m) => sameMove(match.game, m, due.move));
    const why = lessonMoveWhy(match.game.lesson, match.seq);
    if (!move || !why) return;
    this.settle(due.seat, match.seq, { matchId: match.id, seq: match.seq, seat: due.seat, move, why: { en: why.en, de: why.de } });
  }

  /** Every open request is dropped (pause, end of the match, room closing). */
  cancel(): void {
    for (const seat of [...this.open.keys()]) this.drop(seat);
  }

  private coachedSeat(seat: number): boolean {
    const slot = this.room.slots[seat];
    return slot?.kind === 'human' && this.room.coached.has(slot.memberId);
  }

  private drop(seat: number): void {
    const request = this.open.get(seat);
    if (!request) return;
    request.settled = true;
    this.room.timers.clearTimeout(request.timer);
    this.open.delete(seat);
  }

  private ask(seat: number, seq: number): void {
    const room = this.room;
    const match = room.match!;
    const coach = room.deps.coach!;
    const request: OpenRequest = {
      seq,
      settled: false,
      timer: room.timers.setTimeout(() => {
        room.queue.spawn('the coach’s time', () => {
          if (request.settled) return;
          // The budget is over: the phone plays on its own; the answer, should it still come, is dropped.
          this.settle(seat, request.seq, { matchId: match.id, seq, seat, move: null, why: null });
        });
      }, COACH_BUDGET_MS),
    };
    this.open.set(seat, request);
    const stillWanted = (): boolean => !request.settled && room.match === match && match.seq === seq;
    const view = match.seatView(seat);
    coach
      .advise(match.game, view, { seed: `${match.id}:${seq}:${seat}:coach`, history: match.dealEvents(), room: room.code, stillWanted })
      .then(
        (answer) =>
          room.queue.spawn('the coach’s answer', () => {
            if (!stillWanted()) return;
            // Only one of the seat's legal moves is passed on: a broken coach must not mislead the phone.
            const legal = view.legal.some((m) => JSON.stringify(m) === JSON.stringify(answer.move));
            if (!legal) {
              room.log.error({ seat, seq, move: answer.move }, 'coach answered a move that is not legal; no advice sent');
              return this.settle(seat, request.seq, { matchId: match.id, seq, seat, move: null, why: null });
            }
            this.settle(seat, request.seq, { matchId: match.id, seq, seat, move: answer.move, why: { en: answer.why.en, de: answer.why.de } });
          }),
        (error: unknown) =>
          room.queue.spawn('the coach’s failure', () => {
            room.log.error({ err: error, seat, seq }, 'coach failed; no advice sent');
            if (stillWanted()) this.settle(seat, request.seq, { matchId: match.id, seq, seat, move: null, why: null });
          }),
      );
  }

  private settle(seat: number, seq: number, advice: CoachAdvice): void {
    this.drop(seat);
    this.answered.set(seat, seq);
    const room = this.room;
    room.adviceGiven(seat, advice);
    const slot = room.slots[seat];
    const member = slot?.kind === 'human' ? room.members.get(slot.memberId) : undefined;
    for (const link of member?.links ?? []) link.send('coach:advice', advice);
  }
}
