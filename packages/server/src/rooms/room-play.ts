/**
 * Match play in a room: its lifecycle (start, restart, end, finish, back to the lobby) and the wiring
 * of its parts — moves (room-moves.ts), bots and the clock (room-actors.ts), pauses and suspension
 * (room-pause.ts), the summary between deals (room-summary.ts), take-overs of seats (room-claims.ts).
 * The room's state changes only through RoomCore's transitions (room-core.ts); each operation returns
 * what it changed, which its caller settles (room-changes.ts: stored, then published).
 *
 * Pacing is the server's: when a deal ends (and the match goes on) the room enters a summary. Clocks
 * and bots wait, moves are refused (WRONG_PHASE), and it ends when every connected seated phone has
 * sent `deal:next` or after `summarySeconds`; a room with no connected seated phone skips it.
 */
import { CURRENT_DEAL_GENERATOR, type GameDefinition, type OptionValue } from '@kitchen-table/engine';
import type { EndedEarlyInfo, EndMode, RoomConfig } from '@kitchen-table/protocol';
import type { Speaker } from './link.ts';
import { fillWithBots, seatOf, type Slot } from './lobby-slots.ts';
import { MatchSession } from './match-session.ts';
import { measuresOfMatch } from './match-measures.ts';
import { isRealMatch, seatOutcomes } from './outcomes.ts';
import { shouldRun } from './pause-rules.ts';
import { MatchActors } from './room-actors.ts';
import { MatchCoach } from './room-coach.ts';
import { SeatClaims } from './room-claims.ts';
import type { RoomCore } from './room-core.ts';
import { RoomError } from './room-error.ts';
import { MatchMoves } from './room-moves.ts';
import { PauseControl } from './room-pause.ts';
import { lessonSeating } from './room-lesson.ts';
import { isStorageUnavailable } from './room-hold.ts';
import { MatchReload } from './room-reload.ts';
import { DealSummary } from './room-summary.ts';
import { combine, STORED_SNAPSHOTS, STORED_STATE, UNCHANGED, type RoomChange } from './room-changes.ts';
import { broadcastUpdate } from './room-views.ts';
import { newMatchId, newSeed } from './tokens.ts';

export class MatchPlay {
  /** The lobby's seats and options while a learning deal is on (issue 18 part 3), restored after it. */
  private lobbyBeforeLesson: { slots: readonly Slot[]; config: RoomConfig } | null = null;
  /** Issue 26: a finished match whose outcomes a storage outage kept from being stored (`storageBack` stores them). */
  private unstoredFinish: (() => Promise<void>) | null = null;
  private readonly pauses: PauseControl;
  private readonly summary: DealSummary;
  private readonly claims: SeatClaims;
  private readonly moves: MatchMoves;
  private readonly actors: MatchActors;
  private readonly coach: MatchCoach;
  private readonly reloader: MatchReload;

  constructor(private readonly room: RoomCore) {
    this.pauses = new PauseControl(room, () => this.syncRunning());
    this.summary = new DealSummary(room, () => this.syncRunning());
    this.claims = new SeatClaims(room);
    this.moves = new MatchMoves(room, {
      dealEnded: (over) => {
        const seatsChanged = this.claims.apply();
        if (!over) this.summary.begin(room.match!.deal() - 1);
        return seatsChanged;
      },
      syncRunning: () => this.syncRunning(),
      matchOver: () => this.finish(),
      scheduleActors: () => this.scheduleTurn(),
    });
    this.actors = new MatchActors(room, (seat, raw, flags) => this.moves.commit(seat, raw, flags));
    this.coach = new MatchCoach(room);
    this.reloader = new MatchReload(room, {
      stopTimers: () => this.stopMatchTimers(),
      resume: () => this.resumeClocks(),
      finish: () => this.finish(),
      abort: () => this.moves.appendSystem({ system: 'abort' }),
      toLobby: () => this.toLobby('failure'),
    });
  }

  /** After an unexpected failure of one of the room's operations (room-reload.ts). */
  reloadFromLog(): Promise<RoomChange> {
    return this.reloader.reload();
  }

  // ---- start and end ---------------------------------------------------------------------------

  async start(speaker: Speaker): Promise<RoomChange> {
    this.room.requireHost(speaker);
    if (this.room.phase === 'playing') throw new RoomError('WRONG_PHASE', 'a match is being played');
    return this.begin();
  }

  async restart(speaker: Speaker): Promise<RoomChange> {
    this.room.requireHost(speaker);
    if (this.room.phase === 'lobby') throw new RoomError('WRONG_PHASE', 'no match to restart: start one');
    // Restarting a learning deal that is being played starts it over.
    if (this.room.phase === 'playing' && this.room.match?.isLesson) return this.startLesson(speaker, true);
    return this.begin(this.room.phase === 'playing');
  }

