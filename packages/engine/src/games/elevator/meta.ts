/** Catalogue metadata of Elevator. */
import type { GameMeta } from '../../core/game.ts';
import { MAX_SEATS, MIN_SEATS } from './options.ts';

export const meta: GameMeta = {
  id: 'elevator',
  // German: "Lift" rather than "Fahrstuhl (serbisch)" — the catalogue already has Fahrstuhl, an
  // unrelated trick-taking game; two entries both called Fahrstuhl would be confused on the couch.
  // "Lift" is the same word in everyday German and keeps the image of the lift going up and down.
  name: { en: 'Elevator', de: 'Lift' },
  pitch: {
    en: 'Serbian shedding game: beat the top card in the other colour as the lift goes up or down, lay whole runs, and be first to empty your hand.',
    de: 'Serbisches Ablegespiel: Schlag die oberste Karte in der anderen Farbe, während der Lift rauf- oder runterfährt, leg ganze Reihen ab und werde als Erste deine Karten los.',
  },
  minPlayers: MIN_SEATS,
  maxPlayers: MAX_SEATS,
  minAge: 8,
  durationMinutes: 20,
  family: { en: 'Family, Traditional', de: 'Familie, Traditionell' },
  tags: [
    { en: 'Shedding', de: 'Ablegespiel' },
    { en: 'Serbian', de: 'Serbisch' },
    { en: 'Jokers', de: 'Joker' },
    { en: 'Easy to learn', de: 'Schnell gelernt' },
  ],
  pack: 'french',
};
