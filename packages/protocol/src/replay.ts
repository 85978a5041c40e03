/**
 * When a replay on the TV applies (issue 18, part 1). The server sends the replay when it opens or moves;
 * it holds only while its source does — the summary of that very deal of that match, or that finished
 * match's result outside a match — so that a summary that ends, or a new match, takes it off every screen
 * without another message. The server checks the same rule before each step (room-replay.ts).
 */
import type { ReplayShown, RoomState } from './server-messages.ts';

export function replayApplies(room: Pick<RoomState, 'phase' | 'summary' | 'result'> | null, replay: ReplayShown | null, matchId?: string | null): boolean {
  if (!room || !replay) return false;
  if (replay.source === 'summary') {
    return room.phase === 'playing' && room.summary?.deal === replay.summaryDeal && (matchId === undefined || matchId === replay.matchId);
  }
  return room.phase !== 'playing' && room.result?.matchId === replay.matchId;
}
