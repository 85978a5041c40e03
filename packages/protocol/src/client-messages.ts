/**
 * Schemas of every client → server payload. The server parses each incoming message through these
 * before anything else; a payload that fails gets `BAD_MESSAGE` and changes nothing. Objects are strict
 * (unknown keys are refused), so that a typo never passes silently.
 */
import { z } from 'zod';
import { CLIENT_EVENTS, type ClientEventName } from './events.ts';
import { BOT_LEVELS, CLOCK_CHOICES, MAX_BOT_DELAY_MS, ROOM_CODE_LENGTH, SUMMARY_CHOICES } from './constants.ts';

const token = z.string().regex(/^[0-9a-f]{32}$/, 'a token is 32 hex digits');
/** Public member ids are 16 hex digits (random, not secrets). */
const memberId = z.string().regex(/^[0-9a-f]{16}$/, 'a member id is 16 hex digits');
/** Codes are accepted in any case and with surrounding spaces; the server normalises them. */
const roomCode = z.string().min(ROOM_CODE_LENGTH).max(12);
const seatIndex = z.int().min(0).max(15);
/**
 * Every free-form value a client sends — a move, a selected move, a game's options — is small: an
 * object of a few short strings, numbers or short arrays of card codes. Bounded here, by one schema
 * (`boundedObject`), before any game code walks it or the room stores it. Issue 15: a 7,000-deep array
 * as a move overflowed an engine's stack. Issue 26: an 8,000-deep *selected* move was stored unbounded
 * and, judged when the seat's clock ran out, took the whole process down. The bounds: at most
 * MOVE_MAX_DEPTH levels of nesting and MOVE_MAX_VALUES values (keys count too) in all, strings and keys
 * of at most MOVE_MAX_STRING characters. Checked without recursion, so the check cannot overflow
 * either, and it stops at the first value over a bound.
 */
export const MOVE_MAX_DEPTH = 4;
export const MOVE_MAX_VALUES = 64;
export const MOVE_MAX_STRING = 40;

export function moveShapeProblem(move: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: move, depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++values > MOVE_MAX_VALUES) return `a move holds at most ${MOVE_MAX_VALUES} values`;
    if (typeof value === 'string') {
      if (value.length > MOVE_MAX_STRING) return `a string in a move has at most ${MOVE_MAX_STRING} characters`;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return 'a number in a move is finite';
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MOVE_MAX_DEPTH) return `a move is nested at most ${MOVE_MAX_DEPTH} levels deep`;
      const array = Array.isArray(value);
      const keys = array ? [] : Object.keys(value);
      const children = array ? (value as unknown[]) : keys.map((k) => (value as Record<string, unknown>)[k]);
      if (children.length + keys.length > MOVE_MAX_VALUES) return `a move holds at most ${MOVE_MAX_VALUES} values`;
      for (const key of keys) {
        if (key.length > MOVE_MAX_STRING) return `a key in a move has at most ${MOVE_MAX_STRING} characters`;
        values++;
      }
      for (const child of children) stack.push({ value: child, depth: depth + 1 });
    } else if (typeof value !== 'boolean' && value !== null) return `a move holds no ${typeof value}`;
  }
  return null;
}

/**
 * The one bound of every free-form object a client sends (moves, selections, options): a JSON object
 * whose keys and values pass `moveShapeProblem`. Fields that take such a value use this schema (or
 * `.pipe` it into a narrower one), never a copy of it.
 */
export const boundedObject = z.record(z.string().max(MOVE_MAX_STRING), z.unknown()).superRefine((value, ctx) => {
  const problem = moveShapeProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Option values of a game (flat: a short string, a number or a yes/no each); the game's `resolveOptions` judges them. */
const optionValues = boundedObject.pipe(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])));

const empty = z.strictObject({});
const botLevel = z.enum(BOT_LEVELS);

export const createRoomSchema = empty;
export const joinSchema = z.strictObject({
  code: roomCode,
  /** Checked by the server's name rule (NAME_INVALID), not here, so that the phone learns why. */
  name: z.string().max(200),
  /** The phone's long-lived identity (its profile in the ranking). */
  deviceToken: token,
});
export const resumeSchema = z.strictObject({ token });
export const leaveSchema = empty;

