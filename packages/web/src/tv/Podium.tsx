/** The end of a match: a podium for the first three, the rest below, and the updated ranking. */
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { findGame } from '@kitchen-table/engine';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Avatar, seatColour } from '../shared/Avatar.tsx';
import { play } from '../shared/sound.ts';
import { GameScores, Ranking } from './Rankings.tsx';
import { TotalsChart } from './TotalsChart.tsx';
import type { TotalsPoint } from './history.ts';
import { Icon } from '../shared/Icon.tsx';

const STEP_ORDER = [2, 1, 3];

export function Podium({ room, points }: { room: RoomState; points: TotalsPoint[] }): JSX.Element {
  const { t, local } = useT();
  const result = room.result;
  const game = result ? findGame(result.game) : undefined;
  useEffect(() => play('win'), [result?.matchId]);
  if (!result) return <div class="podium-screen"><h1>{t('matchOver')}</h1></div>;
  const outcomes = result.outcomes.slice().sort((a, b) => a.placement - b.placement || b.total - a.total);
  const names = result.outcomes.slice().sort((a, b) => a.seat - b.seat).map((o) => o.name);
  return (
    <div class="podium-screen" data-testid="podium">
      <h1><Icon name="trophy" /> {t('matchOver')}{game ? ` · ${local(game.meta.name)}` : ''}</h1>
      <div class="podium-body">
        <div class="podium-left">
          <div class="podium">
            {STEP_ORDER.map((place) => {
              const here = outcomes.filter((o) => o.placement === place);
              return (
                <div key={place} class={`step step-${place}`}>
                  <div class="step-people">
                    {here.map((o) => (
                      <div class="step-person" key={o.seat}>
                        <Avatar name={o.name} colour={seatColour(o.seat)} bot={o.isBot} size={place === 1 ? 110 : 84} />
                        <span class="step-name">{o.name}</span>
                        <span class="step-total">{o.total}</span>
                      </div>
                    ))}
                  </div>
                  <div class="step-block">{place}</div>
                </div>
              );
            })}
          </div>
          <ol class="others" start={4}>
            {outcomes.filter((o) => o.placement > 3).map((o) => <li key={o.seat}>{o.placement}. {o.name} — {o.total}</li>)}
          </ol>
          {points.length > 0 && <TotalsChart points={points} names={names} width={900} height={300} />}
        </div>
        <div class="podium-right">
          <Ranking refresh={result.matchId} limit={10} />
          {game && <GameScores game={game.meta.id} gameName={local(game.meta.name)} refresh={result.matchId} />}
          <p class="muted">{t('hostCanRestart')}</p>
        </div>
      </div>
    </div>
  );
}
