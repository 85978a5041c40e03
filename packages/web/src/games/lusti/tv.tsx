/** Lusti-Kartl'n on the TV: the two teams side by side, their points and tricks, the Striche to the target, Brand as an event. */
import type { JSX } from 'preact';
import type { LustiEvent, LustiTableView } from '@kitchen-table/engine/lusti';
import { t, useT } from '../../i18n.ts';
import { TrickCentre } from '../../tv/TrickCentre.tsx';
import { ledRank, lustiLeading } from './trick-lead.ts';
import { LastTrick } from '../../tv/games/common.tsx';
import type { TvGame, TvGameProps } from '../../tv/games/types.ts';
import { teamColour, teamOfSeat } from '../../shared/teams.ts';

type View = LustiTableView;

/** Striche as tally marks in groups of five. */
function Tally({ n, target }: { n: number; target: number }): JSX.Element {
  const groups: JSX.Element[] = [];
  for (let g = 0; g * 5 < Math.max(n, 1); g++) {
    const k = Math.min(5, n - g * 5);
    if (k <= 0) break;
    groups.push(
      <svg key={g} viewBox="0 0 44 40" class="tally" aria-hidden="true">
        {Array.from({ length: Math.min(k, 4) }, (_, i) => <line key={i} x1={6 + i * 9} y1="4" x2={6 + i * 9} y2="36" />)}
        {k === 5 && <line x1="1" y1="30" x2="40" y2="10" />}
      </svg>,
    );
  }
  return <div class="tally-row" aria-label={t('stricheOf', { n, target })}>{groups}<span class="tally-n">{t('stricheOf', { n, target })}</span></div>;
}

/** A Bavarian rank in words, for "Led: Unter". */
function rankWord(rank: string, lang: 'en' | 'de'): string {
  // The Bavarian names in both languages, as the players' rules write them (the glossary).
  const words: Record<string, [string, string]> = { A: ['Sau', 'Sau'], K: ['König', 'König'], O: ['Ober', 'Ober'], U: ['Unter', 'Unter'] };
  return words[rank]?.[lang === 'de' ? 1 : 0] ?? rank;
}

function Centre({ view, held }: TvGameProps<View>): JSX.Element {
  const { t, lang } = useT();
  const led = ledRank(view.trick.plays);
  return (
    <>
      <TrickCentre plays={view.trick.plays} seats={4} pack="bavarian" held={held} leading={lustiLeading(view.trick.plays)} />
      {/* The led rank shares the trick's badge below the cards: as a pill of its own mid-felt it covered the top seat's card. */}
      <div class="felt-badge">
        {t('trickOf', { n: view.trickNumber, m: view.tricksInHand })}
        {led && !held && <> · <span class="felt-led" data-testid="led-rank">{t('ledRank', { rank: rankWord(led, lang) })}</span></>}
      </div>
    </>
  );
}

function Sidebar({ view, names }: TvGameProps<View>): JSX.Element {
  const { t } = useT();
  const last = view.scoredHands[view.scoredHands.length - 1];
  return (
    <>
      <section class="tv-panel lusti-teams" data-testid="teams">
        {view.teams.map((team, i) => (
          <div key={i} class="lusti-team" style={{ borderColor: teamColour(i) }}>
            <h3 style={{ color: teamColour(i) }}>{t('team', { n: i + 1 })}</h3>
            <div class="team-members">{team.map((s) => names[s]).join(' & ')}</div>
            <div class="team-points"><strong>{view.cardPoints[i]}</strong> {t('pointsOf90')}</div>
            <div class="muted">✓ {t('tricksCount', { n: view.tricksTaken[i] })}</div>
            <Tally n={view.gamePoints[i]} target={view.target} />
          </div>
        ))}
      </section>
      {last && (
        <section class="tv-panel">
          <h3>{t('lastHand')}</h3>
          <p>{last.winner === null ? t('noWinner') : t('teamWonHand', { n: last.winner + 1, points: last.gamePoints })}{last.brand ? ' — Brand!' : ''}</p>
        </section>
      )}
      <LastTrick plays={view.lastTrick?.plays ?? null} winners={view.lastTrick ? [view.lastTrick.winner] : []} names={names} pack="bavarian" />
    </>
  );
}

export const tv: TvGame<View, LustiEvent> = {
  pack: 'bavarian',
  Centre,
  Sidebar,
  showTotals: false,
  teamColour: (view, seat) => teamColour(teamOfSeat(view.teams, seat)),
  seatLine: (view, seat) => t('team', { n: teamOfSeat(view.teams, seat) + 1 }),
  flash: (e) => {
    if (e.type === 'brand') return { kind: 'brand', text: `BRAND! ${t('brandFlash', { n: e.team + 1 })}` };
    if (e.type === 'dealScored' && e.winner !== null) {
      return { kind: 'win', text: t('teamWonHand', { n: e.winner + 1, points: e.gamePoints }) };
    }
    return null;
  },
};
