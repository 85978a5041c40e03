/** Acknowledgements: every client event is answered through socket.io's ack callback with one of these. */
import type { ErrorPayload } from './errors.ts';
import type { ClientEventName } from './events.ts';
import type { ClientPayloads } from './client-messages.ts';
import type { CoachAdvice, Ended, MatchUpdate, ReplayMessage, RoomStateMessage, Snapshot } from './server-messages.ts';

export type Ack<T> = { ok: true; data: T } | { ok: false; error: ErrorPayload };

export interface CreateRoomResult {
  code: string;
  /** The TV's token: `room:resume` with it brings a reloaded TV back to its room. Keep it secret. */
  token: string;
  snapshot: Snapshot;
}

export interface JoinResult {
  /** The phone's seat token for this room (128 random bits); `room:resume` with it after a reload. */
  token: string;
  snapshot: Snapshot;
}

export interface ResumeResult {
  snapshot: Snapshot;
}

export interface MoveResult {
  /** The sequence number of the state the move produced. */
  seq: number;
}

export interface ClaimSeatResult {
  /**
   * True when the take-over waits: for the current deal to end, or (partnership games during a match)
   * for the host to allow it. False when it happened at once.
   */
  pending: boolean;
}

/** Issue 30 part 4: the invitation the host hands to an outside program (shown once, stored only hashed). */
export interface InviteResult {
  seat: number;
  /** The invitation code: 32 hex digits (128 random bits), good for one `bot:join` into `seat`. */
  invite: string;
  /** When it stops working, on the server's clock (epoch ms): INVITE_TTL_MS after it was made. */
  expiresAt: number;
}

export type Empty = Record<string, never>;

/** What each client event's ack carries on success. */
export interface AckData {
  'room:create': CreateRoomResult;
  'room:join': JoinResult;
  'room:resume': ResumeResult;
  'room:leave': Empty;
  'host:configure': Empty;
  'host:arrange': Empty;
  'host:botLevel': Empty;
  'host:start': Empty;
  'host:end': Empty;
  'host:restart': Empty;
  'host:kick': Empty;
  'host:readmit': Empty;
  'host:resume': Empty;
  'match:move': MoveResult;
  'rules:open': Empty;
  'rules:close': Empty;
  'seat:claim': ClaimSeatResult;
  'host:approveClaim': Empty;
  'deal:next': Empty;
  'match:pause': Empty;
  'match:select': Empty;
  // issue 18 part 3
  'host:startLesson': Empty;
  'host:coach': Empty;
  'replay:open': Empty;
  'replay:show': Empty;
  'replay:close': Empty;
  // issue 30 part 4
  'host:invite': InviteResult;
  /** The outside bot's seat token (as a phone's: `room:resume` with it after a lost connection) and its snapshot. */
  'bot:join': JoinResult;
}

/** socket.io's typed event maps (for `Server<…>` and `Socket<…>` generics). */
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientPayloads[E], ack: (reply: Ack<AckData[E]>) => void) => void;
};

export interface ServerToClientEvents {
  'room:snapshot': (snapshot: Snapshot) => void;
  'room:state': (message: RoomStateMessage) => void;
  'match:update': (update: MatchUpdate) => void;
  'room:ended': (ended: Ended) => void;
  'server:error': (error: ErrorPayload) => void;
  'coach:advice': (advice: CoachAdvice) => void;
  'replay:state': (message: ReplayMessage) => void;
}
