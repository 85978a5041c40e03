/** Host options of Lusti-Kartl'n and their validation (light: the catalogue imports it). */
import { fail, type OptionDef, type OptionValue, type Result } from '../../core/game.ts';
import { resolveOptionDefs } from '../../core/options.ts';
import { SEATS } from './pack.ts';
import { DEFAULT_TARGET } from './scoring.ts';

export const optionDefs: OptionDef[] = [
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
export function resolveOptions(raw: unknown, seats: number): Result<Record<string, OptionValue>> {
  if (seats !== SEATS) return fail('BAD_OPTIONS', `Lusti-Kartl'n is played by exactly ${SEATS} seats, not ${seats}`);
  return resolveOptionDefs(optionDefs, raw);
}
