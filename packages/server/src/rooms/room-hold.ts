/**
 * A room on hold (issue 26): it waits for something outside the table — its storage for now (reason
 * `storage`); other outages add their reason to HOLD_REASONS (protocol) and a refusal below.
 *
 * While a room is held, for any reason:
 * - every seat's clock stands still and keeps its remaining time; bots and the coach do not move
 *   (pause-rules.ts `shouldRun`), so nothing is played that could not be stored;
 * - moves — a phone's, a bot's, the clock's — are refused with the reason's code (`refuseWhileOnHold`,
 *   called by room-moves.ts before anything is judged or stored), e.g. STORAGE_UNAVAILABLE;
 * - the room state says so (`room.hold`: reason and since), so the TV and the phones show the banner.
 * When the last reason is released, clocks go on with the time they had and bots are scheduled again.
 * A hold is not a phase: pauses, suspension and the summary between deals go on under it unchanged.
 *
 * The API is the two functions below plus `refuseWhileOnHold`. Both are synchronous transitions, safe
 * to call from anywhere (also outside the room's serial queue, whose current task may be the one
 * waiting for the outage), idempotent per reason, and each publishes the room state when it changes
 * something (room-changes.ts `settle`, which publishes a change that stores nothing at once). Who decides that a room is held: rooms/storage-watch.ts (through RoomManager) for
 * `storage`.
 */
import type { HoldReason, ProtocolErrorCode } from '@kitchen-table/protocol';
import type { RoomCore } from './room-core.ts';
import { RoomError } from './room-error.ts';
import type { Room } from './room.ts';
import { settle, STATE_CHANGED } from './room-changes.ts';

/** What a move is answered while the room is held for each reason. */
export const HOLD_REFUSALS: Record<HoldReason, { code: ProtocolErrorCode; message: string }> = {
  storage: { code: 'STORAGE_UNAVAILABLE', message: 'the table’s storage cannot be written just now; the game goes on when it is back' },
  // Cluster (cluster/redis-outage.ts): the process closes its clients' connections when it holds its
  // rooms for this, so a move meets this refusal only if it was already queued in the room.
  cluster: { code: 'STORAGE_UNAVAILABLE', message: 'the table’s servers cannot reach each other just now; the game goes on when they can' },
};

/** Holds the room for `reason` (no change when it is held for it already). */
export function putOnHold(room: Room, reason: HoldReason): void {
  if (room.closed || room.isHeldFor(reason)) return;
  room.setHold(reason, room.timers.now());
  room.log.warn({ reason }, 'room on hold');
  room.play.runningChanged();
  void settle(room, STATE_CHANGED);
}

/** Ends the hold for `reason` (no change when the room is not held for it). */
export function releaseHold(room: Room, reason: HoldReason): void {
  if (!room.isHeldFor(reason)) return;
  room.setHold(reason, null);
  if (room.closed) return;
  room.log.info({ reason }, 'room hold released');
  room.play.runningChanged();
  void settle(room, STATE_CHANGED);
}

/** The refusal a storage outage is answered with (storage-watch.ts throws it). */
export function isStorageUnavailable(error: unknown): boolean {
  return error instanceof RoomError && error.code === HOLD_REFUSALS.storage.code;
}

/** Throws the hold's refusal when the room is on hold (before a move is judged or stored). */
export function refuseWhileOnHold(room: RoomCore): void {
  const hold = room.hold;
  if (!hold) return;
  const refusal = HOLD_REFUSALS[hold.reason];
  throw new RoomError(refusal.code, refusal.message);
}
