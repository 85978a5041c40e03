/**
 * Player names: 1–20 characters after NFC normalisation, trimming and collapsing whitespace. Refused
 * (NAME_INVALID): control, format (Unicode Cf: bidi controls, zero-width characters), private-use,
 * unassigned and lone-surrogate code points, and invisible fillers (Hangul fillers U+115F, U+1160,
 * U+3164, U+FFA0, the braille blank U+2800 and the other default-ignorable code points), so that a name
 * can neither hide, reorder nor fake text on the TV, and a name is always visible. The one exception is
 * the zero-width joiner *between two pictographs* (👩‍🍳): there it draws one emoji, not an invisible gap.
 * Refused (NAME_RESERVED): a bot's label, `Bot N` (the same in English and German), also spelt with
 * look-alikes (fullwidth letters, Cyrillic or Greek letters, a zero for the o).
 * Names are shown as text by the web app, so markup characters are harmless and allowed. A name already
 * taken in the room gets a suffix: "Anna 2".
 */
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@kitchen-table/protocol';

// Cc (controls), Cf (format), Co/Cn (private use, unassigned), Cs (lone surrogates), line separators,
// the default-ignorable and blank-looking code points that render as nothing, and U+FFFD (what broken
// text turns into: a name holding it was mangled somewhere).
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u2028\u2029\u115f\u1160\u3164\uffa0\u2800\u180b-\u180f\u034f\u17b4\u17b5\ufffd]/u;
/** A zero-width joiner inside an emoji sequence (pictograph, optional variation selector or skin tone). */
const EMOJI_ZWJ = /(?<=\p{Extended_Pictographic}[\ufe0f\u{1f3fb}-\u{1f3ff}]?)\u200d(?=\p{Extended_Pictographic})/gu;
/** Variation selectors only count after a pictograph (they style an emoji); anywhere else they hide. */
const EMOJI_VS = /(?<=\p{Extended_Pictographic})\ufe0f/gu;
const OTHER_VS = /[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;
/** In a `u` regex a surrogate code unit without its partner is a code point of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Something that is seen: a letter, digit, punctuation or symbol other than the blanks above. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export type NameCheck = { ok: true; name: string } | { ok: false; code: 'NAME_INVALID' | 'NAME_RESERVED'; message: string };

/** Look-alikes of the letters of "bot" and of digits, folded for the bot-label check only. */
const LOOK_ALIKES: Record<string, string> = { '0': 'o', 'о': 'o', 'ο': 'o', 'օ': 'o', 'в': 'b', 'Ь': 'b', 'ь': 'b', 'β': 'b', 'т': 't', 'τ': 't' };

/** True when a name reads as a bot's label ("Bot 3", "ＢＯＴ３", "B0t 1", Cyrillic "Вот 2"). */
export function looksLikeBotLabel(name: string): boolean {
  const folded = name.normalize('NFKC').toLowerCase().replace(/[\s._\-–—#:]+/gu, '');
  const match = /^(.{3})(\p{Nd}+)$/u.exec(folded);
  if (!match) return false;
  const letters = [...match[1]!].map((c) => LOOK_ALIKES[c] ?? c).join('');
  return letters === 'bot';
}

/** The cleaned name, or why it is refused. Length counts code points. */
export function checkName(raw: string): NameCheck {
  const invalid = (message: string): NameCheck => ({ ok: false, code: 'NAME_INVALID', message });
  if (LONE_SURROGATE.test(raw)) return invalid('a name cannot hold broken characters (lone surrogates)');
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  const withoutEmojiJoins = name.replace(EMOJI_ZWJ, '').replace(EMOJI_VS, '');
  if (FORBIDDEN.test(withoutEmojiJoins) || OTHER_VS.test(withoutEmojiJoins)) {
    return invalid('a name cannot hold control, format, zero-width, bidi or invisible characters');
  }
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) return invalid(`a name has ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters`);
  if (!VISIBLE.test(name)) return invalid('a name needs at least one visible letter, digit or symbol');
  if (looksLikeBotLabel(name)) return { ok: false, code: 'NAME_RESERVED', message: '"Bot N" is what bots are called; choose another name' };
  return { ok: true, name };
}

/**
 * A stored name made valid (the migration 0003_mend_names and nothing else): broken characters and
 * everything the rule refuses are dropped; what is left, or `fallback` when nothing usable is left.
 */
export function mendName(stored: string, fallback: string): string {
  if (cleanName(stored) === stored) return stored;
  const stripped = stored.replace(/\p{Cs}|\ufffd/gu, '');
  const kept = [...stripped].filter((c) => checkName(`a${c}`).ok).join('');
  return cleanName(kept) ?? fallback;
}

/** The cleaned name, or null when it breaks the rule. */
export function cleanName(raw: string): string | null {
  const checked = checkName(raw);
  return checked.ok ? checked.name : null;
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