export const configureSchema = z.strictObject({
  game: z.string().max(40).optional(),
  options: optionValues.optional(),
  seats: z.int().min(1).max(16).optional(),
  clockSeconds: z.literal(CLOCK_CHOICES).optional(),
  botDelayMs: z.int().min(0).max(MAX_BOT_DELAY_MS).optional(),
  /** The longest pause between two deals (the summary), seconds. */
  summarySeconds: z.literal(SUMMARY_CHOICES).optional(),
});

export const slotSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), memberId }),
  /** `level` defaults to `normal`: send each bot's current level to keep it through a reorder. */
  z.strictObject({ kind: z.literal('bot'), level: botLevel.optional() }),
  z.strictObject({ kind: z.literal('open') }),
]);
export const arrangeSchema = z.strictObject({ slots: z.array(slotSchema).min(1).max(16) });
/** One bot seat's level, in the lobby or during a match (from that bot's next move on). */
export const botLevelSchema = z.strictObject({ seat: seatIndex, level: botLevel });

export const startSchema = empty;
/**
 * `afterDeal`: the match ends normally when the deal being played ends (scored and rated).
 * `abort`: the match is dropped at once (not scored), the room goes back to the lobby.
 */
export const endSchema = z.strictObject({ mode: z.enum(['afterDeal', 'abort']) });
export const restartSchema = empty;
export const kickSchema = z.strictObject({ memberId });
/** The member id the phone had when it was kicked (listed in the room state's `kicked`). */
export const readmitSchema = z.strictObject({ memberId });
export const resumePlaySchema = empty;
export const moveSchema = z.strictObject({
  /** The sequence number of the state the move was made against (from the last update or snapshot). */
  seq: z.int().min(0),
  /** The game's move JSON (`{ play: "AH" }`); the game's `parseMove` judges its shape. */
  move: boundedObject,
});
export const openRulesSchema = empty;
export const closeRulesSchema = empty;
export const claimSeatSchema = z.strictObject({ seat: seatIndex });
/** Host, partnership games: lets a pending take-over of `seat` happen (`allow`) or drops it. */
export const approveClaimSchema = z.strictObject({ seat: seatIndex, allow: z.boolean() });
/** A seated phone is ready for the next deal (ends the summary once every seated phone is). */
export const nextDealSchema = empty;
/** A seated phone or the host pauses the match (`paused: true`) or ends its own pause (`false`). */
export const pauseSchema = z.strictObject({ paused: z.boolean() });
/**
 * The move a seated phone has selected but not yet played (null: nothing selected). When the seat's
 * clock runs out, this move is played if it is legal then; otherwise the clock's own choice. The room
 * keeps it until then, so it is bounded exactly as a move is (issue 26).
 */
export const selectSchema = z.strictObject({ move: boundedObject.nullable() });
// ---- issue 18 part 3: learning deals ----
/** Host, in the lobby (or on the podium): the chosen game's learning deal starts. */
export const startLessonSchema = empty;

// ---- the coach (issue 18, part 2) ----
/** Host: the coach on (`on: true`) or off for the person in `seat` (in the lobby or during a match). */
export const coachSchema = z.strictObject({ seat: seatIndex, on: z.boolean() });
// ---- issue 30 part 4: a seat for an outside bot ----
/** Host: an invitation for an outside program into `seat` (an open or a bot's seat, outside a match). */
export const inviteSchema = z.strictObject({ seat: seatIndex });
/**
 * An outside program joins with the room's code, the invitation code the host gave it (32 hex digits;
 * spaces, dashes and case are ignored, so a code copied in groups works) and a name, judged as a
 * phone's (NAME_INVALID, NAME_RESERVED). A code of any other shape is simply wrong: INVITE_INVALID.
 */
export const joinBotSchema = z.strictObject({
  code: roomCode,
  invite: z.string().max(80),
  name: z.string().max(200),
});

// ---- replays (issue 18, part 1) -----------------------------------------------------------------
/** A deal number of a match (1-based) and a step of a deal's replay (0 = as dealt). Bounded generously. */
const replayDeal = z.int().min(1).max(10_000);
const replayStep = z.int().min(0).max(10_000);
/** `deal`: which deal to show first (default: the deal just scored, or the match's first deal). */
export const replayOpenSchema = z.strictObject({ deal: replayDeal.optional() });
export const replayShowSchema = z.strictObject({ deal: replayDeal, step: replayStep });
export const replayCloseSchema = empty;

