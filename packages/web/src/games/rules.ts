/**
 * The players' rules, `docs/players/<game>.md` (English) and `<game>.de.md` (German), bundled as text and
 * loaded only when someone opens them (each document is its own small chunk). The engineering spec in
 * `docs/rules/` is for developers and is never shown to players.
 */
import type { Lang } from '../i18n.ts';

// The glossary (docs/players/glossary*.md) is for the family's and the translators' reading and for a test, not a game's sheet.
const DOCS = import.meta.glob<string>(['../../../../docs/players/*.md', '!**/glossary*.md'], { query: '?raw', import: 'default' });

function loaderFor(id: string, lang: Lang): (() => Promise<string>) | undefined {
  const suffix = lang === 'de' ? `/${id}.de.md` : `/${id}.md`;
  const key = Object.keys(DOCS).find((k) => k.endsWith(suffix));
  return key ? DOCS[key] : undefined;
}

/** The rules text in the language asked for; German falls back to English while no translation exists. */
export async function loadRules(id: string, lang: Lang): Promise<{ text: string; lang: Lang } | null> {
  const own = loaderFor(id, lang);
  if (own) return { text: await own(), lang };
  const english = loaderFor(id, 'en');
  return english ? { text: await english(), lang: 'en' } : null;
}
