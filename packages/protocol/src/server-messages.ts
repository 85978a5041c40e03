/**
 * Schemas and types of every server → client payload. The server builds them; the SDK trusts them (it
 * does not parse them, to keep zod out of the web bundle) and tests may check them with these schemas.
 * Views are the game's own `seatView` / `tableView` objects, typed by their common header.
 */
import { z } from 'zod';
import type { GameEvent, ReplayDeal, SeatViewBase, ViewHeader } from '@kitchen-table/engine';
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
  /** Issue 30 part 4: an outside program the host invited (`bot:join`), not a phone: a bot, never ranked. */
  outside: z.boolean().optional(),
});

export const slotInfoSchema = z.discriminatedUnion('kind', [
  /** `outside`: the seat is held by an outside bot (issue 30 part 4), shown as a bot. */
  z.object({ kind: z.literal('human'), memberId: z.string(), name: z.string(), connected: z.boolean(), outside: z.boolean().optional() }),
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
  /**
   * True while a seat's time runs; false while paused, suspended or on hold (the remaining times are
   * frozen) and once no seat is due (after a match: the clock has stopped).
   */
  running: z.boolean(),
  seats: z.array(seatClockSchema),
});

/**
 * Why a room is on hold (issue 26): `storage` — its database cannot be written; `cluster` — its server
 * process cannot reach the cluster's Redis (its clients are sent to reconnect meanwhile, so they see
 * "reconnecting" rather than this). The list grows with the other outages a room waits for (each reason
 * has its own banner text on the TV and the phones).
 */
