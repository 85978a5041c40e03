/**
 * A room: the TV, the phones (players and audience), the host, the lobby's configuration and seats.
 * Match play (moves, bots, clock, pause, suspension, end) lives in MatchPlay (room-play.ts). Every
 * public operation here is called inside the room's serial queue by the gateway or the manager.
 */
import type { GameDefinition } from '@kitchen-table/engine';
import {
  DEFAULT_CLOCK_SECONDS,
  DEFAULT_SUMMARY_SECONDS,
  type BotLevel,
  type ConfigurePayload,
  type MatchResultInfo,
  type RoomConfig,
  type RoomPhase,
  type SlotChoice,
} from '@kitchen-table/protocol';
import type { Logger } from 'pino';
import type { Store } from '../storage/store.ts';
import type { BotPlayer } from '../bots/bot-player.ts';
import type { RoomTimings, Timers } from '../timers.ts';
import type { KickedMember, Link, Member, Speaker } from './link.ts';
import { arrangeSlots, placeNewcomer, renumberBots, resize, seatOf, vacate, withBotLevel, type Slot } from './lobby-slots.ts';
import type { MatchSession } from './match-session.ts';
import type { DealHolders } from './outcomes.ts';
import { RoomError } from './room-error.ts';
import { MatchPlay } from './room-play.ts';
import { toRecord } from './room-record.ts';
import { broadcastState } from './room-views.ts';
import { SeatClocks } from './seat-clocks.ts';
import { SerialQueue } from './serial-queue.ts';
import { hashToken, newMemberId, newToken } from './tokens.ts';

/**
 * Watchers per room (phones without a seat); a newcomer who would only watch gets ROOM_FULL beyond it.
 * A newcomer who takes a seat is never refused for it (issue 15: phantom watchers must not keep a real
 * player out of a seat the host opens), so a room holds at most its seats (≤ 16) plus 30 watchers.
 */
export const MAX_AUDIENCE = 30;
/** After a kick, a new device from the kicked phone's address is refused for this long (KICKED). */
export const KICK_ADDRESS_BAN_MS = 10 * 60_000;
/** The host's list of kicked phones keeps the newest this many (older ones stay banned). */
const KICKED_LISTED = 20;

export interface RoomDeps {
  store: Store;
  bots: BotPlayer;
  timers: Timers;
  timings: RoomTimings;
  log: Logger;
  games: readonly GameDefinition[];
  defaultBotDelayMs: number;
  /** The manager's token index: token hashes (seat, TV, banned) → room code. */
  tokens: { register(hash: string, code: string): void; unregister(hash: string): void };
}

export class Room {
  readonly queue = new SerialQueue();
  readonly members = new Map<string, Member>();
  readonly tvLinks = new Set<Link>();
  /** Hashes of kicked seat tokens and device tokens: they cannot come back. */
  readonly banned = new Set<string>();
  /** Kicked phones by their former member id, oldest first (the host may let them in again). */
  readonly kicked = new Map<string, KickedMember>();
  /** Bot seats that a member takes over when the current deal ends. */
  readonly claims = new Map<number, string>();
  /** Claimed seats the host of a partnership game has not allowed yet (they wait, and do not happen). */
  readonly unapprovedClaims = new Set<number>();
  /** The move each seat has selected but not played (the clock plays it if legal when time runs out). */
  readonly selections = new Map<number, Record<string, unknown>>();
  readonly clocks: SeatClocks;
  readonly play: MatchPlay;
  readonly log: Logger;
  hostId: string | null = null;
  phase: RoomPhase = 'lobby';
  config: RoomConfig;
  slots: Slot[];
  match: MatchSession | null = null;
  dealHolders: DealHolders = [];
  finishing = false;
  result: MatchResultInfo | null = null;
  pausedSince: number | null = null;
  /** The member who pressed pause (a seated phone or the host), if any; room-pause.ts owns it. */
  pausedBy: string | null = null;
  /** The summary between two deals (room-play.ts owns it): clocks and bots wait while it is on. */
  summary: { deal: number; startedAt: number; ready: Set<string> } | null = null;
  /** Counts pauses, so that an old pause's auto-resume timer cannot end a newer pause. */
  pauseCount = 0;
  suspended = false;
  touchedAt: number;
  closed = false;

