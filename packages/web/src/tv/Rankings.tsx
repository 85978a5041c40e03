/** The overall ranking (humans only, `/api/rankings`) and a game's score table (`/api/games/:id/scores`). */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { RANKING_MIN_MATCHES_HEADER, type RankingEntry, type ScoreEntry } from '@kitchen-table/protocol';
import { emptyRankingNote, listedFromNote, minMatchesOf } from './ranking-note.ts';
import { useT } from '../i18n.ts';
import { Icon } from '../shared/Icon.tsx';
import './standings.css';

/** The answer's JSON, and one of its headers when `header` is named. */
function useJsonWithHeader<T>(url: string | null, refresh: unknown, header?: string): { data: T | null; header: string | null } {
  const [answer, setAnswer] = useState<{ data: T | null; header: string | null }>({ data: null, header: null });
  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (r) => (r.ok ? { data: (await r.json()) as T, header: header ? r.headers.get(header) : null } : null))
      .then((d) => live && d && setAnswer(d))
      .catch(() => undefined); // the lobby still works without the tables
    return () => {
      live = false;
    };
  }, [url, refresh]);
  return answer;
}

function useJson<T>(url: string | null, refresh: unknown): T | null {
  return useJsonWithHeader<T>(url, refresh).data;
}

/** `action`: a control beside the heading (the lobby's way to the statistics). */
export function Ranking({ refresh, limit = 8, action }: { refresh?: unknown; limit?: number; action?: JSX.Element }): JSX.Element {
  const { t, num } = useT();
  const answer = useJsonWithHeader<RankingEntry[]>(`/api/rankings?limit=${limit}`, refresh, RANKING_MIN_MATCHES_HEADER);
  const rows = answer.data;
  const minMatches = minMatchesOf(answer.header);
  const empty = emptyRankingNote(minMatches);
  const listedFrom = listedFromNote(minMatches);
  const heading = <h2><Icon name="trophy" /> {t('overallRanking')}</h2>;
  return (
    <section class="tv-panel ranking" data-testid="ranking">
      {action ? <div class="panel-head">{heading}{action}</div> : heading}
      {!rows || rows.length === 0 ? (
        <p class="muted" data-testid="ranking-empty">{t(empty.key, empty.vars)}</p>
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
      {rows && rows.length > 0 && <p class="muted rating-note">{t('ratingExplained')}{listedFrom && ` ${t(listedFrom.key, listedFrom.vars)}`}</p>}
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
