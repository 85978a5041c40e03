/**
 * Match play in a room: start, moves, bots in bot seats, the move clock and its auto-move (the seat's
 * selected card when it is legal), and the end of a match. Pauses and suspension live in room-pause.ts,
 * the summary between deals in room-summary.ts, take-overs of seats in room-claims.ts.
 *
 * Pacing is the server's: when a deal ends (and the match goes on) the room enters a summary. Clocks
 * and bots wait, moves are refused (WRONG_PHASE), and it ends when every connected seated phone has
 * sent `deal:next` or after `summarySeconds`; a room with no connected seated phone skips it.
 *
 * The order of a move is fixed: judge it (nothing changes yet) → append it to the store and wait →
 * commit → broadcast. So nothing is broadcast that the log does not hold, and a failed write changes
 * nothing. Everything runs in the room's serial queue; bots choose outside it and apply inside it only
 * if the state is still the one they chose for.
 */
import { CURRENT_DEAL_GENERATOR, type GameDefinition, type OptionValue, type SeatViewBase } from '@kitchen-table/engine';
import type { EndMode } from '@kitchen-table/protocol';
import type { TimerHandle } from '../timers.ts';
import type { Speaker } from './link.ts';
import { fillWithBots, seatOf, type Slot } from './lobby-slots.ts';
import { MatchSession, type Judged, type SystemEntry } from './match-session.ts';
import { holdersOf, isRealMatch, seatOutcomes } from './outcomes.ts';
import { RoomError } from './room-error.ts';
import { PauseControl, shouldRun } from './room-pause.ts';
import { broadcastSnapshots, broadcastState, broadcastStateNow, broadcastUpdate } from './room-views.ts';
import { SeatClaims } from './room-claims.ts';
import { DealSummary } from './room-summary.ts';
import type { Room } from './room.ts';
import { newMatchId, newSeed } from './tokens.ts';

interface MoveFlags {
  byClock: boolean;
  byBot: boolean;
}

export class MatchPlay {
  private readonly botTimers = new Map<number, TimerHandle>();
  private botTimersSeq = -1;
  private readonly pauses: PauseControl;
  private readonly summary: DealSummary;
  private readonly claims: SeatClaims;

  constructor(private readonly room: Room) {
    this.pauses = new PauseControl(room, () => this.syncRunning());
    this.summary = new DealSummary(room, () => this.syncRunning());
    this.claims = new SeatClaims(room);
  }

  // ---- start and end ---------------------------------------------------------------------------

  async start(speaker: Speaker): Promise<void> {
    this.room.requireHost(speaker);
    if (this.room.phase === 'playing') throw new RoomError('WRONG_PHASE', 'a match is being played');
    await this.begin();
  }

  async restart(speaker: Speaker): Promise<void> {
    this.room.requireHost(speaker);
    if (this.room.phase === 'lobby') throw new RoomError('WRONG_PHASE', 'no match to restart: start one');
    await this.begin(this.room.phase === 'playing');
  }

  /** `afterDeal`: the match ends (scored) when this deal ends. `abort`: dropped now, back to the lobby. */
  async end(speaker: Speaker, mode: EndMode): Promise<void> {
    const room = this.room;
    room.requireHost(speaker);
    if (room.phase === 'lobby') throw new RoomError('WRONG_PHASE', 'no match to end');
    if (room.phase === 'finished') return this.toLobby();
    if (mode === 'abort') {
      await this.appendSystem({ system: 'abort' });
      return this.toLobby();
    }
    if (room.finishing) return;
    await this.appendSystem({ system: 'finishAfterDeal' });
    if (room.phase === 'playing') {
      room.finishing = true;
      await room.save();
      broadcastState(room);
    }
  }

  private async begin(abortCurrent = false): Promise<void> {
    const room = this.room;
    const game = room.game();
    if (!game) throw new RoomError('NO_GAME', 'choose a game first');
    const seats = room.slots.length;
    if (seats < game.meta.minPlayers || seats > game.meta.maxPlayers) {
      throw new RoomError('BAD_SEATS', `${game.meta.id} takes ${game.meta.minPlayers} to ${game.meta.maxPlayers} seats`);
    }
    const options = game.resolveOptions(room.config.options, seats);
    if (!options.ok) throw new RoomError(options.error.code, options.error.message);
    await this.launch(game, fillWithBots(room.slots), options.value, abortCurrent);
  }

