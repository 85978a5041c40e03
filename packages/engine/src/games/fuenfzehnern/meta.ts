/** Catalogue metadata of Fünfzehnern. */
import type { GameMeta } from '../../core/game.ts';
import { MAX_SEATS, MIN_SEATS } from './options.ts';

export const FUENFZEHNERN_ID = 'fuenfzehnern';

export const meta: GameMeta = {
  id: FUENFZEHNERN_ID,
  // One name in both languages, as the other games with German names keep theirs (the glossary).
  name: { en: 'Fünfzehnern', de: 'Fünfzehnern' },
  pitch: {
    en: 'Old-school tricks without trump: win another’s trick and you are bound to its suit — every seat chases its fifteen points.',
    de: 'Stechen ohne Trumpf wie früher: Wer einen fremden Stich macht, ist an dessen Farbe gebunden — jeder jagt seinen Fünfzehnern nach.',
  },
  minPlayers: MIN_SEATS,
  maxPlayers: MAX_SEATS,
  minAge: 10,
  durationMinutes: 30,
  family: { en: 'Classic', de: 'Klassiker' },
  tags: [
    { en: 'trick-taking', de: 'Stichspiel' },
    { en: 'classic', de: 'Klassiker' },
    { en: 'memory', de: 'Gedächtnis' },
    { en: 'card tactics', de: 'Kartentaktik' },
  ],
  pack: 'french',
};
