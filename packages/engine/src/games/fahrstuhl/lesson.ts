/**
 * Fahrstuhl's learning deal (docs/rules/fahrstuhl.md, "Learning deal"): three seats, the bottom of a
 * 7-card hourglass — rounds 6, 7 and 8 (2 cards, 1, then 1 again), trump clubs each time. Round 6 is
 * shared, makes both hands that hold clubs play them and ends in a shared tie of black aces; round 7 is
 * not shared and ends in a tie of red aces; round 8 begins the return trip (20 a trick), and the lesson's
 * match ends with it.
 */
import type { GameLesson, LessonMove } from '../../core/game.ts';
import { lessonMatch } from '../../core/lesson.ts';
import { classOfKind } from './cards.ts';
import { parseDeal, referee } from './referee.ts';
import { startDeal } from './setup.ts';
import type { FahrstuhlState, GivenDeal } from './state.ts';

const call = (seat: number, n: number): LessonMove => ({ seat, move: { call: n } });
const play = (seat: number, card: string): LessonMove => ({ seat, move: { play: card } });

/** The hourglass round (0-based) the lesson begins with, and the lesson's deals from there on. */
const FIRST_ROUND = 5;
const DEALS = [
  { hands: [['KC', '7H'], ['AS', '10D'], ['8C', 'AS']], trump: '9C' },
  { hands: [['AS'], ['AH'], ['AD']], trump: '7C' },
  { hands: [['KD'], ['AS'], ['10H']], trump: '7C' },
];

/**
 * The bottom of a 7-card hourglass as the engine plays it: the lobby's match (mode hourglass, 7 cards),
 * its schedule cut after round 8 (the first of the return trip) so that the lesson's match ends there,
 * round 6 dealt by its own dealer (the dealer moves one seat each round: 5 mod 3 = seat 2). Built with
 * the engine's own setup and deal; the six rounds before are not played (a family's first deal is short).
 * The lesson's cards are chosen to show the rules, not drawn from the top k classes of a 3 × 7 match
 * (which would stop at the black K): its deck reaches down to its lowest card, so that the lowest card
 * the table shows is one the lesson really deals (rule "Deck": the table shows the lowest card in play).
 */
function bottomOfHourglass(): FahrstuhlState {
  const match = lessonMatch(referee.match!, { players: 3, dealer: 0, options: { mode: 'hourglass', startCards: 7 }, deals: [] });
  const end = FIRST_ROUND + DEALS.length;
  const givenDeals: GivenDeal[] = [];
  DEALS.forEach((deal, i) => {
    const parsed = parseDeal(deal, 3);
    if (!parsed.ok) throw new Error(`fahrstuhl lesson deal ${i}: ${parsed.error.message}`);
    givenDeals[FIRST_ROUND + i] = parsed.value;
  });
  const lowest = Math.max(...givenDeals.flatMap((d) => (d ? [...d.hands.flat(), d.trump] : [])).map(classOfKind));
  const cut = { ...match, floors: match.floors.slice(0, end), trips: match.trips.slice(0, end), givenDeals, classes: lowest + 1 };
  return startDeal(cut, FIRST_ROUND, FIRST_ROUND % 3);
}