  constructor(
    readonly code: string,
    readonly deps: RoomDeps,
    readonly tvTokenHash: string,
    readonly createdAt: number,
  ) {
    this.log = deps.log.child({ room: code });
    this.touchedAt = createdAt;
    const game = deps.games[0];
    const seats = game ? Math.min(Math.max(4, game.meta.minPlayers), game.meta.maxPlayers) : 4;
    this.config = { game: game?.meta.id ?? null, options: {}, seats, clockSeconds: DEFAULT_CLOCK_SECONDS, botDelayMs: deps.defaultBotDelayMs, summarySeconds: DEFAULT_SUMMARY_SECONDS };
    if (game) {
      const resolved = game.resolveOptions({}, seats);
      if (resolved.ok) this.config.options = resolved.value;
    }
    this.slots = Array.from({ length: seats }, (): Slot => ({ kind: 'open' }));
    this.clocks = new SeatClocks(deps.timers, (seat) => this.play.onClockExpired(seat), deps.timings.clockSecondMs);
    this.clocks.setDuration(this.config.clockSeconds);
    this.play = new MatchPlay(this);
  }

  get timers(): Timers {
    return this.deps.timers;
  }

  get timings(): RoomTimings {
    return this.deps.timings;
  }

  game(): GameDefinition | undefined {
    return this.config.game ? this.deps.games.find((g) => g.meta.id === this.config.game) : undefined;
  }

  touch(): void {
    this.touchedAt = this.timers.now();
  }

  save(): Promise<void> {
    return this.deps.store.saveRoom(toRecord(this));
  }

  phonesConnected(): boolean {
    for (const m of this.members.values()) if (m.links.size > 0) return true;
    return false;
  }

  requireHost(speaker: Speaker): void {
    if (speaker.kind !== 'member' || speaker.memberId !== this.hostId) throw new RoomError('NOT_HOST', 'only the host can do that');
  }

  requireMember(speaker: Speaker): Member {
    const member = speaker.kind === 'member' ? this.members.get(speaker.memberId) : undefined;
    if (!member) throw new RoomError('NOT_SEATED', 'only a phone in this room can do that');
    return member;
  }

  // ---- connections -------------------------------------------------------------------------------

  attachTv(link: Link): void {
    this.tvLinks.add(link);
    this.touch();
  }

  attachMember(member: Member, link: Link): void {
    member.links.add(link);
    this.touch();
    this.play.presenceChanged();
  }

  /** A connection went away (or moved to another room): the seat is kept, the phone shows as away. */
  detach(link: Link): void {
    if (this.tvLinks.delete(link)) {
      broadcastState(this);
      return;
    }
    for (const member of this.members.values()) {
      if (!member.links.delete(link)) continue;
      if (member.links.size === 0 && member.readingRules) {
        member.readingRules = false;
        this.play.readersChanged();
      }
      this.play.presenceChanged();
      broadcastState(this);
      return;
    }
  }

  // ---- membership --------------------------------------------------------------------------------

  /** The member this device already has in the room, if any. */
  memberOfDevice(deviceHash: string): Member | undefined {
    for (const m of this.members.values()) if (m.deviceHash === deviceHash) return m;
    return undefined;
  }

  /**
   * Throws when this device may not come in now: kicked (its device, or a new device from a kicked
   * phone's address within KICK_ADDRESS_BAN_MS), or a watcher's place is wanted and there is none.
   * Returns whether the join adds a member (false: the same device coming back).
   */
  admit(deviceHash: string, address: string | undefined): boolean {
    if (this.banned.has(deviceHash)) throw new RoomError('KICKED', 'you were removed from this room');
    if (this.memberOfDevice(deviceHash)) return false;
    const now = this.timers.now();
    for (const k of this.kicked.values()) {
      if (address !== undefined && k.address === address && now - k.at < (this.timings.kickAddressBanMs ?? KICK_ADDRESS_BAN_MS)) {
        throw new RoomError('KICKED', 'a phone from this address was removed from this room; ask the host to let you in');
      }
    }
    if (!this.seatFreeForNewcomer() && this.audienceCount() >= MAX_AUDIENCE) {
      throw new RoomError('ROOM_FULL', `this room has ${MAX_AUDIENCE} watchers already and no free seat`);
    }
    return true;
  }

  private seatFreeForNewcomer(): boolean {
    return this.phase === 'lobby' && placeNewcomer(this.slots, '', this.game()?.meta.maxPlayers ?? this.slots.length) !== null;
  }

  private audienceCount(): number {
    let n = 0;
    for (const m of this.members.values()) if (seatOf(this.slots, m.id) === null) n++;
    return n;
  }

