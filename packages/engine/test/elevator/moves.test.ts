/** parseMove, options and catalogue metadata. */
import { describe, expect, it } from 'vitest';
import { elevator } from './helpers.ts';

const parse = (raw: unknown) => elevator.parseMove(raw);
const code = (raw: unknown) => {
  const r = parse(raw);
  return r.ok ? 'ok' : r.error.code;
};

describe('parseMove', () => {
  it('reads the three kinds of move', () => {
    expect(parse({ play: ['8S', '8H'] })).toEqual({ ok: true, value: { play: ['8S', '8H'] } });
    expect(parse({ pass: true })).toEqual({ ok: true, value: { pass: true } });
    expect(parse({ give: '5C' })).toEqual({ ok: true, value: { give: '5C' } });
    expect(parse({ play: ['RJ'] })).toEqual({ ok: true, value: { play: ['RJ'] } });
    expect(parse({ play: ['10D'] })).toEqual({ ok: true, value: { play: ['10D'] } });
  });

  it('rejects unknown kinds and moves with two kinds (BAD_MOVE)', () => {
    expect(code({ call: 2 })).toBe('BAD_MOVE');
    expect(code({ play: ['8S'], pass: true })).toBe('BAD_MOVE');
    expect(code({ give: '5C', pass: true })).toBe('BAD_MOVE');
    expect(code({ play: ['8S'], zwang: true })).toBe('BAD_MOVE');
    expect(code({})).toBe('BAD_MOVE');
    expect(code(null)).toBe('BAD_MOVE');
    expect(code('pass')).toBe('BAD_MOVE');
    expect(code([{ pass: true }])).toBe('BAD_MOVE');
  });

  it('rejects empty runs, non-array runs and a false pass', () => {
    expect(code({ play: [] })).toBe('BAD_MOVE');
    expect(code({ play: '8S' })).toBe('BAD_MOVE');
    expect(code({ pass: false })).toBe('BAD_MOVE');
    expect(code({ pass: 'yes' })).toBe('BAD_MOVE');
  });

  it('rejects bad card syntax and cards not in the pack', () => {
    for (const card of ['1H', '11S', '8X', 'XJ', 'J', '', 'as', '8s', 'OE', 'UG', 'JK', 8, null]) {
      expect(code({ play: [card] })).toBe('BAD_MOVE');
      expect(code({ give: card })).toBe('BAD_MOVE');
    }
    expect(code({ play: ['8S', '1H'] })).toBe('BAD_MOVE');
  });

  it('applyMove answers a malformed move with BAD_MOVE, never an exception', () => {
    const s = elevator.setup({ packs: 'auto', games: 1 }, 4, 1);
    const r = elevator.applyMove(s, 1, { play: ['ZZ'] } as never);
    expect(r.ok ? 'ok' : r.error.code).toBe('BAD_MOVE');
  });
});

describe('options', () => {
  it('defaults: packs auto, 3 games', () => {
    expect(elevator.resolveOptions({}, 4)).toEqual({ ok: true, value: { packs: 'auto', games: 3 } });
    expect(elevator.resolveOptions(undefined, 6)).toEqual({ ok: true, value: { packs: 'auto', games: 3 } });
  });

  it('packs 1 or 2 (also as text), games 1 to 10', () => {
    expect(elevator.resolveOptions({ packs: 2, games: 10 }, 3)).toEqual({ ok: true, value: { packs: 2, games: 10 } });
    expect(elevator.resolveOptions({ packs: '1', games: 1 }, 6)).toEqual({ ok: true, value: { packs: 1, games: 1 } });
  });

  it('refuses bad values, unknown options and seat counts outside 3–6 (BAD_OPTIONS)', () => {
    for (const [raw, seats] of [
      [{ packs: 3 }, 4],
      [{ packs: 'two' }, 4],
      [{ games: 0 }, 4],
      [{ games: 11 }, 4],
      [{ games: 2.5 }, 4],
      [{ rounds: 3 }, 4],
      [{}, 2],
      [{}, 7],
      ['packs', 4],
    ] as [unknown, number][]) {
      const r = elevator.resolveOptions(raw, seats);
      expect(r.ok ? 'ok' : r.error.code).toBe('BAD_OPTIONS');
    }
  });
});

describe('catalogue metadata', () => {
  it('names, players, ages, duration, tags and pack', () => {
    expect(elevator.meta).toMatchObject({
      id: 'elevator',
      name: { en: 'Elevator', de: 'Lift' },
      minPlayers: 3,
      maxPlayers: 6,
      minAge: 8,
      pack: 'french',
    });
    expect(elevator.meta.pitch.en.length).toBeGreaterThan(20);
    expect(elevator.meta.pitch.de.length).toBeGreaterThan(20);
    expect(elevator.meta.durationMinutes).toBeGreaterThan(0);
    expect(elevator.meta.tags.length).toBeGreaterThan(0);
    expect(elevator.optionDefs.map((d) => d.id)).toEqual(['packs', 'games']);
  });
});