  /**
   * Logs a new match and seats `slots` in it (validated by the caller), then starts clocks and bots.
   * Also the entry of harness-only bots-only rooms (bench/support/bot-rooms.ts), which skip the lobby's
   * 5-bot limit.
   */
  async launch(game: GameDefinition, slots: Slot[], options: Record<string, OptionValue>, abortCurrent = false): Promise<void> {
    const room = this.room;
    const seats = slots.length;
    const params = { id: newMatchId(), options, seats, seed: newSeed(), generator: CURRENT_DEAL_GENERATOR, startedAt: room.timers.now() };
    const session = MatchSession.start(game, params);
    // Only now that the new match is sure to start is the current one dropped.
    if (abortCurrent) {
      await this.appendSystem({ system: 'abort' });
      this.stopMatchTimers();
    }
    await room.deps.store.createMatch({
      id: params.id,
      roomCode: room.code,
      game: game.meta.id,
      options: params.options,
      seats,
      seed: params.seed,
      generator: params.generator,
      lineup: lineupOf(room, slots),
      startedAt: params.startedAt,
      finishedAt: null,
    });
    room.slots = slots;
    room.match = session;
    room.phase = 'playing';
    room.dealHolders = [];
    room.finishing = false;
    room.result = null;
    room.claims.clear();
    room.unapprovedClaims.clear();
    room.suspended = false;
    room.log.info({ match: params.id, game: game.meta.id, seats }, 'match started');
    this.resumeClocks(true);
    await room.save();
    broadcastSnapshots(room);
  }

  /** After a restart of the server: the restored match goes on with fresh clocks. */
  restored(): void {
    this.resumeClocks(true);
  }

  private resumeClocks(fresh: boolean): void {
    const room = this.room;
    this.summary.end();
    room.pausedSince = null;
    room.pausedBy = null;
    room.selections.clear();
    room.clocks.restart();
    room.clocks.setDuration(room.config.clockSeconds);
    if (fresh && room.match) room.clocks.reset(room.match.toAct());
    this.presenceChanged();
    this.readersChanged();
    this.syncRunning();
  }

  private async toLobby(): Promise<void> {
    const room = this.room;
    this.stopMatchTimers();
    room.phase = 'lobby';
    room.match = null;
    room.finishing = false;
    room.claims.clear();
    room.unapprovedClaims.clear();
    room.pausedSince = null;
    room.pausedBy = null;
    room.suspended = false;
    await room.save();
    broadcastSnapshots(room);
  }

  private async finish(): Promise<void> {
    const room = this.room;
    const match = room.match!;
    const result = match.game.matchResult(match.state);
    const real = isRealMatch(match.seq, match.seats, room.dealHolders.length, match.game.meta.rankedMovesPerSeat);
    const outcomes = seatOutcomes(result, room.slots, room.dealHolders, (id) => room.members.get(id), real);
    this.stopMatchTimers();
    room.phase = 'finished';
    room.finishing = false;
    room.claims.clear();
    room.unapprovedClaims.clear();
    room.pausedSince = null;
    room.pausedBy = null;
    room.result = { matchId: match.id, game: match.game.meta.id, outcomes: outcomes.map(({ profileId: _p, ...o }) => o) };
    try {
      await room.deps.store.finishMatch({ matchId: match.id, game: match.game.meta.id, finishedAt: room.timers.now(), outcomes });
    } catch (error) {
      // The log holds every move; a restart finishes the match again from it.
      room.log.error({ err: error, match: match.id }, 'finishMatch failed');
    }
    room.log.info({ match: match.id, deals: room.dealHolders.length }, 'match finished');
    await room.save();
    broadcastState(room);
  }

  /** A restored log that ends with the match over but not recorded as finished. */
  async finishRestored(): Promise<void> {
    await this.finish();
  }

  // ---- moves -----------------------------------------------------------------------------------

  async move(speaker: Speaker, seq: number, raw: unknown): Promise<number> {
    const room = this.room;
    const member = room.requireMember(speaker);
    const match = room.match;
    if (room.phase !== 'playing' || !match) throw new RoomError('WRONG_PHASE', 'no match is being played');
    const seat = seatOf(room.slots, member.id);
    if (seat === null) throw new RoomError('NOT_SEATED', 'you hold no seat in this match');
    if (room.pausedSince !== null) throw new RoomError('PAUSED', 'the match is paused');
    if (room.summary !== null) throw new RoomError('WRONG_PHASE', 'the deal is over: the next one starts when everyone is ready');
    if (seq !== match.seq) throw new RoomError('STALE_STATE', `the move was made against state ${seq}; the table is at ${match.seq}`);
    room.touch();
    await this.commit(seat, raw, { byClock: false, byBot: false });
    return match.seq;
  }

