/**
 * Fünfzehnern's own strings, English and German: its phone and TV screens, its summary between deals
 * and its rule codes' refusals. The shared strings (strings/index.ts) add them through the game's web
 * module (`strings`, games/registry.ts); a key is a game's own when no other game and no shared screen
 * says it. German must define every English key (the type checks it).
 */
export const en = {
  // The phone
  zwangAnnounced: 'Zwang! {name} led the queen of {suit}: the ace must come',
  youAreBound: 'You are bound to {suit}',
  ledSuit: 'Led: {suit}',
  leadComing: '{name} leads',
  faceDown: 'Tricks lie face down: points are shown when the hand is over.',
  announceZwang: 'Announce Zwang',
  chips: 'chips',
  boundTo: 'bound {suit}',
  // The TV
  boundShort: 'Bound',
  boundLegend: 'A suit by a name: that player is bound to it',
  poolIs: 'In the pool: {n} chips',
  handRevealed: 'Hand {n} revealed',
  zwangFlash: '{name} leads the queen: the ace must come',
  boundFlash: '{name} is bound to {suit}',
  f15TotalVsChips: 'Total: card points minus 15, every hand added up. Chips: what each has won or paid to the pool.',
  // Between deals: why the points are what they are (games/fuenfzehnern/deal-why.ts)
  whyF15Rule: 'Everyone puts {ante} chips in the pot. After the hand, everyone takes out 1 chip for each card point in their tricks (ace 5, king 4, queen 3, jack 2, ten 1). More than {ante} card points wins chips, fewer loses them.',
  whyF15Seat: '{n} card points − {ante}',
  whyF15Seat_one: '1 card point − {ante}',
  // The refusals of its rule codes (explain.ts builds the key err_<CODE>)
  err_MUST_LEAD_BOUND_SUIT: 'You are bound to {suit}: you won a trick someone else led, so lead {suit} while you hold it (or an unbeatable card)',
  err_ZWANG_NOT_ALLOWED: 'Zwang needs a queen lead with its king in your hand and the ace still out',
  err_MUST_PLAY_ACE: 'Zwang! You hold the ace of {suit} — you must play it now',
  err_MUST_FOLLOW_SUIT: 'You hold {suit} — you must follow suit',
} as const;

export const de: Record<keyof typeof en, string> = {
  zwangAnnounced: 'Zwang! {name} spielt die {suit}-Dame aus: Das Ass muss kommen',
  youAreBound: 'Du bist an {suit} gebunden',
  ledSuit: 'Ausgespielt: {suit}',
  leadComing: '{name} spielt aus',
  faceDown: 'Die Stiche liegen verdeckt: Punkte gibt es am Ende des Spiels.',
  announceZwang: 'Zwang ansagen',
  chips: 'Chips',
  boundTo: 'gebunden {suit}',
  boundShort: 'Gebunden',
  boundLegend: 'Farbe am Namen: an diese Farbe gebunden',
  poolIs: 'Im Pott: {n} Chips',
  handRevealed: 'Spiel {n} aufgedeckt',
  zwangFlash: '{name} spielt die Dame aus: Das Ass muss kommen',
  boundFlash: '{name} ist an {suit} gebunden',
  f15TotalVsChips: 'Gesamt: Kartenpunkte minus 15, alle Spiele zusammengezählt. Chips: was jeder aus dem Pott gewonnen oder eingezahlt hat.',
  whyF15Rule: 'Jeder legt {ante} Chips in den Pott. Nach dem Spiel nimmt jeder 1 Chip für jeden Kartenpunkt in seinen Stichen heraus (Ass 5, König 4, Dame 3, Bube 2, Zehn 1). Mehr als {ante} Kartenpunkte gewinnen Chips, weniger verlieren welche.',
  whyF15Seat: '{n} Kartenpunkte − {ante}',
  whyF15Seat_one: '1 Kartenpunkt − {ante}',
  err_MUST_LEAD_BOUND_SUIT: 'Du bist an {suit} gebunden: Du hast einen fremden Stich gemacht, also spiel {suit} aus, solange du es hast (oder eine unschlagbare Karte)',
  err_ZWANG_NOT_ALLOWED: 'Zwang geht nur mit der Dame als Ausspiel, dem König auf der Hand und dem Ass noch draußen',
  err_MUST_PLAY_ACE: 'Zwang! Du hast das {suit}-Ass — du musst es jetzt spielen',
  err_MUST_FOLLOW_SUIT: 'Du hast {suit} — du musst Farbe bedienen',
};
