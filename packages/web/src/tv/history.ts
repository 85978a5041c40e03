/**
 * Every seat's running total after each deal, for the chart between deals. Collected from the common
 * `dealScored` events (their `totals`) as they arrive and kept in local storage per match, so that a reloaded TV still draws the line.
 */
import { useEffect, useState } from 'preact/hooks';
import { isEvent, type DealScoredEvent, type GameEvent } from '@kitchen-table/engine';
import type { SessionState } from '../net/session.ts';

export interface TotalsPoint {
  deal: number;
  totals: number[];
}

/** The chart's point for an update that scored a deal (null for any other update). */
export function scoredPoint(events: readonly GameEvent[]): TotalsPoint | null {
  const scored = events.find((e): e is DealScoredEvent => isEvent(e, 'dealScored'));
  return scored ? { deal: scored.deal, totals: scored.totals.slice() } : null;
}

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
    if (!update || !state.matchId) return;
    const point = scoredPoint(update.events);
    if (!point) return;
    const current = load(state.matchId).filter((p) => p.deal !== point.deal);
    const next = [...current, point].sort((a, b) => a.deal - b.deal);
    save(state.matchId, next);
    setPoints(next);
  }, [state.updates]);
  return points;
}
