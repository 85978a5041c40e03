/**
 * Who is ranked on the result screens, the podium, the chart and the scores between deals: every seat
 * on its own, or in a team game every team (its players share one total and one place). Also the podium's
 * steps when places are shared, and when a result is a draw.
 */
import type { SeatOutcomeInfo as SeatOutcome } from '@kitchen-table/protocol';

/** One side of the table: a player, or a team of partners. */
export interface Side {
  /** Index among the sides (the team's number − 1, or the seat). */
  index: number;
  seats: number[];
  names: string[];
  isBot: boolean[];
}

/** The sides of a table: one per seat, or one per team when the game has fixed partnerships. */
export function sidesOf(names: readonly string[], teams?: readonly (readonly number[])[], bots: readonly boolean[] = []): Side[] {
  const groups = teams && teams.length > 0 ? teams.map((t) => t.slice()) : names.map((_, s) => [s]);
  return groups.map((seats, index) => ({ index, seats, names: seats.map((s) => names[s] ?? '?'), isBot: seats.map((s) => bots[s] === true) }));
}

/** A side's value from per-seat values (partners carry the same total, so its first seat speaks for it). */
export function sideValue(side: Side, perSeat: readonly number[]): number {
  return perSeat[side.seats[0]] ?? 0;
}

export interface Standing extends Side {
  total: number;
  placement: number;
}

/** The match result as sides with their total and place, best first. */
export function standingsOf(outcomes: readonly SeatOutcome[], teams?: readonly (readonly number[])[]): Standing[] {
  const bySeat = outcomes.slice().sort((a, b) => a.seat - b.seat);
  const names = bySeat.map((o) => o.name);
  const sides = sidesOf(names, teams, bySeat.map((o) => o.isBot));
  const ranked = sides.map((side) => {
    const mine = bySeat.filter((o) => side.seats.includes(o.seat));
    return { ...side, total: mine[0]?.total ?? 0, best: Math.min(...mine.map((o) => o.placement)) };
  });
  // Places among the sides (for seats that is the seat's own place; two teams are 1 and 2, or 1 and 1).
  return ranked
    .map(({ best, ...side }) => ({ ...side, placement: 1 + ranked.filter((o) => o.best < best).length }))
    .sort((a, b) => a.placement - b.placement || b.total - a.total || a.index - b.index);
}

/** A draw: more than one side, and all of them share the first place (1:1, or equal totals everywhere). */
export function isDraw(standings: readonly Standing[]): boolean {
  return standings.length > 1 && standings.every((s) => s.placement === 1);
}

/**
 * The podium's steps: one per place that somebody holds among the best three places, best first, so a
 * shared place never leaves an empty step (1, 1, 3 gives two steps: "1" with two people, then "3").
 */
export function podiumSteps(standings: readonly Standing[]): { placement: number; standings: Standing[] }[] {
  const places = [...new Set(standings.map((s) => s.placement))].sort((a, b) => a - b).filter((p) => p <= 3);
  return places.map((placement) => ({ placement, standings: standings.filter((s) => s.placement === placement) }));
}

/** How a side is named on screen: the player's name, or "Team 1: Anna & Cara". */
export function sideName(side: Side, teamGame: boolean, t: (key: 'teamNamed', vars: Record<string, string | number>) => string): string {
  return teamGame ? t('teamNamed', { n: side.index + 1, names: side.names.join(' & ') }) : side.names[0] ?? '?';
}
