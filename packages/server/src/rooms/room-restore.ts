/** Rebuilds rooms at start-up from their records and their matches' logs. */
import type { MatchResultInfo, RoomConfig, RoomPhase } from '@kitchen-table/protocol';
import type { RoomRecord } from '../storage/store.ts';
import type { Slot } from './lobby-slots.ts';
import { MatchSession } from './match-session.ts';
import { holdersOf, type DealHolders } from './outcomes.ts';
import { mendName } from './names.ts';
import { parseRoomData } from './room-record.ts';
import { Room, type RoomDeps } from './room.ts';

/**
 * Rebuilds a room from its record and (when it has one) its match's log. Returns null when the record
 * cannot be read; a match that no longer replays leaves the room in its lobby (logged by the caller).
 */
export async function restoreRoom(record: RoomRecord, deps: RoomDeps): Promise<{ room: Room; problem?: string } | null> {
  const data = parseRoomData(record.data);
  if (!data) return null;
  const room = new Room(record.code, deps, data.tvTokenHash, data.createdAt);
  room.touchedAt = record.updatedAt;
  room.hostId = data.hostId;
  room.config = data.config as RoomConfig;
  room.slots = data.slots as Slot[];
  // Names stored before issue 15's name rule are mended as the migration mends the profiles.
  for (const m of data.members) room.members.set(m.id, { ...m, name: mendName(m.name, 'Player'), links: new Set(), readingRules: false });
  for (const hash of data.banned) room.banned.add(hash);
  for (const k of data.kicked) room.kicked.set(k.memberId, k);
  for (const [seat, memberId] of data.claims) room.claims.set(seat, memberId);
  for (const seat of data.unapprovedClaims) if (room.claims.has(seat)) room.unapprovedClaims.add(seat);
  room.dealHolders = data.dealHolders as DealHolders;
  room.finishing = data.finishing;
  room.result = (data.result as MatchResultInfo | null) ?? null;
  room.phase = 'lobby';
  room.clocks.setDuration(room.config.clockSeconds);

  let problem: string | undefined;
  if (record.matchId && data.phase !== 'lobby') {
    try {
      problem = await restoreMatch(room, record.matchId, data.phase);
    } catch (error) {
      problem = (error as Error).message;
      room.match = null;
      room.phase = 'lobby';
    }
  }
  return { room, problem };
}

async function restoreMatch(room: Room, matchId: string, phase: RoomPhase): Promise<string | undefined> {
  const loaded = await room.deps.store.loadMatch(matchId);
  if (!loaded) return `match ${matchId} is not in the store`;
  const game = room.deps.games.find((g) => g.meta.id === loaded.match.game);
  if (!game) return `game ${loaded.match.game} is not installed`;
  const { session, aborted } = MatchSession.replay(game, loaded.match, loaded.moves);
  if (aborted) return undefined;
  room.match = session;
  const lastAt = loaded.moves.at(-1)?.at ?? loaded.match.startedAt;
  room.touchedAt = Math.max(room.touchedAt, lastAt);
  // Deal holders are saved after a deal's last move is broadcast; a crash in between loses the entry.
  const completed = session.isOver() ? session.deal() : session.deal() - 1;
  while (room.dealHolders.length < completed) room.dealHolders.push(holdersOf(room.slots));
  if (loaded.match.finishedAt !== null || phase === 'finished') {
    room.phase = 'finished';
    return undefined;
  }
  room.phase = 'playing';
  if (session.isOver()) await room.play.finishRestored();
  else room.play.restored();
  return undefined;
}