  /** A new phone (or the same device again: it gets its member back with a fresh token). */
  async addMember(name: string, deviceToken: string, profileId: string, link: Link, address?: string): Promise<{ member: Member; token: string }> {
    const deviceHash = hashToken(deviceToken);
    this.admit(deviceHash, address);
    const token = newToken();
    const tokenHash = hashToken(token);
    const same = [...this.members.values()].find((m) => m.deviceHash === deviceHash);
    if (same) {
      this.deps.tokens.unregister(same.tokenHash);
      same.tokenHash = tokenHash;
      same.profileId = profileId;
      same.name = name;
      if (address !== undefined) same.address = address;
      this.deps.tokens.register(tokenHash, this.code);
      this.attachMember(same, link);
      await this.save();
      return { member: same, token };
    }
    const member: Member = { id: newMemberId(), name, tokenHash, deviceHash, profileId, joinedAt: this.timers.now(), links: new Set(), readingRules: false, address };
    this.members.set(member.id, member);
    this.deps.tokens.register(tokenHash, this.code);
    if (this.hostId === null) this.hostId = member.id;
    if (this.phase === 'lobby') {
      const placed = placeNewcomer(this.slots, member.id, this.game()?.meta.maxPlayers ?? this.slots.length);
      if (placed) {
        this.slots = placed;
        this.config = { ...this.config, seats: placed.length };
      }
    }
    this.attachMember(member, link);
    await this.save();
    return { member, token };
  }

  /** A phone leaves for good (or is kicked): its seat opens (lobby) or goes to a bot (match). */
  async removeMember(memberId: string, reason: 'left' | 'kicked'): Promise<void> {
    const member = this.members.get(memberId);
    if (!member) return;
    this.members.delete(memberId);
    this.deps.tokens.unregister(member.tokenHash);
    if (reason === 'kicked') {
      this.banned.add(member.tokenHash);
      this.banned.add(member.deviceHash);
      this.deps.tokens.register(member.tokenHash, this.code);
      const { id, name, tokenHash, deviceHash, address } = member;
      this.kicked.set(id, { memberId: id, name, tokenHash, deviceHash, address, at: this.timers.now() });
      for (const old of this.kicked.keys()) {
        if (this.kicked.size <= KICKED_LISTED) break;
        this.kicked.delete(old);
      }
    }
    for (const [seat, claimer] of this.claims) {
      if (claimer !== memberId) continue;
      this.claims.delete(seat);
      this.unapprovedClaims.delete(seat);
    }
    if (member.readingRules || this.pausedBy === memberId) {
      member.readingRules = false;
      if (this.pausedBy === memberId) this.pausedBy = null;
      this.play.readersChanged();
    }
    const seat = seatOf(this.slots, memberId);
    if (seat !== null) {
      this.slots = vacate(this.slots, memberId, this.phase === 'playing');
      if (this.phase === 'playing') this.play.seatTurnedBot(seat);
    }
    if (this.hostId === memberId) this.hostId = this.nextHost();
    for (const link of member.links) {
      if (reason === 'kicked') link.send('room:ended', { reason: 'kicked' });
      link.detach();
    }
    member.links.clear();
    this.play.presenceChanged();
    await this.save();
    broadcastState(this);
  }

  private nextHost(): string | null {
    const members = [...this.members.values()];
    return (members.find((m) => m.links.size > 0) ?? members[0])?.id ?? null;
  }

  async kick(speaker: Speaker, memberId: string): Promise<void> {
    this.requireHost(speaker);
    if (speaker.kind === 'member' && speaker.memberId === memberId) throw new RoomError('BAD_MESSAGE', 'the host cannot kick themselves; leave instead');
    if (!this.members.has(memberId)) throw new RoomError('NOT_SEATED', 'no such phone in this room');
    await this.removeMember(memberId, 'kicked');
  }

  /** Host: a kicked phone may come back (its device, its old seat token and its address). */
  async readmit(speaker: Speaker, memberId: string): Promise<void> {
    this.requireHost(speaker);
    const kicked = this.kicked.get(memberId);
    if (!kicked) throw new RoomError('NOT_SEATED', 'no kicked phone with this id');
    this.kicked.delete(memberId);
    this.banned.delete(kicked.deviceHash);
    this.banned.delete(kicked.tokenHash);
    this.deps.tokens.unregister(kicked.tokenHash);
    this.log.info({ member: memberId }, 'kicked phone let back in');
    await this.save();
    broadcastState(this);
  }