export const HOLD_REASONS = ['storage', 'cluster'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const holdInfoSchema = z.object({
  reason: z.enum(HOLD_REASONS),
  /** When the hold began (server epoch ms). */
  since: z.number(),
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
  /**
   * Issue 28 §1: false when the seat changed hands during the match (its `name` is then both holders',
   * "Bot 1 → Emil"): it counts for nobody's statistics. Absent: true.
   */
  credited: z.boolean().optional(),
  /** Issue 30 part 4: an outside bot held the seat at the end (`isBot` is true too; never rated). */
  outside: z.boolean().optional(),
});

export const matchResultSchema = z.object({
  matchId: z.string(),
  game: z.string(),
  outcomes: z.array(seatOutcomeSchema),
  /** A seat had the coach in this match: it was not rated (issue 18, part 2). */
  coached: z.boolean().optional(),
});

// ---- the coach (issue 18, part 2) ----
/**
 * The coach in the room state: the seats whose person has the coach on, and whether the running (or
 * last) match had a coached seat — then it does not count for the ranking.
 */
export const coachInfoSchema = z.object({ seats: z.array(z.int()), match: z.boolean() });

/**
 * The coach's advice, to the coached seat's phone only, for the position `seq`. `move` is one of the
 * seat's legal moves; `why` one line in each language, with `{card:CODE}` and `{seat:N}` for the phone
 * to fill in (the card's name, the seat's name). `move` and `why` are null when the coach had no
 * answer within its budget (COACH_BUDGET_MS): the seat plays on its own.
 */
export const coachAdviceSchema = z.object({
  matchId: z.string(),
  seq: z.int(),
  seat: z.int(),
  move: z.record(z.string(), z.unknown()).nullable(),
  why: z.object({ en: z.string(), de: z.string() }).nullable(),
});

/**
 * Issue 28 §6: the last match (or learning deal) of the room ended before its end, and everyone was sent
 * back to the lobby: `host` — the host aborted it (`match:end` abort; not scored), `by` naming the host;
 * `failure` — it kept failing on the server and was dropped (by: null). `game` is the game's id.
 */
export const endedEarlySchema = z.object({
  reason: z.enum(['host', 'failure']),
  game: z.string(),
  lesson: z.boolean(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** When it ended (server epoch ms). */
  at: z.number(),
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
      /** Time left, milliseconds, as of the moment the message was sent. */
      remainingMs: z.number(),
      /** When it ends, on the server's clock (epoch ms, as the seat clocks' `deadline`): count down to it. */
      deadline: z.number(),
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
   * Issue 26: the room is on hold — it waits for something outside the table (`reason`), e.g. its
   * storage. Clocks stand still (each seat keeps its remaining time), bots do not move, moves are
   * refused (`STORAGE_UNAVAILABLE` for `storage`); the room goes on by itself when the cause is gone.
   * Null (or absent, from servers before it) when the room is not on hold.
   */
  hold: holdInfoSchema.nullable().optional(),
  /**
   * Phones the host removed, newest first (at most 20): they cannot come back (nor a new device from
   * the same address for 10 minutes) until the host lets them in again (`host:readmit`).
   */
  kicked: z.array(z.object({ memberId: z.string(), name: z.string() })).optional(),
  clock: clockInfoSchema.nullable(),
  /** The last finished match of this room, until the next one starts. */
  result: matchResultSchema.nullable(),
  /**
   * Issue 28 §6: why the room is back in its lobby when its last match did not finish (so that the phones
   * dropped there can say so), until the next match starts. Null or absent otherwise.
   */
  endedEarly: endedEarlySchema.nullable().optional(),
  /**
   * Issue 18 part 3: the match being played (or just finished) is the game's learning deal: open hands,
   * scripted, not ranked and not stored. Absent or false for a real match and in the lobby.
   */
  lesson: z.boolean().optional(),
  /** The coach (issue 18, part 2); absent from servers before it. */
  coach: coachInfoSchema.optional(),
  /**
   * Issue 28 §1: who played each finished deal of the running (or last) match — the names of the seats'
   * holders when that deal ended, index deal − 1 — so that history (the last trick of the deal before,
   * the games won) names the bot for the bot's cards after someone took its seat. Absent in the lobby.
   */
  dealNames: z.array(z.array(z.string())).optional(),
  /**
   * Issue 30 part 4: the seats with an outside bot's invitation waiting (the code itself went to the host
   * once), with when it expires (server epoch ms). Absent from servers before it.
   */
  invites: z.array(z.object({ seat: z.int(), expiresAt: z.number() })).optional(),
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

/**
 * A game's view: the seat's view for a seated client, the table view otherwise. Its fields are the game's
 * (docs/schemas/<game>.view.json, from each game's schemas.ts); the generated documents put them here.
 */
export const gameViewSchema = z.custom<SeatViewBase | ViewHeader>(isObject, 'a view object');
/** One of the game's public events (docs/schemas/<game>.events.json). */
export const gameEventSchema = z.custom<GameEvent>(isObject, 'a game event');
const seatOrTableView = gameViewSchema;
const gameEvent = gameEventSchema;

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
  /** The coach's advice for your seat's current turn, when you are coached and it has come. */
  advice: coachAdviceSchema.nullable().optional(),
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

// ---- replays (issue 18, part 1) -----------------------------------------------------------------
const replayDealData = z.custom<ReplayDeal>(isObject, 'a replay deal');

/**
 * The replay the TV shows (the host's phone steers it, every other phone follows). `source`: `summary`
 * — the deal just scored, between two deals of a running match (only complete deals; no seed ever
 * leaves the server); `match` — the room's last finished match. It applies only while its source does:
 * the summary of that deal, or that match's result; clients hide it otherwise.
 */
export const replayShownSchema = z.object({
  matchId: z.string(),
  source: z.enum(['summary', 'match']),
  /** For `summary`: the deal whose summary is open. */
  summaryDeal: z.int().nullable(),
  game: z.string(),
  /** Player names by seat: who played the shown deal (issue 28 §1: the bot for a bot's cards). */
  names: z.array(z.string()),
  /** The deals the replay holds, in order, with how many steps each has (for next, back and jumps). */
  deals: z.array(z.object({ deal: z.int(), steps: z.int() })),
  position: z.object({ deal: z.int(), step: z.int() }),
  /** The shown deal: every hand as dealt, its steps (plays, hands before, winners, why), score and totals. */
  deal: replayDealData,
});
export const replayMessageSchema = z.object({ replay: replayShownSchema.nullable() });

export const SERVER_SCHEMAS = {
  'room:snapshot': snapshotSchema,
  'room:state': roomStateMessageSchema,
  'match:update': matchUpdateSchema,
  'room:ended': endedSchema,
  'server:error': errorPayloadSchema,
  'coach:advice': coachAdviceSchema,
  'replay:state': replayMessageSchema,
} as const;

export type MemberInfo = z.infer<typeof memberInfoSchema>;
export type SlotInfo = z.infer<typeof slotInfoSchema>;
export type RoomConfig = z.infer<typeof roomConfigSchema>;
export type SeatClock = z.infer<typeof seatClockSchema>;
export type ClockInfo = z.infer<typeof clockInfoSchema>;
export type PauseInfo = z.infer<typeof pauseInfoSchema>;
export type HoldInfo = z.infer<typeof holdInfoSchema>;
export type SeatOutcomeInfo = z.infer<typeof seatOutcomeSchema>;
export type MatchResultInfo = z.infer<typeof matchResultSchema>;
export type EndedEarlyInfo = z.infer<typeof endedEarlySchema>;
export type RoomState = z.infer<typeof roomStateSchema>;
export type RoomPhase = RoomState['phase'];
export type You = z.infer<typeof youSchema>;
export type MatchSnapshot = z.infer<typeof matchSnapshotSchema>;
export type Snapshot = z.infer<typeof snapshotSchema>;
export type RoomStateMessage = z.infer<typeof roomStateMessageSchema>;
export type MatchUpdate = z.infer<typeof matchUpdateSchema>;
export type Ended = z.infer<typeof endedSchema>;
export type CoachInfo = z.infer<typeof coachInfoSchema>;
export type CoachAdvice = z.infer<typeof coachAdviceSchema>;
export type EndReason = Ended['reason'];
export type ReplayShown = z.infer<typeof replayShownSchema>;
export type ReplayMessage = z.infer<typeof replayMessageSchema>;
