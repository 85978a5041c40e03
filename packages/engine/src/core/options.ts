import { fail, ok, type OptionDef, type OptionValue, type Result } from './game.ts';

/**
 * Validates untrusted option JSON against a game's option definitions and fills defaults.
 * Unknown keys are refused, so that a typo in a host's setting never passes silently.
 */
export function resolveOptionDefs(defs: readonly OptionDef[], raw: unknown): Result<Record<string, OptionValue>> {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail('BAD_OPTIONS', 'options must be an object');
  const input = raw as Record<string, unknown>;
  const out: Record<string, OptionValue> = {};
  for (const key of Object.keys(input)) {
    if (!defs.some((d) => d.id === key)) return fail('BAD_OPTIONS', `unknown option "${key}"`);
  }
  for (const def of defs) {
    const value = input[def.id];
    if (value === undefined) {
      out[def.id] = def.default;
      continue;
    }
    switch (def.kind) {
      case 'choice':
        if (!def.choices.some((c) => c.value === value)) {
          return fail('BAD_OPTIONS', `option "${def.id}" must be one of ${def.choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
        }
        out[def.id] = value as string | number;
        break;
      case 'integer':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < def.min || value > def.max) {
          return fail('BAD_OPTIONS', `option "${def.id}" must be an integer from ${def.min} to ${def.max}`);
        }
        out[def.id] = value;
        break;
      case 'boolean':
        if (typeof value !== 'boolean') return fail('BAD_OPTIONS', `option "${def.id}" must be true or false`);
        out[def.id] = value;
        break;
    }
  }
  return ok(out);
}

/**
 * Whether an option matters with the other options as chosen (defaults fill the gaps): screens show only
 * the options that apply.
 */
export function optionApplies(def: OptionDef, defs: readonly OptionDef[], chosen: Readonly<Record<string, OptionValue | undefined>>): boolean {
  const when = def.appliesWhen;
  if (!when) return true;
  const other = defs.find((d) => d.id === when.option);
  const value = chosen[when.option] ?? other?.default;
  return value !== undefined && when.values.includes(value);
}
