/**
 * Error codes of the protocol. Every error reply carries one of these, or an engine code passed through
 * unchanged (`BAD_MOVE`, `BAD_OPTIONS`, the games' rule codes such as `MUST_FOLLOW_SUIT`), so that the
 * phone can say why a card cannot be played.
 */
export const ERROR_CODES = [
  /** The message failed its schema (wrong shape, unknown event, missing ack, oversized field). */
  'BAD_MESSAGE',
  /** The move was made against an older state: its `seq` is not the room's current one. */
  'STALE_STATE',
  /** A host-only action from someone who is not the host. */
  'NOT_HOST',
  /** A move (or seat action) from a client that holds no seat, or not that seat. */
  'NOT_SEATED',
  /** The seat holds a move but it is not that seat's turn. */
  'NOT_YOUR_TURN',
  /** No live room has this code, or no room knows this token. */
  'ROOM_NOT_FOUND',
  /** The room has as many phones as it takes. */
  'ROOM_FULL',
  /** This token (or device) was kicked from the room and cannot come back. */
  'KICKED',
  /**
   * Issue 28 §6: a new device from the address of a phone the host removed a few minutes ago (10) is kept
   * out until the host lets it in; it was not removed itself, so it is not told KICKED.
   */
  'ADDRESS_BLOCKED',
  /** Too many messages from this connection (or failed joins from this address); wait and retry. */
  'RATE_LIMITED',
  /** A player name must have 1 to 20 visible characters: no control, format, zero-width, bidi or invisible ones. */
  'NAME_INVALID',
  /** A name that reads as a bot's label ("Bot 2", also with look-alike letters): bots are called that. */
  'NAME_RESERVED',
  /** The message needs a room, but this connection has not created, joined or resumed one. */
  'NOT_IN_ROOM',
  /** The action does not fit the room's phase (e.g. a move in the lobby, options during a match). */
  'WRONG_PHASE',
  /** No game with this id is installed. */
  'UNKNOWN_GAME',
  /** The host starts without having chosen a game. */
  'NO_GAME',
  /** A seat arrangement that is not valid (a member twice, an unknown member, wrong length). */
  'BAD_SEATS',
  /** Filling the empty seats would need more bots than allowed (at most 5). */
  'TOO_MANY_BOTS',
  /** The match is paused because someone is reading the rules. */
  'PAUSED',
  /** The seat claimed is not a bot's seat (only bot seats can be taken over). */
  'SEAT_TAKEN',
  // ---- issue 18 part 3: learning deals ----
  /**
   * In a learning deal, a move that is not the lesson's next move (the phone highlights that one and
   * explains a wrong tap without sending it; the server refuses it all the same and plays nothing).
   */
  'NOT_THE_LESSON_MOVE',
  // ---- the coach (issue 18, part 2) ----
  /** This server has no coach (it was started without one). */
  'COACH_UNAVAILABLE',
  /** The coach is for a person: the seat is a bot's or open. */
  'COACH_NOT_A_PERSON',
  /** Replays: nothing to replay now (no deal just scored, no finished match), or no replay is open. */
  'NO_REPLAY',
  /** Replays: the deal or step asked for is not in the replay. */
  'BAD_STEP',
  /**
   * Issue 26: the room's storage (its database) cannot be written just now. Nothing was changed; the
   * room is on hold (`room.hold`) and moves again by itself once the storage is back: try again then.
   */
  'STORAGE_UNAVAILABLE',
  /**
   * Issue 30 part 4: `bot:join` with an invitation code this room does not hold: wrong, already used,
   * expired (INVITE_TTL_MS) or replaced by a newer one for the seat. Counted as a failed join.
   */
  'INVITE_INVALID',
  /** Something went wrong on the server; nothing was changed. */
  'INTERNAL',
] as const;

export type ProtocolErrorCode = (typeof ERROR_CODES)[number];

/** Protocol codes, or an engine's code passed through. */
export type ErrorCode = ProtocolErrorCode | (string & {});

export interface ErrorPayload {
  code: ErrorCode;
  message: string;
}

/** What the SDK rejects with when the server refuses a request (or the request times out: `TIMEOUT`). */
export class ProtocolError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'ProtocolError';
    this.code = code;
  }
}
