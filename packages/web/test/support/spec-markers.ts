/**
 * The markers of the engineering spec (docs/rules/) that must never reach a player: file paths,
 * "Engine:", card codes, code spans, "seat + 1 (mod n)", error codes, JSON moves, rule numbers, option keys.
 * Used by the players' rules test and the browser check of the rules sheet.
 */
import { GAMES } from '@kitchen-table/engine';

/** Every option key of every game, as the engine spells it (`startCards`, `beginnersAid`, …). */
const OPTION_KEYS = [...new Set(GAMES.flatMap((g) => g.optionDefs.map((d) => d.id)))];

/** The markers of the engineering spec that must never reach a player, with what each one catches. */
export function specMarkers(text: string): string[] {
  const found: string[] = [];
  const check = (what: string, re: RegExp) => {
    const m = text.match(re);
    if (m) found.push(`${what}: ${m[0]}`);
  };
  check('file path', /\b(?:packages|docs|src|test)\/|\.(?:tsx?|json)\b/);
  check('engine reference', /\bEngine:|\bTests?:|\bId `|\bKennung\b/);
  check('card code', /\b(?:10|[2-9AKQJOU])[SHDCEG]\b|\b[RB]J\b/);
  check('code span', /`[^`]+`/);
  check('modular seat arithmetic', /\bmod n\b|\b(?:seat|Platz) \+ 1\b|\bn ?[−-] ?1\b/);
  check('error code', /\b[A-Z]{2,}_[A-Z_]{2,}\b/);
  check('JSON move', /\{\s*"/);
  check('rule number', /\b(?:rule|Regel) \d/);
  for (const key of OPTION_KEYS) {
    // Keys that are ordinary words ("games", "hands", "target") may appear as words; camelCase keys and
    // keys written as code may not.
    if (/[A-Z]/.test(key)) check(`option key ${key}`, new RegExp(`\\b${key}\\b`));
    check(`option key ${key}`, new RegExp(`\\b${key}\\s*[=∈]`));
  }
  return found;
}
