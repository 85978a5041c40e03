/**
 * Fahrstuhl's learning deal (docs/rules/fahrstuhl.md, "Learning deal"): three seats, the two smallest
 * floors of an `up` match (1 card, then 2), trump clubs both times. Round 1 is not shared and ends in a
 * tie of red aces; round 2 is shared, makes both hands that hold clubs play them, and ends in a shared
 * tie of black aces.
 */
import type { GameLesson, LessonMove } from '../../core/game.ts';
import { lessonMatch } from '../../core/lesson.ts';
import { referee } from './referee.ts';
import type { FahrstuhlState } from './state.ts';

const call = (seat: number, n: number): LessonMove => ({ seat, move: { call: n } });
const play = (seat: number, card: string): LessonMove => ({ seat, move: { play: card } });

export const lesson: GameLesson<FahrstuhlState> = {
  players: 3,
  start: () =>
    lessonMatch(referee.match!, {
      players: 3,
      dealer: 0,
      options: { mode: 'up', startCards: 2 },
      deals: [
        { hands: [['AS'], ['AH'], ['AD']], trump: '7C' },
        { hands: [['AS', '10D'], ['8C', 'AS'], ['KC', '7H']], trump: '9C' },
      ],
    }),
  rules: [
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
  ],
  steps: [
    {
      id: 'r1-calls',
      say: {
        en: 'One card each. The turned-up 7♣ makes clubs trump. Each player in turn calls how many tricks they will take.',
        de: 'Jeder hat eine Karte. Die aufgedeckte 7♣ macht Kreuz zu Trumpf. Reihum sagt jeder an, wie viele Stiche er macht.',
      },
      rules: ['calls', 'dealer'],
      moves: [call(1, 1), call(2, 0), call(0, 0)],
      why: { en: 'The lesson calls what this card will take.', de: 'Die Lektion sagt an, was diese Karte holt.' },
    },
    {
      id: 'r1-lead',
      say: {
        en: 'The calls add up to 1, one trick: not shared. Nobody holds clubs, so any card may be played.',
        de: 'Die Ansagen ergeben 1, ein Stich: nicht geteilt. Niemand hat Kreuz, also darf jede Karte kommen.',
      },
      rules: ['not-shared'],
      moves: [play(1, 'AH')],
      why: { en: 'Lead the red ace.', de: 'Spiel das rote Ass aus.' },
    },
    {
      id: 'r1-tie',
      say: {
        en: 'A♦ is as strong as A♥: red aces are equal. Not shared: the first one played keeps the trick.',
        de: 'A♦ ist so stark wie A♥: rote Asse sind gleich. Nicht geteilt: das zuerst gespielte behält den Stich.',
      },
      rules: ['tie-first'],
      moves: [play(2, 'AD')],
      why: { en: 'Play the red ace.', de: 'Spiel das rote Ass.' },
    },
    {
      id: 'r1-red-black',
      say: {
        en: 'A black ace loses to a red ace: same rank, red beats black. Every call was exact: 100 + 10 per trick.',
        de: 'Ein schwarzes Ass verliert gegen ein rotes: gleicher Rang, Rot schlägt Schwarz. Alle genau: 100 + 10 je Stich.',
      },
      rules: ['red-black', 'points'],
      moves: [play(0, 'AS')],
      why: { en: 'Play the black ace.', de: 'Spiel das schwarze Ass.' },
    },
    {
      id: 'r2-calls',
      say: {
        en: 'Two cards each. The dealer moved one seat on, so the next player calls first. Trump is clubs again.',
        de: 'Zwei Karten. Der Geber ist einen Platz weiter, also sagt der Nächste zuerst an. Wieder ist Kreuz Trumpf.',
      },
      rules: ['dealer', 'calls'],
      moves: [call(2, 1), call(0, 0), call(1, 0)],
      why: { en: 'The lesson makes the calls add up to 1.', de: 'Die Lektion lässt die Ansagen 1 ergeben.' },
    },
    {
      id: 'r2-trump-lead',
      say: {
        en: 'Calls 1, tricks 2: the round is shared. Trump is clubs: whoever holds clubs must play one, even to lead.',
        de: 'Ansagen 1, Stiche 2: die Runde ist geteilt. Kreuz ist Trumpf: wer Kreuz hat, muss es spielen, auch beim Ausspielen.',
      },
      rules: ['shared', 'trump-must'],
      moves: [play(2, 'KC')],
      why: { en: 'This hand holds clubs: it must play the K♣.', de: 'Diese Hand hat Kreuz: sie muss K♣ spielen.' },
    },
    {
      id: 'r2-no-follow',
      say: {
        en: 'No clubs in this hand: any card may be played. Nobody has to follow suit.',
        de: 'Kein Kreuz in dieser Hand: jede Karte ist erlaubt. Farbe bekennen muss niemand.',
      },
      rules: ['no-follow'],
      moves: [play(0, '10D')],
      why: { en: 'Keep the ace for the next trick: throw the 10♦.', de: 'Heb das Ass für den nächsten Stich auf: wirf die 10♦ ab.' },
    },
    {
      id: 'r2-trump-rank',
      say: {
        en: 'This hand holds the 8♣ and must play it. Trump beats the 10♦; between trumps the rank decides: K♣ over 8♣.',
        de: 'Diese Hand hat die 8♣ und muss sie spielen. Trumpf sticht die 10♦; unter Trümpfen zählt der Rang: K♣ vor 8♣.',
      },
      rules: ['trump-must', 'trump-beats', 'trump-rank'],
      moves: [play(1, '8C')],
      why: { en: 'You hold clubs: the 8♣ must be played.', de: 'Du hast Kreuz: die 8♣ muss kommen.' },
    },
    {
      id: 'r2-leads',
      say: {
        en: 'The K♣ took the trick, so its player leads the next one. No clubs left there: any card.',
        de: 'K♣ hat gestochen, also spielt sein Spieler wieder aus. Dort ist kein Kreuz mehr: jede Karte.',
      },
      rules: ['leads'],
      moves: [play(2, '7H')],
      why: { en: 'Lead the 7♥.', de: 'Spiel die 7♥ aus.' },
    },
    {
      id: 'r2-shared-tie',
      say: {
        en: 'Two black aces meet in a shared round: both players get a trick. A miss costs 10 per trick (20 on the way back up).',
        de: 'Zwei schwarze Asse in einer geteilten Runde: beide bekommen einen Stich. Daneben kostet 10 je Stich (20 auf dem Rückweg).',
      },
      rules: ['tie-shared', 'points'],
      moves: [play(0, 'AS'), play(1, 'AS')],
      why: { en: 'Play the black ace: in a shared round a tie gives a trick to each.', de: 'Spiel das schwarze Ass: in geteilter Runde bekommt jeder Gleichstarke einen Stich.' },
    },
  ],
};
