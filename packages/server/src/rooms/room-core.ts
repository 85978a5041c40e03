/**
 * A room's state and its named transitions. The state is private and read through getters (collections
 * as ReadonlyMap / ReadonlySet); it changes only through the transitions here (enter a match, finish it,
 * back to the lobby, pause, suspend, the summary between deals, seats, claims, selections, advice) and
 * those of its people (room-people.ts) and side state (room-side-state.ts), so that every way into a
 * phase resets the same things (`#endMatchFlags`). Match play (room-play.ts), pauses (room-pause.ts), views (room-views.ts) and the
 * rest depend on this class, not on `Room` (room.ts), which adds the connections, the membership and the
 * lobby's host operations on top. How it is stored and loaded is room-record.ts's.
 *
 * Invariants (room-invariants.ts checks them):
 * - a match exactly outside the lobby;
 * - outside play: no pause, no suspension, no summary, not finishing, no claims, no selections;
 * - never paused and suspended at once; whoever pressed pause only while paused;
 * - a result only when no match is being played; waiting claims are claims.
 */
import {
  type EndedEarlyInfo,
  type MatchResultInfo,
  type RoomConfig,
  type RoomPhase,
} from '@kitchen-table/protocol';
import type { GameDefinition } from '@kitchen-table/engine';
import type { Logger } from 'pino';
import type { RoomTimings, Timers } from '../timers.ts';
import type { KickedMember, Member, Speaker } from './link.ts';
import type { Slot } from './lobby-slots.ts';
import type { MatchSession } from './match-session.ts';
import { seatHoldersOf, type DealHolders, type SeatHolder } from './outcomes.ts';
import { RoomError } from './room-error.ts';
import { newRoomConfig, type RoomDeps } from './room-deps.ts';
import { UNCHANGED, type RoomChange } from './room-changes.ts';
import { recordOf, type StoredPlayState, type StoredRoomState } from './room-record.ts';
import { RoomSideState } from './room-side-state.ts';
import { SeatClocks } from './seat-clocks.ts';
import { RoomInvites } from './room-invites.ts';
import { containFailure } from './room-reload.ts';
import { SerialQueue } from './serial-queue.ts';

export type { RoomDeps } from './room-deps.ts';

/** The summary between two deals: clocks and bots wait while it is on. */
export interface DealSummaryState {
  readonly deal: number;
  readonly startedAt: number;
  readonly ready: ReadonlySet<string>;
}

export class RoomCore extends RoomSideState {
  /** Every operation of the room runs here; a failing one is contained (room-reload.ts `containFailure`). */
  readonly queue = new SerialQueue((error, what, clientWaits) => containFailure(this, error, what, clientWaits));
  readonly clocks: SeatClocks;
  /** Issue 30 part 4: outside bots' invitations, by seat (hashes only). */
  readonly invites: RoomInvites;
  readonly log: Logger;

  #phase: RoomPhase = 'lobby';
  #match: MatchSession | null = null;
  #config: RoomConfig;
  #slots: readonly Slot[];
  #hostId: string | null = null;
  #dealHolders: DealHolders = [];
  /** Issue 28 §1: who held each seat at the match's first move (null before it) and at each deal's end. */
  #startSeats: SeatHolder[] | null = null;
  #dealSeats: SeatHolder[][] = [];
  #finishing = false;
  #result: MatchResultInfo | null = null;
  /** Issue 28 §6: the last match ended before its end (the host's abort, a failure), until the next starts. */
  #endedEarly: EndedEarlyInfo | null = null;
  #pausedSince: number | null = null;
  #pausedBy: string | null = null;
  #summary: { deal: number; startedAt: number; ready: Set<string> } | null = null;
  #suspended = false;
  #touchedAt: number;
  #closed = false;
  /** The match being played (or the last one) had a coached seat: it is not rated. */
  #matchCoached = false;

