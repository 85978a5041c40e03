/** Rooms: the room manager's opaque snapshot per live room, kept so that a restart can rebuild them. */
import type { RoomRecord } from './store.ts';
import type { Db, RoomsTable } from './schema.ts';

export async function saveRoom(db: Db, room: RoomRecord): Promise<void> {
  const row: RoomsTable = {
    code: room.code,
    data: JSON.stringify(room.data ?? null),
    match_id: room.matchId,
    updated_at: room.updatedAt,
  };
  await db
    .insertInto('rooms')
    .values(row)
    .onConflict((oc) => oc.column('code').doUpdateSet({ data: row.data, match_id: row.match_id, updated_at: row.updated_at }))
    .execute();
}

export async function deleteRoom(db: Db, code: string): Promise<void> {
  await db.deleteFrom('rooms').where('code', '=', code).execute();
}

export async function loadRooms(db: Db): Promise<RoomRecord[]> {
  const rows = await db.selectFrom('rooms').selectAll().orderBy('code').execute();
  return rows.map((r) => ({ code: r.code, data: JSON.parse(r.data), matchId: r.match_id, updatedAt: Number(r.updated_at) }));
}
