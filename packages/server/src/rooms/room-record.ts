/**
 * A room as stored (RoomRecord.data): how a room is written (`recordOf`, RoomCore.save) and read back
 * (`parseRoomData`, `loadRecord`). Only token hashes are stored. The match itself is not stored here:
 * the room points at its match, whose log is replayed through the engine (room-restore.ts).
 */
import { z } from 'zod';
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, DEFAULT_SUMMARY_SECONDS, type MatchResultInfo, type RoomConfig } from '@kitchen-table/protocol';
import type { RoomRecord } from '../storage/store.ts';
import type { KickedMember, Member } from './link.ts';
import type { Slot } from './lobby-slots.ts';
import type { DealHolders, SeatHolder } from './outcomes.ts';
import type { RoomCore } from './room-core.ts';

const slotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), memberId: z.string() }),
  // Records written before bot levels existed have none: their bots play `normal`.
  z.object({ kind: z.literal('bot'), name: z.string(), level: z.enum(BOT_LEVELS).default(DEFAULT_BOT_LEVEL) }),
  z.object({ kind: z.literal('open') }),
]);

const seatHolderSchema = z.object({ key: z.string(), profileId: z.string().nullable(), name: z.string() });

const roomDataSchema = z.object({
  v: z.literal(1),
  createdAt: z.number(),
  tvTokenHash: z.string(),
  hostId: z.string().nullable(),
  phase: z.enum(['lobby', 'playing', 'finished']),
  config: z.object({
    game: z.string().nullable(),
    options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    seats: z.number(),
    clockSeconds: z.number(),
    botDelayMs: z.number(),
    // Records written before the summary between deals existed have none: the default.
    summarySeconds: z.number().default(DEFAULT_SUMMARY_SECONDS),
  }),
  slots: z.array(slotSchema),
  members: z.array(
    z.object({
      id: z.string(), name: z.string(), tokenHash: z.string(), deviceHash: z.string(), profileId: z.string(), joinedAt: z.number(),
      // Records from before issue 26 have none.
      retiredTokenHashes: z.array(z.string()).default([]),
      /** Issue 30 part 4: an outside bot (no profile: `profileId` is empty). */
      outside: z.boolean().optional(),
    }),
  ),
  banned: z.array(z.string()),
  /** Kicked phones the host may let in again (records from before issue 15 have none). */
  kicked: z.array(z.object({ memberId: z.string(), name: z.string(), tokenHash: z.string(), deviceHash: z.string(), at: z.number(), retiredTokenHashes: z.array(z.string()).default([]) })).default([]),
  dealHolders: z.array(z.array(z.string().nullable())),
  /**
   * Issue 28 §1: who held each seat at the match's first move (null before it) and when each deal
   * ended, as the statistics know them (records from before it have none: see RoomCore.resumeMatch).
   */
  seatHistory: z
    .object({
      start: z.array(seatHolderSchema).nullable(),
      deals: z.array(z.array(seatHolderSchema)),
    })
    .optional(),
  claims: z.array(z.tuple([z.number(), z.string()])),
  unapprovedClaims: z.array(z.number()).default([]),
  finishing: z.boolean(),
  result: z.unknown().nullable(),
  /** The coach (issue 18, part 2): coached members and whether the match was coached (none before it). */
  coach: z.object({ members: z.array(z.string()), match: z.boolean() }).default({ members: [], match: false }),
  /** Issue 28 §6: the host's options per game in this room (records from before it have none). */
  optionsByGame: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))).default({}),
  /** Issue 30 part 4: outside bots' invitations waiting (code hashes only; none before it). */
  invites: z.array(z.object({ seat: z.number(), hash: z.string(), expiresAt: z.number() })).default([]),
});

export type RoomData = z.infer<typeof roomDataSchema>;

/** What a stored room brings back at start-up (room-record.ts reads it from the record). */
export interface StoredRoomState {
  touchedAt: number;
  hostId: string | null;
  config: RoomConfig;
  slots: readonly Slot[];
  members: Iterable<Member>;
  banned: Iterable<string>;
  kicked: Iterable<KickedMember>;
  dealHolders: DealHolders;
  startSeats: SeatHolder[] | null;
  dealSeats: SeatHolder[][];
  coached: Iterable<string>;
  matchCoached: boolean;
  result: MatchResultInfo | null;
  optionsByGame: Iterable<[string, RoomConfig['options']]>;
}

/** What a resumed match brings back of the room's state besides its log (the record's, or the room's own on a reload). */
export interface StoredPlayState {
  finishing: boolean;
  claims: Iterable<readonly [number, string]>;
  unapprovedClaims: Iterable<number>;
}


/** The stored data, or null when it cannot be read. */
export function parseRoomData(data: unknown): RoomData | null {
  const parsed = roomDataSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The room as stored. Only token hashes are stored. */
export function recordOf(room: RoomCore): RoomRecord {
  const data: RoomData = {
    v: 1,
    createdAt: room.createdAt,
    tvTokenHash: room.tvTokenHash,
    hostId: room.hostId,
    phase: room.phase,
    config: room.config,
    slots: room.slots as Slot[],
    members: [...room.members.values()].map(({ id, name, tokenHash, deviceHash, profileId, joinedAt, retiredTokenHashes = [], outside }) => ({ id, name, tokenHash, deviceHash, profileId, joinedAt, retiredTokenHashes, ...(outside ? { outside } : {}) })),
    banned: [...room.banned],
    kicked: [...room.kicked.values()].map(({ memberId, name, tokenHash, deviceHash, at, retiredTokenHashes = [] }) => ({ memberId, name, tokenHash, deviceHash, at, retiredTokenHashes })),
    dealHolders: room.dealHolders as DealHolders,
    seatHistory: { start: room.startSeats as SeatHolder[] | null, deals: room.dealSeats as SeatHolder[][] },
    claims: [...room.claims],
    unapprovedClaims: [...room.unapprovedClaims],
    finishing: room.finishing,
    result: room.result,
    coach: { members: [...room.coached], match: room.matchCoached },
    optionsByGame: Object.fromEntries(room.optionsByGame),
    invites: room.invites.stored(),
  };
  return { code: room.code, data, matchId: room.match?.id ?? null, updatedAt: room.touchedAt };
}

/** Start-up: the stored room, in its lobby (RoomCore.resumeMatch brings its match back). */
export function loadRecord(room: RoomCore, data: RoomData, updatedAt: number, members: Iterable<Member>): void {
  room.loadStored({
    touchedAt: updatedAt,
    hostId: data.hostId,
    config: data.config as RoomConfig,
    slots: data.slots as Slot[],
    members,
    banned: data.banned,
    kicked: data.kicked,
    dealHolders: data.dealHolders as DealHolders,
    startSeats: data.seatHistory?.start ?? null,
    dealSeats: data.seatHistory?.deals ?? [],
    coached: data.coach.members,
    matchCoached: data.coach.match,
    result: (data.result as MatchResultInfo | null) ?? null,
    optionsByGame: Object.entries(data.optionsByGame),
  });
  room.invites.load(data.invites);
}
