/**
 * A client's connection as the rooms see it: something to send server events to. The realtime gateway
 * implements it over a socket.io socket; the rooms never touch socket.io.
 */
import type { ServerToClientEvents } from '@kitchen-table/protocol';

export interface Link {
  readonly id: string;
  send<E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void;
  /** The room let go of this connection (kicked, left, room closed): forget the binding. */
  detach(): void;
}

/** A phone in a room (player or audience). Only hashes of its tokens are kept. */
export interface Member {
  id: string;
  name: string;
  tokenHash: string;
  deviceHash: string;
  profileId: string;
  joinedAt: number;
  links: Set<Link>;
  readingRules: boolean;
  /** The address it last joined from (memory only): a kick bans that address for a while. */
  address?: string;
  /**
   * Its earlier seat tokens' hashes (the same device joining again gets a fresh token), newest last, at
   * most RETIRED_TOKENS: a kick bans them too, so every token the phone held is answered KICKED.
   */
  retiredTokenHashes?: string[];
  /**
   * Issue 30 part 4: an outside program the host invited into a seat (`bot:join`), not a phone. It plays
   * its seat as a phone does (view, clock, limits) but is a bot everywhere: no profile (`profileId` is
   * empty), never rated, never the host, and it keeps no match going on its own (no suspension check).
   */
  outside?: boolean;
}

/** A phone the host removed: kept so the host can let it back in (`host:readmit`). */
export interface KickedMember {
  memberId: string;
  name: string;
  tokenHash: string;
  deviceHash: string;
  /** When it was kicked (epoch ms). */
  at: number;
  /** Where it was connected from (memory only, not stored): banned for KICK_ADDRESS_BAN_MS. */
  address?: string;
  /** Its earlier seat tokens' hashes, banned with it (Member.retiredTokenHashes). */
  retiredTokenHashes?: string[];
}

/** Who a link speaks for in its room. */
export type Speaker = { kind: 'tv' } | { kind: 'member'; memberId: string };
