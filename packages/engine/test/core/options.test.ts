import { describe, expect, it } from 'vitest';
import type { OptionDef } from '../../src/core/game.ts';
import { resolveOptionDefs } from '../../src/core/options.ts';
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

describe('placements', () => {
  it('ties share a place and the next place skips', () => {
    expect(placementsFromTotals([10, 30, 30, 5])).toEqual([3, 1, 1, 4]);
    expect(placementsFromTotals([2, 1], false)).toEqual([2, 1]);
  });
});
