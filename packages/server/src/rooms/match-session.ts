/**
 * One match as the server holds it: the game's state, its sequence number and the way moves are judged
 * and replayed. Pure (no I/O, no timers): judging a move yields the next state without committing it,
 * so that the room can append the move to the log first and commit only once the database has it.
 * Game-agnostic: only the GameDefinition interface is used.
 */
import { judgeLessonTap, lessonMoveAt, type DealGeneratorVersion, type DealStartEvent, type GameDefinition, type GameError, type GameEvent, type OptionValue, type Seat, type SeatViewBase, type ViewHeader } from '@kitchen-table/engine';
import type { MatchRecord, MoveRecord } from '../storage/store.ts';

/** Entries of the log that are not a seat's move. */
export type SystemEntry = { system: 'finishAfterDeal' } | { system: 'abort' };

export interface Judged {
  seat: Seat | null;
  /** The move as accepted (the game's parsed move, or the system entry). */
  move: Record<string, unknown>;
  next: unknown;
  events: GameEvent[];
  /** The deal being played ended with this entry (its score is in), or the match did. */
  dealEnded: boolean;
}

export type JudgeResult = { ok: true; judged: Judged } | { ok: false; error: GameError };

export interface MatchParams {
  id: string;
  options: Record<string, OptionValue>;
  seats: number;
  /** Secret until the match has ended (docs/security.md). */
  seed: string;
  /** The deal generator's version (absent: the engine's current one, as for every new match). */
  generator?: DealGeneratorVersion;
  startedAt: number;
  /**
   * Issue 18 part 3: the game's learning deal (`game.lesson`) instead of a dealt match. Every seat move
   * must be the lesson's next one (`NOT_THE_LESSON_MOVE` otherwise); the room neither stores nor ranks it.
   */
  lesson?: boolean;
}

export class MatchSession {
  state: unknown;
  /** Entries applied so far: the seq of the current state (0 before the first move). */
  seq = 0;
  /**
   * The public events of the deal being played, oldest first: what a player at the table has seen of
   * it, handed to the bots (Fünfzehnern's face-down tricks are only in here). It starts with the deal's
   * `dealStart` event — deal 1's too (issue 30): `setup` reports no events, so `start` puts the event
   * the opening update sends (`game.dealStart`) first, as every client saw it. Built by `start` and
   * `commit`, so a replayed log rebuilds it too.
   */
  private dealHistory: GameEvent[] = [];

  private constructor(
    readonly game: GameDefinition,
    readonly params: MatchParams,
    state: unknown,
  ) {
    this.state = state;
    this.dealHistory = [game.dealStart(state)];
  }

  static start(game: GameDefinition, params: MatchParams): MatchSession {
    if (params.lesson) return new MatchSession(game, params, game.lesson.start());
    return new MatchSession(game, params, game.setup(params.options, params.seats, params.seed, params.generator));
  }

  /** The `dealStart` of the deal being played (the match's opening update carries deal 1's). */
  dealStart(): DealStartEvent {
    return this.game.dealStart(this.state);
  }

  get isLesson(): boolean {
    return this.params.lesson === true;
  }

  /** In a learning deal: the seat and move the script plays next (null when it is done or not a lesson). */
  lessonMove(): { seat: Seat; move: Record<string, unknown> } | null {
    if (!this.isLesson) return null;
    const due = lessonMoveAt(this.game.lesson, this.seq);
    return due && { seat: due.seat, move: due.move };
  }

  /**
   * Rebuilds a match from its log. Returns `aborted` when the log ends with the host's abort. Throws when
   * the log does not replay (a game changed under it): the caller decides what to do with the room.
   */
  static replay(game: GameDefinition, record: MatchRecord, moves: readonly MoveRecord[]): { session: MatchSession; aborted: boolean } {
    const session = MatchSession.start(game, {
      id: record.id,
      options: record.options as Record<string, OptionValue>,
      seats: record.seats,
      seed: record.seed,
      generator: record.generator,
      startedAt: record.startedAt,
    });
    for (const entry of moves) {
      if (entry.seq !== session.seq + 1) throw new Error(`match ${record.id}: log has seq ${entry.seq} after ${session.seq}`);
      if (isAbort(entry.move)) return { session, aborted: true };
      const result = entry.seat === null ? session.judgeSystem(entry.move as SystemEntry) : session.judge(entry.seat, entry.move);
      if (!result.ok) throw new Error(`match ${record.id}: entry ${entry.seq} no longer replays: ${result.error.code} ${result.error.message}`);
      session.commit(result.judged);
    }
    return { session, aborted: false };
  }

