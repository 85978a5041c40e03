/**
 * Who sits where in a learning deal (issue 18 part 3). A lesson has its own seat count
 * (`game.lesson.players`): the lobby's phones keep their order and take its first seats, bots the rest,
 * and phones beyond it watch. The lobby then has the lesson's seat count (the host sees the seats the
 * lesson was played with; options are re-read for that count, their defaults where they do not fit).
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
