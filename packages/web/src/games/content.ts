/**
 * What the catalogue and the TV intro say about each game beyond the engine's metadata: the host's
 * spoken explanation (warm, short, in the host's own voice) and the points at a glance. Each game's text
 * is in its own folder (`games/<id>/content.ts`), registered with its web module.
 */
import type { LocalText } from '@kitchen-table/engine';
import { webGame } from './registry.ts';

export interface GameContent {
  explain: LocalText;
  glance: { en: string[]; de: string[] };
}

export function contentOf(id: string): GameContent | undefined {
  return webGame(id)?.content;
}
