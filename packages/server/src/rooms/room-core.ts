/**
 * A room's state and its named transitions. The state is read through getters; it changes only through
 * the transitions here (enter a match, finish it, back to the lobby, pause, suspend, the summary between
 * deals, seats), so that every way into a phase resets the same things (`#endMatchFlags`). Match play
 * (room-play.ts), pauses (room-pause.ts), views (room-views.ts) and the rest depend on this class, not
 * on `Room` (room.ts), which adds the connections, the membership and the lobby's host operations on top.
 *
 * Invariants (`roomInvariantViolations` checks them; test/rooms/room-transitions.test.ts over random
 * transitions, the protocol fuzzer after every command):
 * - a match exactly outside the lobby;
 * - outside play: no pause, no suspension, no summary, not finishing, no claims, no selections;
 * - never paused and suspended at once; whoever pressed pause only while paused;
 * - a result only when no match is being played; waiting claims are claims.
 *
 * A hold (room-hold.ts, issue 26) is not a phase: any room can be on hold, for one or more reasons, and
 * nothing else of its state changes with it.
 */
import type { GameDefinition } from '@kitchen-table/engine';
import {
  HOLD_REASONS,
  DEFAULT_CLOCK_SECONDS,
  DEFAULT_SUMMARY_SECONDS,
  type CoachAdvice,
  type HoldInfo,
  type HoldReason,
  type EndedEarlyInfo,
  type MatchResultInfo,
  type RoomConfig,
  type RoomPhase,
} from '@kitchen-table/protocol';
import type { Logger } from 'pino';
import type { BotPlayer } from '../bots/bot-player.ts';
import type { CoachAdvisor } from '../coach/advisor.ts';
import type { RoomRecord, Store } from '../storage/store.ts';
import type { RoomTimings, Timers } from '../timers.ts';
import type { KickedMember, Link, Member, Speaker } from './link.ts';
import type { Slot } from './lobby-slots.ts';
import type { MatchSession } from './match-session.ts';
import { seatHoldersOf, type DealHolders, type SeatHolder } from './outcomes.ts';
import { RoomError } from './room-error.ts';
import type { RoomData } from './room-record.ts';
import { SeatClocks } from './seat-clocks.ts';
import { RoomInvites } from './room-invites.ts';
import { containFailure } from './room-reload.ts';
import { SerialQueue } from './serial-queue.ts';

export interface RoomDeps {
  store: Store;
  bots: BotPlayer;
  timers: Timers;
  timings: RoomTimings;
  log: Logger;
  games: readonly GameDefinition[];
  defaultBotDelayMs: number;
  /** The coach (issue 18, part 2), when the server has one; null or absent: coaching is refused. */
  coach?: CoachAdvisor | null;
  /** The manager's token index: token hashes (seat, TV, banned) → room code. */
  tokens: { register(hash: string, code: string): void; unregister(hash: string): void };
}

/** The summary between two deals: clocks and bots wait while it is on. */
export interface DealSummaryState {
  readonly deal: number;
  readonly startedAt: number;
  readonly ready: Set<string>;
}

export class RoomCore {
  /** Every operation of the room runs here; a failing one is contained (room-reload.ts `containFailure`). */
  readonly queue = new SerialQueue((error, what, clientWaits) => containFailure(this, error, what, clientWaits));
  readonly members = new Map<string, Member>();
  readonly tvLinks = new Set<Link>();
  /** Hashes of kicked seat tokens and device tokens: they cannot come back. */
  readonly banned = new Set<string>();
  /** Kicked phones by their former member id, oldest first (the host may let them in again). */
  readonly kicked = new Map<string, KickedMember>();
  /** Bot seats that a member takes over when the current deal ends (room-claims.ts keeps them). */
  readonly claims = new Map<number, string>();
  /** Claimed seats the host of a partnership game has not allowed yet (they wait, and do not happen). */
  readonly unapprovedClaims = new Set<number>();
  /** The move each seat has selected but not played (the clock plays it if legal when time runs out). */
  readonly selections = new Map<number, Record<string, unknown>>();
  /** Members the host switched the coach on for (issue 18, part 2); they keep it from match to match. */
  readonly coached = new Set<string>();
  /**
   * Issue 28 §6: the host's options per game, as last chosen in this room's lobby: switching back to a
   * game brings them back (Lusti's target 5 stayed 5). Stored with the room, so a restart keeps them.
   */
  readonly optionsByGame = new Map<string, RoomConfig['options']>();
  /** The coach's latest advice per seat, for the position it names (room-coach.ts keeps it). */
  readonly advice = new Map<number, CoachAdvice>();
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
  #summary: DealSummaryState | null = null;
  #suspended = false;
  /** Issue 26: why the room is on hold, each reason with when it began (room-hold.ts changes it). */
  readonly #holds = new Map<HoldReason, number>();
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
    this.log = deps.log.child({ room: code });
    this.#touchedAt = createdAt;
    const game = deps.games[0];
    const seats = game ? Math.min(Math.max(4, game.meta.minPlayers), game.meta.maxPlayers) : 4;
    this.#config = { game: game?.meta.id ?? null, options: {}, seats, clockSeconds: DEFAULT_CLOCK_SECONDS, botDelayMs: deps.defaultBotDelayMs, summarySeconds: DEFAULT_SUMMARY_SECONDS };
    if (game) {
      const resolved = game.resolveOptions({}, seats);
      if (resolved.ok) this.#config.options = resolved.value;
    }
    this.#slots = Array.from({ length: seats }, (): Slot => ({ kind: 'open' }));
    this.clocks = new SeatClocks(deps.timers, (seat) => this.clockExpired(seat), deps.timings.clockSecondMs);
    this.clocks.setDuration(this.#config.clockSeconds);
    this.invites = new RoomInvites(() => deps.timers.now(), deps.timings.inviteTtlMs);
  }

