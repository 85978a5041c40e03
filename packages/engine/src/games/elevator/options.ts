/**
 * Host options of Elevator and their validation, and its seat range. Light (no rules, no deal): the
 * catalogue imports it for a first screen.
 */
import { fail, ok, type OptionDef, type OptionValue, type Result } from '../../core/game.ts';
import { resolveOptionDefs } from '../../core/options.ts';

export const MIN_SEATS = 3;
export const MAX_SEATS = 6;
export const DEFAULT_GAMES = 3;
export const MAX_GAMES = 10;

export const optionDefs: OptionDef[] = [
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
export function resolveOptions(raw: unknown, seats: number): Result<Record<string, OptionValue>> {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return fail('BAD_OPTIONS', `Elevator is played by ${MIN_SEATS} to ${MAX_SEATS} seats, not ${seats}`);
  }
  let input = raw;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const packs = (raw as Record<string, unknown>).packs;
    if (packs === '1' || packs === '2') input = { ...raw, packs: Number(packs) };
  }
  const resolved = resolveOptionDefs(optionDefs, input);
  if (!resolved.ok) return resolved;
  return ok(resolved.value);
}