  constructor(
    readonly code: string,
    readonly deps: RoomDeps,
    readonly tvTokenHash: string,
    readonly createdAt: number,
  ) {
    super();
    this.log = deps.log.child({ room: code });
    this.#touchedAt = createdAt;
    this.#config = newRoomConfig(deps);
    this.#slots = Array.from({ length: this.#config.seats }, (): Slot => ({ kind: 'open' }));
    this.clocks = new SeatClocks(deps.timers, (seat) => this.clockExpired(seat), deps.timings.clockSecondMs);
    this.clocks.setDuration(this.#config.clockSeconds);
    this.invites = new RoomInvites(() => deps.timers.now(), deps.timings.inviteTtlMs);
  }

  /** A seat's clock ran out (Room hands it to its match play). */
  protected clockExpired(_seat: number): void {}

  /** After an unexpected failure (room-reload.ts `containFailure`): the match rebuilt from its log (Room: room-play.ts). */
  async reloadAfterFailure(): Promise<RoomChange> {
    return UNCHANGED;
  }

  // ---- reading ---------------------------------------------------------------------------------

  get phase(): RoomPhase {
    return this.#phase;
  }
  get match(): MatchSession | null {
    return this.#match;
  }
  get config(): RoomConfig {
    return this.#config;
  }
  get slots(): readonly Slot[] {
    return this.#slots;
  }
  get hostId(): string | null {
    return this.#hostId;
  }
  /** Who held each seat in each finished deal of the match (ratings count only humans' deals). */
  get dealHolders(): Readonly<DealHolders> {
    return this.#dealHolders;
  }
  /** Who held each seat at the match's first move: null before it (issue 28 §1). */
  get startSeats(): readonly SeatHolder[] | null {
    return this.#startSeats;
  }
  /** Who held each seat when each finished deal ended: that deal's measures are theirs. */
  get dealSeats(): readonly (readonly SeatHolder[])[] {
    return this.#dealSeats;
  }
  /** Who holds each seat now, as the statistics know them. */
  seatHolders(): SeatHolder[] {
    return seatHoldersOf(this.#slots, (id) => this.members.get(id));
  }
  /** The host asked to end the match when the current deal ends. */
  get finishing(): boolean {
    return this.#finishing;
  }
  get result(): MatchResultInfo | null {
    return this.#result;
  }
  get endedEarly(): EndedEarlyInfo | null {
    return this.#endedEarly;
  }
  get pausedSince(): number | null {
    return this.#pausedSince;
  }
  /** The member who pressed pause (a seated phone or the host), if any; room-pause.ts decides. */
  get pausedBy(): string | null {
    return this.#pausedBy;
  }
  get summary(): DealSummaryState | null {
    return this.#summary;
  }
  get suspended(): boolean {
    return this.#suspended;
  }
  get touchedAt(): number {
    return this.#touchedAt;
  }
  get closed(): boolean {
    return this.#closed;
  }
  /** The running (or last finished) match had a person with the coach: it does not count for the ranking. */
  get matchCoached(): boolean {
    return this.#matchCoached;
  }
  get timers(): Timers {
    return this.deps.timers;
  }
  get timings(): RoomTimings {
    return this.deps.timings;
  }

  game(): GameDefinition | undefined {
    return this.#config.game ? this.deps.games.find((g) => g.meta.id === this.#config.game) : undefined;
  }

  requireHost(speaker: Speaker): void {
    if (speaker.kind !== 'member' || speaker.memberId !== this.#hostId) throw new RoomError('NOT_HOST', 'only the host can do that');
  }

  // ---- the match's phases ----------------------------------------------------------------------

  /** A new match is on with these seats: nothing of the last match or the lobby is left. */
  enterMatch(session: MatchSession, slots: readonly Slot[]): void {
    this.#endMatchFlags();
    this.#slots = slots;
    this.#match = session;
    this.#phase = 'playing';
    this.#dealHolders = [];
    this.#startSeats = null;
    this.#dealSeats = [];
    this.#result = null;
    this.#endedEarly = null;
    this.#matchCoached = this.coachedSeats().length > 0;
  }

  // ---- the coach (issue 18, part 2) ------------------------------------------------------------------

  /** Seats whose person has the coach on. */
  coachedSeats(): number[] {
    return this.#slots.flatMap((s, seat) => (s.kind === 'human' && this.coached.has(s.memberId) ? [seat] : []));
  }

  /** The coach on or off for a member; on during a match marks the match coached (for good). */
  setCoached(memberId: string, on: boolean): void {
    this.coachSwitched(memberId, on);
    if (on && this.#phase === 'playing') this.#matchCoached = true;
  }

  /** The match is over and scored: its result stays on the table until the next match or the lobby. */
  finishMatch(result: MatchResultInfo): void {
    if (!this.#match) throw new Error('finishMatch: no match');
    this.#endMatchFlags();
    this.#phase = 'finished';
    this.#result = result;
  }

  /** Back to the lobby (the match dropped, or the host left the result); the last result stays; `endedEarly` says why when the match did not finish (kept until the next one starts). */
  returnToLobby(endedEarly: EndedEarlyInfo | null = null): void {
    this.#endMatchFlags();
    if (this.#phase === 'playing') this.#endedEarly = endedEarly;
    this.#phase = 'lobby';
    this.#match = null;
  }

  /** The one reset of every entry to or exit from a match: pause, suspension, summary, claims, selections. */
  #endMatchFlags(): void {
    this.#finishing = false;
    this.#pausedSince = null;
    this.#pausedBy = null;
    this.#suspended = false;
    this.#summary = null;
    this.matchSideStateCleared();
  }

  /** The host: the match ends when the current deal ends. */
  markFinishing(): void {
    this.#requirePlaying('markFinishing');
    this.#finishing = true;
  }

  /** A deal ended: who held each seat in it. */
  recordDealHolders(holders: DealHolders[number]): void {
    this.#requirePlaying('recordDealHolders');
    this.#dealHolders.push(holders);
    this.#dealSeats.push(this.seatHolders());
  }

  /** The match's first move is being made: who holds the seats now played the match from its start. */
  recordStartSeats(): void {
    this.#requirePlaying('recordStartSeats');
    this.#startSeats ??= this.seatHolders();
  }

  // ---- pause, suspension, summary ----------------------------------------------------------------

  /** Starts a pause (`by`: who pressed the button, or null for readers of the rules) or ends it (null). */
  setPaused(pause: { since: number; by: string | null } | null): void {
    if (pause === null) {
      this.#pausedSince = null;
      this.#pausedBy = null;
      return;
    }
    this.#requirePlaying('setPaused');
    if (this.#suspended) throw new Error('setPaused: the match is suspended');
    this.#pausedSince = pause.since;
    this.#pausedBy = pause.by;
  }

  /** Who holds the running pause with the button (null: only readers hold it, if anyone). */
  setPausedBy(memberId: string | null): void {
    if (memberId !== null && this.#pausedSince === null) throw new Error('setPausedBy: not paused');
    this.#pausedBy = memberId;
  }

  /** With no phone connected the match stands still (a running pause must have ended first). */
  setSuspended(suspended: boolean): void {
    if (suspended) {
      this.#requirePlaying('setSuspended');
      if (this.#pausedSince !== null) throw new Error('setSuspended: end the pause first');
    }
    this.#suspended = suspended;
  }

  openSummary(deal: number): DealSummaryState {
    this.#requirePlaying('openSummary');
    return (this.#summary = { deal, startedAt: this.timers.now(), ready: new Set() });
  }

  /** A seated phone is ready for the next deal (room-summary.ts decides when the summary ends). */
  summaryReady(memberId: string): void {
    this.#summary?.ready.add(memberId);
  }

  closeSummary(): void {
    this.#summary = null;
  }

  // ---- seats, host, lifetime -----------------------------------------------------------------------

  /** `memberId` sits in `seat` (a claim happening); the seat they held before, if any, opens. */
  seatMember(seat: number, memberId: string): void {
    const own = this.#slots.findIndex((s) => s.kind === 'human' && s.memberId === memberId);
    this.#slots = this.#slots.map((s, i): Slot => (i === seat ? { kind: 'human', memberId } : i === own ? { kind: 'open' } : s));
  }

  /** The lobby's seats (and the configuration that goes with them) change. */
  protected setSeating(slots: readonly Slot[], config: RoomConfig = this.#config): void {
    this.#slots = slots;
    this.#config = config;
  }

  /**
   * Issue 18 part 3: back from a learning deal (which has its own seat count), the lobby's seats and
   * options as the host left them. Not during a match.
   */
  restoreLobbySeating(slots: readonly Slot[], config: RoomConfig): void {
    if (this.#phase === 'playing') throw new Error('restoreLobbySeating: a match is being played');
    this.#slots = slots;
    this.#config = config;
  }

  /** The configuration as a whole, outside a match (the harness's bots-only rooms; hosts go through `configure`). */
  setConfig(config: RoomConfig): void {
    if (this.#phase === 'playing') throw new Error('setConfig: a match is being played');
    this.#config = config;
  }

  protected setHost(memberId: string | null): void {
    this.#hostId = memberId;
  }

  touch(at = this.timers.now()): void {
    this.#touchedAt = Math.max(this.#touchedAt, at);
  }

  markClosed(): void {
    this.#closed = true;
  }

  #requirePlaying(what: string): void {
    if (this.#phase !== 'playing' || !this.#match) throw new Error(`${what}: no match is being played`);
  }

  // ---- storage (room-record.ts) -----------------------------------------------------------------

  save(): Promise<void> {
    return this.deps.store.saveRoom(recordOf(this));
  }

  /** Start-up: the stored room, in its lobby (`resumeMatch` brings its match back). */
  loadStored(stored: StoredRoomState): void {
    this.#touchedAt = stored.touchedAt;
    this.#hostId = stored.hostId;
    this.#config = stored.config;
    this.#slots = stored.slots;
    this.peopleLoaded(stored.members, stored.banned, stored.kicked);
    this.#dealHolders = stored.dealHolders;
    this.#startSeats = stored.startSeats;
    this.#dealSeats = stored.dealSeats;
    this.sideStateLoaded(stored.coached, stored.optionsByGame);
    this.#matchCoached = stored.matchCoached;
    this.#result = stored.result;
    this.#phase = 'lobby';
    this.#match = null;
    this.clocks.setDuration(this.#config.clockSeconds);
  }

  /**
   * Start-up (or a reload): the replayed match, with the claims and `finishing` the record kept; deals
   * the record's holders miss (a crash between a deal's end and its save) get the current seats.
   */
  resumeMatch(session: MatchSession, phase: 'playing' | 'finished', play: StoredPlayState, completedDeals: number, holders: () => DealHolders[number]): void {
    const claims = [...play.claims];
    const unapproved = [...play.unapprovedClaims];
    this.#endMatchFlags();
    this.#match = session;
    this.#phase = phase;
    while (this.#dealHolders.length < completedDeals) this.#dealHolders.push(holders());
    // A record from before issue 28 (or saved between the first move and its save) misses holders: today's.
    while (this.#dealSeats.length < completedDeals) this.#dealSeats.push(this.seatHolders());
    if (this.#startSeats === null && session.seq > 0) this.#startSeats = this.#dealSeats[0] ?? this.seatHolders();
    if (phase !== 'playing') return;
    this.#result = null;
    this.#finishing = play.finishing;
    this.claimsLoaded(claims, unapproved);
  }
}