/** Every client event with its payload schema: the server's dispatch table. */
export const CLIENT_SCHEMAS = {
  [CLIENT_EVENTS.createRoom]: createRoomSchema,
  [CLIENT_EVENTS.join]: joinSchema,
  [CLIENT_EVENTS.resume]: resumeSchema,
  [CLIENT_EVENTS.leave]: leaveSchema,
  [CLIENT_EVENTS.configure]: configureSchema,
  [CLIENT_EVENTS.arrange]: arrangeSchema,
  [CLIENT_EVENTS.botLevel]: botLevelSchema,
  [CLIENT_EVENTS.start]: startSchema,
  [CLIENT_EVENTS.end]: endSchema,
  [CLIENT_EVENTS.restart]: restartSchema,
  [CLIENT_EVENTS.kick]: kickSchema,
  [CLIENT_EVENTS.readmit]: readmitSchema,
  [CLIENT_EVENTS.resumePlay]: resumePlaySchema,
  [CLIENT_EVENTS.move]: moveSchema,
  [CLIENT_EVENTS.openRules]: openRulesSchema,
  [CLIENT_EVENTS.closeRules]: closeRulesSchema,
  [CLIENT_EVENTS.claimSeat]: claimSeatSchema,
  [CLIENT_EVENTS.approveClaim]: approveClaimSchema,
  [CLIENT_EVENTS.nextDeal]: nextDealSchema,
  [CLIENT_EVENTS.pause]: pauseSchema,
  [CLIENT_EVENTS.select]: selectSchema,
  [CLIENT_EVENTS.startLesson]: startLessonSchema,
  [CLIENT_EVENTS.coach]: coachSchema,
  [CLIENT_EVENTS.replayOpen]: replayOpenSchema,
  [CLIENT_EVENTS.replayShow]: replayShowSchema,
  [CLIENT_EVENTS.replayClose]: replayCloseSchema,
  [CLIENT_EVENTS.invite]: inviteSchema,
  [CLIENT_EVENTS.joinBot]: joinBotSchema,
} as const satisfies Record<ClientEventName, z.ZodType>;

export type ClientPayloads = { [E in ClientEventName]: z.infer<(typeof CLIENT_SCHEMAS)[E]> };

export type JoinPayload = z.infer<typeof joinSchema>;
export type ResumePayload = z.infer<typeof resumeSchema>;
export type ConfigurePayload = z.infer<typeof configureSchema>;
export type SlotChoice = z.infer<typeof slotSchema>;
export type ArrangePayload = z.infer<typeof arrangeSchema>;
export type BotLevelPayload = z.infer<typeof botLevelSchema>;
export type EndPayload = z.infer<typeof endSchema>;
export type EndMode = EndPayload['mode'];
export type KickPayload = z.infer<typeof kickSchema>;
export type ReadmitPayload = z.infer<typeof readmitSchema>;
export type MovePayload = z.infer<typeof moveSchema>;
export type ClaimSeatPayload = z.infer<typeof claimSeatSchema>;
export type ApproveClaimPayload = z.infer<typeof approveClaimSchema>;
export type PausePayload = z.infer<typeof pauseSchema>;
export type SelectPayload = z.infer<typeof selectSchema>;
export type CoachPayload = z.infer<typeof coachSchema>;
export type ReplayOpenPayload = z.infer<typeof replayOpenSchema>;
export type ReplayShowPayload = z.infer<typeof replayShowSchema>;
export type InvitePayload = z.infer<typeof inviteSchema>;
export type JoinBotPayload = z.infer<typeof joinBotSchema>;

/** Parses one incoming message; the error text names the first problem (for the BAD_MESSAGE reply). */
export function parseClientPayload<E extends ClientEventName>(
  event: E,
  payload: unknown,
): { ok: true; value: ClientPayloads[E] } | { ok: false; message: string } {
  const schema = CLIENT_SCHEMAS[event] as unknown as z.ZodType<ClientPayloads[E]>;
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, message: `${event}: ${issue?.message ?? 'invalid payload'}${where}` };
}

export function isClientEvent(name: unknown): name is ClientEventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(CLIENT_SCHEMAS, name);
}
