/** Host options of Fünfzehnern, their validation and its seat range (light: the catalogue imports it). */
import { fail, ok, type OptionDef, type OptionValue, type Result } from '../../core/game.ts';
import { resolveOptionDefs } from '../../core/options.ts';

export const MIN_SEATS = 3;
export const MAX_SEATS = 4;

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