  // ---- lobby (host) ------------------------------------------------------------------------------

  private requireLobby(): void {
    if (this.phase === 'playing') throw new RoomError('WRONG_PHASE', 'not during a match: end it first');
  }

  async configure(speaker: Speaker, change: ConfigurePayload): Promise<void> {
    this.requireHost(speaker);
    const gameChanges = change.game !== undefined || change.options !== undefined || change.seats !== undefined;
    if (gameChanges) this.requireLobby();
    let config = { ...this.config };
    let game = this.game();
    if (change.game !== undefined) {
      game = this.deps.games.find((g) => g.meta.id === change.game);
      if (!game) throw new RoomError('UNKNOWN_GAME', `no game "${change.game}"`);
      config.game = game.meta.id;
    }
    if (gameChanges && !game) throw new RoomError('NO_GAME', 'choose a game first');
    let slots = this.slots;
    if (game && (change.game !== undefined || change.seats !== undefined)) {
      const wanted = change.seats ?? config.seats;
      if (change.seats !== undefined && (wanted < game.meta.minPlayers || wanted > game.meta.maxPlayers)) {
        throw new RoomError('BAD_SEATS', `${game.meta.id} takes ${game.meta.minPlayers} to ${game.meta.maxPlayers} seats`);
      }
      config.seats = Math.min(Math.max(wanted, game.meta.minPlayers), game.meta.maxPlayers);
      slots = renumberBots(resize(slots, config.seats).slots);
    }
    if (game && gameChanges) {
      // A new game or seat count starts from the game's defaults unless the host sends options too.
      // Options the host sends are merged over the current ones (same game) or the defaults (new game).
      const base = change.game !== undefined ? {} : config.options;
      const raw = change.options ? { ...base, ...change.options } : base;
      const resolved = game.resolveOptions(raw, config.seats);
      if (!resolved.ok) {
        if (change.options !== undefined) throw new RoomError(resolved.error.code, resolved.error.message);
        const defaults = game.resolveOptions({}, config.seats);
        config.options = defaults.ok ? defaults.value : {};
      } else config.options = resolved.value;
    }
    if (change.clockSeconds !== undefined) config.clockSeconds = change.clockSeconds;
    if (change.botDelayMs !== undefined) config.botDelayMs = change.botDelayMs;
    if (change.summarySeconds !== undefined) config.summarySeconds = change.summarySeconds;
    this.config = config;
    this.slots = slots;
    this.play.configChanged();
    await this.save();
    broadcastState(this);
  }

  async arrange(speaker: Speaker, choices: readonly SlotChoice[]): Promise<void> {
    this.requireHost(speaker);
    this.requireLobby();
    const game = this.game();
    if (!game) throw new RoomError('NO_GAME', 'choose a game first');
    this.slots = arrangeSlots(choices, (id) => this.members.has(id), game.meta.minPlayers, game.meta.maxPlayers);
    if (this.slots.length !== this.config.seats) {
      const resolved = game.resolveOptions(this.config.options, this.slots.length);
      const fallback = resolved.ok ? resolved : game.resolveOptions({}, this.slots.length);
      this.config = { ...this.config, seats: this.slots.length, options: fallback.ok ? fallback.value : {} };
    }
    await this.save();
    broadcastState(this);
  }

  /**
   * How the bot in a seat plays. Any phase: during a match the level applies from that bot's next
   * decision on (a decision already asked for keeps the level it was asked at); the log is unaffected,
   * since it holds the bots' moves, not their levels.
   */
  async setBotLevel(speaker: Speaker, seat: number, level: BotLevel): Promise<void> {
    this.requireHost(speaker);
    this.slots = withBotLevel(this.slots, seat, level);
    await this.save();
    broadcastState(this);
  }

  /** Closes the room: every client is told, timers stop, the record is deleted. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.play.stop();
    for (const link of [...this.tvLinks, ...[...this.members.values()].flatMap((m) => [...m.links])]) {
      link.send('room:ended', { reason: 'closed' });
      link.detach();
    }
    this.tvLinks.clear();
    for (const m of this.members.values()) {
      m.links.clear();
      this.deps.tokens.unregister(m.tokenHash);
    }
    for (const hash of this.banned) this.deps.tokens.unregister(hash);
    this.deps.tokens.unregister(this.tvTokenHash);
    await this.deps.store.deleteRoom(this.code);
  }
}
