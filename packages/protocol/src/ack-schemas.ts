/**
 * The acknowledgements as zod schemas (acks.ts has their types, which the SDK uses without zod): what
 * each client event's ack carries on success, and the error codes it can answer with. The generated
 * AsyncAPI document (docs/protocol.asyncapi.json) is written from these; the type check below keeps them
 * equal to the `AckData` types.
 */
import { z } from 'zod';
import { GAMES } from '@kitchen-table/engine';
import type { AckData } from './acks.ts';
import { CLIENT_EVENTS, type ClientEventName } from './events.ts';
import { ERROR_CODES, type ProtocolErrorCode } from './errors.ts';
import { snapshotSchema } from './server-messages.ts';

const empty = z.object({});
const token = z.string().regex(/^[0-9a-f]{32}$/);

export const ACK_DATA_SCHEMAS = {
  'room:create': z.object({
    code: z.string().describe('the room code the phones join with'),
    token: token.describe("the TV's token: `room:resume` with it brings a reloaded TV back. Keep it secret."),
    snapshot: snapshotSchema,
  }),
  'room:join': z.object({ token: token.describe("the phone's seat token for this room; `room:resume` with it after a reload"), snapshot: snapshotSchema }),
  'room:resume': z.object({ snapshot: snapshotSchema }),
  'room:leave': empty,
  'host:configure': empty,
  'host:arrange': empty,
  'host:botLevel': empty,
  'host:start': empty,
  'host:end': empty,
  'host:restart': empty,
  'host:kick': empty,
  'host:readmit': empty,
  'host:resume': empty,
  'match:move': z.object({ seq: z.int().describe('the sequence number of the state the move produced') }),
  'rules:open': empty,
  'rules:close': empty,
  'seat:claim': z.object({ pending: z.boolean().describe('true when the take-over waits (end of the deal, or the host’s approval)') }),
  'host:approveClaim': empty,
  'deal:next': empty,
  'match:pause': empty,
  'match:select': empty,
  'host:startLesson': empty,
  'host:coach': empty,
  'replay:open': empty,
  'replay:show': empty,
  'replay:close': empty,
  'host:invite': z.object({
    seat: z.int(),
    invite: z.string().regex(/^[0-9a-f]{32}$/).describe('the invitation code (128 random bits): hand it to the outside program; good for one `bot:join`'),
    expiresAt: z.number().describe("when the code stops working, on the server's clock (epoch ms)"),
  }),
  'bot:join': z.object({ token: token.describe("the outside bot's seat token; `room:resume` with it after a lost connection"), snapshot: snapshotSchema }),
} as const satisfies Record<ClientEventName, z.ZodType>;

// The schemas must describe exactly the AckData types (both directions), or this does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AckDataMatches = { [E in ClientEventName]: Same<z.infer<(typeof ACK_DATA_SCHEMAS)[E]>, AckData[E]> };
const ackDataMatches: { [E in ClientEventName]: true } = null as unknown as AckDataMatches;
void ackDataMatches;

/** Every message can be refused with these, whatever it is (gateway.ts: schema, ack, rate limit, a server fault). */
export const COMMON_ERRORS: readonly ProtocolErrorCode[] = ['BAD_MESSAGE', 'RATE_LIMITED', 'INTERNAL'];
/**
 * The messages that write the room to its storage (members, lobby, the match log): while the storage
 * is out they are refused with STORAGE_UNAVAILABLE and nothing changes (issue 26).
 */
const WRITES: readonly ClientEventName[] = [
  CLIENT_EVENTS.createRoom,
  CLIENT_EVENTS.join,
  CLIENT_EVENTS.leave,
  CLIENT_EVENTS.configure,
  CLIENT_EVENTS.arrange,
  CLIENT_EVENTS.botLevel,
  CLIENT_EVENTS.start,
  CLIENT_EVENTS.end,
  CLIENT_EVENTS.restart,
  CLIENT_EVENTS.kick,
  CLIENT_EVENTS.readmit,
  CLIENT_EVENTS.move,
  CLIENT_EVENTS.claimSeat,
  CLIENT_EVENTS.approveClaim,
  CLIENT_EVENTS.startLesson,
  CLIENT_EVENTS.coach,
  CLIENT_EVENTS.invite,
  CLIENT_EVENTS.joinBot,
];
/** Every message about a room, before the room is joined or after it is left. */
const IN_ROOM: readonly ProtocolErrorCode[] = ['NOT_IN_ROOM'];
const HOST: readonly ProtocolErrorCode[] = [...IN_ROOM, 'NOT_HOST'];

/**
 * The protocol codes each event can answer with beyond COMMON_ERRORS (routes.ts and the room's handler).
 * `match:move` also passes the games' codes through (`BAD_MOVE` and each game's rule codes), and
 * `host:configure` the engine's `BAD_OPTIONS`: see `passedThroughCodes`.
 */
