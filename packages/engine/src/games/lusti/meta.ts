/** Catalogue metadata and host options of Lusti-Kartl'n. */
import { fail, type GameMeta, type OptionDef, type OptionValue, type Result } from '../../core/game.ts';
import { resolveOptionDefs } from '../../core/options.ts';
import { SEATS } from './pack.ts';
import { DEFAULT_TARGET, TEAMS } from './scoring.ts';

export const lustiMeta: GameMeta = {
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

export const lustiOptionDefs: OptionDef[] = [
  {
    id: 'target',
    label: { en: 'Striche to win the match', de: 'Striche zum Sieg' },
    kind: 'integer',
    min: 5,
    max: 21,
    default: DEFAULT_TARGET,
  },
];

/** Validates host options; Lusti-Kartl'n is played by exactly 4 (code `BAD_OPTIONS` otherwise). */
export function resolveLustiOptions(raw: unknown, seats: number): Result<Record<string, OptionValue>> {
  if (seats !== SEATS) return fail('BAD_OPTIONS', `Lusti-Kartl'n is played by exactly ${SEATS} seats, not ${seats}`);
  return resolveOptionDefs(lustiOptionDefs, raw);
}
