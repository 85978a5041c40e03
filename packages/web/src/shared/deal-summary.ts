/**
 * The last scored deal of the current match, for the summary between deals on the TV and the phones. Kept
 * apart from the boards so that a screen follows the scores without loading the boards' code until a deal
 * ends. It keeps the whole `dealScored` event: each game's explanation of the points (issue 28, part 4)
 * reads its own fields from it.
 */
import { useEffect, useState } from 'preact/hooks';
import { isEvent, type DealScoredEvent, type GameEvent } from '@kitchen-table/engine';
import type { SessionState } from '../net/session.ts';
import type { ScoredEvent } from '../games/deal-why.ts';

export interface DealSummary {
  id: number;
  matchId: string;
  deal: number;
  scores: number[];
  totals: number[];
  /** The deal's `dealScored` event, with the game's own fields. */
  event: ScoredEvent;
}

/** The deal an update scored, from its common `dealScored` event (null for any other update). */
export function scoredDeal(events: readonly GameEvent[]): Pick<DealSummary, 'deal' | 'scores' | 'totals' | 'event'> | null {
  const e = events.find((x): x is DealScoredEvent => isEvent(x, 'dealScored'));
  return e ? { deal: e.deal, scores: e.score.slice(), totals: e.totals.slice(), event: e as ScoredEvent } : null;
}

/** The last scored deal of the current match (kept until the next one; shown while the summary is on). */
export function useDealSummary(state: SessionState): DealSummary | null {
  const [summary, setSummary] = useState<DealSummary | null>(null);
  useEffect(() => {
    const update = state.lastUpdate;
    const view = state.view;
    if (!update || !view || update.matchId !== state.matchId) return;
    const scored = scoredDeal(update.events);
    if (!scored || view.matchOver) return;
    setSummary({ id: state.updates, matchId: update.matchId, ...scored });
  }, [state.updates]);
  return summary && summary.matchId === state.matchId ? summary : null;
}
