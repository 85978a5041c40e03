/** The overall ranking (humans only, `/api/rankings`) and a game's score table (`/api/games/:id/scores`). */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RankingEntry, ScoreEntry } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Icon } from '../shared/Icon.tsx';
import './standings.css';

function useJson<T>(url: string | null, refresh: unknown): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<T>) : null))
      .then((d) => live && setData(d))
      .catch(() => undefined); // the lobby still works without the tables
    return () => {
      live = false;
    };
  }, [url, refresh]);
  return data;
}

/** `action`: a control beside the heading (the lobby's way to the statistics). */
export function Ranking({ refresh, limit = 8, action }: { refresh?: unknown; limit?: number; action?: JSX.Element }): JSX.Element {
  const { t, num } = useT();
  const rows = useJson<RankingEntry[]>(`/api/rankings?limit=${limit}`, refresh);
  const heading = <h2><Icon name="trophy" /> {t('overallRanking')}</h2>;
  return (
    <section class="tv-panel ranking" data-testid="ranking">
      {action ? <div class="panel-head">{heading}{action}</div> : heading}
      {!rows || rows.length === 0 ? (
        <p class="muted">{t('noRankingYet')}</p>
      ) : (
        <table>
          <thead><tr><th>#</th><th>{t('player')}</th><th>{t('rating')}</th><th>{t('matchesShort')}</th><th>{t('winsShort')}</th></tr></thead>
          <tbody>
            {rows.slice(0, limit).map((r, i) => (
              <tr key={r.profileId}><td>{i + 1}</td><td class="cell-name">{r.name}</td><td>{num(r.rating, { digits: 1 })}</td><td>{r.matches}</td><td>{r.wins}</td></tr>
            ))}
          </tbody>
        </table>
      )}
      {rows && rows.length > 0 && <p class="muted rating-note">{t('ratingExplained')}</p>}
    </section>
  );
}

export function GameScores({ game, gameName, refresh, limit = 8 }: { game: string; gameName: string; refresh?: unknown; limit?: number }): JSX.Element {
  const { t, num } = useT();
  const rows = useJson<ScoreEntry[]>(`/api/games/${encodeURIComponent(game)}/scores`, refresh);
  return (
    <section class="tv-panel scores" data-testid="game-scores">
      <h2>{t('scoreTable', { game: gameName })}</h2>
      {!rows || rows.length === 0 ? (
        <p class="muted">{t('noScoresYet')}</p>
      ) : (
        <table>
          <thead><tr><th>{t('player')}</th><th>{t('matchesShort')}</th><th>{t('winsShort')}</th><th>{t('bestTotal')}</th></tr></thead>
          <tbody>
            {rows.slice(0, limit).map((r, i) => (
              <tr key={`${r.name}-${i}`}><td class="cell-name">{r.name}{r.isBot && <> <Icon name="bot" label={t('bot')} /></>}</td><td>{r.matches}</td><td>{r.wins}</td><td>{num(r.bestTotal)}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
