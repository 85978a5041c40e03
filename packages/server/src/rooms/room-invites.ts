/**
 * Issue 30 part 4: invitations of outside bots. The host asks for one per seat (`host:invite`); the
 * code is 128 random bits from the operating system's CSPRNG (tokens.ts `newToken`), handed to the host
 * once and kept here only as its SHA-256 hash, in memory and in the room's record. A code opens exactly
 * one seat of one room, once (`take` forgets it), and only until it expires (INVITE_TTL_MS, the
 * `inviteTtlMs` timing in tests); a newer invitation for the same seat replaces the older one. Every
 * guest is treated as hostile: a wrong code and an expired one look alike (INVITE_INVALID, counted with
 * the failed joins of its address by the route).
 */
import { INVITE_TTL_MS } from '@kitchen-table/protocol';
import { hashToken, newToken } from './tokens.ts';

/** An invitation as stored: the seat it opens, its code's hash and when it stops working (epoch ms). */
export interface StoredInvite {
  seat: number;
  hash: string;
  expiresAt: number;
}

/** The shape of a code as made here; anything else (after dropping spaces and dashes) opens nothing. */
const CODE_SHAPE = /^[0-9a-f]{32}$/;

/** A code as typed or pasted: spaces and dashes dropped, lower case (the phone may show it in groups). */
export function normaliseInvite(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toLowerCase();
}

export class RoomInvites {
  private readonly bySeat = new Map<number, StoredInvite>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number = INVITE_TTL_MS,
  ) {}

  /** A new code for `seat` (the seat's older one stops working): returned once, never stored in clear. */
  create(seat: number): { seat: number; invite: string; expiresAt: number } {
    const invite = newToken();
    const expiresAt = this.now() + this.ttlMs;
    this.bySeat.set(seat, { seat, hash: hashToken(invite), expiresAt });
    return { seat, invite, expiresAt };
  }

  /** The seat a code opens now, or null (wrong, used, replaced or expired). Does not use it up. */
  seatOf(raw: string): number | null {
    const code = normaliseInvite(raw);
    if (!CODE_SHAPE.test(code)) return null;
    const hash = hashToken(code);
    this.prune();
    for (const invite of this.bySeat.values()) if (invite.hash === hash) return invite.seat;
    return null;
  }

  /** Uses a code up (single use): afterwards it opens nothing. */
  take(raw: string): number | null {
    const seat = this.seatOf(raw);
    if (seat !== null) this.bySeat.delete(seat);
    return seat;
  }

  /** The seats with an invitation waiting (for the room state: no code, no hash). */
  pending(): { seat: number; expiresAt: number }[] {
    this.prune();
    return [...this.bySeat.values()].sort((a, b) => a.seat - b.seat).map(({ seat, expiresAt }) => ({ seat, expiresAt }));
  }

  /** For the room's record (hashes only). */
  stored(): StoredInvite[] {
    this.prune();
    return [...this.bySeat.values()].map((i) => ({ ...i }));
  }

  load(invites: readonly StoredInvite[]): void {
    this.bySeat.clear();
    for (const i of invites) this.bySeat.set(i.seat, { ...i });
    this.prune();
  }

  private prune(): void {
    const now = this.now();
    for (const [seat, invite] of this.bySeat) if (invite.expiresAt <= now) this.bySeat.delete(seat);
  }
}
