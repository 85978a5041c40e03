/**
 * Who sits where in a learning deal (issue 18 part 3). A lesson has its own seat count
 * (`game.lesson.players`): the lobby's phones keep their order and take its first seats, bots the rest,
 * and phones beyond it watch. During the lesson the room's seat count is the lesson's (options re-read
 * for it); back in the lobby the host finds the seats and options as left (room-play.ts restores them).
 */
import type { GameDefinition } from '@kitchen-table/engine';
import type { RoomConfig } from '@kitchen-table/protocol';
import { fillWithBots, type Slot } from './lobby-slots.ts';
import type { RoomCore } from './room-core.ts';

export function lessonSeating(room: RoomCore, game: GameDefinition): { slots: Slot[]; config: RoomConfig } {
  const players = game.lesson.players;
  const humans = room.slots.filter((s) => s.kind === 'human' && room.members.has(s.memberId)).slice(0, players);
  const open: Slot[] = Array.from({ length: players - humans.length }, () => ({ kind: 'open' }));
  const slots = fillWithBots([...humans, ...open]);
  const resolved = game.resolveOptions(room.config.options, players);
  const options = resolved.ok ? resolved : game.resolveOptions({}, players);
  const config: RoomConfig = { ...room.config, seats: players, options: options.ok ? options.value : {} };
  return { slots, config };
}
