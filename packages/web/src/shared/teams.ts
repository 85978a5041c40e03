/**
 * A team's one colour, wherever the team is shown: the table's seat plates and team panels, both
 * lobbies, the summary between deals, the podium and its chart (issue 28 §5: blue and red on the table,
 * orange and blue in the charts before). Team 1 (the first and third seat) is blue, Team 2 red; a player
 * keeps their own colour on their avatar. Outside team games a side's colour is its seat's.
 */
import { seatColour } from './Avatar.tsx';
import type { Side } from './standings.ts';

export const TEAM_COLOURS = ['#42a5f5', '#ef5350'] as const;

/** The colour of team `index` (0 = Team 1). */
export function teamColour(index: number): string {
  return TEAM_COLOURS[((index % TEAM_COLOURS.length) + TEAM_COLOURS.length) % TEAM_COLOURS.length]!;
}

/** The index of the team a seat plays in (-1: no team game, or no team holds the seat). */
export function teamOfSeat(teams: readonly (readonly number[])[] | undefined, seat: number): number {
  return teams?.findIndex((team) => team.includes(seat)) ?? -1;
}

/** A side's colour on the scores and charts: its team's in a team game, else its player's seat colour. */
export function sideColour(side: Pick<Side, 'index' | 'seats'>, teamGame: boolean): string {
  return teamGame ? teamColour(side.index) : seatColour(side.seats[0] ?? side.index);
}