  get id(): string {
    return this.params.id;
  }

  get seats(): number {
    return this.params.seats;
  }

  toAct(): Seat[] {
    return this.game.toAct(this.state);
  }

  isOver(): boolean {
    return this.game.isMatchOver(this.state);
  }

  /** 1-based number of the deal being played. */
  deal(): number {
    return this.game.progress(this.state).deal;
  }

  seatView(seat: Seat): SeatViewBase {
    return this.game.seatView(this.state, seat);
  }

  tableView(): ViewHeader {
    return this.game.tableView(this.state);
  }

  /** Judges a seat's move (untrusted JSON) against the current state, without committing it. */
  judge(seat: Seat, raw: unknown): JudgeResult {
    if (this.isOver()) return { ok: false, error: { code: 'WRONG_PHASE', message: 'the match is over' } };
    const parsed = this.game.parseMove(raw);
    if (!parsed.ok) return parsed;
    if (!this.toAct().includes(seat)) return { ok: false, error: { code: 'NOT_YOUR_TURN', message: `it is not seat ${seat}'s turn` } };
    // A lesson has no system entries (the room ends one by dropping it), so its seq counts its moves.
    const offScript = this.isLesson ? judgeLessonTap(this.game, this.seq, seat, parsed.value) : null;
    if (offScript) return { ok: false, error: offScript };
    const applied = this.game.applyMove(this.state, seat, parsed.value);
    if (!applied.ok) return applied;
    return { ok: true, judged: this.judgedFrom(seat, parsed.value as Record<string, unknown>, applied.state, applied.events) };
  }

  /** Judges a system entry. An abort is never applied to the state (the room drops the match). */
  judgeSystem(entry: SystemEntry): JudgeResult {
    if (entry.system === 'finishAfterDeal') {
      if (this.isOver()) return { ok: false, error: { code: 'WRONG_PHASE', message: 'the match is over' } };
      const next = this.game.finishAfterCurrentDeal(this.state);
      return { ok: true, judged: this.judgedFrom(null, { ...entry }, next, [{ type: 'finishAfterDeal' }]) };
    }
    return { ok: true, judged: { seat: null, move: { ...entry }, next: this.state, events: [{ type: 'abort' }], dealEnded: false } };
  }

  commit(judged: Judged): void {
    this.state = judged.next;
    this.seq++;
    this.noteEvents(judged);
  }

  /**
   * The running deal's public events (see `dealHistory`), as a new array a bot may keep. The events
   * themselves are shared and read-only: a deep copy for every bot move was ~2% of the server's busy
   * time under load, and bots only read them (in-thread bots get them as they are; the worker pool's
   * bots get a structured clone from postMessage anyway).
   */
  dealEvents(): readonly GameEvent[] {
    return this.dealHistory.slice();
  }

  /** A new deal restarts the history at its `dealStart`; system entries' events are not the game's. */
  private noteEvents(judged: Judged): void {
    const events = judged.seat === null ? [] : judged.events;
    let start = -1;
    for (let i = events.length - 1; i >= 0 && start < 0; i--) if (events[i]!.type === 'dealStart') start = i;
    if (start >= 0) this.dealHistory = events.slice(start);
    else if (judged.dealEnded) this.dealHistory = [];
    else this.dealHistory.push(...events);
  }

  private judgedFrom(seat: Seat | null, move: Record<string, unknown>, next: unknown, events: GameEvent[]): Judged {
    const dealEnded = this.game.isMatchOver(next) || this.game.progress(next).deal !== this.deal();
    return { seat, move, next, events, dealEnded };
  }
}

function isAbort(move: unknown): boolean {
  return typeof move === 'object' && move !== null && (move as { system?: unknown }).system === 'abort';
}
