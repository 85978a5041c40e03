/**
 * Lusti-Kartl'n's summary between hands (issue 28, part 4): which team won the hand and its multiplier —
 * plain ×1, the others stink ×2, unterm Tisch ×3, a Brand ×4 (rules 5–6) — and each team's card points
 * and tricks. Sides are the teams (team 1 = seats 1 and 3).
 */
import type { StringKey } from '../../strings/index.ts';
import { whyText, type DealWhyFn } from '../deal-why.ts';

const HEADLINE: Record<string, StringKey> = {
  win: 'whyLustiWin',
  stink: 'whyLustiStink',
  untermTisch: 'whyLustiUntermTisch',
  brand: 'whyLustiBrand',
};

const pair = (value: unknown): number[] => (Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? v : 0)) : [0, 0]);

export const dealWhy: DealWhyFn = (event, { lang }) => {
  const t = whyText(lang);
  const points = pair(event.cardPoints);
  const tricks = pair(event.tricksTaken);
  const winner = typeof event.winner === 'number' ? event.winner : null;
  const key = typeof event.outcome === 'string' ? HEADLINE[event.outcome] : undefined;
  const headline = winner !== null && key ? t(key, { team: winner + 1, n: Number(event.gamePoints ?? 0) }) : t('whyLustiNone');
  return {
    headline,
    reasons: points.map((p, team) => t('whyLustiTeam', { points: p, n: tricks[team] ?? 0 })),
    rule: t('whyLustiRule'),
  };
};
