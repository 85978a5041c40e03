/**
 * Player names: 1–20 characters after NFC normalisation, trimming and collapsing whitespace. Refused
 * (NAME_INVALID): control, format (Unicode Cf: bidi controls, zero-width characters), private-use,
 * unassigned and lone-surrogate code points, and invisible fillers (Hangul fillers U+115F, U+1160,
 * U+3164, U+FFA0, the braille blank U+2800 and the other default-ignorable code points), so that a name
 * can neither hide, reorder nor fake text on the TV, and a name is always visible. The one exception is
 * the zero-width joiner *between two pictographs* (👩‍🍳): there it draws one emoji, not an invisible gap.
 * Refused (NAME_RESERVED): a bot's label, `Bot N` (the same in English and German), also spelt with
 * look-alikes — see `looksLikeBotLabel`.
 * Names are shown as text by the web app, so markup characters are harmless and allowed. A name already
 * taken in the room, or one that looks like it (`sameLooking`), gets a suffix: "Anna 2".
 *
 * Look-alikes are judged by Unicode's own data (issue 26): the confusable skeleton of UTS #39, with the
 * mapping of Unicode's confusables.txt as the `unhomoglyph` package ships it — not a hand-made list.
 */
import unhomoglyph from 'unhomoglyph';
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

/**
 * The confusable skeleton of UTS #39 (section 4): NFD, every character replaced by its prototype from
 * Unicode's confusables data, NFD again. Two texts that look alike have the same skeleton ("Annа" with
 * a Cyrillic а and "Anna"; "Bot I", "Bot l" and "Bot 1"). It is for comparing only, never shown.
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** "bot" in every mix of lower-case, capital and small-capital letters (ʙᴏᴛ reads as BOT). */
const BOT_WORDS = new Set(
  ['b', 'B', 'ʙ'].flatMap((b) => ['o', 'O', 'ᴏ'].flatMap((o) => ['t', 'T', 'ᴛ'].map((t) => skeleton(b + o + t)))),
);
/** What the digits look like: 0 → O, 1 → l, the others themselves. */
const DIGIT_SKELETONS = new Set([...'0123456789'].map(skeleton));
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;

/**
 * True when a name reads as a bot's label `Bot N`. The rule (issue 26): the name's characters are
 * taken after NFKC (fullwidth and Roman-numeral forms), each as its skeleton; every character that is
 * neither a letter, a mark nor a digit is dropped — spaces, punctuation and symbols around or inside
 * the label ("Bot 1!", "Bot #5", "B.o.t-1") — unless it looks like a digit itself ("Bot |"); what is
 * left must be "bot" in any case or small capitals, then one or more digits or look-alikes of digits
 * ("Bot l", "Bot I", "Bot Ⅰ", "ʙᴏᴛ 1", "Ᏼot 1", "B0t 1", Cyrillic "Вот 2"). "Bot", "Robot 1" and
 * "Bot Anna" stay free.
 */
export function looksLikeBotLabel(name: string): boolean {
  const form = [...name.normalize('NFKC')]
    .flatMap((c) => {
      const look = skeleton(c);
      return LETTER_OR_DIGIT.test(c) || DIGIT_SKELETONS.has(look) ? [look] : [];
    })
    .join('');
  for (const word of BOT_WORDS) {
    if (!form.startsWith(word)) continue;
    const rest = [...form.slice(word.length)];
    if (rest.length > 0 && rest.every((c) => DIGIT_SKELETONS.has(c) || /\p{Nd}/u.test(c))) return true;
  }
  return false;
}

/**
 * True when two names look the same at the table: equal ignoring case, or with the same skeleton
 * ignoring case ("Annа" with a Cyrillic а beside "Anna", "AI" beside "Al").
 */
export function sameLooking(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase() || lookKey(a) === lookKey(b);
}

function lookKey(name: string): string {
  return skeleton(name.normalize('NFKC')).toLowerCase();
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

/**
 * `name`, or `name 2`, `name 3`, … — the first that looks like no name taken (`sameLooking`: case and
 * look-alike characters ignored), kept within 20 characters.
 */
export function uniqueName(name: string, taken: readonly string[]): string {
  const keys = new Set(taken.flatMap((t) => [t.toLowerCase(), lookKey(t)]));
  const free = (candidate: string) => !keys.has(candidate.toLowerCase()) && !keys.has(lookKey(candidate));
  if (free(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const base = [...name].slice(0, NAME_MAX_LENGTH - suffix.length).join('').trimEnd();
    const candidate = base + suffix;
    if (free(candidate)) return candidate;
  }
}
