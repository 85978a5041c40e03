/**
 * A room: the TV, the phones (players and audience), the host, the lobby's configuration and seats.
 * Its state and the transitions that change it are RoomCore's (room-core.ts); match play (moves, bots,
 * clock, pause, suspension, end) lives in MatchPlay (room-play.ts). Every public operation here is
 * called inside the room's serial queue by the gateway or the manager, and returns what it changed for
 * the caller to settle (room-changes.ts: stored, then published); none stores or publishes itself.
 */
import type { BotLevel, ConfigurePayload, InviteResult, SlotChoice } from '@kitchen-table/protocol';
import type { Link, Member, Speaker } from './link.ts';
import { arrangeSlots, placeNewcomer, renumberBots, resize, seatOf, vacate, withBotLevel } from './lobby-slots.ts';
import { RoomCore, type RoomDeps } from './room-core.ts';
import { RoomError } from './room-error.ts';
import { MatchPlay } from './room-play.ts';
import { RoomReplay } from './room-replay.ts';
import { combine, STATE_CHANGED, STORED_STATE, UNCHANGED, type RoomChange } from './room-changes.ts';
import { hashToken, newMemberId, newToken } from './tokens.ts';

/**
 * Watchers per room (phones without a seat); a newcomer who would only watch gets ROOM_FULL beyond it.
 * A newcomer who takes a seat is never refused for it (issue 15: phantom watchers must not keep a real
 * player out of a seat the host opens), so a room holds at most its seats (≤ 16) plus 30 watchers.
 */
export const MAX_AUDIENCE = 30;
/** After a kick, a new device from the kicked phone's address is refused for this long (ADDRESS_BLOCKED). */
export const KICK_ADDRESS_BAN_MS = 10 * 60_000;
/** A member's earlier seat tokens kept to be banned with it (a phone that rejoins often keeps the newest). */
export const RETIRED_TOKENS = 8;
/** The host's list of kicked phones keeps the newest this many (older ones stay banned). */
const KICKED_LISTED = 20;

export type { RoomDeps } from './room-core.ts';

export class Room extends RoomCore {
  readonly play: MatchPlay;
  /** The replay on the TV, steered by the host's phone (issue 18, part 1). */
  readonly replay: RoomReplay;

  constructor(code: string, deps: RoomDeps, tvTokenHash: string, createdAt: number) {
    super(code, deps, tvTokenHash, createdAt);
    this.play = new MatchPlay(this);
    this.replay = new RoomReplay(this);
  }

  protected override clockExpired(seat: number): void {
    this.play.onClockExpired(seat);
  }

  override reloadAfterFailure(): Promise<RoomChange> {
    return this.play.reloadFromLog();
  }

  // ---- connections -------------------------------------------------------------------------------

  attachTv(link: Link): void {
    this.tvConnected(link);
    this.touch();
  }

  attachMember(member: Member, link: Link): RoomChange {
    member.links.add(link);
    this.touch();
    return this.play.presenceChanged();
  }

