/**
 * Issue 28, part 4: why the totals changed, shown between deals on the TV and the phones. Each game's
 * explanation (web/src/games/<id>/deal-why.ts) builds its lines from these; the rule is told once per
 * summary, in words a child follows.
 */
export const en = {
  // Issue 28, part 2: the phone's notices, one at a time
  noticeNext: 'Show notice {n} of {m}',
  // A card tapped between deals (the phone's own code, not the server's)
  err_BETWEEN_DEALS: 'Tap “{next}” when you are ready: it starts once everyone has',
  whyTitle: 'How the points came about',
  yourDealWhy: 'You: {n} —',
  whyColumn: 'Why',
  whyYou: 'You',
  // Fahrstuhl
  whyFahrstuhlRule: 'Called right: {bonus} bonus plus {per} for every trick. Called wrong: −{per} for every trick too many or too few.',
  whyFahrstuhlExact: 'called {call}, took {taken}: right! {bonus} + {taken} × {per}',
  whyFahrstuhlExactZero: 'called 0, took 0: right! {bonus}',
  whyFahrstuhlOver: 'called {call}, took {taken}: {n} tricks too many, −{per} each',
  whyFahrstuhlOver_one: 'called {call}, took {taken}: 1 trick too many, −{per}',
  whyFahrstuhlUnder: 'called {call}, took {taken}: {n} tricks too few, −{per} each',
  whyFahrstuhlUnder_one: 'called {call}, took {taken}: 1 trick too few, −{per}',
  // Elevator
  whyElevatorRule: 'Whoever lays down their last card first gets 1 point for every card the others still hold.',
  whyElevatorHeadline: '{name} is out of cards first',
  whyElevatorWinner: 'out first: {n} cards left in the other hands',
  whyElevatorWinner_one: 'out first: 1 card left in the other hands',
  whyElevatorLeft: '{n} cards left',
  whyElevatorLeft_one: '1 card left',
  whyElevatorKopile: 'Kopile: {n} cards more',
  whyElevatorKopile_one: 'Kopile: 1 card more',
  whyElevatorKopileTimes: '{k} × Kopile: {n} cards more',
  // Fünfzehnern
  whyF15Rule: 'Everyone puts {ante} chips in the pot. After the hand, everyone takes out 1 chip for each card point in their tricks (ace 5, king 4, queen 3, jack 2, ten 1). More than {ante} card points wins chips, fewer loses them.',
  whyF15Seat: '{n} card points − {ante}',
  whyF15Seat_one: '1 card point − {ante}',
  // Lusti-Kartl'n
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
  noticeNext: 'Hinweis {n} von {m} zeigen',
  err_BETWEEN_DEALS: 'Tippe „{next}“, wenn du bereit bist: Es geht los, sobald alle getippt haben',
  whyTitle: 'So kamen die Punkte zustande',
  yourDealWhy: 'Du: {n} —',
  whyColumn: 'Warum',
  whyYou: 'Du',
  whyFahrstuhlRule: 'Richtig angesagt: {bonus} Bonus plus {per} für jeden Stich. Falsch angesagt: −{per} für jeden Stich zu viel oder zu wenig.',
  whyFahrstuhlExact: '{call} angesagt, {taken} gemacht: genau! {bonus} + {taken} × {per}',
  whyFahrstuhlExactZero: '0 angesagt, 0 gemacht: genau! {bonus}',
  whyFahrstuhlOver: '{call} angesagt, {taken} gemacht: {n} Stiche zu viel, je −{per}',
  whyFahrstuhlOver_one: '{call} angesagt, {taken} gemacht: 1 Stich zu viel, −{per}',
  whyFahrstuhlUnder: '{call} angesagt, {taken} gemacht: {n} Stiche zu wenig, je −{per}',
  whyFahrstuhlUnder_one: '{call} angesagt, {taken} gemacht: 1 Stich zu wenig, −{per}',
  whyElevatorRule: 'Wer zuerst die letzte Karte los ist, bekommt 1 Punkt für jede Karte, die die anderen noch in der Hand haben.',
  whyElevatorHeadline: '{name} ist zuerst alle Karten los',
  whyElevatorWinner: 'zuerst fertig: {n} Karten in den anderen Händen',
  whyElevatorWinner_one: 'zuerst fertig: 1 Karte in den anderen Händen',
  whyElevatorLeft: '{n} Karten übrig',
  whyElevatorLeft_one: '1 Karte übrig',
  whyElevatorKopile: 'Kopile: {n} Karten dazu',
  whyElevatorKopile_one: 'Kopile: 1 Karte dazu',
  whyElevatorKopileTimes: '{k} × Kopile: {n} Karten dazu',
  whyF15Rule: 'Jeder legt {ante} Chips in den Pott. Nach dem Spiel nimmt jeder 1 Chip für jeden Kartenpunkt in seinen Stichen heraus (Ass 5, König 4, Dame 3, Bube 2, Zehn 1). Mehr als {ante} Kartenpunkte gewinnen Chips, weniger verlieren welche.',
  whyF15Seat: '{n} Kartenpunkte − {ante}',
  whyF15Seat_one: '1 Kartenpunkt − {ante}',
  whyLustiRule: '50 Kartenpunkte gewinnen das Spiel: 1 Strich. Doppelt, wenn die anderen stinken (Stiche, aber keine Punkte), dreifach, wenn sie keinen Stich haben (unterm Tisch). Ein Brand zählt immer 4.',
  whyLustiWin: 'Team {team} gewinnt das Spiel — einfach: ×1, {n} Strich',
  whyLustiStink: 'Team {team} gewinnt das Spiel — die anderen stinken: ×2, {n} Striche',
  whyLustiUntermTisch: 'Team {team} gewinnt das Spiel — unterm Tisch: ×3, {n} Striche',
  whyLustiBrand: 'Brand für Team {team}: vier gleiche Schläge in einem Stich — ×4, {n} Striche',
  whyLustiNone: 'Niemand hat 50 Kartenpunkte: keine Striche',
  whyLustiTeam: '{points} Kartenpunkte, {n} Stiche',
  whyLustiTeam_one: '{points} Kartenpunkte, 1 Stich',
} as const;