  // ---- issue 18 part 3: the learning deal ---------------------------------------------------------

  /**
   * Host, in the lobby or on the podium: the chosen game's learning deal (room-lesson.ts seats it). Not
   * during a match (WRONG_PHASE: nothing changes). It is neither stored nor ranked: no match record, no
   * log, no outcomes; a restart brings the room back in its lobby.
   */
  async startLesson(speaker: Speaker, restart = false): Promise<RoomChange> {
    const room = this.room;
    room.requireHost(speaker);
    if (room.phase === 'playing' && !(restart && room.match?.isLesson)) throw new RoomError('WRONG_PHASE', 'a match is being played: end it before a learning deal');
    const game = room.game();
    if (!game) throw new RoomError('NO_GAME', 'choose a game first');
    const { slots, config } = lessonSeating(room, game);
    if (!room.match?.isLesson) this.lobbyBeforeLesson = { slots: room.slots, config: room.config };
    const params = { id: newMatchId(), options: {}, seats: slots.length, seed: 'lesson', generator: CURRENT_DEAL_GENERATOR, startedAt: room.timers.now(), lesson: true };
    const session = MatchSession.start(game, params);
    this.stopMatchTimers();
    // A lesson started over (restart) leaves the running one first; nothing of it is stored.
    if (room.phase === 'playing') room.returnToLobby();
    room.setConfig(config);
    room.enterMatch(session, slots);
    room.log.info({ match: params.id, game: game.meta.id, seats: slots.length }, 'learning deal started');
    return this.started();
  }

  /** `afterDeal`: the match ends (scored) when this deal ends. `abort`: dropped now, back to the lobby. */
  async end(speaker: Speaker, mode: EndMode): Promise<RoomChange> {
    const room = this.room;
    room.requireHost(speaker);
    if (room.phase === 'lobby') throw new RoomError('WRONG_PHASE', 'no match to end');
    if (room.phase === 'finished') return this.toLobby();
    // A learning deal has nothing to score: ending it, either way, drops it (and keeps its seq its script's).
    if (room.match?.isLesson) return this.toLobby('host');
    if (mode === 'abort') {
      await this.moves.appendSystem({ system: 'abort' });
      return this.toLobby('host');
    }
    if (room.finishing) return UNCHANGED;
    await this.moves.appendSystem({ system: 'finishAfterDeal' });
    if (room.phase !== 'playing') return UNCHANGED;
    room.markFinishing();
    return STORED_STATE;
  }

  private async begin(abortCurrent = false): Promise<RoomChange> {
    const room = this.room;
    // A match after a learning deal is played in the lobby's own seats (restart from its podium too).
    if (room.match?.isLesson && room.phase !== 'playing') this.restoreLobby();
    const game = room.game();
    if (!game) throw new RoomError('NO_GAME', 'choose a game first');
    const seats = room.slots.length;
    if (seats < game.meta.minPlayers || seats > game.meta.maxPlayers) {
      throw new RoomError('BAD_SEATS', `${game.meta.id} takes ${game.meta.minPlayers} to ${game.meta.maxPlayers} seats`);
    }
    const options = game.resolveOptions(room.config.options, seats);
    if (!options.ok) throw new RoomError(options.error.code, options.error.message);
    return this.launch(game, fillWithBots(room.slots), options.value, abortCurrent);
  }

