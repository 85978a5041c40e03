/**
 * How a game's measures read on the statistics pages: the game defines them (engine `stats.measures`,
 * labels in both languages); a measure with `percentOf` also shows its share ("12 · 60 %").
 */
import { findGame, type MeasureDef } from '@kitchen-table/engine';

export function measuresOf(gameId: string): readonly MeasureDef[] {
  return findGame(gameId)?.stats.measures ?? [];
}

/** The share of `def` in its base measure, in whole percent, or null (no base, or a base of 0). */
export function percentOf(def: MeasureDef, values: Record<string, number>): number | null {
  if (!def.percentOf) return null;
  const base = values[def.percentOf] ?? 0;
  return base > 0 ? Math.round((100 * (values[def.id] ?? 0)) / base) : null;
}
