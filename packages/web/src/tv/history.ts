/**
 * Every seat's running total after each deal, for the chart between deals. Collected from the scoring
 * events as they arrive and kept in local storage per match, so that a reloaded TV still draws the line.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SessionState } from '../net/session.ts';

export interface TotalsPoint {
  deal: number;
  totals: number[];
}

const SCORING = new Set(['dealScored', 'handScored']);

function load(matchId: string): TotalsPoint[] {
  try {
    const raw = localStorage.getItem(`kt.history.${matchId}`);
    return raw ? (JSON.parse(raw) as TotalsPoint[]) : [];
  } catch {
    return [];
  }
}

function save(matchId: string, points: TotalsPoint[]): void {
  try {
    localStorage.setItem(`kt.history.${matchId}`, JSON.stringify(points));
  } catch {
    /* the chart then starts afresh after a reload */
  }
}

export function useTotalsHistory(state: SessionState): TotalsPoint[] {
  const [points, setPoints] = useState<TotalsPoint[]>(() => (state.matchId ? load(state.matchId) : []));
  useEffect(() => {
    setPoints(state.matchId ? load(state.matchId) : []);
  }, [state.matchId]);
  useEffect(() => {
    const update = state.lastUpdate;
    const view = state.view;
    if (!update || !view || !state.matchId) return;
    const scored = update.events.find((e) => SCORING.has(e.type));
    if (!scored) return;
    const deal = Number(scored.deal ?? scored.hand ?? view.deal);
    const current = load(state.matchId).filter((p) => p.deal !== deal);
    const next = [...current, { deal, totals: view.totals.slice() }].sort((a, b) => a.deal - b.deal);
    save(state.matchId, next);
    setPoints(next);
  }, [state.updates]);
  return points;
}
