/**
 * Harness-only rooms: a bots-only match in an existing room, started from the harness rather than by a
 * host, so that the 5-bot limit of a real table does not apply (a soak runs 6-seat tables of bots).
 * It does what MatchPlay.begin does — log the match, seat the bots, start clocks and bots — without
 * touching the server's code: the room goes on through the server's own play code from there.
 */
import type { GameDefinition } from '@kitchen-table/engine';
import type { RoomManager } from '../../src/rooms/room-manager.ts';
import { MatchSession } from '../../src/rooms/match-session.ts';
import { broadcastSnapshots } from '../../src/rooms/room-views.ts';
import type { Slot } from '../../src/rooms/lobby-slots.ts';
import { newMatchId, newSeed } from '../../src/rooms/tokens.ts';

export async function startBotsOnlyMatch(manager: RoomManager, code: string, game: GameDefinition, seats: number): Promise<string> {
  const room = manager.rooms.get(code);
  if (!room) throw new Error(`no room ${code}`);
  return room.queue.run(async () => {
    const options = game.resolveOptions({}, seats);
    if (!options.ok) throw new Error(`${game.meta.id}: ${options.error.message}`);
    // `normal` bots, the level a host gets by default.
    const slots: Slot[] = Array.from({ length: seats }, (_, i) => ({ kind: 'bot', name: `Bot ${i + 1}`, level: 'normal' }) as Slot);
    room.config = { game: game.meta.id, options: options.value, seats, clockSeconds: 0, botDelayMs: 0 };
    const params = { id: newMatchId(), options: options.value, seats, seed: newSeed(), startedAt: room.timers.now() };
    const session = MatchSession.start(game, params);
    await room.deps.store.createMatch({
      id: params.id,
      roomCode: room.code,
      game: game.meta.id,
      options: params.options,
      seats,
      seed: params.seed,
      lineup: slots.map((s) => ({ kind: 'bot', name: s.kind === 'bot' ? s.name : '' })),
      startedAt: params.startedAt,
      finishedAt: null,
    });
    room.slots = slots;
    room.match = session;
    room.phase = 'playing';
    room.dealHolders = [];
    room.finishing = false;
    room.result = null;
    room.claims.clear();
    room.suspended = false;
    // The same entry a restored match takes: clocks (off here) and the bots start.
    room.play.restored();
    await room.save();
    broadcastSnapshots(room);
    return params.id;
  });
}

/** Closes a room as the sweeper does (every client told, timers stopped, record deleted). */
export async function closeRoom(manager: RoomManager, code: string): Promise<void> {
  const room = manager.rooms.get(code);
  if (!room) return;
  manager.rooms.delete(code);
  await room.queue.run(() => room.close());
}
