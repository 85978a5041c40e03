/** The running deal's name on the TV's and the phone's top bars: "Round 2 of 14", "Hand 3 of 8" — in the game's own words. */
import type { ViewHeader } from '@kitchen-table/engine';
import { langStore, translate } from '../i18n.ts';
import { webGame } from './registry.ts';

export function dealLabel(view: Pick<ViewHeader, 'game' | 'deal' | 'deals'>): string {
  const words = webGame(view.game)?.words ?? null;
  const lang = langStore.get();
  return view.deals ? translate(lang, 'dealOf', { n: view.deal, m: view.deals }, words) : translate(lang, 'deal', { n: view.deal }, words);
}

/**
 * The deal the top bars name: the running one, or between deals the one the summary shows (the view has
 * already moved on to the next deal; the summary and the bar above it name the same deal).
 */
export function shownDealLabel(view: Pick<ViewHeader, 'game' | 'deal' | 'deals'>, summaryDeal: number | null | undefined): string {
  return dealLabel(typeof summaryDeal === 'number' ? { ...view, deal: summaryDeal } : view);
}
