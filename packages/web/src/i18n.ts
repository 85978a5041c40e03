/**
 * English and German. The phone's (or TV's) language is the default; a switch stores the choice.
 * Strings live in `strings/*.ts`; German must define every English key (the type checks it).
 */
import { createStore, useStore } from './shared/store.ts';
import { EN, DE, type StringKey } from './strings/index.ts';
import type { LocalText } from '@kitchen-table/engine';

export type Lang = 'en' | 'de';

/**
 * A game's own words for the strings every game shares (games/words.ts): "Hand 2 of 8" instead of
 * "Deal 2 of 8", "Striche" instead of "points". The table's current game sets them (`gameWordsStore`).
 */
export type GameWords = { [L in Lang]: Partial<Record<StringKey, string>> };

const STORAGE_KEY = 'kt.lang';

function initialLang(): Lang {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'en' || stored === 'de') return stored;
  } catch {
    /* storage may be blocked (private mode): fall back to the browser's language */
  }
  const langs = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [];
  return langs.some((l) => l?.toLowerCase().startsWith('de')) && !langs[0]?.toLowerCase().startsWith('en') ? 'de' : 'en';
}

export const langStore = createStore<Lang>(initialLang());

/** The words of the game the table plays (null: none chosen, the shared strings as written). */
export const gameWordsStore = createStore<GameWords | null>(null);

export function setLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* ignore: the choice then lasts for this page only */
  }
  langStore.set(lang);
}

langStore.subscribe((lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});
if (typeof document !== 'undefined') document.documentElement.lang = langStore.get();

export type Vars = Record<string, string | number>;

/** Keys with a singular form `<key>_one` use it when the count (`n`, or `tricks`) is 1. */
function pluralKey(key: StringKey, vars?: Vars): StringKey {
  const count = vars?.n ?? vars?.tricks;
  const one = `${key}_one` as StringKey;
  return count === 1 && one in EN ? one : key;
}

export function translate(lang: Lang, key: StringKey, vars?: Vars, words: GameWords | null = gameWordsStore.get()): string {
  key = pluralKey(key, vars);
  let text: string = words?.[lang][key] ?? (lang === 'de' ? DE : EN)[key] ?? EN[key] ?? key;
  // A number below zero gets a real minus sign, as every score on the table is written (−10, never -10).
  if (vars) text = text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]).replace(/^-(?=\d)/, '−') : m));
  return text;
}

export interface NumberStyle {
  /** Digits after the decimal separator (default 0). */
  digits?: number;
  /** Show "+" before positive numbers (a deal's score). */
  sign?: boolean;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the language writes it: "9,7" and "1.250" in German, "9.7" and "1,250" in English. */
export function formatNumber(lang: Lang, value: number, style: NumberStyle = {}): string {
  const key = `${lang}|${style.digits ?? 0}|${style.sign === true}`;
  let format = numberFormats.get(key);
  if (!format) {
    const digits = style.digits ?? 0;
    format = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
      minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: style.sign ? 'exceptZero' : 'auto',
    });
    numberFormats.set(key, format);
  }
  // A real minus sign, as the scores elsewhere on the table are written.
  return format.format(value).replace('-', '−');
}

/** Current-language translator for components; re-renders them when the language or the game's words change. */
export function useT(): {
  t: (key: StringKey, vars?: Vars) => string; lang: Lang; local: (text: LocalText) => string; num: (value: number, style?: NumberStyle) => string;
} {
  const lang = useStore(langStore);
  useStore(gameWordsStore);
  return {
    t: (key, vars) => translate(lang, key, vars),
    lang,
    local: (text) => text[lang],
    num: (value, style) => formatNumber(lang, value, style),
  };
}

export function t(key: StringKey, vars?: Vars): string {
  return translate(langStore.get(), key, vars);
}
