/**
 * Which sound the table makes for one update's events, one sound per update: the loudest moment wins —
 * the game's own big moments (its web module's `tableSound`: Brand, Kopile), then a trick taken, a new
 * deal, a card played.
 */
import { isEvent, type GameEvent } from '@kitchen-table/engine';
import type { SoundName } from '../shared/sound.ts';

const LOUDEST_FIRST: readonly SoundName[] = ['brand', 'kopile', 'win', 'trick', 'deal', 'turn', 'card'];

function commonSound(e: GameEvent): SoundName | null {
  if (isEvent(e, 'trickTaken')) return 'trick';
  if (isEvent(e, 'dealStart')) return 'deal';
  return e.type === 'play' ? 'card' : null;
}

export function tableSound(events: readonly GameEvent[], own?: (e: GameEvent) => SoundName | null): SoundName | null {
  const sounds = new Set(events.flatMap((e) => [own?.(e) ?? null, commonSound(e)]));
  return LOUDEST_FIRST.find((s) => sounds.has(s)) ?? null;
}
