import { describe, expect, it } from 'vitest';
import { fahrstuhl } from '../../src/games/fahrstuhl/index.ts';

const resolve = (raw: unknown, seats = 4) => fahrstuhl.resolveOptions(raw, seats);

describe('Fahrstuhl: options and metadata', () => {
  it('defaults: hourglass from 7 cards, bonus 100', () => {
    expect(resolve({})).toEqual({ ok: true, value: { mode: 'hourglass', startCards: 7, cards: 7, bonus: 100 } });
    expect(resolve(undefined).ok).toBe(true);
  });

  it('rule Rounds: the hourglass starts with 7 to 10 cards', () => {
    for (const startCards of [7, 8, 9, 10]) expect(resolve({ startCards }).ok).toBe(true);
    for (const startCards of [6, 1, 11, 0, 7.5, '7']) {
      const r = resolve({ mode: 'hourglass', startCards });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_OPTIONS');
    }
  });

  it('rule Rounds: up allows startCards 1 … 10, single allows cards 1 … 10', () => {
    for (let n = 1; n <= 10; n++) {
      expect(resolve({ mode: 'up', startCards: n }).ok).toBe(true);
      expect(resolve({ mode: 'single', cards: n }).ok).toBe(true);
    }
    expect(resolve({ mode: 'up', startCards: 11 }).ok).toBe(false);
    expect(resolve({ mode: 'single', cards: 0 }).ok).toBe(false);
  });

  it('rule Points: bonus is 0 … 500', () => {
    expect(resolve({ bonus: 0 }).ok).toBe(true);
    expect(resolve({ bonus: 500 }).ok).toBe(true);
    expect(resolve({ bonus: 501 }).ok).toBe(false);
    expect(resolve({ bonus: -1 }).ok).toBe(false);
  });

  it('rule Seats: 3 to 6 seats', () => {
    for (const seats of [3, 4, 5, 6]) expect(resolve({ mode: 'single', cards: 10 }, seats).ok).toBe(true);
    for (const seats of [2, 7, 0]) expect(resolve({}, seats).ok).toBe(false);
  });

  it('refuses unknown options and unknown modes', () => {
    expect(resolve({ trip: 'return' }).ok).toBe(false);
    expect(resolve({ mode: 'down' }).ok).toBe(false);
    expect(resolve('hourglass').ok).toBe(false);
  });

  it('option definitions cover mode, startCards, cards and bonus with their defaults', () => {
    expect(fahrstuhl.optionDefs.map((d) => [d.id, d.default])).toEqual([
      ['mode', 'hourglass'], ['startCards', 7], ['cards', 7], ['bonus', 100],
    ]);
  });

  it('catalogue metadata: Family/Party, ages 6+, 3–6 players, about 30 minutes, French pack', () => {
    const m = fahrstuhl.meta;
    expect(m.id).toBe('fahrstuhl');
    expect(m.name).toEqual({ en: 'Fahrstuhl', de: 'Fahrstuhl' });
    expect(m.family.en).toBe('Family, Party');
    expect([m.minPlayers, m.maxPlayers, m.minAge, m.durationMinutes]).toEqual([3, 6, 6, 30]);
    expect(m.tags.map((t) => t.en)).toEqual(['card tactics', 'family', 'party']);
    expect(m.pack).toBe('french');
    expect(m.pitch.en.length).toBeGreaterThan(20);
    expect(m.pitch.de.length).toBeGreaterThan(20);
  });
});
