/** A refusal with a protocol code (or an engine code passed through); the gateway turns it into an ack. */
import type { ErrorCode } from '@kitchen-table/protocol';

export class RoomError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RoomError';
  }
}
