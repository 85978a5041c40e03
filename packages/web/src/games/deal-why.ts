/**
 * Why the totals changed (issue 28, part 4): between deals the TV and the phones tell, per game, how each
 * side came to its points — Fahrstuhl's calls against the tricks, Elevator's cards left and Kopiles,
 * Fünfzehnern's card points against 15, Lusti-Kartl'n's multiplier. Each game writes its explanation in
 * its own folder (`games/<id>/deal-why.ts`, loaded through its web module's `loadDealWhy`) from the deal's
 * `dealScored` event alone; the summary screens lay it out the same way for every game.
 */
import type { DealScoredEvent } from '@kitchen-table/engine';
import { translate, type Lang, type Vars } from '../i18n.ts';
import type { StringKey } from '../strings/index.ts';

export interface DealWhy {
  /** The deal's big news in one line ("Anna is out of cards first", "Team 1 wins the hand — stink: ×2"). */
  headline: string | null;
  /** Per side (a seat, or a team in a team game: the side's index), how its points came about. */
  reasons: string[];
  /** The scoring rule, told once, in words a child follows. */
  rule: string;
}

/** The deal's event with the game's own fields beside the common ones. */
export type ScoredEvent = DealScoredEvent & Record<string, unknown>;

export interface WhyContext {
  lang: Lang;
  /** Who played each seat in that deal. */
  names: readonly string[];
}

export type DealWhyFn = (event: ScoredEvent, context: WhyContext) => DealWhy;

/** A translator in one language (the numbers here are small whole numbers: written as they are). */
export function whyText(lang: Lang): (key: StringKey, vars?: Vars) => string {
  return (key, vars) => translate(lang, key, vars);
}

/** A number per seat from the event (0 where missing: an older event without the field). */
export function perSeat(event: ScoredEvent, field: string): number[] {
  const value = event[field];
  return Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? v : 0)) : event.score.map(() => 0);
}
