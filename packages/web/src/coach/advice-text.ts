/**
 * The coach's advice in words: the move as a short label ("Call 2", "Ace of hearts") and the line with
 * its placeholders filled in — `{card:AH}` by the card's name as this phone names cards, `{seat:2}` by
 * the name of whoever sits there (protocol: CoachAdvice).
 */
import type { Lang } from '../i18n.ts';
import { translate } from '../i18n.ts';
import { cardLabel, type Pack } from '../cards/names.ts';

export function fillLine(line: string, pack: Pack, lang: Lang, names: readonly string[]): string {
  return line.replace(/\{(card|seat):([^}]+)\}/g, (whole: string, kind: string, value: string, offset: number) => {
    if (kind === 'card') {
      const name = cardLabel(value, pack, lang);
      // English names start with a capital ("Ten of clubs"); inside a sentence they read lower case.
      return lang === 'en' && offset > 0 ? name.charAt(0).toLowerCase() + name.slice(1) : name;
    }
    const seat = Number(value);
    return Number.isInteger(seat) && names[seat] !== undefined ? names[seat] : whole;
  });
}

export function moveLabel(move: Record<string, unknown>, pack: Pack, lang: Lang): string {
  const card = (code: unknown) => cardLabel(String(code), pack, lang);
  // Inside a phrase an English card name reads lower case ("Give red joker").
  const inner = (code: unknown) => (lang === 'en' ? card(code).charAt(0).toLowerCase() + card(code).slice(1) : card(code));
  if (typeof move.call === 'number') return translate(lang, 'coachCall', { n: move.call });
  if (move.pass === true) return translate(lang, 'coachPass');
  if (typeof move.give === 'string') return translate(lang, 'coachGive', { card: inner(move.give) });
  if (Array.isArray(move.play)) return move.play.map(card).join(' + ');
  if (typeof move.play === 'string') return move.zwang === true ? translate(lang, 'coachZwang', { card: card(move.play) }) : card(move.play);
  return '?';
}