export const EVENT_ERRORS: Record<ClientEventName, readonly ProtocolErrorCode[]> = {
  [CLIENT_EVENTS.createRoom]: [],
  [CLIENT_EVENTS.join]: ['ROOM_NOT_FOUND', 'ROOM_FULL', 'KICKED', 'ADDRESS_BLOCKED', 'NAME_INVALID', 'NAME_RESERVED'],
  [CLIENT_EVENTS.resume]: ['ROOM_NOT_FOUND', 'KICKED'],
  [CLIENT_EVENTS.leave]: IN_ROOM,
  [CLIENT_EVENTS.configure]: [...HOST, 'WRONG_PHASE', 'UNKNOWN_GAME', 'NO_GAME', 'BAD_SEATS'],
  [CLIENT_EVENTS.arrange]: [...HOST, 'WRONG_PHASE', 'BAD_SEATS', 'TOO_MANY_BOTS'],
  [CLIENT_EVENTS.botLevel]: [...HOST, 'BAD_SEATS'],
  [CLIENT_EVENTS.start]: [...HOST, 'WRONG_PHASE', 'NO_GAME', 'BAD_SEATS', 'TOO_MANY_BOTS'],
  [CLIENT_EVENTS.end]: [...HOST, 'WRONG_PHASE'],
  [CLIENT_EVENTS.restart]: [...HOST, 'WRONG_PHASE', 'NO_GAME', 'BAD_SEATS'],
  [CLIENT_EVENTS.kick]: [...HOST, 'NOT_SEATED', 'BAD_SEATS'],
  [CLIENT_EVENTS.readmit]: [...HOST, 'BAD_SEATS'],
  [CLIENT_EVENTS.resumePlay]: [...HOST, 'WRONG_PHASE'],
  [CLIENT_EVENTS.move]: [...IN_ROOM, 'WRONG_PHASE', 'NOT_SEATED', 'NOT_YOUR_TURN', 'STALE_STATE', 'PAUSED', 'NOT_THE_LESSON_MOVE'],
  [CLIENT_EVENTS.openRules]: [...IN_ROOM, 'WRONG_PHASE'],
  [CLIENT_EVENTS.closeRules]: [...IN_ROOM, 'WRONG_PHASE'],
  [CLIENT_EVENTS.claimSeat]: [...IN_ROOM, 'WRONG_PHASE', 'SEAT_TAKEN', 'BAD_SEATS', 'NOT_SEATED'],
  [CLIENT_EVENTS.approveClaim]: [...HOST, 'WRONG_PHASE', 'BAD_SEATS'],
  [CLIENT_EVENTS.nextDeal]: [...IN_ROOM, 'WRONG_PHASE', 'NOT_SEATED'],
  [CLIENT_EVENTS.pause]: [...IN_ROOM, 'WRONG_PHASE', 'NOT_SEATED', 'NOT_HOST', 'PAUSED'],
  [CLIENT_EVENTS.select]: [...IN_ROOM, 'WRONG_PHASE', 'NOT_SEATED'],
  [CLIENT_EVENTS.startLesson]: [...HOST, 'WRONG_PHASE', 'NO_GAME', 'UNKNOWN_GAME', 'BAD_SEATS'],
  [CLIENT_EVENTS.coach]: [...HOST, 'WRONG_PHASE', 'BAD_SEATS', 'COACH_UNAVAILABLE', 'COACH_NOT_A_PERSON'],
  [CLIENT_EVENTS.replayOpen]: [...HOST, 'WRONG_PHASE', 'NO_REPLAY', 'BAD_STEP', 'UNKNOWN_GAME'],
  [CLIENT_EVENTS.replayShow]: [...HOST, 'NO_REPLAY', 'BAD_STEP'],
  [CLIENT_EVENTS.replayClose]: [...HOST, 'NO_REPLAY'],
  [CLIENT_EVENTS.invite]: [...HOST, 'WRONG_PHASE', 'BAD_SEATS', 'SEAT_TAKEN'],
  [CLIENT_EVENTS.joinBot]: ['ROOM_NOT_FOUND', 'INVITE_INVALID', 'WRONG_PHASE', 'BAD_SEATS', 'SEAT_TAKEN', 'NAME_INVALID', 'NAME_RESERVED'],
};

/** The engine's codes an event passes through unchanged (derived from the registry's games). */
export function passedThroughCodes(event: ClientEventName): string[] {
  if (event === CLIENT_EVENTS.configure) return ['BAD_OPTIONS'];
  if (event !== CLIENT_EVENTS.move) return [];
  return [...new Set(['BAD_MOVE', ...GAMES.flatMap((g) => g.ruleCodes)])];
}

/** Every code the event's ack can carry, in ERROR_CODES order, then the passed-through ones. */
export function errorCodesOf(event: ClientEventName): string[] {
  const own = new Set<string>([...COMMON_ERRORS, ...EVENT_ERRORS[event], ...(WRITES.includes(event) ? ['STORAGE_UNAVAILABLE'] : [])]);
  const protocol = ERROR_CODES.filter((code) => own.has(code));
  return [...protocol, ...passedThroughCodes(event).filter((code) => !own.has(code))];
}