  /** A seat's clock ran out (Room hands it to its match play). */
  protected clockExpired(_seat: number): void {}

  /** After an unexpected failure (room-reload.ts `containFailure`): the match rebuilt from its log (Room: room-play.ts). */
  async reloadAfterFailure(): Promise<void> {}

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
  /** The room's hold (the first reason of HOLD_REASONS it is held for), or null when it is not on hold. */
  get hold(): HoldInfo | null {
    for (const reason of HOLD_REASONS) {
      const since = this.#holds.get(reason);
      if (since !== undefined) return { reason, since };
    }
    return null;
  }
  isHeldFor(reason: HoldReason): boolean {
    return this.#holds.has(reason);
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

  /** A phone (a person: an outside bot is none, issue 30 part 4) is connected: the match need not be suspended. */
  phonesConnected(): boolean {
    for (const m of this.members.values()) if (m.links.size > 0 && !m.outside) return true;
    return false;
  }

  requireHost(speaker: Speaker): void {
    if (speaker.kind !== 'member' || speaker.memberId !== this.#hostId) throw new RoomError('NOT_HOST', 'only the host can do that');
  }

  requireMember(speaker: Speaker): Member {
    const member = speaker.kind === 'member' ? this.members.get(speaker.memberId) : undefined;
    if (!member) throw new RoomError('NOT_SEATED', 'only a phone in this room can do that');
    return member;
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
    if (on) {
      this.coached.add(memberId);
      if (this.#phase === 'playing') this.#matchCoached = true;
    } else this.coached.delete(memberId);
  }

  /** The match is over and scored: its result stays on the table until the next match or the lobby. */
  finishMatch(result: MatchResultInfo): void {
    if (!this.#match) throw new Error('finishMatch: no match');
    this.#endMatchFlags();
    this.#phase = 'finished';
    this.#result = result;
  }

  /** Back to the lobby (the match dropped, or the host left the result). The last result stays. */
  /** Back to the lobby; `endedEarly` says why when the match did not finish (kept until the next one starts). */
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
    this.claims.clear();
    this.unapprovedClaims.clear();
    this.selections.clear();
    this.advice.clear();
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

  /** The room is held for `reason` from `since` on (null: no longer); only room-hold.ts calls it. */
  setHold(reason: HoldReason, since: number | null): void {
    if (since === null) this.#holds.delete(reason);
    else if (!this.#holds.has(reason)) this.#holds.set(reason, since);
  }

  openSummary(deal: number): DealSummaryState {
    this.#requirePlaying('openSummary');
    return (this.#summary = { deal, startedAt: this.timers.now(), ready: new Set() });
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

  // ---- storage ---------------------------------------------------------------------------------

  save(): Promise<void> {
    return this.deps.store.saveRoom(this.record());
  }

  /** The room as stored (RoomRecord.data, room-record.ts). Only token hashes are stored. */
  record(): RoomRecord {
    const data: RoomData = {
      v: 1,
      createdAt: this.createdAt,
      tvTokenHash: this.tvTokenHash,
      hostId: this.#hostId,
      phase: this.#phase,
      config: this.#config,
      slots: this.#slots as Slot[],
      members: [...this.members.values()].map(({ id, name, tokenHash, deviceHash, profileId, joinedAt, retiredTokenHashes = [], outside }) => ({ id, name, tokenHash, deviceHash, profileId, joinedAt, retiredTokenHashes, ...(outside ? { outside } : {}) })),
      banned: [...this.banned],
      kicked: [...this.kicked.values()].map(({ memberId, name, tokenHash, deviceHash, at, retiredTokenHashes = [] }) => ({ memberId, name, tokenHash, deviceHash, at, retiredTokenHashes })),
      dealHolders: this.#dealHolders,
      seatHistory: { start: this.#startSeats, deals: this.#dealSeats },
      claims: [...this.claims],
      unapprovedClaims: [...this.unapprovedClaims],
      finishing: this.#finishing,
      result: this.#result,
      coach: { members: [...this.coached], match: this.#matchCoached },
      optionsByGame: Object.fromEntries(this.optionsByGame),
      invites: this.invites.stored(),
    };
    return { code: this.code, data, matchId: this.#match?.id ?? null, updatedAt: this.#touchedAt };
  }

  /** Start-up: the stored room, in its lobby (`resumeMatch` brings its match back). */
  loadRecord(data: RoomData, updatedAt: number, members: Iterable<Member>): void {
    this.#touchedAt = updatedAt;
    this.#hostId = data.hostId;
    this.#config = data.config as RoomConfig;
    this.#slots = data.slots as Slot[];
    for (const m of members) this.members.set(m.id, m);
    for (const hash of data.banned) this.banned.add(hash);
    for (const k of data.kicked) this.kicked.set(k.memberId, k);
    this.#dealHolders = data.dealHolders as DealHolders;
    this.#startSeats = data.seatHistory?.start ?? null;
    this.#dealSeats = data.seatHistory?.deals ?? [];
    for (const id of data.coach.members) if (this.members.has(id)) this.coached.add(id);
    this.#matchCoached = data.coach.match;
    this.invites.load(data.invites);
    this.#result = (data.result as MatchResultInfo | null) ?? null;
    for (const [game, options] of Object.entries(data.optionsByGame)) this.optionsByGame.set(game, options);
    this.#phase = 'lobby';
    this.#match = null;
    this.clocks.setDuration(this.#config.clockSeconds);
  }

  /**
   * Start-up: the replayed match of the stored room, with the claims and `finishing` the record kept;
   * deals the record's holders miss (a crash between a deal's end and its save) get the current seats.
   */
  resumeMatch(session: MatchSession, phase: 'playing' | 'finished', data: RoomData, completedDeals: number, holders: () => DealHolders[number]): void {
    this.#endMatchFlags();
    this.#match = session;
    this.#phase = phase;
    while (this.#dealHolders.length < completedDeals) this.#dealHolders.push(holders());
    // A record from before issue 28 (or saved between the first move and its save) misses holders: today's.
    while (this.#dealSeats.length < completedDeals) this.#dealSeats.push(this.seatHolders());
    if (this.#startSeats === null && session.seq > 0) this.#startSeats = this.#dealSeats[0] ?? this.seatHolders();
    if (phase !== 'playing') return;
    this.#result = null;
    this.#finishing = data.finishing;
    for (const [seat, memberId] of data.claims) this.claims.set(seat, memberId);
    for (const seat of data.unapprovedClaims) if (this.claims.has(seat)) this.unapprovedClaims.add(seat);
  }
}

/** What is wrong with the room's state (empty when its invariants hold). */
export function roomInvariantViolations(room: RoomCore): string[] {
  const problems: string[] = [];
  const playing = room.phase === 'playing';
  if ((room.phase === 'lobby') !== (room.match === null)) problems.push(`phase ${room.phase} with${room.match ? '' : 'out'} a match`);
  if (!playing) {
    if (room.pausedSince !== null) problems.push(`paused in phase ${room.phase}`);
    if (room.suspended) problems.push(`suspended in phase ${room.phase}`);
    if (room.summary !== null) problems.push(`summary in phase ${room.phase}`);
    if (room.finishing) problems.push(`finishing in phase ${room.phase}`);
    if (room.claims.size > 0) problems.push(`claims in phase ${room.phase}`);
    if (room.selections.size > 0) problems.push(`selections in phase ${room.phase}`);
  }
  if (playing && room.match && room.slots.length !== room.match.seats) problems.push(`${room.slots.length} slots for ${room.match.seats} seats`);
  if (room.pausedSince !== null && room.suspended) problems.push('paused and suspended at once');
  if (room.pausedBy !== null && room.pausedSince === null) problems.push('a pauser without a pause');
  if (room.result !== null && playing) problems.push('a result while playing');
  for (const seat of room.unapprovedClaims) if (!room.claims.has(seat)) problems.push(`unapproved claim of seat ${seat} is no claim`);
  return problems;
}
