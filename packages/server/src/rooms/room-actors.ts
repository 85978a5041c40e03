/**
 * Who moves without a phone: bots in bot seats (after the room's bot delay) and the clock for a seat
 * whose time ran out (the seat's selected move when it is legal, else the bot's choice). Bots choose
 * outside the room's serial queue and apply inside it only if the state is still the one they chose for;
 * everything else runs in the queue, where a failure is contained (room-reload.ts `containFailure`).
 */
import type { SeatViewBase } from '@kitchen-table/engine';
import { LESSON_BOT_DELAY_MS, type TimerHandle } from '../timers.ts';
import { shouldRun } from './pause-rules.ts';
import type { RoomCore } from './room-core.ts';
import { RoomError } from './room-error.ts';
import type { MoveFlags } from './room-moves.ts';

export type CommitMove = (seat: number, raw: unknown, flags: MoveFlags) => Promise<void>;

export class MatchActors {
  private readonly botTimers = new Map<number, TimerHandle>();
  private botTimersSeq = -1;

  constructor(
    private readonly room: RoomCore,
    private readonly commit: CommitMove,
  ) {}

  /** The bots among the seats to act get their timers (once per position); none while play stands still. */
  schedule(): void {
    const room = this.room;
    const match = room.match;
    if (!match || !shouldRun(room)) return this.cancel();
    if (this.botTimersSeq !== match.seq) {
      this.cancel();
      this.botTimersSeq = match.seq;
    }
    const delay = match.isLesson ? Math.max(room.config.botDelayMs, room.timings.lessonBotDelayMs ?? LESSON_BOT_DELAY_MS) : room.config.botDelayMs;
    for (const seat of match.toAct()) {
      if (room.slots[seat]?.kind !== 'bot' || this.botTimers.has(seat)) continue;
      const seq = match.seq;
      this.botTimers.set(
        seat,
        room.timers.setTimeout(() => {
          this.botTimers.delete(seat);
          this.autoMove(seat, seq, false);
        }, delay),
      );
    }
  }

  cancel(): void {
    for (const handle of this.botTimers.values()) this.room.timers.clearTimeout(handle);
    this.botTimers.clear();
    this.botTimersSeq = -1;
  }

  clockExpired(seat: number): void {
    const match = this.room.match;
    if (match) this.autoMove(seat, match.seq, true);
  }

  /**
   * A bot's move, or the clock's move for a seat whose time ran out: the same bot function. Everything
   * that reads the match runs in the room's queue (issue 26: a stored selection was judged outside it,
   * and its failure took the process down); only the bot's search runs outside, between two tasks.
   */
  private autoMove(seat: number, seq: number, byClock: boolean): void {
    const room = this.room;
    room.queue.spawn(byClock ? 'the clock' : 'a bot', async () => {
      const match = room.match;
      if (!this.due(seat, seq, byClock) || !match) return;
      // A learning deal's seats without a phone play its script (the lesson has no clock).
      const scripted = match.lessonMove();
      if (scripted) return this.play(seat, byClock, scripted.seat === seat ? scripted.move : undefined, scripted.move);
      const selected = byClock ? room.selections.get(seat) : undefined;
      // The player's own choice, made but not sent in time: the clock plays it.
      if (selected && match.judge(seat, selected).ok) return this.play(seat, byClock, selected, match.seatView(seat).legal[0]);
      const view = match.seatView(seat);
      void this.choose(seat, seq, byClock, view);
    });
  }

  /** The bot's choice (outside the queue: a search takes a while), then played in the queue if still due. */
  private async choose(seat: number, seq: number, byClock: boolean, view: SeatViewBase): Promise<void> {
    const room = this.room;
    const match = room.match!;
    let move: Record<string, unknown> | undefined;
    try {
      const slot = room.slots[seat];
      const level = !byClock && slot?.kind === 'bot' ? slot.level : undefined;
      // Lets the bot player skip a search the room would discard (the same checks as `due`).
      const stillWanted = (): boolean =>
        !room.closed && room.match === match && match.seq === seq && shouldRun(room) && match.toAct().includes(seat) && (byClock || room.slots[seat]?.kind === 'bot');
      move = await room.deps.bots.chooseMove(match.game, view, { forClock: byClock, seed: `${match.id}:${seq}:${seat}`, level, history: match.dealEvents(), room: room.code, stillWanted });
    } catch (error) {
      room.log.error({ err: error, seat, seq }, 'bot failed to choose; playing the first legal move');
      move = undefined;
    }
    room.queue.spawn(byClock ? 'the clock (a bot’s answer)' : 'a bot’s answer', async () => {
      if (room.match !== match || !this.due(seat, seq, byClock)) return;
      await this.play(seat, byClock, move, view.legal[0]);
    });
  }

  /** Whether the auto-move for `seat` at `seq` is still wanted (in the queue, right before it is made). */
  private due(seat: number, seq: number, byClock: boolean): boolean {
    const room = this.room;
    const match = room.match;
    if (room.closed || !match || match.seq !== seq || !shouldRun(room)) return false;
    if (!match.toAct().includes(seat)) return false;
    return byClock ? room.clocks.expired(seat) : room.slots[seat]?.kind === 'bot';
  }

  /** In the queue: the chosen move, or the fallback when the game refuses it. */
  private async play(seat: number, byClock: boolean, move: Record<string, unknown> | undefined, fallback: Record<string, unknown> | undefined): Promise<void> {
    const flags = { byClock, byBot: !byClock };
    try {
      await this.commit(seat, move ?? fallback, flags);
    } catch (error) {
      // A hold (storage outage) is no bad move: nothing is played until the room goes on.
      if (!(error instanceof RoomError) || this.room.hold !== null || move === undefined || fallback === undefined) throw error;
      this.room.log.error({ code: error.code, seat, move }, 'bot move refused; playing the first legal move');
      await this.commit(seat, fallback, flags);
    }
  }
}
