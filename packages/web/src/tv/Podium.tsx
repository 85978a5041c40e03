/**
 * The end of a match: a podium for the best three places, the rest below, the chart of the totals and
 * the updated ranking. Team games stand on the podium as teams; shared places share a step (no empty
 * steps), and a result where everybody shares the first place is called a draw.
 */
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { findGame } from '@kitchen-table/engine';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Avatar, seatColour } from '../shared/Avatar.tsx';
import { sideColour, teamColour } from '../shared/teams.ts';
import { play } from '../shared/sound.ts';
import { isDraw, podiumSteps, sideName, sidesOf, standingsOf } from '../shared/standings.ts';
import { GameScores, Ranking } from './Rankings.tsx';
import { TotalsChart } from './TotalsChart.tsx';
import type { TotalsPoint } from './history.ts';
import { Icon } from '../shared/Icon.tsx';
import { CoachedMark } from '../coach/CoachControls.tsx';
import { Awards } from '../stats/Awards.tsx';
import { OutsideBadge } from '../shared/OutsideBadge.tsx';
import './standings.css';

/** Where each step stands, by its rank among the steps: second left, first in the middle, third right. */
const STEP_POSITION = [1, 0, 2];

export function Podium({ room, points }: { room: RoomState; points: TotalsPoint[] }): JSX.Element {
  const { t, local, num } = useT();
  const result = room.result;
  const game = result ? findGame(result.game) : undefined;
  useEffect(() => play('win'), [result?.matchId]);
  if (!result) return <div class="podium-screen"><h1>{t('matchOver')}</h1></div>;
  const teams = game?.meta.teams;
  const teamGame = Boolean(teams && teams.length > 0);
  const standings = standingsOf(result.outcomes, teams);
  const steps = podiumSteps(standings);
  const draw = isDraw(standings);
  const names = result.outcomes.slice().sort((a, b) => a.seat - b.seat).map((o) => o.name);
  const sides = sidesOf(names, teams);
  const ordered = STEP_POSITION.map((rank) => ({ rank, step: steps[rank] })).filter((s) => s.step);
  return (
    <div class="podium-screen" data-testid="podium" data-draw={draw} data-teams={teamGame}>
      <h1><Icon name="trophy" /> {room.lesson ? t('lessonDone') : t('matchOver')}{game ? ` · ${local(game.meta.name)}` : ''}</h1>
      {room.lesson && <p class="lesson-podium-note" data-testid="lesson-not-ranked">{t('lessonNotRanked')}</p>}
      {draw && <p class="draw-banner" data-testid="draw"><strong>{t('draw')}</strong> {t('drawHint')}</p>}
      <CoachedMark room={room} long />
      <div class="podium-body">
        <div class="podium-left">
          <div class="podium">
            {ordered.map(({ rank, step }) => (
              <div key={step.placement} class={`step step-${rank + 1}`} data-place={step.placement}>
                <div class="step-people">
                  {step.standings.map((side) => (
                    <div class="step-side" key={side.index} data-testid="podium-side">
                      {teamGame && <span class="step-team" style={{ color: teamColour(side.index) }}>{t('team', { n: side.index + 1 })}</span>}
                      <div class="step-avatars">
                        {side.seats.map((seat, i) => (
                          <div class="step-person" key={seat}>
                            <Avatar name={side.names[i]} colour={seatColour(seat)} bot={side.isBot[i]} size={rank === 0 && step.standings.length * side.seats.length <= 2 ? 110 : 84} />
                            <span class="step-name">{side.names[i]}</span>
                            {result.outcomes.some((o) => o.seat === seat && o.outside) && <OutsideBadge />}
                          </div>
                        ))}
                      </div>
                      <span class="step-total">{num(side.total)}</span>
                    </div>
                  ))}
                </div>
                <div class="step-block">{step.placement}</div>
              </div>
            ))}
          </div>
          <ul class="others">
            {standings.filter((s) => s.placement > 3).map((s) => (
              <li key={s.index}>
                {t('placeN', { n: s.placement })} {sideName(s, teamGame, t)}
                {result.outcomes.some((o) => s.seats.includes(o.seat) && o.outside) && <OutsideBadge />} — {num(s.total)}
              </li>
            ))}
          </ul>
          <div class="podium-lower">
          {points.length > 0 && (
            <TotalsChart
              points={points.map((p) => ({ deal: p.deal, totals: sides.map((side) => p.totals[side.seats[0]] ?? 0) }))}
              names={sides.map((side) => sideName(side, teamGame, t))}
              colours={sides.map((side) => sideColour(side, teamGame))}
              width={760} height="fit"
            />
          )}
          {/* A learning deal is not stored (issue 18, part 3): it has no measures, so no awards to ask for. */}
          {!room.lesson && <Awards matchId={result.matchId} />}
          </div>
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
