/**
 * Schemas and types of every server → client payload. The server builds them; the SDK trusts them (it
 * does not parse them, to keep zod out of the web bundle) and tests may check them with these schemas.
 * Views are the game's own `seatView` / `tableView` objects, typed by their common header.
 */
import { z } from 'zod';
import type { GameEvent, SeatViewBase, ViewHeader } from '@kitchen-table/engine';
import { BOT_LEVELS } from './constants.ts';

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

export const errorPayloadSchema = z.object({ code: z.string(), message: z.string() });

export const memberInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `player` holds (or is arranged into) a seat; `audience` watches the table view. */
  role: z.enum(['player', 'audience']),
  seat: z.int().nullable(),
  connected: z.boolean(),
  readingRules: z.boolean(),
});

export const slotInfoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), memberId: z.string(), name: z.string(), connected: z.boolean() }),
  /** `level`: how the bot plays this seat (the host's choice, default `normal`). */
  z.object({ kind: z.literal('bot'), name: z.string(), level: z.enum(BOT_LEVELS) }),
  z.object({ kind: z.literal('open') }),
]);

export const roomConfigSchema = z.object({
  game: z.string().nullable(),
  /** The game's options, resolved (every option present, defaults filled). */
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  seats: z.int(),
  /** 0 = no clock. */
  clockSeconds: z.int(),
  botDelayMs: z.int(),
  /** The longest summary between two deals, seconds (ends earlier when every seated phone is ready). */
  summarySeconds: z.int(),
});

export const seatClockSchema = z.object({
  seat: z.int(),
  /** Time left for this seat's move, milliseconds, as of the moment the message was sent. */
  remainingMs: z.number(),
  /** The deadline on the server's clock (epoch ms); null while stopped. Prefer `remainingMs`. */
  deadline: z.number().nullable(),
});

export const clockInfoSchema = z.object({
  /** Full time per move, milliseconds. */
  durationMs: z.int(),
  /** False while paused or suspended: the remaining times are frozen. */
  running: z.boolean(),
  seats: z.array(seatClockSchema),
});

export const pauseInfoSchema = z.object({
  /** Who is reading the rules (empty when the pause was ended but a reader has not closed yet). */
  readers: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Who pressed pause (a seated phone or the host), or null for a rules pause only. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  since: z.number(),
  /** When the pause ends by itself, milliseconds from the moment the message was sent. */
  autoResumeInMs: z.number(),
});

export const seatOutcomeSchema = z.object({
  seat: z.int(),
  name: z.string(),
  isBot: z.boolean(),
  total: z.number(),
  placement: z.int(),
  rated: z.boolean(),
});

export const matchResultSchema = z.object({
  matchId: z.string(),
  game: z.string(),
  outcomes: z.array(seatOutcomeSchema),
});

export const roomStateSchema = z.object({
  code: z.string(),
  phase: z.enum(['lobby', 'playing', 'finished']),
  hostId: z.string().nullable(),
  tvConnected: z.boolean(),
  members: z.array(memberInfoSchema),
  config: roomConfigSchema,
  /** The lobby's arrangement; during a match, who holds each seat now. */
  slots: z.array(slotInfoSchema),
  /**
   * Seats that a member asked to take over from a bot. `approved`: false while the host of a
   * partnership game has not allowed it yet; an approved claim happens at the end of the current deal
   * (or at once in the summary between deals).
   */
  claims: z.array(z.object({ seat: z.int(), memberId: z.string(), approved: z.boolean() })),
  /**
   * The summary between two deals (the TV shows the deal's scores; clocks and bots wait), or null. It
   * ends when every connected seated phone is `ready` (`deal:next`) or after `remainingMs`.
   */
  summary: z
    .object({
      /** The deal that was just scored (1-based). */
      deal: z.int(),
      remainingMs: z.number(),
      /** Member ids of seated phones that tapped "next deal". */
      ready: z.array(z.string()),
      /** Member ids of connected seated phones still to tap. */
      waiting: z.array(z.string()),
    })
    .nullable(),
  /** The match will end when the current deal ends (host's "end after this deal"). */
  finishing: z.boolean(),
  paused: pauseInfoSchema.nullable(),
  /** Nobody connected for a long time: clocks and bots stand still until a phone returns. */
  suspended: z.boolean(),
  /**
   * Phones the host removed, newest first (at most 20): they cannot come back (nor a new device from
   * the same address for 10 minutes) until the host lets them in again (`host:readmit`).
   */
  kicked: z.array(z.object({ memberId: z.string(), name: z.string() })).optional(),
  clock: clockInfoSchema.nullable(),
  /** The last finished match of this room, until the next one starts. */
  result: matchResultSchema.nullable(),
});

