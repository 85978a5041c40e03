/**
 * Elevator's learning deal (docs/rules/elevator.md, "Learning deal"): three seats, one game, one pack.
 * A circle of passes over the starter is no Kopile; then seat 1 opens with a run of eights, the lift is
 * set down by an ace and up by a 2 (on a red joker's free pile), a run of kings; a circle of passes
 * brings a Kopile (two cards drawn), the Kopile player still cannot play and passes (drawing the last
 * card, the A♣), the others pass on an empty stock and the Kopile fires again (rule 5.4) with no stock
 * (both give); the A♣ then beats the K♦ and seat 1 goes out with a run of four fours.
 */
import type { GameLesson, LessonMove } from '../../core/game.ts';
import { lessonMatch } from '../../core/lesson.ts';
import { referee } from './referee.ts';
import type { ElevatorState } from './state.ts';

const run = (seat: number, ...cards: string[]): LessonMove => ({ seat, move: { play: cards } });
const pass = (seat: number): LessonMove => ({ seat, move: { pass: true } });
const give = (seat: number, card: string): LessonMove => ({ seat, move: { give: card } });

export const lesson: GameLesson<ElevatorState> = {
  players: 3,
  start: () =>
    lessonMatch(referee.match!, {
      players: 3,
      dealer: 0,
      options: { games: 1, packs: 1 },
      deals: [
        {
          hands: [
            ['2C', '5S', '4H', '5C', '7D', 'JD', 'QD'],
            ['8S', '8H', '8C', 'AS', 'KH', 'KC', 'KD'],
            ['9D', 'RJ', '10H', '4D', '3S', '3C', 'JH'],
          ],
          starter: '5H',
          stock: ['4C', '7H', '8D', '9S', '10C', 'QS', '4S', 'AH', 'AC'],
        },
      ],
    }),
  rules: [
    { id: '1.2', name: { en: 'Ranks 2 low to A high; hearts and diamonds red, spades and clubs black', de: 'Ränge von 2 (tief) bis A (hoch); Herz und Karo rot, Pik und Kreuz schwarz' } },
    { id: '2.2', name: { en: 'The player after the dealer opens; turns go round in seat order', de: 'Der Spieler nach dem Geber fängt an; reihum in Sitzfolge' } },
    { id: '2.3', name: { en: 'The lift starts going up', de: 'Der Lift fährt zuerst rauf' } },
    { id: '3.2', name: { en: 'Opposite colour, higher (up) or lower (down)', de: 'Andere Farbe, höher (rauf) oder tiefer (runter)' } },
    { id: '3.3', name: { en: 'A run: same rank, colours alternating', de: 'Eine Reihe: gleicher Rang, Farben abwechselnd' } },
    { id: '3.4', name: { en: 'An ace sends the lift down, a 2 up', de: 'Ein Ass schickt den Lift runter, eine 2 rauf' } },
    { id: '3.5', name: { en: 'A joker goes on the opposite colour', de: 'Ein Joker kommt auf die andere Farbe' } },
    { id: '3.6', name: { en: 'On a joker anything may be played', de: 'Auf einen Joker darf alles' } },
    { id: '4.1', name: { en: 'A pass draws a card', de: 'Wer passt, zieht eine Karte' } },
    { id: '4.2', name: { en: 'You may pass after a play', de: 'Nach einem Ausspielen darf man passen' } },
    { id: '4.3', name: { en: 'After a pass you must play if you can', de: 'Nach einem Passen muss man legen, wenn man kann' } },
    { id: '5.1', name: { en: 'Kopile: everyone passed on your card', de: 'Kopile: alle haben auf deine Karte gepasst' } },
    { id: '5.2', name: { en: 'Short stock: the next players give the missing cards', de: 'Zu wenig im Stapel: die nächsten Spieler geben die fehlenden Karten' } },
    { id: '5.3', name: { en: 'After a Kopile nobody may pass who can play', de: 'Nach einer Kopile darf keiner passen, der legen kann' } },
    { id: '5.4', name: { en: 'The Kopile fires again each time all pass again', de: 'Die Kopile kommt jedes Mal wieder, wenn wieder alle passen' } },
    { id: '5.5', name: { en: 'Passes all round the starter are no Kopile', de: 'Alle passen auf die Startkarte: keine Kopile' } },
    { id: '6.1', name: { en: 'No card left: you win', de: 'Keine Karte mehr: gewonnen' } },
    { id: '7.2', name: { en: 'The winner scores the cards left in the other hands', de: 'Der Sieger bekommt die Karten in den anderen Händen' } },
  ],
  steps: [
    {
      id: 'starter-circle',
      say: {
        en: 'The player after the dealer begins; the starter 5♥ counts as a play, so they may pass. The others cannot play on it: all pass and draw; play goes on.',
        de: 'Der Spieler nach dem Geber beginnt; die 5♥ unten zählt als Ausspielen, er darf passen. Die anderen können nicht darauf legen: alle passen und ziehen.',
      },
      rules: ['2.2', '4.2', '4.1', '5.5'],
      moves: [
        { ...pass(1), why: { en: 'You could play, but this lesson passes first: tap Pass.', de: 'Du könntest legen, aber die Lektion passt zuerst: tipp auf Passen.' } },
        pass(2),
        pass(0),
      ],
      why: { en: 'No black card above 5 here: tap Pass.', de: 'Hier ist keine schwarze Karte über 5: tipp auf Passen.' },
    },
    {
      id: 'open-run',
      say: {
        en: 'Still the red 5♥, lift going up: after the passes you must play a black card higher than 5. A run of eights in alternating colours goes at once.',
        de: 'Noch die rote 5♥, der Lift fährt rauf: nach dem Passen musst du eine schwarze Karte über 5 legen. Eine Reihe Achten, Farben abwechselnd, geht auf einmal.',
      },
      rules: ['1.2', '2.3', '3.2', '3.3', '4.3'],
      moves: [run(1, '8S', '8H', '8C')],
      why: { en: 'Lay the three eights: black, red, black.', de: 'Leg die drei Achten: schwarz, rot, schwarz.' },
    },
    {
      id: 'red-on-black',
      say: { en: 'The top is the black 8♣: now a red card higher than 8.', de: 'Oben liegt die schwarze 8♣: jetzt eine rote Karte über 8.' },
      rules: ['3.2'],
      moves: [run(2, '9D')],
      why: { en: 'The 9♦ is red and higher than 8.', de: 'Die 9♦ ist rot und höher als 8.' },
    },
    {
      id: 'pass-after-play',
      say: {
        en: 'After a play you may pass even if you could play. A pass draws one card from the stock.',
        de: 'Nach einem Ausspielen darfst du passen, auch wenn du legen könntest. Wer passt, zieht eine Karte vom Stapel.',
      },
      rules: ['4.1', '4.2'],
      moves: [pass(0)],
      why: { en: 'This lesson passes here: tap Pass.', de: 'Die Lektion passt hier: tipp auf Passen.' },
    },
    {
      id: 'ace-down',
      say: {
        en: 'After a pass the next player must play if they can. An ace on top sends the lift down.',
        de: 'Nach einem Passen muss der Nächste legen, wenn er kann. Ein Ass schickt den Lift runter.',
      },
      rules: ['4.3', '3.4'],
      moves: [run(1, 'AS')],
      why: { en: 'Play the black ace: the lift goes down.', de: 'Spiel das schwarze Ass: der Lift fährt runter.' },
    },
    {
      id: 'joker',
      say: { en: 'A red joker may go on any black card, up or down.', de: 'Ein roter Joker darf auf jede schwarze Karte, ob rauf oder runter.' },
      rules: ['3.5'],
      moves: [run(2, 'RJ')],
      why: { en: 'Play the red joker on the black ace.', de: 'Leg den roten Joker auf das schwarze Ass.' },
    },
    {
      id: 'free-pile',
      say: {
        en: 'A joker on top frees the pile: any card may go on it. A 2 sends the lift up again.',
        de: 'Liegt ein Joker oben, ist die Ablage frei: alles geht darauf. Eine 2 schickt den Lift wieder rauf.',
      },
      rules: ['3.6', '3.4'],
      moves: [run(0, '2C')],
      why: { en: 'Play the 2♣: the lift goes up.', de: 'Leg die 2♣: der Lift fährt rauf.' },
    },
    {
      id: 'red-king',
      say: { en: 'Lift up, black 2 on top: a red card higher than 2. A run of kings follows it: red, black, red.', de: 'Lift rauf, schwarze 2 liegt: eine rote Karte über 2. Eine Reihe Könige darf folgen: rot, schwarz, rot.' },
      rules: ['3.2', '3.3'],
      moves: [run(1, 'KH', 'KC', 'KD')],
      why: { en: 'Lay the three kings: K♥, K♣, K♦.', de: 'Leg die drei Könige: K♥, K♣, K♦.' },
    },
    {
      id: 'passes',
      say: {
        en: 'Only a black ace or the black joker beats the K♦. Nobody here has one: both pass and draw.',
        de: 'Nur ein schwarzes Ass oder der schwarze Joker schlägt den K♦. Keiner hat einen: beide passen und ziehen.',
      },
      rules: ['4.1', '4.3'],
      moves: [pass(2), pass(0)],
      why: { en: 'Nothing here beats the K♦: tap Pass.', de: 'Nichts hier schlägt den K♦: tipp auf Passen.' },
    },
    {
      id: 'kopile-pass',
      say: {
        en: 'Kopile! Everyone passed on the K♦: its player draws 2 (passes on the starter never count). Still nothing beats the K♦: it passes and draws.',
        de: 'Kopile! Alle haben auf den K♦ gepasst: sein Spieler zieht 2 (Passen auf die Startkarte zählt nie). Er kann immer noch nicht: er passt und zieht.',
      },
      rules: ['5.1', '5.5'],
      moves: [pass(1)],
      why: { en: 'Nothing in your hand beats the K♦: tap Pass.', de: 'Nichts in deiner Hand schlägt den K♦: tipp auf Passen.' },
    },
    {
      id: 'kopile-again',
      say: {
        en: 'The stock is empty: a pass draws nothing. All pass on the K♦ again: a second Kopile! No stock left, so each other player gives a card.',
        de: 'Der Stapel ist leer: Passen zieht nichts. Wieder passen alle auf den K♦: noch eine Kopile! Ohne Stapel gibt jeder andere eine Karte.',
      },
      rules: ['5.4', '5.2', '4.1'],
      moves: [
        pass(2),
        pass(0),
        { ...give(2, '4D'), why: { en: 'Give the 4♦.', de: 'Gib die 4♦.' } },
        { ...give(0, '4H'), why: { en: 'Give the 4♥.', de: 'Gib die 4♥.' } },
      ],
      why: { en: 'Nothing here beats the K♦: tap Pass.', de: 'Nichts hier schlägt den K♦: tipp auf Passen.' },
    },
    {
      id: 'kopile-must-play',
      say: {
        en: 'After a Kopile nobody may pass while they can play, until it is the Kopile player’s turn again.',
        de: 'Nach einer Kopile darf keiner passen, der legen kann, bis der Kopile-Spieler wieder dran ist.',
      },
      rules: ['5.3', '3.4'],
      moves: [
        { ...run(1, 'AC', 'AH'), why: { en: 'You can play, so you must: the A♣ beats the K♦, the A♥ follows; an ace sends the lift down.', de: 'Du kannst legen, also musst du: das A♣ schlägt den K♦, das A♥ folgt; ein Ass schickt den Lift runter.' } },
        run(2, '10C'),
        run(0, '7D'),
      ],
      why: { en: 'You can play, so you must: lift down, a lower card of the other colour.', de: 'Du kannst legen, also musst du: Lift runter, eine tiefere Karte der anderen Farbe.' },
    },
    {
      id: 'out',
      say: {
        en: 'Four fours, black, red, black, red, lower than the 7♦: the last cards go. No card left wins, and scores every card left in the other hands.',
        de: 'Vier Vieren, schwarz, rot, schwarz, rot, unter der 7♦: die letzten Karten. Keine Karte mehr gewinnt und zählt jede Karte in den anderen Händen.',
      },
      rules: ['3.3', '6.1', '7.2'],
      moves: [run(1, '4C', '4H', '4S', '4D')],
      why: { en: 'Lay all four fours.', de: 'Leg alle vier Vieren.' },
    },
  ],
};
