/**
 * Lusti-Kartl'n's own strings, English and German: its phone and TV screens, its summary between deals
 * and its rule codes' refusals. The shared strings (strings/index.ts) add them through the game's web
 * module (`strings`, games/registry.ts); a key is a game's own when no other game and no shared screen
 * says it. German must define every English key (the type checks it).
 */
export const en = {
  // The phone
  stricheOf: '{n} of {target} Striche',
  trickOf: 'Trick {n} of {m}',
  // The TV
  pointsOf90: 'of 90',
  tricksCount: '{n} tricks',
  tricksCount_one: '1 trick',
  lastHand: 'Last hand',
  noWinner: 'No winner',
  teamWonHand: 'Team {n} wins the hand: +{points}',
  brandFlash: 'Team {n} takes 4 Striche',
  ledRank: 'Led: {rank}',
  // Between deals: why the points are what they are (games/lusti/deal-why.ts)
  whyLustiRule: '50 card points win the hand: 1 Strich. Twice that when the others stink (tricks, but no points), three times when they took no trick (unterm Tisch). A Brand is always 4.',
  whyLustiWin: 'Team {team} wins the hand — plain: ×1, {n} Strich',
  whyLustiStink: 'Team {team} wins the hand — the others stink: ×2, {n} Striche',
  whyLustiUntermTisch: 'Team {team} wins the hand — unterm Tisch: ×3, {n} Striche',
  whyLustiBrand: 'Brand for Team {team}: four of a kind in one trick — ×4, {n} Striche',
  whyLustiNone: 'Nobody has 50 card points: no Striche',
  whyLustiTeam: '{points} card points, {n} tricks',
  whyLustiTeam_one: '{points} card points, 1 trick',
} as const;

export const de: Record<keyof typeof en, string> = {
  stricheOf: '{n} von {target} Strichen',
  trickOf: 'Stich {n} von {m}',
  pointsOf90: 'von 90',
  tricksCount: '{n} Stiche',
  tricksCount_one: '1 Stich',
  lastHand: 'Letztes Spiel',
  noWinner: 'Kein Sieger',
  teamWonHand: 'Team {n} gewinnt das Spiel: +{points}',
  brandFlash: 'Team {n} bekommt 4 Striche',
  ledRank: 'Ausgespielt: {rank}',
  whyLustiRule: '50 Kartenpunkte gewinnen das Spiel: 1 Strich. Doppelt, wenn die anderen stinken (Stiche, aber keine Punkte), dreifach, wenn sie keinen Stich haben (unterm Tisch). Ein Brand zählt immer 4.',
  whyLustiWin: 'Team {team} gewinnt das Spiel — einfach: ×1, {n} Strich',
  whyLustiStink: 'Team {team} gewinnt das Spiel — die anderen stinken: ×2, {n} Striche',
  whyLustiUntermTisch: 'Team {team} gewinnt das Spiel — unterm Tisch: ×3, {n} Striche',
  whyLustiBrand: 'Brand für Team {team}: vier gleiche Schläge in einem Stich — ×4, {n} Striche',
  whyLustiNone: 'Niemand hat 50 Kartenpunkte: keine Striche',
  whyLustiTeam: '{points} Kartenpunkte, {n} Stiche',
  whyLustiTeam_one: '{points} Kartenpunkte, 1 Stich',
};
