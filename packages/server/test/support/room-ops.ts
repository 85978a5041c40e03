/**
 * Runs a room operation in the room's queue the way the gateway does (realtime/routes.ts): what it
 * returns it changed — a RoomChange, or an answer carrying one (`change`) — is settled (stored, then
 * published) before the task ends. Answers the operation's own result.
 */
import { settle, type RoomChange } from '../../src/rooms/room-changes.ts';
import type { RoomCore } from '../../src/rooms/room-core.ts';

export function changeOf(result: unknown): RoomChange | null {
  if (!result || typeof result !== 'object') return null;
  if ('change' in result) return (result as { change: RoomChange }).change;
  return result as RoomChange;
}

export function runSettled<T>(room: RoomCore, task: () => Promise<T> | T): Promise<T> {
  return room.queue.run(async () => {
    const result = await task();
    const change = changeOf(result);
    if (change) await settle(room, change);
    return result;
  });
}
