import { describe, expect, it } from 'vitest';
import type { OptionDef } from '../../src/core/game.ts';
import { optionApplies, resolveOptionDefs } from '../../src/core/options.ts';
import { GAMES } from '../../src/registry.ts';
import { placementsFromTotals } from '../../src/core/placements.ts';

const label = { en: 'x', de: 'x' };
const defs: OptionDef[] = [
  { id: 'mode', label, kind: 'choice', choices: [{ value: 'a', label }, { value: 'b', label }], default: 'a' },
  { id: 'n', label, kind: 'integer', min: 1, max: 5, default: 3 },
  { id: 'aid', label, kind: 'boolean', default: false },
];

describe('option validation (issue 2 §2)', () => {
  it('fills defaults', () => {
    expect(resolveOptionDefs(defs, {})).toEqual({ ok: true, value: { mode: 'a', n: 3, aid: false } });
    expect(resolveOptionDefs(defs, undefined)).toEqual({ ok: true, value: { mode: 'a', n: 3, aid: false } });
  });

  it('refuses unknown keys, out-of-range integers, wrong types and unknown choices with BAD_OPTIONS', () => {
    for (const bad of [{ x: 1 }, { n: 9 }, { n: 2.5 }, { n: '2' }, { mode: 'c' }, { aid: 'yes' }, [], 'x']) {
      const r = resolveOptionDefs(defs, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_OPTIONS');
    }
  });
});

describe('options that apply only to some choices (appliesWhen)', () => {
  const conditional: OptionDef = { id: 'cards', label, kind: 'integer', min: 1, max: 9, default: 2, appliesWhen: { option: 'mode', values: ['b'] } };
  const all = [...defs, conditional];

  it('apply when the other option has one of the values, chosen or by default', () => {
    expect(optionApplies(conditional, all, { mode: 'b' })).toBe(true);
    expect(optionApplies(conditional, all, { mode: 'a' })).toBe(false);
    expect(optionApplies(conditional, all, {})).toBe(false);
    expect(optionApplies(defs[1], all, {})).toBe(true);
  });

  it('Fahrstuhl: the top floor for the hourglass and up only, the single round\'s cards for a single round', () => {
    const fahrstuhl = GAMES.find((g) => g.meta.id === 'fahrstuhl')!;
    const shown = (mode: string) => fahrstuhl.optionDefs.filter((d) => optionApplies(d, fahrstuhl.optionDefs, { mode })).map((d) => d.id);
    expect(shown('hourglass')).toEqual(['mode', 'startCards', 'bonus']);
    expect(shown('up')).toEqual(['mode', 'startCards', 'bonus']);
    expect(shown('single')).toEqual(['mode', 'cards', 'bonus']);
  });

  it('every condition names another option of the same game and values it can take', () => {
    for (const game of GAMES) {
      for (const def of game.optionDefs) {
        if (!def.appliesWhen) continue;
        const other = game.optionDefs.find((d) => d.id === def.appliesWhen!.option);
        expect(other, `${game.meta.id}.${def.id}`).toBeDefined();
        expect(other!.id).not.toBe(def.id);
        if (other!.kind === 'choice') for (const v of def.appliesWhen.values) expect(other!.choices.map((c) => c.value)).toContain(v);
      }
    }
  });
});

describe('placements', () => {
  it('ties share a place and the next place skips', () => {
    expect(placementsFromTotals([10, 30, 30, 5])).toEqual([3, 1, 1, 4]);
    expect(placementsFromTotals([2, 1], false)).toEqual([2, 1]);
  });
});
