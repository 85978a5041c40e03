/**
 * Fünfzehnern's learning deal (docs/rules/fuenfzehnern.md, "Learning deal"): three seats (no
 * diamonds), one hand played out. It opens with a zwang, shows a bound seat leading an ace of another
 * suit, then its bound suit, losing the binding, leading freely without the bound suit, and a card made
 * unbeatable by the ace played before it.
 */
import type { GameLesson, LessonMove, LocalText } from '../../core/game.ts';
import { lessonMatch } from '../../core/lesson.ts';
import { referee } from './referee.ts';
import type { FuenfzehnernState } from './state.ts';

const play = (seat: number, card: string, zwang?: true, why?: LocalText): LessonMove => ({ seat, move: zwang ? { play: card, zwang } : { play: card }, ...(why ? { why } : {}) });
/** A leader's move in a step whose `why` speaks to the followers. */
const lead = (seat: number, card: string, why: LocalText): LessonMove => play(seat, card, undefined, why);

export const lesson: GameLesson<FuenfzehnernState> = {
  players: 3,
  start: () =>
    lessonMatch(referee.match!, {
      players: 3,
      dealer: 0,
      options: { hands: 1 },
      deals: [
        {
          hands: [
            ['7H', '7S', '8H', '8C', '10C', 'JH', '10H', 'QC'],
            ['QH', '8S', 'KH', 'AC', 'KC', 'JS', 'QS', '10S'],
            ['AH', 'AS', '9H', '7C', '9C', 'KS', '9S', 'JC'],
          ],
        },
      ],
    }),
  rules: [
    { id: '2.2', name: { en: 'Follow suit if you can', de: 'Farbe bekennen, wenn man kann' } },
    { id: '2.3', name: { en: 'The highest card of the suit led takes', de: 'Die höchste Karte der ausgespielten Farbe sticht' } },
    { id: '3.1', name: { en: 'Winning another seat’s lead binds you to its suit', de: 'Wer fremdes Ausspiel sticht, ist an dessen Farbe gebunden' } },
    { id: '3.2', name: { en: 'A bound seat leads its suit, or an unbeatable card', de: 'Gebunden: die Farbe ausspielen, oder eine unschlagbare Karte' } },
    { id: '3.3', name: { en: 'Unbeatable: an ace, or every higher card played', de: 'Unschlagbar: ein Ass, oder alle höheren sind gespielt' } },
    { id: '3.4', name: { en: 'Bound without the suit: lead freely', de: 'Gebunden ohne die Farbe: frei ausspielen' } },
    { id: '3.5', name: { en: 'Winning your own lead keeps the binding', de: 'Wer sein eigenes Ausspiel sticht, bleibt gebunden' } },
    { id: '3.7', name: { en: 'Losing the lead ends the binding', de: 'Wer den Stich abgibt, ist nicht mehr gebunden' } },
    { id: '4.1', name: { en: 'Zwang: lead the queen from king and queen', de: 'Zwang: die Dame aus König und Dame ausspielen' } },
    { id: '4.2', name: { en: 'Zwang: the ace must be played', de: 'Zwang: das Ass muss kommen' } },
    { id: '5.1', name: { en: 'Card points: A 5, K 4, Q 3, J 2, 10 1', de: 'Kartenpunkte: A 5, K 4, D 3, B 2, 10 1' } },
    { id: '5.2', name: { en: 'A hand scores card points − 15', de: 'Ein Spiel zählt Kartenpunkte − 15' } },
  ],
  steps: [
    {
      id: 'zwang',
      say: {
        en: 'Zwang! This hand holds K♥ and Q♥ but not the ace: leading the Q♥ with zwang forces whoever holds A♥ to play it.',
        de: 'Zwang! Diese Hand hat K♥ und D♥, aber nicht das Ass: die D♥ mit Zwang zwingt den Besitzer des A♥, es zu spielen.',
      },
      rules: ['4.1'],
      moves: [play(1, 'QH', true)],
      why: { en: 'Lead the Q♥ with zwang.', de: 'Spiel die D♥ mit Zwang aus.' },
    },
    {
      id: 'zwang-ace',
      say: {
        en: 'The A♥ must come now. Everyone else follows hearts: the highest heart takes the trick.',
        de: 'Jetzt muss das A♥ kommen. Die anderen bekennen Herz: das höchste Herz sticht.',
      },
      rules: ['4.2', '2.2', '2.3'],
      moves: [play(2, 'AH', undefined, { en: 'Zwang: your A♥ must be played now.', de: 'Zwang: dein A♥ muss jetzt kommen.' }), play(0, '7H')],
      why: { en: 'You hold hearts: follow with the 7♥.', de: 'Du hast Herz: bekenne mit der 7♥.' },
    },
    {
      id: 'bound-ace',
      say: {
        en: 'The ace won another player’s lead: it is now bound to hearts. It may still lead an ace of another suit: an ace is unbeatable.',
        de: 'Das Ass hat fremdes Ausspiel gestochen: jetzt an Herz gebunden. Ein Ass einer anderen Farbe darf es trotzdem ausspielen: unschlagbar.',
      },
      rules: ['3.1', '3.2', '3.3'],
      moves: [lead(2, 'AS', { en: 'Lead the A♠: an ace may always be led.', de: 'Spiel das A♠ aus: ein Ass darf immer kommen.' }), play(0, '7S'), play(1, '8S')],
      why: { en: 'Follow spades.', de: 'Pik bekennen.' },
    },
    {
      id: 'bound-suit',
      say: {
        en: 'It won its own lead, so the binding stays: it must lead a heart now.',
        de: 'Das eigene Ausspiel gestochen: die Bindung bleibt, jetzt muss Herz kommen.',
      },
      rules: ['3.5', '3.2'],
      moves: [lead(2, '9H', { en: 'Bound to hearts: lead a heart.', de: 'An Herz gebunden: spiel Herz aus.' }), play(0, '8H'), play(1, 'KH')],
      why: { en: 'Follow hearts.', de: 'Herz bekennen.' },
    },
    {
      id: 'lead-free',
      say: {
        en: 'The K♥ took it: its player is bound to hearts, the old binding is gone. It has no hearts left, so it leads freely.',
        de: 'Der K♥ hat gestochen: sein Spieler ist an Herz gebunden, die alte Bindung ist weg. Er hat kein Herz mehr, also frei.',
      },
      rules: ['3.7', '3.1', '3.4'],
      moves: [lead(1, 'AC', { en: 'No hearts left: lead the A♣.', de: 'Kein Herz mehr: spiel das A♣ aus.' }), play(2, '7C'), play(0, '8C')],
      why: { en: 'Follow clubs.', de: 'Kreuz bekennen.' },
    },
    {
      id: 'unbeatable-king',
      say: {
        en: 'The A♣ is gone, so the K♣ cannot be beaten any more.',
        de: 'Das A♣ ist gespielt, also ist der K♣ jetzt unschlagbar.',
      },
      rules: ['3.3'],
      moves: [lead(1, 'KC', { en: 'Lead the K♣: nothing can beat it now.', de: 'Spiel den K♣ aus: nichts schlägt ihn mehr.' }), play(2, '9C'), play(0, '10C')],
      why: { en: 'Follow clubs.', de: 'Kreuz bekennen.' },
    },
    {
      id: 'no-suit',
      say: {
        en: 'No spades in a hand? Then any card may be played — it cannot take the trick.',
        de: 'Kein Pik in der Hand? Dann darf jede Karte kommen — sie kann nicht stechen.',
      },
      rules: ['2.2', '2.3'],
      moves: [lead(1, 'JS', { en: 'Lead the J♠.', de: 'Spiel den B♠ aus.' }), play(2, 'KS', undefined, { en: 'Follow spades with the K♠: it takes the trick.', de: 'Bekenne Pik mit dem K♠: er sticht.' }), play(0, 'JH')],
      why: { en: 'No spades: throw the J♥ away.', de: 'Kein Pik: wirf den B♥ ab.' },
    },
    {
      id: 'bound-spades',
      say: { en: 'The K♠ won another player’s lead: bound to spades, it must lead one.', de: 'Der K♠ hat fremdes Ausspiel gestochen: an Pik gebunden, Pik muss kommen.' },
      rules: ['3.1', '3.2'],
      moves: [lead(2, '9S', { en: 'Bound to spades: lead the 9♠.', de: 'An Pik gebunden: spiel die 9♠ aus.' }), play(0, '10H'), play(1, 'QS', undefined, { en: 'Follow spades with the Q♠.', de: 'Bekenne Pik mit der D♠.' })],
      why: { en: 'No spades: any card may go.', de: 'Kein Pik: jede Karte geht.' },
    },
    {
      id: 'score',
      say: {
        en: 'Last trick. Then count: A 5, K 4, Q 3, J 2, 10 1 in your tricks, minus 15 — the score of the hand.',
        de: 'Letzter Stich. Dann zählen: A 5, K 4, D 3, B 2, 10 1 in deinen Stichen, minus 15 — das ist das Ergebnis.',
      },
      rules: ['5.1', '5.2'],
      moves: [play(1, '10S'), play(2, 'JC'), play(0, 'QC')],
      why: { en: 'Play your last card.', de: 'Spiel deine letzte Karte.' },
    },
  ],
};
