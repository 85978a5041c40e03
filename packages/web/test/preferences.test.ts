/**
 * Issue 18, part 5: the per-device preferences (large cards, high contrast, four colours, automatic
 * forced move, the TV's voice) are stored per device, start off, survive a reload and set the root
 * element's classes.
 */
import { describe, expect, it } from 'vitest';
import {
  applyPreferenceClasses, createPreferences, DEFAULT_PREFERENCES, parsePreferences, PREFERENCE_CLASSES, PREFERENCES_KEY,
  type KeyValueStorage,
} from '../src/shared/preferences.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('preferences store', () => {
  it('starts with every preference off', () => {
    const prefs = createPreferences(memoryStorage());
    expect(prefs.store.get()).toEqual(DEFAULT_PREFERENCES);
    expect(Object.values(prefs.store.get()).every((v) => v === false)).toBe(true);
  });

  it('stores a change and a new page on the same device reads it back', () => {
    const storage = memoryStorage();
    const first = createPreferences(storage);
    first.set('largeCards', true);
    first.set('fourColour', true);
    expect(first.store.get()).toMatchObject({ largeCards: true, fourColour: true, highContrast: false });
    const reloaded = createPreferences(storage);
    expect(reloaded.store.get()).toEqual(first.store.get());
    reloaded.set('largeCards', false);
    expect(createPreferences(storage).store.get().largeCards).toBe(false);
  });

  it('another device (its own storage) keeps its own preferences', () => {
    const a = createPreferences(memoryStorage());
    const b = createPreferences(memoryStorage());
    a.set('highContrast', true);
    expect(b.store.get().highContrast).toBe(false);
  });

  it('tells subscribers about a change', () => {
    const prefs = createPreferences(memoryStorage());
    const seen: boolean[] = [];
    prefs.store.subscribe((p) => seen.push(p.autoForcedMove));
    prefs.set('autoForcedMove', true);
    expect(seen).toEqual([true]);
  });

  it('ignores damaged, foreign or wrongly typed entries', () => {
    expect(parsePreferences('{not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('null')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('[true]')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(JSON.stringify({ largeCards: 'yes', tableVoice: true, unknown: true }))).toEqual({ ...DEFAULT_PREFERENCES, tableVoice: true });
    expect(createPreferences(memoryStorage({ [PREFERENCES_KEY]: '{"highContrast":true' })).store.get()).toEqual(DEFAULT_PREFERENCES);
  });

  it('works without storage (blocked or absent): the change lasts for the page', () => {
    const throwing: KeyValueStorage = {
      getItem: () => { throw new Error('blocked'); },
      setItem: () => { throw new Error('blocked'); },
    };
    for (const storage of [null, throwing]) {
      const prefs = createPreferences(storage);
      prefs.set('fourColour', true);
      expect(prefs.store.get().fourColour).toBe(true);
    }
  });

  it('puts one class per visual preference on the root element and takes it off again', () => {
    const prefs = createPreferences(memoryStorage());
    const classes = new Set<string>(['phone-root']);
    const root = { classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) } } as unknown as Element;
    const stop = applyPreferenceClasses(root, prefs.store);
    expect([...classes]).toEqual(['phone-root']);
    prefs.set('largeCards', true);
    prefs.set('highContrast', true);
    prefs.set('fourColour', true);
    prefs.set('autoForcedMove', true);
    expect([...classes].sort()).toEqual(['four-colour', 'high-contrast', 'large-cards', 'phone-root']);
    prefs.set('highContrast', false);
    expect(classes.has(PREFERENCE_CLASSES.highContrast!)).toBe(false);
    stop();
    prefs.set('largeCards', false);
    expect(classes.has('large-cards')).toBe(true);
  });
});
