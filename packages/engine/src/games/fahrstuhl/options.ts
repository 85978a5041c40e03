/** Host options of Fahrstuhl and their validation. */
import { fail, ok, type OptionDef, type OptionValue, type Result } from '../../core/game.ts';
import { resolveOptionDefs } from '../../core/options.ts';
import { fitsInPacks } from './packs.ts';
import { largestHand, roundSchedule, type Mode } from './rounds.ts';
import { DEFAULT_BONUS, MAX_BONUS } from './scoring.ts';

export const MIN_SEATS = 3;
export const MAX_SEATS = 6;
export const MAX_CARDS = 10;
/** The hourglass starts with 7 to 10 cards; `up` may stop anywhere from 1. */
export const HOURGLASS_MIN_START = 7;

export interface FahrstuhlOptions {
  mode: Mode;
  startCards: number;
  cards: number;
  bonus: number;
}

export const optionDefs: OptionDef[] = [
  {
    id: 'mode',
    label: { en: 'Rounds', de: 'Runden' },
    kind: 'choice',
    choices: [
      { value: 'hourglass', label: { en: 'Down and up again (hourglass)', de: 'Runter und wieder rauf (Sanduhr)' } },
      { value: 'up', label: { en: 'Up only', de: 'Nur rauf' } },
      { value: 'single', label: { en: 'A single round', de: 'Eine einzelne Runde' } },
    ],
    default: 'hourglass',
  },
  {
    id: 'startCards',
    label: { en: 'Top floor: cards in the largest round (hourglass 7–10, up 1–10)', de: 'Oberstes Stockwerk: Karten in der größten Runde (Sanduhr 7–10, rauf 1–10)' },
    kind: 'integer',
    min: 1,
    max: MAX_CARDS,
    default: 7,
    appliesWhen: { option: 'mode', values: ['hourglass', 'up'] },
  },
  {
    id: 'cards',
    label: { en: 'Cards in the single round', de: 'Karten in der einzelnen Runde' },
    kind: 'integer',
    min: 1,
    max: MAX_CARDS,
    default: 7,
    appliesWhen: { option: 'mode', values: ['single'] },
  },
  {
    id: 'bonus',
    label: { en: 'Bonus for an exact call', de: 'Bonus für eine genaue Ansage' },
    kind: 'integer',
    min: 0,
    max: MAX_BONUS,
    default: DEFAULT_BONUS,
  },
];

export function resolveOptions(raw: unknown, seats: number): Result<Record<string, OptionValue>> {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return fail('BAD_OPTIONS', `Fahrstuhl is for ${MIN_SEATS} to ${MAX_SEATS} players`);
  }
  const r = resolveOptionDefs(optionDefs, raw);
  if (!r.ok) return r;
  const o = r.value as unknown as FahrstuhlOptions;
  if (o.mode === 'hourglass' && o.startCards < HOURGLASS_MIN_START) {
    return fail('BAD_OPTIONS', `option "startCards" must be from ${HOURGLASS_MIN_START} to ${MAX_CARDS} for the hourglass`);
  }
  const largest = largestHand(roundSchedule(o.mode, o.startCards, o.cards));
  if (!fitsInPacks(seats, largest)) {
    return fail('BAD_OPTIONS', `${seats} seats × ${largest} cards + 1 turned-up card do not fit in 64 cards`);
  }
  return ok(r.value);
}

/** Reads resolved options (setup trusts them, but falls back to the defaults for missing keys). */
export function readOptions(options: Record<string, OptionValue>): FahrstuhlOptions {
  const defaults = Object.fromEntries(optionDefs.map((d) => [d.id, d.default]));
  const o = { ...defaults, ...options } as unknown as FahrstuhlOptions;
  return { mode: o.mode, startCards: o.startCards, cards: o.cards, bonus: o.bonus };
}
