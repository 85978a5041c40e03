/**
 * The TV's "Last trick" for Fahrstuhl (issue 28 §6): the engine keeps the deal before's last trick in
 * `lastTrick` until the next deal's first trick is taken; the TV shows only a trick of the deal being
 * played, so a new deal starts with no "Last trick" instead of a stale one.
 */
import type { FahrstuhlTableView } from '@kitchen-table/engine/fahrstuhl';

export function dealsLastTrick(view: Pick<FahrstuhlTableView, 'tricks' | 'lastTrick'>): FahrstuhlTableView['lastTrick'] {
  return view.tricks.length > 0 ? view.lastTrick : null;
}
