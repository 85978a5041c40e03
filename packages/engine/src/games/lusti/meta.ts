/** Catalogue metadata of Lusti-Kartl'n. */
import type { GameMeta } from '../../core/game.ts';
import { SEATS } from './pack.ts';
import { TEAMS } from './scoring.ts';

export const meta: GameMeta = {
  id: 'lusti',
  name: { en: "Lusti-Kartl'n", de: "Lusti-Kartl'n" },
  pitch: {
    en: 'Bavarian team game for four: match the led rank to steal the trick, grab the Sau and tens, and go for a Brand.',
    de: 'Bayerisches Partnerspiel zu viert: Wer den ausgespielten Schlag nachlegt, holt den Stich – Säue und Zehner zählen, ein Brand beendet alles.',
  },
  minPlayers: SEATS,
  maxPlayers: SEATS,
  minAge: 8,
  durationMinutes: 30,
  family: { en: 'Family, Traditional', de: 'Familie, Traditionell' },
  tags: [
    { en: 'Team', de: 'Team' },
    { en: 'Trick-taking', de: 'Stichspiel' },
    { en: 'Bavarian', de: 'Bayerisch' },
    { en: 'Bavarian pack', de: 'Bayerisches Blatt' },
    { en: 'Easy to learn', de: 'Schnell gelernt' },
  ],
  pack: 'bavarian',
  teams: TEAMS.map((t) => t.slice()),
};
