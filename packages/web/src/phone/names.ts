/** Seat names as the room knows them (humans by name, bots as "Bot 1"). */
import type { RoomState } from '@kitchen-table/protocol';
import { t } from '../i18n.ts';

export function seatNames(room: RoomState | null): string[] {
  if (!room) return [];
  return room.slots.map((slot, i) => (slot.kind === 'open' ? t('seat', { n: i + 1 }) : slot.name));
}

export function isBotSeat(room: RoomState | null, seat: number): boolean {
  return room?.slots[seat]?.kind === 'bot';
}