  /**
   * Logs a new match and seats `slots` in it (validated by the caller), then starts clocks and bots.
   * Also the entry of harness-only bots-only rooms (bench/support/bot-rooms.ts), which skip the lobby's
   * 5-bot limit.
   */
  async launch(game: GameDefinition, slots: Slot[], options: Record<string, OptionValue>, abortCurrent = false): Promise<RoomChange> {
    const room = this.room;
    const seats = slots.length;
    const params = { id: newMatchId(), options, seats, seed: newSeed(), generator: CURRENT_DEAL_GENERATOR, startedAt: room.timers.now() };
    const session = MatchSession.start(game, params);
    // Only now that the new match is sure to start is the current one dropped.
    if (abortCurrent && room.match?.isLesson) this.stopMatchTimers();
    else if (abortCurrent) {
      await this.moves.appendSystem({ system: 'abort' });
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
      coached: slots.some((s) => s.kind === 'human' && room.coached.has(s.memberId)),
    });
    this.stopMatchTimers();
    room.enterMatch(session, slots);
    room.log.info({ match: params.id, game: game.meta.id, seats }, 'match started');
    return this.started();
  }

  /** A match (or a learning deal) has just been entered: its clocks run, it is stored, everyone gets it. */
  private started(): RoomChange {
    return combine(this.resumeClocks(), STORED_SNAPSHOTS, { then: [() => this.openingUpdate()] });
  }

  /**
   * Issue 30: deal 1's `dealStart` is an event like every later deal's. `setup` deals it without one, so
   * right after the start's snapshots every client gets the match's opening update: `seq` 0 (the state
   * the snapshot showed), no seat, the deal's `dealStart` as its one event.
   */
  private openingUpdate(): void {
    const match = this.room.match;
    if (match) broadcastUpdate(this.room, { seat: null, byClock: false, byBot: false, events: [match.dealStart()] });
  }

  /** After a restart of the server: the restored match goes on with fresh clocks. */
  restored(): RoomChange {
    return this.resumeClocks();
  }

  /** A match (new or restored) runs from here: fresh clocks for the seats to act, pauses and presence looked at. */
  private resumeClocks(): RoomChange {
    const room = this.room;
    room.clocks.restart();
    // A learner is never hurried: a learning deal has no clock (bots play the script after their delay).
    room.clocks.setDuration(room.match?.isLesson ? 0 : room.config.clockSeconds);
    if (room.match) room.clocks.reset(room.match.toAct());
    const presence = this.presenceChanged();
    this.readersChanged();
    this.syncRunning();
    return presence;
  }

  /** After a learning deal: its seats give way to the lobby's (members who left since are open seats). */
  private restoreLobby(): void {
    const before = this.lobbyBeforeLesson;
    this.lobbyBeforeLesson = null;
    if (!before) return;
    const room = this.room;
    const slots = before.slots.map((s): Slot => (s.kind === 'human' && !room.members.has(s.memberId) ? { kind: 'open' } : s));
    room.restoreLobbySeating(slots, { ...before.config, clockSeconds: room.config.clockSeconds, botDelayMs: room.config.botDelayMs, summarySeconds: room.config.summarySeconds });
  }

  /** `early`: the match did not finish — the host ended it, or it kept failing (issue 28 §6: the phones say why). */
  private toLobby(early?: EndedEarlyInfo['reason']): RoomChange {
    const room = this.room;
    const wasLesson = room.match?.isLesson === true;
    const host = early === 'host' && room.hostId !== null ? room.members.get(room.hostId) : undefined;
    const endedEarly: EndedEarlyInfo | null = early && room.match
      ? { reason: early, game: room.match.game.meta.id, lesson: wasLesson, by: host ? { id: host.id, name: host.name } : null, at: room.timers.now() }
      : null;
    this.stopMatchTimers();
    room.returnToLobby(endedEarly);
    if (wasLesson) this.restoreLobby();
    return STORED_SNAPSHOTS;
  }

  private async finish(): Promise<RoomChange> {
    const room = this.room;
    const match = room.match!;
    const result = match.game.matchResult(match.state);
    const real = !match.isLesson && isRealMatch(match.seq, match.seats, room.dealHolders.length, match.game.meta.rankedMovesPerSeat);
    // A match with a coached seat is marked and does not count for the ranking (issue 18, part 2).
    const coached = room.matchCoached;
    const history = { start: room.startSeats, deals: room.dealSeats };
    const outcomes = seatOutcomes(result, room.slots, room.dealHolders, (id) => room.members.get(id), real && !coached, history);
    this.stopMatchTimers();
    room.finishMatch({ matchId: match.id, game: match.game.meta.id, outcomes: outcomes.map(({ profileId: _p, ...o }) => o), ...(coached ? { coached } : {}) });
    if (match.isLesson) {
      // Not stored, not ranked (issue 18 part 3): the podium shows it, no table remembers it.
      room.log.info({ match: match.id }, 'learning deal finished');
      return STORED_STATE;
    }
    const finishedAt = room.timers.now();
    // Issue 18, part 4: the game's measures, stored with the outcomes (a match without them still finishes).
    // Issue 28 §1: a seat that changed hands has its measures per holder (each holder's own deals).
    const record = async (): Promise<void> => {
      const measured = await measuresOfMatch(room.deps.store, match.game, match.id, history).catch((error: unknown) => {
        room.log.error({ err: error, match: match.id }, 'measuring the match failed');
        return undefined;
      });
      await room.deps.store.finishMatch({
        matchId: match.id,
        game: match.game.meta.id,
        finishedAt,
        outcomes,
        coached,
        measures: measured?.measures,
        ...(measured && measured.parts.length > 0 ? { measureParts: measured.parts } : {}),
      });
    };
    try {
      await record();
    } catch (error) {
      // The log holds every move; a restart finishes the match again from it, and so does the storage's
      // return after an outage (`storageBack`).
      if (isStorageUnavailable(error)) this.unstoredFinish = record;
      room.log.error({ err: error, match: match.id }, 'finishMatch failed');
    }
    room.log.info({ match: match.id, deals: room.dealHolders.length }, 'match finished');
    return STORED_STATE;
  }

  /**
   * Issue 26: the storage is back after an outage (called in the room's queue, before the hold ends):
   * an entry whose write was lost in the outage but stored after all is played (room-moves.ts), and
   * what the outage kept from being stored — the finished match's outcomes, the room's record — is
   * written now.
   */
  async storageBack(): Promise<RoomChange> {
    await this.moves.settleUncertain();
    if (this.unstoredFinish) {
      await this.unstoredFinish();
      this.unstoredFinish = null;
    }
    return { store: true };
  }

  /** A restored log that ends with the match over but not recorded as finished. */
  finishRestored(): Promise<RoomChange> {
    return this.finish();
  }

  // ---- moves, bots and the clock (room-moves.ts, room-actors.ts) -------------------------------------

  move(speaker: Speaker, seq: number, raw: unknown): Promise<number> {
    return this.moves.move(speaker, seq, raw);
  }

  onClockExpired(seat: number): void {
    this.actors.clockExpired(seat);
  }

  /** Something `shouldRun` looks at changed from outside match play (a hold, room-hold.ts). */
  runningChanged(): void {
    this.syncRunning();
  }

  /** Clocks and bots run exactly when the match is on, not paused, not suspended and not on hold. */
  private syncRunning(): void {
    if (shouldRun(this.room)) this.room.clocks.resume();
    else this.room.clocks.pause();
    this.scheduleTurn();
  }

  /** Whoever is due: bots get their timers, coached people their advice (room-coach.ts). */
  private scheduleTurn(): void {
    this.actors.schedule();
    this.coach.schedule();
  }

  /** The host switched a coach on or off: a coached seat that is due gets its advice now. */
  coachChanged(): void {
    if (this.room.phase === 'playing') this.coach.schedule();
  }

  configChanged(): void {
    const room = this.room;
    room.clocks.setDuration(room.match?.isLesson && room.phase === 'playing' ? 0 : room.config.clockSeconds);
    if (room.phase === 'playing' && room.match) {
      room.clocks.reset(room.match.toAct());
      this.syncRunning();
    }
  }

  /** A phone's selected (not yet played) move: what the clock plays for it if it is legal then. */
  select(speaker: Speaker, move: Record<string, unknown> | null): void {
    const room = this.room;
    const member = room.requireMember(speaker);
    if (room.phase !== 'playing' || !room.match) throw new RoomError('WRONG_PHASE', 'no match is being played');
    const seat = seatOf(room.slots, member.id);
    if (seat === null) throw new RoomError('NOT_SEATED', 'you hold no seat in this match');
    room.moveSelected(seat, move);
  }

  // ---- rules pause and presence (room-pause.ts) -----------------------------------------------

  setReading(speaker: Speaker, reading: boolean): RoomChange {
    return this.pauses.setReading(speaker, reading);
  }

  hostResume(speaker: Speaker): RoomChange {
    return this.pauses.hostResume(speaker);
  }

  readersChanged(): void {
    this.pauses.readersChanged();
  }

  presenceChanged(): RoomChange {
    return combine(this.pauses.presenceChanged(), this.summary.presenceChanged());
  }

  /** The pause button of a seated phone or the host (room-pause.ts decides). */
  requestPause(speaker: Speaker, paused: boolean): RoomChange {
    return this.pauses.requestPause(speaker, paused);
  }

  // ---- seats (room-claims.ts) and the summary between deals (room-summary.ts) ----------------------

  /** A leaving player's seat went to a bot: if it is that seat's turn, the bot plays. */
  seatTurnedBot(_seat: number): void {
    this.scheduleTurn();
  }

  claim(speaker: Speaker, seat: number): { pending: boolean; change: RoomChange } {
    return this.claims.claim(speaker, seat);
  }

  approveClaim(speaker: Speaker, seat: number, allow: boolean): RoomChange {
    return this.claims.approve(speaker, seat, allow);
  }

  nextDeal(speaker: Speaker): RoomChange {
    return this.summary.nextDeal(speaker);
  }

  // ---- teardown --------------------------------------------------------------------------------

  /** Bots, the summary's timer, selections, clocks and pause timers stop (the room's state is the caller's). */
  private stopMatchTimers(): void {
    this.actors.cancel();
    this.coach.cancel();
    this.summary.end();
    this.room.selectionsCleared();
    this.room.clocks.clear();
    this.pauses.stop();
  }

  stop(): void {
    this.stopMatchTimers();
  }
}

function lineupOf(room: RoomCore, slots: readonly Slot[]): unknown {
  return slots.map((s) =>
    s.kind === 'human' ? { kind: 'human', memberId: s.memberId, profileId: room.members.get(s.memberId)?.profileId ?? null } : { kind: 'bot', name: s.kind === 'bot' ? s.name : '' },
  );
}
