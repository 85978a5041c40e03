/**
 * The awards of a finished match on the podium (issue 18, part 4): chosen on the server from the game's
 * own measures (engine core/stats.ts `chooseAwards`), titled by the game in both languages.
 */
import type { JSX } from 'preact';
import { findGame } from '@kitchen-table/engine';
import type { MatchAwardsResponse } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Icon } from '../shared/Icon.tsx';
import { useApi } from './use-api.ts';
import './stats.css';

export function Awards({ matchId }: { matchId: string }): JSX.Element | null {
  const { t, local, num } = useT();
  const state = useApi<MatchAwardsResponse>(`/api/matches/${encodeURIComponent(matchId)}/awards`, matchId);
  if (state.status !== 'ok' || state.data.awards.length === 0) return null;
  const measures = findGame(state.data.game)?.stats.measures ?? [];
  return (
    <section class="tv-panel awards" data-testid="awards">
      <h2><Icon name="trophy" /> {t('awardsTitle')}</h2>
      <ul>
        {state.data.awards.map((a) => {
          const def = measures.find((m) => m.id === a.measure);
          if (!def?.award) return null;
          return (
            <li key={a.measure} data-award={a.measure} data-value={a.value} data-seats={a.seats.join(',')}>
              <span class="award-title">{local(def.award)}</span>
              <span class="award-who">{a.names.join(', ')} <strong>{num(a.value)}</strong></span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
