/** The landing page: what this is, "Open the table on this TV", "Join a game", and every game. */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useT } from '../i18n.ts';
import { Cover } from '../games/covers.tsx';
import { playableGames } from '../games/registry.ts';
import { Facts } from '../games/Facts.tsx';
import { LangSwitch } from '../shared/LangSwitch.tsx';

function JoinForm(): JSX.Element {
  const { t } = useT();
  const [code, setCode] = useState('');
  // Room codes are 4 letters; the phone page checks the code with the server.
  const clean = code.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 4);
  const valid = clean.length === 4;
  return (
    <form
      class="join-form"
      onSubmit={(e) => {
        e.preventDefault();
        location.href = valid ? `/join/${clean}` : '/join';
      }}
    >
      <input
        aria-label={t('joinGameHint')} placeholder="ABCD" value={clean} maxLength={4}
        autocapitalize="characters" autocomplete="off" spellcheck={false}
        onInput={(e) => setCode((e.target as HTMLInputElement).value)}
      />
      <button class="primary" type="submit">{t('joinGame')}</button>
    </form>
  );
}

export function Landing(): JSX.Element {
  const { t, local } = useT();
  const games = playableGames();
  return (
    <div class="catalogue">
      <header class="top">
        <a class="brand" href="/">🃏 {t('appName')}</a>
        <LangSwitch />
      </header>
      <section class="hero">
        <h1>{t('tagline')}</h1>
        <div class="hero-actions">
          <div class="hero-action">
            <a class="button primary big" href="/tv">{t('openTable')}</a>
            <p class="muted">{t('openTableHint')}</p>
          </div>
          <div class="hero-action">
            <JoinForm />
            <p class="muted">{t('joinGameHint')}</p>
          </div>
        </div>
      </section>
      <section>
        <h2>{t('catalogue')}</h2>
        {games.length === 0 && <p class="muted">{t('noGames')}</p>}
        <ul class="game-grid">
          {games.map(({ game: { meta } }) => (
            <li key={meta.id}>
              <a class="game-tile" href={`/games/${meta.id}`}>
                <Cover id={meta.id} name={local(meta.name)} />
                <div class="game-tile-text">
                  <h3>{local(meta.name)}</h3>
                  <p>{local(meta.pitch)}</p>
                  <Facts meta={meta} />
                  <span class="more">{t('moreAboutGame')} →</span>
                </div>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