export const youSchema = z.object({
  role: z.enum(['tv', 'player', 'audience']),
  /** Null for the TV. */
  memberId: z.string().nullable(),
  seat: z.int().nullable(),
  isHost: z.boolean(),
  /**
   * Your public profile id (issue 18, part 4: your statistics at `/api/people/:id/stats`); null for the
   * TV. The ranking shows every profile id: it is no secret, unlike the device token.
   */
  profileId: z.string().nullable().optional(),
});

const seatOrTableView = z.custom<SeatViewBase | ViewHeader>(isObject, 'a view object');
const gameEvent = z.custom<GameEvent>(isObject, 'a game event');

export const matchSnapshotSchema = z.object({
  matchId: z.string(),
  seq: z.int(),
  /** Your seat's view when you hold a seat, otherwise the table view. */
  view: seatOrTableView,
});

export const snapshotSchema = z.object({
  room: roomStateSchema,
  you: youSchema,
  match: matchSnapshotSchema.nullable(),
});

export const roomStateMessageSchema = z.object({ room: roomStateSchema });

export const matchUpdateSchema = z.object({
  matchId: z.string(),
  /** The new state's sequence number (the entry's position in the match log, from 1). */
  seq: z.int(),
  /** The seat that moved; null for a system entry (e.g. "end after this deal"). */
  seat: z.int().nullable(),
  /** Played by the clock (time ran out), or by a bot in a bot's seat. */
  byClock: z.boolean(),
  byBot: z.boolean(),
  /** The game's public events (the move itself is not repeated: a move such as a give can be private). */
  events: z.array(gameEvent),
  view: seatOrTableView,
  clock: clockInfoSchema.nullable(),
});

export const endedSchema = z.object({ reason: z.enum(['kicked', 'closed', 'left']) });

export const SERVER_SCHEMAS = {
  'room:snapshot': snapshotSchema,
  'room:state': roomStateMessageSchema,
  'match:update': matchUpdateSchema,
  'room:ended': endedSchema,
  'server:error': errorPayloadSchema,
} as const;

export type MemberInfo = z.infer<typeof memberInfoSchema>;
export type SlotInfo = z.infer<typeof slotInfoSchema>;
export type RoomConfig = z.infer<typeof roomConfigSchema>;
export type SeatClock = z.infer<typeof seatClockSchema>;
export type ClockInfo = z.infer<typeof clockInfoSchema>;
export type PauseInfo = z.infer<typeof pauseInfoSchema>;
export type SeatOutcomeInfo = z.infer<typeof seatOutcomeSchema>;
export type MatchResultInfo = z.infer<typeof matchResultSchema>;
export type RoomState = z.infer<typeof roomStateSchema>;
export type RoomPhase = RoomState['phase'];
export type You = z.infer<typeof youSchema>;
export type MatchSnapshot = z.infer<typeof matchSnapshotSchema>;
export type Snapshot = z.infer<typeof snapshotSchema>;
export type RoomStateMessage = z.infer<typeof roomStateMessageSchema>;
export type MatchUpdate = z.infer<typeof matchUpdateSchema>;
export type Ended = z.infer<typeof endedSchema>;
export type EndReason = Ended['reason'];
