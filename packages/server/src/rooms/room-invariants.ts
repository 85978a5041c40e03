/**
 * The room's invariants (room-core.ts's header lists them), checked by test/rooms/room-transitions.test.ts
 * over random transitions and by the protocol fuzzer after every command.
 */
import type { RoomCore } from './room-core.ts';

/** What is wrong with the room's state (empty when its invariants hold). */
export function roomInvariantViolations(room: RoomCore): string[] {
  const problems: string[] = [];
  const playing = room.phase === 'playing';
  if ((room.phase === 'lobby') !== (room.match === null)) problems.push(`phase ${room.phase} with${room.match ? '' : 'out'} a match`);
  if (!playing) {
    if (room.pausedSince !== null) problems.push(`paused in phase ${room.phase}`);
    if (room.suspended) problems.push(`suspended in phase ${room.phase}`);
    if (room.summary !== null) problems.push(`summary in phase ${room.phase}`);
    if (room.finishing) problems.push(`finishing in phase ${room.phase}`);
    if (room.claims.size > 0) problems.push(`claims in phase ${room.phase}`);
    if (room.selections.size > 0) problems.push(`selections in phase ${room.phase}`);
  }
  if (playing && room.match && room.slots.length !== room.match.seats) problems.push(`${room.slots.length} slots for ${room.match.seats} seats`);
  if (room.pausedSince !== null && room.suspended) problems.push('paused and suspended at once');
  if (room.pausedBy !== null && room.pausedSince === null) problems.push('a pauser without a pause');
  if (room.result !== null && playing) problems.push('a result while playing');
  for (const seat of room.unapprovedClaims) if (!room.claims.has(seat)) problems.push(`unapproved claim of seat ${seat} is no claim`);
  return problems;
}
