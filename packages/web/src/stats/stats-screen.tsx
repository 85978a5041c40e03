/**
 * The statistics as pages of their own: `/stats/people/<profile id>`, `/stats/games/<game id>` and
 * `/stats/rooms/<room code>` (the evening's table) — the same views as the TV's board and the phone's
 * sheet, for a laptop or a shared link. A person is named by their public profile id, never a token.
 * A room's tables (the evening's, a game's with `?room=<code>`) show in a browser that holds the
 * room's TV or phone session only: the server answers nobody else (docs/statistics.md).
 */
import { render, type JSX } from 'preact';
import { findGame } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';
import { LangSwitch } from '../shared/LangSwitch.tsx';
import { EveningTable, GameStats, PersonStats } from './StatsViews.tsx';

function go(path: string): void {
  location.assign(path);
}

function StatsPage(): JSX.Element {
  const { t } = useT();
  const [, , kind, id = ''] = location.pathname.replace(/\/+$/, '').split('/').map(decodeURIComponent);
  const person = (p: string) => go(`/stats/people/${encodeURIComponent(p)}`);
  let body: JSX.Element;
  if (kind === 'people') body = <PersonStats profileId={id} onGame={(g) => go(`/stats/games/${encodeURIComponent(g)}`)} />;
  // A game's table is a room's: `/stats/games/<game id>?room=<code>` in a browser holding its token.
  else if (kind === 'games' && findGame(id)) body = <GameStats game={id} room={new URLSearchParams(location.search).get('room')} onPerson={person} />;
  else if (kind === 'rooms') body = <EveningTable room={id} onPerson={person} />;
  else body = <p class="muted" data-testid="stats-missing">{t('statsUnknownPerson')}</p>;
  return (
    <div class="stats-board stats-page" data-testid="stats-page">
      <header class="stats-top">
        <h1>{t('statistics')}</h1>
        <LangSwitch />
      </header>
      <div class="stats-body tv-panel">{body}</div>
    </div>
  );
}

export function mount(root: HTMLElement): void {
  render(<StatsPage />, root);
}