export const lesson: GameLesson<FahrstuhlState> = {
  players: 3,
  start: bottomOfHourglass,
  rules: [
    { id: 'hourglass', name: { en: 'Hourglass: one card fewer each round down to 1, the 1 twice, then back up', de: 'Sanduhr: jede Runde eine Karte weniger bis 1, die 1 zweimal, dann wieder hinauf' } },
    { id: 'calls', name: { en: 'Calls: each seat says how many tricks it will take', de: 'Ansagen: jeder sagt, wie viele Stiche er macht' } },
    { id: 'dealer', name: { en: 'The dealer moves on; the seat after it calls and leads', de: 'Der Geber wandert; der Nächste sagt an und spielt aus' } },
    { id: 'not-shared', name: { en: 'Calls ≥ tricks: not shared', de: 'Ansagen ≥ Stiche: nicht geteilt' } },
    { id: 'shared', name: { en: 'Calls < tricks: shared', de: 'Ansagen < Stiche: geteilt' } },
    { id: 'trump-must', name: { en: 'Holding trump, you must play trump', de: 'Wer Trumpf hat, muss Trumpf spielen' } },
    { id: 'no-follow', name: { en: 'No duty to follow suit', de: 'Kein Farbzwang' } },
    { id: 'trump-beats', name: { en: 'Any trump beats any other card', de: 'Jeder Trumpf sticht jede andere Karte' } },
    { id: 'trump-rank', name: { en: 'Between trumps the rank decides', de: 'Unter Trümpfen entscheidet der Rang' } },
    { id: 'red-black', name: { en: 'Otherwise rank, then red beats black', de: 'Sonst Rang, dann Rot vor Schwarz' } },
    { id: 'tie-first', name: { en: 'Not shared: of equal top cards the first takes', de: 'Nicht geteilt: bei Gleichstand nimmt die erste' } },
    { id: 'tie-shared', name: { en: 'Shared: every equal top card takes a trick', de: 'Geteilt: jede gleich starke Karte bekommt einen Stich' } },
    { id: 'leads', name: { en: 'Who took the trick leads the next', de: 'Wer sticht, spielt aus' } },
    { id: 'points', name: { en: 'Points: exact call 100 + 10 a trick; a miss −10 a trick', de: 'Punkte: genau 100 + 10 je Stich; daneben −10 je Stich' } },
    { id: 'return-trip', name: { en: 'On the way back up every trick counts 20', de: 'Auf der Rückfahrt zählt jeder Stich 20' } },
  ],
  steps: [
    {
      id: 'r6-calls',
      say: {
        en: 'An hourglass: one card fewer each round down to 1, then back up. We join at 2 cards each. The 9♣ makes clubs trump. Each player calls their tricks.',
        de: 'Eine Sanduhr: jede Runde eine Karte weniger bis 1, dann wieder hinauf. Wir steigen bei 2 Karten ein. Die 9♣ macht Kreuz zu Trumpf. Jeder sagt Stiche an.',
      },
      rules: ['hourglass', 'calls'],
      moves: [call(0, 1), call(1, 0), call(2, 0)],
      why: { en: 'The lesson makes the calls add up to 1.', de: 'Die Lektion lässt die Ansagen 1 ergeben.' },
    },
    {
      id: 'r6-trump-lead',
      say: {
        en: 'Calls 1, tricks 2: the round is shared. Trump is clubs: whoever holds clubs must play one, even to lead.',
        de: 'Ansagen 1, Stiche 2: die Runde ist geteilt. Kreuz ist Trumpf: wer Kreuz hat, muss es spielen, auch beim Ausspielen.',
      },
      rules: ['shared', 'trump-must'],
      moves: [play(0, 'KC')],
      why: { en: 'This hand holds clubs: it must play the K♣.', de: 'Diese Hand hat Kreuz: sie muss K♣ spielen.' },
    },
    {
      id: 'r6-no-follow',
      say: {
        en: 'No clubs in this hand: any card may be played. Nobody has to follow suit.',
        de: 'Kein Kreuz in dieser Hand: jede Karte ist erlaubt. Farbe bekennen muss niemand.',
      },
      rules: ['no-follow'],
      moves: [play(1, '10D')],
      why: { en: 'Keep the ace for the next trick: throw the 10♦.', de: 'Heb das Ass für den nächsten Stich auf: wirf die 10♦ ab.' },
    },
    {
      id: 'r6-trump-rank',
      say: {
        en: 'This hand holds the 8♣ and must play it. Trump beats the 10♦; between trumps the rank decides: K♣ over 8♣.',
        de: 'Diese Hand hat die 8♣ und muss sie spielen. Trumpf sticht die 10♦; unter Trümpfen zählt der Rang: K♣ vor 8♣.',
      },
      rules: ['trump-must', 'trump-beats', 'trump-rank'],
      moves: [play(2, '8C')],
      why: { en: 'You hold clubs: the 8♣ must be played.', de: 'Du hast Kreuz: die 8♣ muss kommen.' },
    },
    {
      id: 'r6-leads',
      say: {
        en: 'The K♣ took the trick, so its player leads the next one. No clubs left there: any card.',
        de: 'K♣ hat gestochen, also spielt sein Spieler wieder aus. Dort ist kein Kreuz mehr: jede Karte.',
      },
      rules: ['leads'],
      moves: [play(0, '7H')],
      why: { en: 'Lead the 7♥.', de: 'Spiel die 7♥ aus.' },
    },
    {
      id: 'r6-shared-tie',
      say: {
        en: 'Two black aces meet in a shared round: both players get a trick. On the way down an exact call scores 100 + 10 a trick, a miss −10 a trick.',
        de: 'Zwei schwarze Asse in einer geteilten Runde: beide bekommen einen Stich. Auf der Hinfahrt: genau 100 + 10 je Stich, daneben −10 je Stich.',
      },
      rules: ['tie-shared', 'points'],
      moves: [play(1, 'AS'), play(2, 'AS')],
      why: { en: 'Play the black ace: in a shared round a tie gives a trick to each.', de: 'Spiel das schwarze Ass: in geteilter Runde bekommt jeder Gleichstarke einen Stich.' },
    },
    {
      id: 'r7-calls',
      say: {
        en: 'Down to 1 card each. The dealer moved one seat on, so the next player calls first. The 7♣ makes clubs trump again.',
        de: 'Runter auf 1 Karte. Der Geber ist einen Platz weiter, also sagt der Nächste zuerst an. Die 7♣ macht wieder Kreuz zu Trumpf.',
      },
      rules: ['hourglass', 'dealer', 'calls'],
      moves: [call(1, 1), call(2, 0), call(0, 0)],
      why: { en: 'The lesson calls what this card will take.', de: 'Die Lektion sagt an, was diese Karte holt.' },
    },
    {
      id: 'r7-lead',
      say: {
        en: 'The calls add up to 1, one trick: not shared. Nobody holds clubs, so any card may be played.',
        de: 'Die Ansagen ergeben 1, ein Stich: nicht geteilt. Niemand hat Kreuz, also darf jede Karte kommen.',
      },
      rules: ['not-shared'],
      moves: [play(1, 'AH')],
      why: { en: 'Lead the red ace.', de: 'Spiel das rote Ass aus.' },
    },
    {
      id: 'r7-tie',
      say: {
        en: 'A♦ is as strong as A♥: red aces are equal. Not shared: the first one played keeps the trick.',
        de: 'A♦ ist so stark wie A♥: rote Asse sind gleich. Nicht geteilt: das zuerst gespielte behält den Stich.',
      },
      rules: ['tie-first'],
      moves: [play(2, 'AD')],
      why: { en: 'Play the red ace.', de: 'Spiel das rote Ass.' },
    },
    {
      id: 'r7-red-black',
      say: {
        en: 'A black ace loses to a red ace: same rank, red beats black. Every call was exact: 100 + 10 per trick.',
        de: 'Ein schwarzes Ass verliert gegen ein rotes: gleicher Rang, Rot schlägt Schwarz. Alle genau: 100 + 10 je Stich.',
      },
      rules: ['red-black', 'points'],
      moves: [play(0, 'AS')],
      why: { en: 'Play the black ace.', de: 'Spiel das schwarze Ass.' },
    },
    {
      id: 'r8-calls',
      say: {
        en: '1 card again: the bottom of the hourglass, the way back up begins. On the way back up every trick counts 20, for an exact call and for a miss.',
        de: 'Wieder 1 Karte: der Boden der Sanduhr, die Rückfahrt beginnt. Auf ihr zählt jeder Stich 20, für Treffer wie für Daneben.',
      },
      rules: ['hourglass', 'return-trip', 'calls'],
      moves: [call(2, 0), call(0, 1), call(1, 1)],
      why: { en: 'The lesson calls this way to show a hit and a miss on the way back.', de: 'Die Lektion sagt so an, um Treffer und Daneben auf der Rückfahrt zu zeigen.' },
    },
    {
      id: 'r8-return-points',
      say: {
        en: 'A black ace beats a red 10 or K: rank first. Its exact 1 scores 100 + 20; the missed trick costs 20. The lesson ends here; a match goes back up to 7.',
        de: 'Ein schwarzes Ass schlägt rote 10 und K: erst der Rang. Seine genaue 1 bringt 100 + 20, der fehlende Stich kostet 20. Die Lektion endet hier, sonst bis 7.',
      },
      rules: ['red-black', 'return-trip'],
      moves: [play(2, '10H'), play(0, 'KD'), play(1, 'AS')],
      why: { en: 'One card each: the lesson plays it.', de: 'Eine Karte jeder: die Lektion spielt sie.' },
    },
  ],
};
