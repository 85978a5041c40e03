/** Strings of the match's result: the podium, the phone's results, teams and draws. */
export const en = {
  teamNamed: 'Team {n}: {names}',
  draw: 'A draw!',
  drawHint: 'Nobody is ahead: everybody shares the first place.',
  placeN: '{n}.',
  standingsTitle: 'Final standings',
  teamsHeading: 'Team',
} as const;

export const de: Record<keyof typeof en, string> = {
  teamNamed: 'Team {n}: {names}',
  draw: 'Unentschieden!',
  drawHint: 'Keiner liegt vorn: Alle teilen sich den ersten Platz.',
  placeN: '{n}.',
  standingsTitle: 'Endstand',
  teamsHeading: 'Team',
};
