/** A learner's phone in a learning deal: taps the lesson's own move whenever it is its seat's turn. */
import { findGame, lessonMoveAt, type SeatViewBase } from '@kitchen-table/engine';
import { seatView, type TestClient } from './harness.ts';

/** Plays the lesson's move whenever it is this phone's seat's turn (a learner who taps the highlighted card). */
export function followLesson(phone: TestClient, gameId: string): { stop(): void; errors: unknown[] } {
  const game = findGame(gameId)!;
  const errors: unknown[] = [];
  let busyAt = -1;
  const tick = (): void => {
    const summary = phone.state.room?.summary;
    if (summary) {
      if (summary.waiting.includes(phone.state.you?.memberId ?? '')) phone.nextDeal().catch(() => undefined);
      return;
    }
    const view = seatView(phone) as SeatViewBase | null;
    const match = phone.state.match;
    if (!view || !match || busyAt === match.seq) return;
    const due = lessonMoveAt(game.lesson, match.seq);
    if (!due || due.seat !== view.seat || !view.toAct.includes(view.seat)) return;
    busyAt = match.seq;
    phone.move(due.move, match.seq).catch((e: unknown) => errors.push(e));
  };
  const offs = [phone.on('snapshot', tick), phone.on('update', tick), phone.on('state', tick)];
  tick();
  return { errors, stop: () => offs.forEach((off) => off()) };
}
