/** Catalogue metadata of Fahrstuhl. */
import type { GameMeta } from '../../core/game.ts';
import { MAX_SEATS, MIN_SEATS } from './options.ts';

export const meta: GameMeta = {
  id: 'fahrstuhl',
  name: { en: 'Fahrstuhl', de: 'Fahrstuhl' },
  pitch: {
    en: 'Ride the elevator down and back up: call exactly how many tricks you will take — and when the calls fall short, tied top cards all score.',
    de: 'Mit dem Fahrstuhl runter und wieder rauf: Sag genau an, wie viele Stiche du machst — und reichen die Ansagen nicht, zählen gleich hohe Karten für alle.',
  },
  minPlayers: MIN_SEATS,
  maxPlayers: MAX_SEATS,
  minAge: 6,
  durationMinutes: 30,
  family: { en: 'Family, Party', de: 'Familie, Party' },
  tags: [
    { en: 'card tactics', de: 'Kartentaktik' },
    { en: 'family', de: 'Familie' },
    { en: 'party', de: 'Party' },
  ],
  pack: 'french',
};
