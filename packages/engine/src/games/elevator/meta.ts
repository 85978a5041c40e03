/** Catalogue metadata and host options of Elevator. */
import { fail, ok, type GameMeta, type OptionDef, type OptionValue, type Result } from '../../core/game.ts';
import { resolveOptionDefs } from '../../core/options.ts';
import { MAX_SEATS, MIN_SEATS } from './seats.ts';

export const DEFAULT_GAMES = 3;
export const MAX_GAMES = 10;

export const elevatorMeta: GameMeta = {
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

export const elevatorOptionDefs: OptionDef[] = [
  {
    id: 'packs',
    label: { en: 'Packs', de: 'Kartenspiele' },
    kind: 'choice',
    choices: [
      { value: 'auto', label: { en: 'Automatic (two at six players)', de: 'Automatisch (zwei bei sechs Spielern)' } },
      { value: 1, label: { en: 'One pack (54 cards)', de: 'Ein Spiel (54 Karten)' } },
      { value: 2, label: { en: 'Two packs (108 cards)', de: 'Zwei Spiele (108 Karten)' } },
    ],
    default: 'auto',
  },
  {
    id: 'games',
    label: { en: 'Games per match', de: 'Spiele pro Partie' },
    kind: 'integer',
    min: 1,
    max: MAX_GAMES,
    default: DEFAULT_GAMES,
  },
];

/**
 * Validates host options for a seat count (code `BAD_OPTIONS`). `packs` may also arrive as the text
 * "1" / "2" (a form field); it is stored as the number.
 */
export function resolveElevatorOptions(raw: unknown, seats: number): Result<Record<string, OptionValue>> {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return fail('BAD_OPTIONS', `Elevator is played by ${MIN_SEATS} to ${MAX_SEATS} seats, not ${seats}`);
  }
  let input = raw;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const packs = (raw as Record<string, unknown>).packs;
    if (packs === '1' || packs === '2') input = { ...raw, packs: Number(packs) };
  }
  const resolved = resolveOptionDefs(elevatorOptionDefs, input);
  if (!resolved.ok) return resolved;
  return ok(resolved.value);
}