  private async commit(seat: number, raw: unknown, flags: MoveFlags): Promise<void> {
    const result = this.room.match!.judge(seat, raw);
    if (!result.ok) throw new RoomError(result.error.code, result.error.message);
    await this.apply(result.judged, flags);
  }

  private async appendSystem(entry: SystemEntry): Promise<void> {
    const result = this.room.match!.judgeSystem(entry);
    if (!result.ok) throw new RoomError(result.error.code, result.error.message);
    if (entry.system === 'abort') {
      await this.persist(result.judged, { byClock: false, byBot: false });
      this.room.log.info({ match: this.room.match!.id }, 'match aborted');
      return;
    }
    await this.apply(result.judged, { byClock: false, byBot: false });
  }

  private persist(judged: Judged, flags: MoveFlags): Promise<void> {
    const room = this.room;
    const match = room.match!;
    return room.deps.store.appendMove({
      matchId: match.id,
      seq: match.seq + 1,
      seat: judged.seat,
      move: judged.move,
      byClock: flags.byClock,
      at: room.timers.now(),
    });
  }

  private async apply(judged: Judged, flags: MoveFlags): Promise<void> {
    const room = this.room;
    const match = room.match!;
    await this.persist(judged, flags);
    match.commit(judged);
    if (judged.seat !== null) room.selections.delete(judged.seat);
    let seatsChanged = false;
    const over = match.isOver();
    if (judged.dealEnded) {
      room.dealHolders.push(holdersOf(room.slots));
      room.selections.clear();
      seatsChanged = this.claims.apply();
      if (!over) this.summary.begin(match.deal() - 1);
    }
    if (over) room.clocks.clear();
    else room.clocks.update(match.toAct(), judged.seat);
    // The summary (room state) goes out before the update, so that no phone plays into it.
    if (room.summary) {
      this.syncRunning();
      broadcastStateNow(room);
    }
    broadcastUpdate(room, { seat: judged.seat, byClock: flags.byClock, byBot: flags.byBot, events: judged.events });
    if (seatsChanged) broadcastSnapshots(room);
    if (over) await this.finish();
    else {
      if (judged.dealEnded) await room.save();
      this.scheduleActors();
    }
  }

  // ---- bots and the clock ------------------------------------------------------------------------

  private scheduleActors(): void {
    const room = this.room;
    const match = room.match;
    if (!match || !this.shouldRun()) return this.cancelBots();
    if (this.botTimersSeq !== match.seq) {
      this.cancelBots();
      this.botTimersSeq = match.seq;
    }
    for (const seat of match.toAct()) {
      if (room.slots[seat]?.kind !== 'bot' || this.botTimers.has(seat)) continue;
      const seq = match.seq;
      this.botTimers.set(
        seat,
        room.timers.setTimeout(() => {
          this.botTimers.delete(seat);
          void this.autoMove(seat, seq, false);
        }, room.config.botDelayMs),
      );
    }
  }

  private cancelBots(): void {
    for (const handle of this.botTimers.values()) this.room.timers.clearTimeout(handle);
    this.botTimers.clear();
    this.botTimersSeq = -1;
  }

  onClockExpired(seat: number): void {
    const match = this.room.match;
    if (match) void this.autoMove(seat, match.seq, true);
  }

  /** A bot's move, or the clock's move for a seat whose time ran out: the same bot function. */
  private async autoMove(seat: number, seq: number, byClock: boolean): Promise<void> {
    const room = this.room;
    const match = room.match;
    if (!match || match.seq !== seq || !match.toAct().includes(seat)) return;
    let view: SeatViewBase;
    let move: Record<string, unknown> | undefined;
    const selected = byClock ? room.selections.get(seat) : undefined;
    if (selected && match.judge(seat, selected).ok) {
      // The player's own choice, made but not sent in time: the clock plays it.
      return this.runAuto(seat, seq, byClock, selected, match.seatView(seat).legal[0]);
    }
    try {
      view = match.seatView(seat);
      const slot = room.slots[seat];
      const level = !byClock && slot?.kind === 'bot' ? slot.level : undefined;
      // Lets the bot player skip a search the room would discard (the same checks as the commit below).
      const stillWanted = (): boolean =>
        !room.closed && room.match === match && match.seq === seq && this.shouldRun() && match.toAct().includes(seat) && (byClock || room.slots[seat]?.kind === 'bot');
      move = await room.deps.bots.chooseMove(match.game, view, { forClock: byClock, seed: `${match.id}:${seq}:${seat}`, level, history: match.dealEvents(), room: room.code, stillWanted });
    } catch (error) {
      room.log.error({ err: error, seat, seq }, 'bot failed to choose; playing the first legal move');
      move = undefined;
      view = match.seatView(seat);
    }
    await this.runAuto(seat, seq, byClock, move, view.legal[0]);
  }

