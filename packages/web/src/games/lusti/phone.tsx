/** Lusti-Kartl'n on the phone: your team and its points, the Striche to the target, the trick, the hand. */
import type { JSX } from 'preact';
import { lusti, type LustiSeatView, type LustiTableView } from '@kitchen-table/engine/lusti';
import { useT } from '../../i18n.ts';
import { OneCardHand, SortToggle, TrickStrip, type GamePhoneProps } from '../../phone/games/common.tsx';
import { Dock } from '../../phone/Dock.tsx';
import { teamColour, teamOfSeat } from '../../shared/teams.ts';

type View = LustiSeatView;

export function Brief({ view, seat, names }: { view: LustiTableView | LustiSeatView; seat: number | null; names: string[] }): JSX.Element {
  const { t } = useT();
  const myTeam = seat === null ? -1 : teamOfSeat(view.teams, seat);
  return (
    <div class="brief lusti-brief" data-testid="brief">
      <div class="teams">
        {view.teams.map((team, i) => (
          <div key={i} class={`team-box ${i === myTeam ? 'mine' : ''}`} style={{ '--team': teamColour(i) }} data-team={i + 1}>
            <div class="team-label">{t('team', { n: i + 1 })}</div>
            <div class="team-names">{team.map((s) => (s === seat ? t('you') : names[s])).join(' & ')}</div>
            <div class="team-score">
              <span>{t('pointsShort', { n: view.cardPoints[i] })}</span>
              <span>✓{view.tricksTaken[i]}</span>
            </div>
            {/* The Striche in words ("3 of 5 Striche"), the tally marks beside them only for the eye. */}
            <div class="striche">
              <span class="tally-marks" aria-hidden="true">{'|'.repeat(Math.min(view.gamePoints[i], 30))}</span>{' '}
              {t('stricheOf', { n: view.gamePoints[i], target: view.target })}
            </div>
          </div>
        ))}
      </div>
      <div class="brief-row muted">{t('trickOf', { n: view.trickNumber, m: view.tricksInHand })}</div>
      {view.trick.plays.length > 0 && <TrickStrip plays={view.trick.plays} pack="bavarian" names={names} />}
    </div>
  );
}

export function Phone({ view, seat, names, act, busy, sort, setSort }: GamePhoneProps<View>): JSX.Element {
  const myTurn = seat !== null && view.toAct.includes(seat);
  const playable = myTurn ? new Set((view.legal ?? []).map((m) => m.play)) : null;
  const actor = view.toAct[0];
  return (
    <>
      <Brief view={view} seat={seat} names={names} />
      <Dock>
      {seat !== null && (
        <div class="hand-area">
          <SortToggle sort={sort} setSort={setSort} />
          <OneCardHand
            hand={view.hand} game="lusti" pack="bavarian" sort={sort} playable={playable} busy={busy}
            resetKey={`${view.deal}-${view.trick.plays.length}`}
            onPlay={(card) => void act({ play: card })}
            refusal={(card) => ({ code: lusti.explainIllegal(view, { play: card })?.code ?? 'NOT_YOUR_TURN', vars: actor !== undefined ? { name: names[actor] ?? '?' } : undefined })}
          />
        </div>
      )}
      </Dock>
    </>
  );
}
