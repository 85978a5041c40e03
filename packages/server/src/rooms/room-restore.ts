/** Rebuilds rooms at start-up from their records and their matches' logs. */
import type { RoomRecord } from '../storage/store.ts';
import type { Link } from './link.ts';
import { MatchSession } from './match-session.ts';
import { holdersOf } from './outcomes.ts';
import { mendName } from './names.ts';
import { settle } from './room-changes.ts';
import { loadRecord, parseRoomData, type RoomData } from './room-record.ts';
import { Room, type RoomDeps } from './room.ts';

/**
 * Rebuilds a room from its record and (when it has one) its match's log. Returns null when the record
 * cannot be read; a match that no longer replays leaves the room in its lobby (logged by the caller).
 */
export async function restoreRoom(record: RoomRecord, deps: RoomDeps): Promise<{ room: Room; problem?: string } | null> {
  const data = parseRoomData(record.data);
  if (!data) return null;
  const room = new Room(record.code, deps, data.tvTokenHash, data.createdAt);
  // Names stored before issue 15's name rule are mended as the migration mends the profiles.
  const members = data.members.map((m) => ({ ...m, name: mendName(m.name, 'Player'), links: new Set<Link>(), readingRules: false }));
  loadRecord(room, data, record.updatedAt, members);

  let problem: string | undefined;
  if (record.matchId && data.phase !== 'lobby') {
    try {
      problem = await restoreMatch(room, record.matchId, data);
    } catch (error) {
      problem = (error as Error).message;
      // Clocks or bots the restore may have started stop with it (issue 26: nothing of a failed match runs on).
      room.play.stop();
      room.returnToLobby();
    }
  }
  return { room, problem };
}

async function restoreMatch(room: Room, matchId: string, data: RoomData): Promise<string | undefined> {
  const loaded = await room.deps.store.loadMatch(matchId);
  if (!loaded) return `match ${matchId} is not in the store`;
  const game = room.deps.games.find((g) => g.meta.id === loaded.match.game);
  if (!game) return `game ${loaded.match.game} is not installed`;
  const { session, aborted } = MatchSession.replay(game, loaded.match, loaded.moves);
  if (aborted) return undefined;
  room.touch(loaded.moves.at(-1)?.at ?? loaded.match.startedAt);
  // Deal holders are saved after a deal's last move is broadcast; a crash in between loses the entry.
  const completed = session.isOver() ? session.deal() : session.deal() - 1;
  const phase = loaded.match.finishedAt !== null || data.phase === 'finished' ? 'finished' : 'playing';
  room.resumeMatch(session, phase, data, completed, () => holdersOf(room.slots));
  if (phase === 'finished') return undefined;
  await settle(room, session.isOver() ? await room.play.finishRestored() : room.play.restored());
  return undefined;
}
