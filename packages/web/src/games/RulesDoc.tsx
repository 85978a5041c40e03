/** Renders a game's rules document (Markdown → HTML with `marked`), in the current language. */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { marked } from 'marked';
import { useT } from '../i18n.ts';
import { loadRules } from './rules.ts';

export function RulesDoc({ id }: { id: string }): JSX.Element {
  const { t, lang } = useT();
  const [html, setHtml] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setHtml(undefined);
    loadRules(id, lang).then(
      (doc) => {
        if (!live) return;
        setHtml(doc ? (marked.parse(doc.text, { async: false, gfm: true }) as string) : null);
      },
      (error: unknown) => {
        // A document that does not load is shown as missing rather than "loading…" for ever.
        console.warn('the rules did not load', error);
        if (live) setHtml(null);
      },
    );
    return () => {
      live = false;
    };
  }, [id, lang]);
  if (html === undefined) return <p class="muted">{t('loadingRules')}</p>;
  if (html === null) return <p class="muted">{t('rulesMissing')}</p>;
  return <div class="rules-doc" dangerouslySetInnerHTML={{ __html: html }} />;
}
