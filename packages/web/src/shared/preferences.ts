/**
 * Per-device preferences for every player (issue 18, part 5): large cards, high contrast, the
 * four-colour French pack and the automatic forced move on a phone, the table's spoken announcements on
 * the TV. Stored in localStorage as one JSON object; an unknown or damaged entry falls back to the
 * defaults (all off), so that a preference never surprises someone who did not choose it.
 */
import { createStore, type Store } from './store.ts';

export interface Preferences {
  /** Bigger cards in the phone's hand (and in its trick strip). */
  largeCards: boolean;
  /** Black background, white text, strong outlines on the phone. */
  highContrast: boolean;
  /** French cards in four colours: ♠ black, ♥ red, ♦ blue, ♣ green (the Bavarian pack has four already). */
  fourColour: boolean;
  /** A seat with exactly one legal move plays it by itself after a short moment. */
  autoForcedMove: boolean;
  /** The TV says whose turn it is, the trump and the calls. */
  tableVoice: boolean;
}

export type PreferenceKey = keyof Preferences;

export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  largeCards: false,
  highContrast: false,
  fourColour: false,
  autoForcedMove: false,
  tableVoice: false,
};

export const PREFERENCES_KEY = 'kt.prefs';

/** The root element's class for each preference that changes how the page looks. */
export const PREFERENCE_CLASSES: Partial<Record<PreferenceKey, string>> = {
  largeCards: 'large-cards',
  highContrast: 'high-contrast',
  fourColour: 'four-colour',
};

/** The part of the Web Storage API used here (tests pass a map-backed one). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads stored preferences: only known keys with boolean values count, the rest keeps its default. */
export function parsePreferences(raw: string | null): Preferences {
  const prefs: Preferences = { ...DEFAULT_PREFERENCES };
  if (!raw) return prefs;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return prefs;
  }
  if (!parsed || typeof parsed !== 'object') return prefs;
  for (const key of Object.keys(DEFAULT_PREFERENCES) as PreferenceKey[]) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'boolean') prefs[key] = value;
  }
  return prefs;
}

export interface PreferencesHandle {
  store: Store<Preferences>;
  set(key: PreferenceKey, value: boolean): void;
}

export function createPreferences(storage: KeyValueStorage | null): PreferencesHandle {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PREFERENCES_KEY) ?? null;
  } catch {
    /* storage blocked: defaults */
  }
  const store = createStore<Preferences>(parsePreferences(raw));
  return {
    store,
    set(key, value) {
      const next = { ...store.get(), [key]: value };
      try {
        storage?.setItem(PREFERENCES_KEY, JSON.stringify(next));
      } catch {
        /* the choice then lasts for this page only */
      }
      store.set(next);
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const device = createPreferences(browserStorage());

/** This device's preferences. */
export const preferencesStore: Store<Preferences> = device.store;

export function setPreference(key: PreferenceKey, value: boolean): void {
  device.set(key, value);
}

/** Keeps the element's classes in step with the preferences (call once, at the top of a screen). */
export function applyPreferenceClasses(root: Element, store: Store<Preferences> = preferencesStore): () => void {
  const apply = (prefs: Preferences) => {
    for (const key of Object.keys(PREFERENCE_CLASSES) as PreferenceKey[]) root.classList.toggle(PREFERENCE_CLASSES[key]!, prefs[key]);
  };
  apply(store.get());
  return store.subscribe(apply);
}
