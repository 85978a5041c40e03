/**
 * Everything a player reads about a game on the phone, in this order: how the host explains it, the
 * players' rules, the points at a glance. Loaded on demand with the rules sheet.
 */
import type { JSX } from 'preact';
import { useT } from '../i18n.ts';
import { contentOf } from './content.ts';
import { RulesDoc } from './RulesDoc.tsx';
import './player-rules.css';

export function PlayerRules({ id }: { id: string }): JSX.Element {
  const { t, lang } = useT();
  const content = contentOf(id);
  return (
    <div class="player-rules" data-testid="player-rules">
      {content && (
        <section class="explain" data-testid="rules-explain">
          <h2>{t('hostExplains')}</h2>
          <blockquote>{content.explain[lang]}</blockquote>
        </section>
      )}
      <RulesDoc id={id} />
      {content && (
        <section class="glance" data-testid="rules-glance">
          <h2>{t('pointsAtGlance')}</h2>
          <ul>{content.glance[lang].map((line) => <li key={line}>{line}</li>)}</ul>
        </section>
      )}
    </div>
  );
}
