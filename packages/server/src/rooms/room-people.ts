/**
 * Who is in a room: its members (phones and outside bots), the TV's connections, the banned token and
 * device hashes and the list of kicked phones the host may let in again. RoomCore (room-core.ts) builds
 * on it. The collections are private: they are read through read-only views and change only through the
 * named transitions here, so that a ban always goes with its kick and a readmission lifts every hash.
 */
import type { KickedMember, Link, Member, Speaker } from './link.ts';
import { RoomError } from './room-error.ts';

export class RoomPeople {
  readonly #members = new Map<string, Member>();
  readonly #tvLinks = new Set<Link>();
  /** Hashes of kicked seat tokens and device tokens: they cannot come back. */
  readonly #banned = new Set<string>();
  /** Kicked phones by their former member id, oldest first (the host may let them in again). */
  readonly #kicked = new Map<string, KickedMember>();

  // ---- reading ---------------------------------------------------------------------------------

  get members(): ReadonlyMap<string, Member> {
    return this.#members;
  }
  get tvLinks(): ReadonlySet<Link> {
    return this.#tvLinks;
  }
  get banned(): ReadonlySet<string> {
    return this.#banned;
  }
  get kicked(): ReadonlyMap<string, KickedMember> {
    return this.#kicked;
  }

  /** A phone (a person: an outside bot is none, issue 30 part 4) is connected: the match need not be suspended. */
  phonesConnected(): boolean {
    for (const m of this.#members.values()) if (m.links.size > 0 && !m.outside) return true;
    return false;
  }

  requireMember(speaker: Speaker): Member {
    const member = speaker.kind === 'member' ? this.#members.get(speaker.memberId) : undefined;
    if (!member) throw new RoomError('NOT_SEATED', 'only a phone in this room can do that');
    return member;
  }

  // ---- transitions -----------------------------------------------------------------------------

  tvConnected(link: Link): void {
    this.#tvLinks.add(link);
  }

  /** Whether `link` was one of the TV's. */
  tvDisconnected(link: Link): boolean {
    return this.#tvLinks.delete(link);
  }

  /** The room closes: the TV's connections are let go. */
  tvLinksDropped(): void {
    this.#tvLinks.clear();
  }

  memberJoined(member: Member): void {
    this.#members.set(member.id, member);
  }

  /** The member is no longer in the room (RoomCore.memberLeft also drops what it held there). */
  protected memberRemoved(memberId: string): Member | undefined {
    const member = this.#members.get(memberId);
    this.#members.delete(memberId);
    return member;
  }

  /** These token or device hashes are refused from now on (KICKED). */
  hashesBanned(hashes: Iterable<string>): void {
    for (const hash of hashes) this.#banned.add(hash);
  }

  /** A kicked phone is listed for the host to let in again; only the newest `listed` stay listed (older ones stay banned). */
  kickListed(kicked: KickedMember, listed: number): void {
    this.#kicked.set(kicked.memberId, kicked);
    for (const old of this.#kicked.keys()) {
      if (this.#kicked.size <= listed) break;
      this.#kicked.delete(old);
    }
  }

  /** The host lets a kicked phone in again: unlisted, and its device and every token of it unbanned. */
  kickLifted(memberId: string): KickedMember | undefined {
    const kicked = this.#kicked.get(memberId);
    if (!kicked) return undefined;
    this.#kicked.delete(memberId);
    for (const hash of [kicked.deviceHash, kicked.tokenHash, ...(kicked.retiredTokenHashes ?? [])]) this.#banned.delete(hash);
    return kicked;
  }

  /** Start-up: the stored room's people (room-record.ts). */
  protected peopleLoaded(members: Iterable<Member>, banned: Iterable<string>, kicked: Iterable<KickedMember>): void {
    for (const m of members) this.#members.set(m.id, m);
    for (const hash of banned) this.#banned.add(hash);
    for (const k of kicked) this.#kicked.set(k.memberId, k);
  }
}
