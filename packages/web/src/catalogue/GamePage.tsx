/** One game's page, like a good box: cover, facts, pitch, the host's explanation, points, cards, rules. */
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { findGame } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';
import { Cover } from '../games/covers.tsx';
import { webGame } from '../games/registry.ts';
import { Facts, Tags } from '../games/Facts.tsx';
import { RulesDoc } from '../games/RulesDoc.tsx';
import { CardFace } from '../cards/Card.tsx';
import { LangSwitch } from '../shared/LangSwitch.tsx';

export function GamePage({ id }: { id: string }): JSX.Element {
  const { t, local, lang } = useT();
  const game = findGame(id);
  useEffect(() => {
    if (game) document.title = `${local(game.meta.name)} · ${t('appName')}`;
  }, [game, lang]);
  if (!game) {
    return (
      <div class="catalogue">
        <header class="top"><a class="brand" href="/">← {t('back')}</a><LangSwitch /></header>
        <p>{t('unknownGame', { id })}</p>
      </div>
    );
  }
  const { meta } = game;
  const web = webGame(id);
  const content = web?.content;
  return (
    <div class="catalogue">
      <header class="top">
        <a class="brand" href="/">← {t('back')}</a>
        <LangSwitch />
      </header>
      <article class="box">
        <div class="box-cover"><Cover id={id} name={local(meta.name)} /></div>
        <div class="box-side">
          <h1>{local(meta.name)}</h1>
          <p class="pitch">{local(meta.pitch)}</p>
          <Facts meta={meta} />
          <Tags meta={meta} />
          <a class="button primary" href="/tv">{t('playThis')}</a>
        </div>
      </article>
      {content && (
        <section class="explain">
          <h2>{t('hostExplains')}</h2>
          <blockquote>{content.explain[lang]}</blockquote>
        </section>
      )}
      {content && (
        <section class="glance">
          <h2>{t('pointsAtGlance')}</h2>
          <ul>{content.glance[lang].map((line) => <li key={line}>{line}</li>)}</ul>
        </section>
      )}
      <section class="sample-cards">
        <h2>{t('theCards')}</h2>
        <div class="card-row">
          {(web?.sampleCards ?? []).map((code) => <div class="sample-card" key={code}><CardFace code={code} pack={meta.pack} /></div>)}
        </div>
        {meta.pack === 'french' && <p class="muted">{t('redBlackNote')}</p>}
      </section>
      <section class="rules">
        <h2>{t('fullRules')}</h2>
        <RulesDoc id={id} />
      </section>
    </div>
  );
}
