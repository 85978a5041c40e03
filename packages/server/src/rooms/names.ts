/**
 * Player names: 1–20 characters after trimming and collapsing whitespace, no control or formatting
 * characters (they could hide or reorder text on the TV). Names are shown as text by the web app, so
 * markup characters are harmless and allowed. A name already taken in the room gets a suffix: "Anna 2".
 */
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@kitchen-table/protocol';

// Cc (controls), Cf (format: bidi overrides, zero-width), Co/Cn (private use, unassigned), line separators.
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/u;

/** The cleaned name, or null when it breaks the rule. Length counts user-visible code points. */
export function cleanName(raw: string): string | null {
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  // The zero-width joiner is a format character, but emoji sequences (👩‍🍳) need it.
  if (FORBIDDEN.test(name.replace(/\u200d/gu, ''))) return null;
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) return null;
  return name;
}

/** `name`, or `name 2`, `name 3`, … — the first not taken (case-insensitively), kept within 20 characters. */
export function uniqueName(name: string, taken: readonly string[]): string {
  const lower = new Set(taken.map((t) => t.toLowerCase()));
  if (!lower.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const base = [...name].slice(0, NAME_MAX_LENGTH - suffix.length).join('').trimEnd();
    const candidate = base + suffix;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}
