/**
 * The family's statistics (issue 18, part 4), the same views on the TV (lobby → statistics), on the
 * phone (my statistics) and at `/stats/…`: a person's page (per game: matches, wins, the game's own
 * measures, the rating in that game beside the overall one), a game's page (everybody who played it)
 * and the evening's table (who won tonight in this room). Measures and games come from the registry.
 */
import type { JSX } from 'preact';
import { findGame } from '@kitchen-table/engine';
import type { EveningResponse, GameStatsResponse, PersonStatsResponse, StatsRating } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Icon } from '../shared/Icon.tsx';
import { measuresOf, percentOf } from './measures.ts';
import { roomToken } from './room-token.ts';
import { useApi, type ApiState } from './use-api.ts';
import './stats.css';

function Status({ state, missing }: { state: ApiState<unknown>; missing?: string }): JSX.Element | null {
  const { t } = useT();
  if (state.status === 'loading') return <p class="muted">{t('statsLoading')}</p>;
  if (state.status === 'missing') return <p class="muted" data-testid="stats-missing">{missing ?? t('statsNoMatches')}</p>;
  if (state.status === 'failed') return <p class="muted" role="alert">{t('statsUnavailable')}</p>;
  return null;
}

function RatingText({ rating }: { rating: StatsRating | null }): JSX.Element {
  const { t, num } = useT();
  return rating ? <strong>{num(rating.rating, { digits: 1 })}</strong> : <span class="muted">{t('statsNotRated')}</span>;
}

function MeasureValue({ game, id, values }: { game: string; id: string; values: Record<string, number> }): JSX.Element {
  const { t, num } = useT();
  const def = measuresOf(game).find((m) => m.id === id);
  const share = def ? percentOf(def, values) : null;
  return (
    <span class="measure-value">
      {num(values[id] ?? 0)}
      {share !== null && <span class="measure-share"> · {t('statsPercent', { n: num(share) })}</span>}
    </span>
  );
}

/** A person's page: one card per game they finished a match of. */
export function PersonStats({ profileId, onGame }: { profileId: string; onGame?: (game: string) => void }): JSX.Element {
  const { t, local } = useT();
  const state = useApi<PersonStatsResponse>(`/api/people/${encodeURIComponent(profileId)}/stats`);
  if (state.status !== 'ok') return <Status state={state} missing={t('statsUnknownPerson')} />;
  const person = state.data;
  return (
    <div class="stats-person" data-testid="stats-person" data-profile={person.profileId}>
      <h2 class="stats-name"><Icon name="trophy" /> {person.name}</h2>
      <p class="stats-overall" data-testid="stats-overall">{t('statsOverallRating')}: <RatingText rating={person.rating} /></p>
      {person.games.length === 0 && <p class="muted">{t('statsNoMatches')}</p>}
      <div class="stats-cards">
        {person.games.map((g) => {
          const game = findGame(g.game);
          const name = game ? local(game.meta.name) : g.game;
          return (
            <section class="stats-card" key={g.game} data-testid="stats-game" data-game={g.game}>
              <h3>{onGame ? <button type="button" class="link" onClick={() => onGame(g.game)}>{name}</button> : name}</h3>
              <dl>
                <div><dt>{t('statsMatches')}</dt><dd data-measure="matches">{g.matches}</dd></div>
                <div><dt>{t('statsWins')}</dt><dd data-measure="wins">{g.wins}</dd></div>
                {measuresOf(g.game).map((m) => (
                  <div key={m.id}><dt>{local(m.label)}</dt><dd data-measure={m.id}><MeasureValue game={g.game} id={m.id} values={g.measures} /></dd></div>
                ))}
                <div><dt>{t('statsGameRating', { game: name })}</dt><dd data-measure="rating"><RatingText rating={g.rating} /></dd></div>
              </dl>
            </section>
          );
        })}
      </div>
      <p class="muted stats-note">{t('statsRatingNote')}</p>
    </div>
  );
}

/** Shown instead of a room's table where this browser holds no token of the room. */
function RoomOnly(): JSX.Element {
  const { t } = useT();
  return <p class="muted" data-testid="stats-room-only">{t('statsRoomOnly')}</p>;
}

