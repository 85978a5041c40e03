/**
 * Harness-only rooms: a bots-only match in an existing room, started from the harness rather than by a
 * host, so that the 5-bot limit of a real table does not apply (a soak runs 6-seat tables of bots).
 * It enters through MatchPlay.launch, the same code a host's start takes after the lobby's checks.
 */
import type { GameDefinition } from '@kitchen-table/engine';
import { settle } from '../../src/rooms/room-changes.ts';
import type { RoomManager } from '../../src/rooms/room-manager.ts';
import type { Slot } from '../../src/rooms/lobby-slots.ts';

export async function startBotsOnlyMatch(manager: RoomManager, code: string, game: GameDefinition, seats: number): Promise<string> {
  const room = manager.rooms.get(code);
  if (!room) throw new Error(`no room ${code}`);
  return room.queue.run(async () => {
    const options = game.resolveOptions({}, seats);
    if (!options.ok) throw new Error(`${game.meta.id}: ${options.error.message}`);
    // `normal` bots, the level a host gets by default.
    const slots: Slot[] = Array.from({ length: seats }, (_, i) => ({ kind: 'bot', name: `Bot ${i + 1}`, level: 'normal' }) as Slot);
    room.setConfig({ game: game.meta.id, options: options.value, seats, clockSeconds: 0, botDelayMs: 0, summarySeconds: room.config.summarySeconds });
    // Stored and published as a host's start is (rooms/room-changes.ts).
    await settle(room, await room.play.launch(game, slots, options.value));
    return room.match!.id;
  });
}

/** Closes a room as the sweeper does (every client told, timers stopped, record deleted). */
export async function closeRoom(manager: RoomManager, code: string): Promise<void> {
  const room = manager.rooms.get(code);
  if (!room) return;
  manager.rooms.delete(code);
  await room.queue.run(() => room.close());
}
