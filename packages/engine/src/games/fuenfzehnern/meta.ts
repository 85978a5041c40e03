/** Catalogue metadata and host options of Fünfzehnern. */
import { fail, ok, type GameMeta, type OptionDef, type OptionValue, type Result } from '../../core/game.ts';
import { resolveOptionDefs } from '../../core/options.ts';

export const FUENFZEHNERN_ID = 'fuenfzehnern';
export const MIN_SEATS = 3;
export const MAX_SEATS = 4;

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

export interface FuenfzehnernOptions {
  /** Hands in the match (resolved: never 0). Ignored when `minutes` is set. */
  hands: number;
  /** Time limit in minutes; 0 = none. The server calls finishAfterCurrentDeal when it runs out. */
  minutes: number;
  /** Card points of the tricks taken are shown during the hand. */
  beginnersAid: boolean;
}

export const optionDefs: OptionDef[] = [
  {
    id: 'hands',
    label: { en: 'Hands per match (0 = two per player)', de: 'Spiele pro Partie (0 = zwei pro Person)' },
    kind: 'integer',
    min: 0,
    max: 40,
    default: 0,
    // A time limit replaces the number of hands (rules 6.3).
    appliesWhen: { option: 'minutes', values: [0] },
  },
  {
    id: 'minutes',
    label: { en: 'Time limit in minutes (0 = none; replaces the number of hands)', de: 'Zeitlimit in Minuten (0 = keines; ersetzt die Anzahl der Spiele)' },
    kind: 'integer',
    min: 0,
    max: 240,
    default: 0,
  },
  {
    id: 'beginnersAid',
    label: { en: 'Beginners’ aid: show card points during the hand', de: 'Anfängerhilfe: Kartenpunkte laufend zeigen' },
    kind: 'boolean',
    default: false,
  },
];

/** The default match length: two hands per seat, so that every seat deals twice. */
export function defaultHands(seats: number): number {
  return 2 * seats;
}

/**
 * Validates host options for a seat count and fills defaults. `hands: 0` (the default) resolves to
 * 2 × seats, so the resolved options always name the real number of hands.
 */
export function resolveOptions(raw: unknown, seats: number): Result<Record<string, OptionValue>> {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return fail('BAD_OPTIONS', `Fünfzehnern needs ${MIN_SEATS} or ${MAX_SEATS} players`);
  }
  const r = resolveOptionDefs(optionDefs, raw);
  if (!r.ok) return r;
  const hands = r.value.hands as number;
  return ok({ ...r.value, hands: hands === 0 ? defaultHands(seats) : hands });
}

/** Reads resolved (or partially given) options into their typed form, defaulting defensively. */
export function typedOptions(options: Record<string, OptionValue>, seats: number): FuenfzehnernOptions {
  const hands = typeof options.hands === 'number' && options.hands > 0 ? options.hands : defaultHands(seats);
  const minutes = typeof options.minutes === 'number' && options.minutes > 0 ? options.minutes : 0;
  return { hands, minutes, beginnersAid: options.beginnersAid === true };
}