  private async runAuto(seat: number, seq: number, byClock: boolean, move: Record<string, unknown> | undefined, fallback: Record<string, unknown> | undefined): Promise<void> {
    const room = this.room;
    const match = room.match;
    await room.queue
      .run(async () => {
        if (room.closed || !match || room.match !== match || match.seq !== seq || !this.shouldRun()) return;
        if (!match.toAct().includes(seat)) return;
        if (byClock ? !room.clocks.expired(seat) : room.slots[seat]?.kind !== 'bot') return;
        const flags = { byClock, byBot: !byClock };
        try {
          await this.commit(seat, move ?? fallback, flags);
        } catch (error) {
          if (!(error instanceof RoomError) || move === undefined || fallback === undefined) throw error;
          room.log.error({ code: error.code, seat, move }, 'bot move refused; playing the first legal move');
          await this.commit(seat, fallback, flags);
        }
      })
      .catch((error: unknown) => room.log.error({ err: error, seat, seq }, 'auto-move failed'));
  }

  private shouldRun(): boolean {
    return shouldRun(this.room);
  }

  /** Clocks and bots run exactly when the match is on, not paused and not suspended. */
  private syncRunning(): void {
    if (this.shouldRun()) this.room.clocks.resume();
    else this.room.clocks.pause();
    this.scheduleActors();
  }

  configChanged(): void {
    const room = this.room;
    room.clocks.setDuration(room.config.clockSeconds);
    if (room.phase === 'playing' && room.match) {
      room.clocks.reset(room.match.toAct());
      this.syncRunning();
    }
  }

  // ---- rules pause and presence (room-pause.ts) -----------------------------------------------

  setReading(speaker: Speaker, reading: boolean): void {
    this.pauses.setReading(speaker, reading);
  }

  hostResume(speaker: Speaker): void {
    this.pauses.hostResume(speaker);
  }

  readersChanged(): void {
    this.pauses.readersChanged();
  }

  presenceChanged(): void {
    this.pauses.presenceChanged();
    this.summary.presenceChanged();
  }

  /** The pause button of a seated phone or the host (room-pause.ts decides). */
  requestPause(speaker: Speaker, paused: boolean): void {
    this.pauses.requestPause(speaker, paused);
  }

  // ---- seats -----------------------------------------------------------------------------------

  /** A leaving player's seat went to a bot: if it is that seat's turn, the bot plays. */
  seatTurnedBot(_seat: number): void {
    this.scheduleActors();
  }

  // ---- seats for late-comers (room-claims.ts) and the summary between deals (room-summary.ts) -----

  claim(speaker: Speaker, seat: number): Promise<boolean> {
    return this.claims.claim(speaker, seat);
  }

  approveClaim(speaker: Speaker, seat: number, allow: boolean): Promise<void> {
    return this.claims.approve(speaker, seat, allow);
  }

  nextDeal(speaker: Speaker): void {
    this.summary.nextDeal(speaker);
  }

  /** A phone's selected (not yet played) move: what the clock plays for it if it is legal then. */
  select(speaker: Speaker, move: Record<string, unknown> | null): void {
    const room = this.room;
    const member = room.requireMember(speaker);
    if (room.phase !== 'playing' || !room.match) throw new RoomError('WRONG_PHASE', 'no match is being played');
    const seat = seatOf(room.slots, member.id);
    if (seat === null) throw new RoomError('NOT_SEATED', 'you hold no seat in this match');
    if (move === null) room.selections.delete(seat);
    else room.selections.set(seat, move);
  }

  // ---- teardown --------------------------------------------------------------------------------

  private stopMatchTimers(): void {
    this.cancelBots();
    this.summary.end();
    this.room.selections.clear();
    this.room.clocks.clear();
    this.pauses.stop();
  }

  stop(): void {
    this.stopMatchTimers();
  }
}

function lineupOf(room: Room, slots: readonly Slot[]): unknown {
  return slots.map((s) =>
    s.kind === 'human' ? { kind: 'human', memberId: s.memberId, profileId: room.members.get(s.memberId)?.profileId ?? null } : { kind: 'bot', name: s.kind === 'bot' ? s.name : '' },
  );
}