  /** A connection went away (or moved to another room): the seat is kept, the phone shows as away. */
  detach(link: Link): RoomChange {
    if (this.tvDisconnected(link)) return STATE_CHANGED;
    for (const member of this.members.values()) {
      if (!member.links.delete(link)) continue;
      if (member.links.size === 0 && member.readingRules) {
        member.readingRules = false;
        this.play.readersChanged();
      }
      return combine(this.play.presenceChanged(), STATE_CHANGED);
    }
    return UNCHANGED;
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
        throw new RoomError('ADDRESS_BLOCKED', 'a phone from this address was removed from this room; ask the host to let you in');
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
  addMember(name: string, deviceToken: string, profileId: string, link: Link, address?: string): { member: Member; token: string; change: RoomChange } {
    const deviceHash = hashToken(deviceToken);
    this.admit(deviceHash, address);
    const token = newToken();
    const tokenHash = hashToken(token);
    const same = [...this.members.values()].find((m) => m.deviceHash === deviceHash);
    if (same) {
      this.deps.tokens.unregister(same.tokenHash);
      same.retiredTokenHashes = [...(same.retiredTokenHashes ?? []), same.tokenHash].slice(-RETIRED_TOKENS);
      same.tokenHash = tokenHash;
      same.profileId = profileId;
      same.name = name;
      if (address !== undefined) same.address = address;
      this.deps.tokens.register(tokenHash, this.code);
      return { member: same, token, change: combine(this.attachMember(same, link), { store: true }) };
    }
    const member: Member = { id: newMemberId(), name, tokenHash, deviceHash, profileId, joinedAt: this.timers.now(), links: new Set(), readingRules: false, address };
    this.memberJoined(member);
    this.deps.tokens.register(tokenHash, this.code);
    if (this.hostId === null) this.setHost(member.id);
    if (this.phase === 'lobby') {
      const placed = placeNewcomer(this.slots, member.id, this.game()?.meta.maxPlayers ?? this.slots.length);
      if (placed) this.setSeating(placed, { ...this.config, seats: placed.length });
    }
    return { member, token, change: combine(this.attachMember(member, link), { store: true }) };
  }

  // ---- outside bots (issue 30 part 4) ----------------------------------------------------------------

  /**
   * Throws unless an outside bot may take `seat` now: outside a match (WRONG_PHASE), a seat that exists
   * (BAD_SEATS) and is open or a bot's (SEAT_TAKEN when someone — a person or an outside bot — sits there).
   */
  requireSeatForOutsideBot(seat: number): void {
    this.requireLobby();
    const slot = this.slots[seat];
    if (!slot) throw new RoomError('BAD_SEATS', `there is no seat ${seat}`);
    if (slot.kind === 'human') throw new RoomError('SEAT_TAKEN', 'someone sits there; invite into an open or a bot’s seat');
  }

  /** Host: an invitation code for an outside bot into `seat` (its older one for the seat stops working). */
  invite(speaker: Speaker, seat: number): { made: InviteResult; change: RoomChange } {
    this.requireHost(speaker);
    this.requireSeatForOutsideBot(seat);
    const made = this.invites.create(seat);
    this.log.info({ seat, expiresAt: made.expiresAt }, 'outside bot invited');
    return { made, change: STORED_STATE };
  }

  /**
   * An outside bot with a valid code (`invites.seatOf`) takes its seat: a member of its own (no device,
   * no profile), seated at once, with a seat token as a phone gets. The code is used up here.
   */
  addOutsideBot(invite: string, name: string, link: Link): { member: Member; token: string; change: RoomChange } {
    const seat = this.invites.seatOf(invite);
    if (seat === null) throw new RoomError('INVITE_INVALID', 'no such invitation');
    this.requireSeatForOutsideBot(seat);
    this.invites.take(invite);
    const token = newToken();
    const tokenHash = hashToken(token);
    // A device hash nobody holds: an outside bot has no device, and cannot come back without a new code.
    const member: Member = { id: newMemberId(), name, tokenHash, deviceHash: hashToken(newToken()), profileId: '', joinedAt: this.timers.now(), links: new Set(), readingRules: false, outside: true };
    this.memberJoined(member);
    this.deps.tokens.register(tokenHash, this.code);
    this.setSeating(renumberBots(this.slots.map((s, i) => (i === seat ? { kind: 'human', memberId: member.id } : s))));
    return { member, token, change: combine(this.attachMember(member, link), { store: true }) };
  }

  /** A phone leaves for good (or is kicked): its seat opens (lobby) or goes to a bot (match). */
  /**
   * `leaving`: the connection that sent `room:leave` (its ack answers it). The member's other connections
   * (another tab or device with its token) are told `room:ended {reason: "left"}`; a kicked phone's all
   * get `kicked`.
   */
  removeMember(memberId: string, reason: 'left' | 'kicked', leaving?: Link): RoomChange {
    const member = this.memberLeft(memberId);
    if (!member) return UNCHANGED;
    this.deps.tokens.unregister(member.tokenHash);
    if (reason === 'kicked' && member.outside) {
      // An outside bot comes back only with a new invitation: its tokens are refused (KICKED), and no
      // address is banned (it may share one with the family's phones) nor listed to let back in.
      const hashes = [member.tokenHash, ...(member.retiredTokenHashes ?? [])];
      this.hashesBanned(hashes);
      for (const hash of hashes) this.deps.tokens.register(hash, this.code);
    } else if (reason === 'kicked') {
      // Every token the phone held is answered KICKED, not only its latest (issue 26).
      const retiredTokenHashes = member.retiredTokenHashes ?? [];
      this.hashesBanned([member.tokenHash, member.deviceHash, ...retiredTokenHashes]);
      for (const hash of [member.tokenHash, ...retiredTokenHashes]) this.deps.tokens.register(hash, this.code);
      const { id, name, tokenHash, deviceHash, address } = member;
      this.kickListed({ memberId: id, name, tokenHash, deviceHash, address, at: this.timers.now(), retiredTokenHashes }, KICKED_LISTED);
    }
    if (member.readingRules || this.pausedBy === memberId) {
      member.readingRules = false;
      if (this.pausedBy === memberId) this.setPausedBy(null);
      this.play.readersChanged();
    }
    const seat = seatOf(this.slots, memberId);
    if (seat !== null) {
      this.setSeating(vacate(this.slots, memberId, this.phase === 'playing'));
      if (this.phase === 'playing') this.play.seatTurnedBot(seat);
    }
    if (this.hostId === memberId) this.setHost(this.nextHost());
    for (const link of member.links) {
      if (reason === 'kicked') link.send('room:ended', { reason: 'kicked' });
      else if (link !== leaving) link.send('room:ended', { reason: 'left' });
      link.detach();
    }
    member.links.clear();
    return combine(this.play.presenceChanged(), STORED_STATE);
  }

  /** The next host: a phone (never an outside bot), the longest-present connected one first. */
  private nextHost(): string | null {
    const members = [...this.members.values()].filter((m) => !m.outside);
    return (members.find((m) => m.links.size > 0) ?? members[0])?.id ?? null;
  }

  kick(speaker: Speaker, memberId: string): RoomChange {
    this.requireHost(speaker);
    if (speaker.kind === 'member' && speaker.memberId === memberId) throw new RoomError('BAD_MESSAGE', 'the host cannot kick themselves; leave instead');
    if (!this.members.has(memberId)) throw new RoomError('NOT_SEATED', 'no such phone in this room');
    return this.removeMember(memberId, 'kicked');
  }

  /** Host: a kicked phone may come back (its device, its old seat token and its address). */
  readmit(speaker: Speaker, memberId: string): RoomChange {
    this.requireHost(speaker);
    const kicked = this.kickLifted(memberId);
    if (!kicked) throw new RoomError('NOT_SEATED', 'no kicked phone with this id');
    for (const hash of [kicked.tokenHash, ...(kicked.retiredTokenHashes ?? [])]) this.deps.tokens.unregister(hash);
    this.log.info({ member: memberId }, 'kicked phone let back in');
    return STORED_STATE;
  }

  // ---- lobby (host) ------------------------------------------------------------------------------

  private requireLobby(): void {
    if (this.phase === 'playing') throw new RoomError('WRONG_PHASE', 'not during a match: end it first');
  }

  configure(speaker: Speaker, change: ConfigurePayload): RoomChange {
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
      // Options the host sends are merged over the current ones (same game), or over the options the host
      // last chose for the new game in this room (issue 28 §6), else its defaults. A seat count they do
      // not fit falls back to the defaults.
      const base = change.game !== undefined ? { ...(this.optionsByGame.get(game.meta.id) ?? {}) } : config.options;
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
    if (game && gameChanges) this.optionsChosen(game.meta.id, config.options);
    this.setSeating(slots, config);
    this.play.configChanged();
    return STORED_STATE;
  }

  arrange(speaker: Speaker, choices: readonly SlotChoice[]): RoomChange {
    this.requireHost(speaker);
    this.requireLobby();
    const game = this.game();
    if (!game) throw new RoomError('NO_GAME', 'choose a game first');
    const slots = arrangeSlots(choices, (id) => this.members.has(id), game.meta.minPlayers, game.meta.maxPlayers);
    if (slots.length !== this.config.seats) {
      const resolved = game.resolveOptions(this.config.options, slots.length);
      const fallback = resolved.ok ? resolved : game.resolveOptions({}, slots.length);
      const options = fallback.ok ? fallback.value : {};
      this.optionsChosen(game.meta.id, options);
      this.setSeating(slots, { ...this.config, seats: slots.length, options });
    } else this.setSeating(slots);
    return STORED_STATE;
  }

  /**
   * How the bot in a seat plays. Any phase: during a match the level applies from that bot's next
   * decision on (a decision already asked for keeps the level it was asked at); the log is unaffected,
   * since it holds the bots' moves, not their levels.
   */
  setBotLevel(speaker: Speaker, seat: number, level: BotLevel): RoomChange {
    this.requireHost(speaker);
    this.setSeating(withBotLevel(this.slots, seat, level));
    return STORED_STATE;
  }

  // ---- the coach (issue 18, part 2) ----------------------------------------------------------------

  /**
   * Host: the coach on or off for the person in `seat`, in any phase. It follows the person (a member),
   * not the seat number, through rearrangements and from match to match. Switched on during a match, it
   * marks the match coached for good (not rated), also if it is switched off again.
   */
  setCoach(speaker: Speaker, seat: number, on: boolean): RoomChange {
    this.requireHost(speaker);
    const slot = this.slots[seat];
    if (!slot) throw new RoomError('BAD_SEATS', `there is no seat ${seat}`);
    if (slot.kind !== 'human' || this.members.get(slot.memberId)?.outside) throw new RoomError('COACH_NOT_A_PERSON', 'the coach is for a person: this seat is a bot’s or open');
    if (on && !this.deps.coach) throw new RoomError('COACH_UNAVAILABLE', 'this server has no coach');
    if (this.coached.has(slot.memberId) === on) return UNCHANGED;
    this.setCoached(slot.memberId, on);
    return { ...STORED_STATE, then: [() => this.play.coachChanged()] };
  }

  /** Closes the room: every client is told, timers stop, the record is deleted. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.markClosed();
    this.play.stop();
    for (const link of [...this.tvLinks, ...[...this.members.values()].flatMap((m) => [...m.links])]) {
      link.send('room:ended', { reason: 'closed' });
      link.detach();
    }
    this.tvLinksDropped();
    for (const m of this.members.values()) {
      m.links.clear();
      this.deps.tokens.unregister(m.tokenHash);
    }
    for (const hash of this.banned) this.deps.tokens.unregister(hash);
    this.deps.tokens.unregister(this.tvTokenHash);
    await this.deps.store.deleteRoom(this.code);
  }
}