/**
 * A game's page: everybody who finished a match of it in this room, with the game's measures as
 * columns. The server answers a room's own TV and phones only (their token; docs/statistics.md).
 */
export function GameStats({ game, room, onPerson }: { game: string; room: string | null; onPerson?: (profileId: string) => void }): JSX.Element {
  const { t, local, num } = useT();
  const token = room ? roomToken(room) : null;
  const state = useApi<GameStatsResponse>(token ? `/api/games/${encodeURIComponent(game)}/stats` : null, undefined, token);
  const def = findGame(game);
  const measures = measuresOf(game);
  return (
    <section class="stats-game" data-testid="stats-game-table" data-game={game}>
      <h2>{def ? local(def.meta.name) : game}</h2>
      {!token ? <RoomOnly /> : state.status !== 'ok' ? <Status state={state} /> : state.data.rows.length === 0 ? <p class="muted">{t('statsNoMatches')}</p> : (
        <table>
          <thead>
            <tr>
              <th>{t('statsPlayer')}</th><th class="num">{t('statsMatches')}</th><th class="num">{t('statsWins')}</th>
              {measures.map((m) => <th class="num" key={m.id}>{local(m.label)}</th>)}
              <th class="num">{t('statsRating')}</th>
            </tr>
          </thead>
          <tbody>
            {state.data.rows.map((r, i) => (
              <tr key={`${r.name}-${i}`} data-name={r.name}>
                <td class="cell-name">
                  {r.profileId && onPerson ? <button type="button" class="link" onClick={() => onPerson(r.profileId!)}>{r.name}</button> : r.name}
                  {r.isBot && <> <Icon name="bot" label={t('bot')} /></>}
                </td>
                <td class="num">{r.matches}</td><td class="num">{r.wins}</td>
                {measures.map((m) => <td class="num" key={m.id} data-measure={m.id}><MeasureValue game={game} id={m.id} values={r.measures} /></td>)}
                <td class="num">{r.rating ? num(r.rating.rating, { digits: 1 }) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The evening's table: who won how often tonight in this room, and tonight's matches. */
export function EveningTable({ room, onPerson }: { room: string; onPerson?: (profileId: string) => void }): JSX.Element {
  const { t, local } = useT();
  const token = roomToken(room);
  const state = useApi<EveningResponse>(token ? `/api/rooms/${encodeURIComponent(room)}/tonight` : null, undefined, token);
  return (
    <section class="stats-evening" data-testid="stats-evening">
      <h2><Icon name="trophy" /> {t('statsTonight')}</h2>
      {!token && <RoomOnly />}
      {token && state.status === 'ok' && <p class="muted">{t('statsTonightHint', { n: state.data.hours })}</p>}
      {!token ? null : state.status === 'missing' || (state.status === 'ok' && state.data.rows.length === 0) ? <p class="muted">{t('statsNoMatchesTonight')}</p> : state.status !== 'ok' ? <Status state={state} /> : (
        <>
          <table>
            <thead><tr><th>#</th><th>{t('statsPlayer')}</th><th class="num">{t('statsWins')}</th><th class="num">{t('statsMatches')}</th></tr></thead>
            <tbody>
              {state.data.rows.map((r, i) => (
                <tr key={`${r.name}-${i}`} data-name={r.name} data-wins={r.wins} data-matches={r.matches}>
                  <td>{i + 1}</td>
                  <td class="cell-name">
                    {r.profileId && onPerson ? <button type="button" class="link" onClick={() => onPerson(r.profileId!)}>{r.name}</button> : r.name}
                    {r.isBot && <> <Icon name="bot" label={t('bot')} /></>}
                  </td>
                  <td class="num">{r.wins}</td><td class="num">{r.matches}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ol class="stats-matches">
            {state.data.matches.map((m) => {
              const game = findGame(m.game);
              // A coached match names no winner (issue 28 §1): it is shown "with a coach".
              const outcome = m.coached ? t('statsWithCoach') : t('statsWonBy', { names: m.winners.join(', ') });
              return <li key={m.matchId} data-match={m.matchId} data-coached={m.coached ? 'true' : undefined}>{game ? local(game.meta.name) : m.game} — {outcome}</li>;
            })}
          </ol>
        </>
      )}
    </section>
  );
}
