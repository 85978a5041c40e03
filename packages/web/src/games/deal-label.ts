/** The running deal's name on the TV's and the phone's top bars: "Deal 2 of 5", or the game's own word for it. */
import type { ViewHeader } from '@kitchen-table/engine';
import { t } from '../i18n.ts';
import { webGame } from './registry.ts';

export function dealLabel(view: Pick<ViewHeader, 'game' | 'deal' | 'deals'>): string {
  const own = webGame(view.game)?.dealLabel?.(view.deal, view.deals);
  if (own) return own;
  return view.deals ? t('dealOf', { n: view.deal, m: view.deals }) : t('deal', { n: view.deal });
}

/**
 * The deal the top bars name: the running one, or between deals the one the summary shows (the view has
 * already moved on to the next deal; the summary and the bar above it name the same deal).
 */
export function shownDealLabel(view: Pick<ViewHeader, 'game' | 'deal' | 'deals'>, summaryDeal: number | null | undefined): string {
  return dealLabel(typeof summaryDeal === 'number' ? { ...view, deal: summaryDeal } : view);
}
