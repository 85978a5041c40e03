/**
 * Lusti-Kartl'n's learning deal (docs/rules/lusti.md, "Learning deal"): four seats, four hands, a match
 * to 5. Hand 1 ends by a Brand in its third trick (a trick nobody matches stays with its leader, a trick
 * of Sau goes to the last Sau, four Ober burn the hand for team 0: 4 Striche). Hands 2 to 4 are short
 * ones (referee-style short deals, rules point 12, so the lesson stays short). Hand 2, two cards each:
 * team 0 takes a trick without points, team 1 the last trick with 40 + 10 = 50 and wins 2 (team 0
 * stinks). Hand 3, two cards each: team 0 takes a ten, team 1 the last trick with 50 (a plain win, 1).
 * Hand 4, one card each: team 1 takes the only trick, team 0 took none (unterm Tisch, 3); team 1's
 * 2 + 1 + 3 = 6 reach the target and end the match (team 0 stays at 4: any win of team 0 would end it).
 */
import type { GameLesson, LessonMove } from '../../core/game.ts';
import { lessonMatch } from '../../core/lesson.ts';
import { refereeMatch } from './referee.ts';
import type { LustiState } from './state.ts';

/**
 * Hands 2 to 4 of the lesson, dealt by seats 1, 2 and 3 (the deal moves on, rule 2.2). The match
 * scenario deals only whole packs (rule 7.5), so the lesson adds these short hands as the match's given
 * deals 2–4; the engine plays a short hand as the referee's short deals (the last trick is the hand's
 * last, point 12). Hand 3: team 0 takes a ten, team 1 the last trick with 50 — a plain win (6.2).
 * Hand 4 has one card each: its only trick is the last, and with two Sau and two tens in it
 * (40 + 10 = 50) the taker's team wins while the other took no trick — unterm Tisch (6.4).
 */
const SECOND_HAND = [
  ['7G', 'AE'],
  ['9E', '10G'],
  ['7E', '10E'],
  ['8E', 'AG'],
];
const THIRD_HAND = [
  ['10E', 'AG'],
  ['8E', 'AH'],
  ['7G', 'AE'],
  ['7E', '10G'],
];
const FOURTH_HAND = [['AE'], ['10E'], ['10G'], ['AG']];

function withShortHands(state: LustiState): LustiState {
  return { ...state, givenDeals: [...(state.givenDeals ?? []), SECOND_HAND, THIRD_HAND, FOURTH_HAND] };
}

const play = (seat: number, card: string): LessonMove => ({ seat, move: { play: card } });

export const lesson: GameLesson<LustiState> = {
  players: 4,
  start: () => withShortHands(
    lessonMatch(
      refereeMatch,
      {
        players: 4,
        dealer: 0,
        options: { target: 5 },
        deals: [
          {
            hands: [
              ['KS', '10H', 'OG', 'KE', 'UE', '10E', '9E', '8E'],
              ['7E', 'AE', 'OH', 'KG', 'UG', '10G', '8G', '7G'],
              ['9G', 'AG', 'OS', 'KH', 'UH', '9H', '7H', 'AS'],
              ['8H', 'AH', 'OE', 'US', '10S', '9S', '8S', '7S'],
            ],
          },
        ],
      },
    ),
  ),
  rules: [
    { id: '1.1', name: { en: 'Two teams: partners sit opposite', de: 'Zwei Teams: Partner sitzen gegenüber' } },
    { id: '2.2', name: { en: 'The dealer moves one seat on each hand', de: 'Der Geber wechselt jedes Spiel um einen Platz' } },
    { id: '2.3', name: { en: 'The player after the dealer leads', de: 'Der Spieler nach dem Geber spielt aus' } },
    { id: '3.1', name: { en: 'Any card may be played', de: 'Jede Karte darf kommen' } },
    { id: '3.2', name: { en: 'The last card of the led rank takes; no match: the leader keeps it', de: 'Die letzte Karte vom Rang des Ausspiels sticht; sonst behält es der Ausspieler' } },
    { id: '3.3', name: { en: 'Who took the trick leads', de: 'Wer sticht, spielt aus' } },
    { id: '4.1', name: { en: 'Sau and ten count 10', de: 'Sau und Zehn zählen 10' } },
    { id: '4.2', name: { en: 'The last trick counts 10 more', de: 'Der letzte Stich zählt 10 mehr' } },
    { id: '4.3', name: { en: 'Tricks lie face up: both teams’ card points are public', de: 'Stiche liegen offen: die Kartenpunkte beider Teams sind bekannt' } },
    { id: '5.1', name: { en: 'Brand: four of a rank end the hand', de: 'Brand: vier vom gleichen Rang beenden das Spiel' } },
    { id: '5.2', name: { en: 'A Brand scores 4 Striche', de: 'Ein Brand zählt 4 Striche' } },
    { id: '6.1', name: { en: 'Without a Brand: 50 card points win the hand', de: 'Ohne Brand: 50 Kartenpunkte gewinnen das Spiel' } },
    { id: '6.2', name: { en: 'The winners score 1 Strich', de: 'Die Sieger bekommen 1 Strich' } },
    { id: '6.3', name: { en: 'Losers with a trick but no points stink: 2 Striche', de: 'Verlierer mit Stich, aber ohne Punkte stinken: 2 Striche' } },
    { id: '6.4', name: { en: 'Losers without a trick are unterm Tisch: 3 Striche', de: 'Verlierer ohne Stich sind unterm Tisch: 3 Striche' } },
    { id: '7.1', name: { en: 'The first team to the target wins the match (here 5)', de: 'Das erste Team am Ziel gewinnt die Partie (hier 5)' } },
  ],
  steps: [
    {
      id: 'no-match',
      say: {
        en: 'Partners sit opposite; the player after the dealer leads. Any card may be played: only the led rank matters. Nobody matches the 7: the leader keeps it.',
        de: 'Partner sitzen gegenüber; nach dem Geber wird ausgespielt. Jede Karte darf kommen, nur der Rang zählt. Keiner bringt eine 7: der Ausspieler behält ihn.',
      },
      rules: ['1.1', '2.3', '3.1', '3.2'],
      moves: [
        { ...play(1, '7E'), why: { en: 'Lead the 7: a card without points.', de: 'Spiel die 7 aus: eine Karte ohne Punkte.' } },
        { ...play(2, '9G'), why: { en: 'Play the 9: nobody matches the 7 here, so its leader keeps the trick.', de: 'Spiel die 9: keiner bringt hier eine 7, also behält der Ausspieler den Stich.' } },
        { ...play(3, '8H'), why: { en: 'Play the 8: nobody matches the 7 here, so its leader keeps the trick.', de: 'Spiel die 8: keiner bringt hier eine 7, also behält der Ausspieler den Stich.' } },
        play(0, 'KS'),
      ],
      why: { en: 'Keep your tens and your Ober: play the K.', de: 'Heb Zehner und Ober auf: spiel den König.' },
    },
    {
      id: 'last-sau',
      say: {
        en: 'The leader leads again. A Sau is led: the LAST Sau takes it. Sau and ten count 10 card points, the rest nothing; the TV shows each team’s points.',
        de: 'Der Ausspieler spielt wieder aus. Eine Sau: die LETZTE Sau nimmt den Stich. Sau und Zehn zählen je 10, der Rest nichts; der Fernseher zeigt die Punkte.',
      },
      rules: ['3.3', '3.2', '4.1', '4.3'],
      moves: [
        { ...play(1, 'AE'), why: { en: 'Lead your Sau: watch which Sau takes the trick.', de: 'Spiel deine Sau aus: schau, welche Sau den Stich nimmt.' } },
        { ...play(2, 'AG'), why: { en: 'Play your Sau: it matches the lead and takes the trick, unless another Sau follows.', de: 'Spiel deine Sau: sie passt zum Ausspiel und nimmt den Stich, wenn keine Sau mehr folgt.' } },
        { ...play(3, 'AH'), why: { en: 'Play your Sau: the last Sau takes the trick.', de: 'Spiel deine Sau: die letzte Sau nimmt den Stich.' } },
        play(0, '10H'),
      ],
      why: { en: 'No Sau in this hand, so the trick is lost: the lesson plays the 10 here.', de: 'Keine Sau in dieser Hand, der Stich ist verloren: die Lektion spielt hier die Zehn.' },
    },
    {
      id: 'brand',
      say: {
        en: 'Four Ober in one trick: a Brand! It ends the hand at once and scores 4 Striche for the team of the fourth card.',
        de: 'Vier Ober in einem Stich: ein Brand! Das Spiel ist sofort aus, das Team der vierten Karte bekommt 4 Striche.',
      },
      rules: ['5.1', '5.2'],
      moves: [play(3, 'OE'), play(0, 'OG'), play(1, 'OH'), play(2, 'OS')],
      why: { en: 'Play your Ober: four Ober in one trick are a Brand.', de: 'Spiel deinen Ober: vier Ober in einem Stich sind ein Brand.' },
    },
    {
      id: 'no-points',
      say: {
        en: 'Hand 2, a short one: two cards each. The dealer moved on one seat, so the seat after the new dealer leads. The last 7 takes this trick: no points in it.',
        de: 'Spiel 2, ein kurzes: zwei Karten jeder. Der Geber ist einen Platz weiter, der Platz nach ihm spielt aus. Die letzte 7 nimmt den Stich: ohne Punkte.',
      },
      rules: ['2.2', '2.3', '3.2'],
      moves: [
        { ...play(2, '7E'), why: { en: 'Lead the 7: your partner has a 7 too.', de: 'Spiel die 7 aus: dein Partner hat auch eine 7.' } },
        { ...play(3, '8E'), why: { en: 'Keep your Sau for the last trick: play the 8.', de: 'Heb deine Sau für den letzten Stich auf: spiel die 8.' } },
        { ...play(0, '7G'), why: { en: 'Play the 7: the last 7 takes the trick, and you lead the last one.', de: 'Spiel die 7: die letzte 7 nimmt den Stich, und du spielst den letzten aus.' } },
        play(1, '9E'),
      ],
      why: { en: 'Keep your ten for the last trick: play the 9.', de: 'Heb deine Zehn für den letzten Stich auf: spiel die 9.' },
    },
    {
      id: 'last-trick',
      say: {
        en: 'The last trick counts 10 more. 50 card points win the hand; the losers took a trick but no points: they stink, 2 Striche for the winners.',
        de: 'Der letzte Stich zählt 10 mehr. 50 Kartenpunkte gewinnen; die Verlierer haben einen Stich, aber keine Punkte: sie stinken, 2 Striche für die Sieger.',
      },
      rules: ['4.2', '6.1', '6.3'],
      moves: [
        play(0, 'AE'),
        play(1, '10G'),
        play(2, '10E'),
        { ...play(3, 'AG'), why: { en: 'Play your Sau: the last Sau takes the last trick.', de: 'Spiel deine Sau: die letzte Sau nimmt den letzten Stich.' } },
      ],
      why: { en: 'Every card is played in the last trick: the lesson plays this one.', de: 'Im letzten Stich kommt jede Karte: die Lektion spielt diese.' },
    },
    {
      id: 'plain-win',
      say: {
        en: 'Hand 3, two cards each. The last 7 takes a ten for Team 1; the last Sau takes the last trick, 50, for Team 2. The losers have points: 1 Strich.',
        de: 'Spiel 3, zwei Karten jeder. Die letzte 7 holt eine Zehn für Team 1; die letzte Sau den letzten Stich, 50, für Team 2. Verlierer mit Punkten: 1 Strich.',
      },
      rules: ['2.2', '2.3', '3.2', '3.3', '6.1', '6.2'],
      moves: [
        { ...play(3, '7E'), why: { en: 'Lead the 7: your ten waits for the last trick.', de: 'Spiel die 7 aus: deine Zehn wartet auf den letzten Stich.' } },
        { ...play(0, '10E'), why: { en: 'Give your ten: your partner plays the last 7 and takes this trick.', de: 'Gib deine Zehn: dein Partner legt die letzte 7 und nimmt den Stich.' } },
        { ...play(1, '8E'), why: { en: 'Keep your Sau for the last trick: play the 8.', de: 'Heb deine Sau für den letzten Stich auf: spiel die 8.' } },
        { ...play(2, '7G'), why: { en: 'Play the 7: the last 7 takes the trick and your partner’s ten.', de: 'Spiel die 7: die letzte 7 nimmt den Stich mit der Zehn deines Partners.' } },
        play(2, 'AE'),
        play(3, '10G'),
        play(0, 'AG'),
        { ...play(1, 'AH'), why: { en: 'Play your Sau: the last Sau takes the last trick.', de: 'Spiel deine Sau: die letzte Sau nimmt den letzten Stich.' } },
      ],
      why: { en: 'Your last card: the lesson plays it. Watch where the points go.', de: 'Deine letzte Karte: die Lektion spielt sie. Schau, wohin die Punkte gehen.' },
    },
    {
      id: 'unterm-tisch',
      say: {
        en: 'Hand 4, one card each: the only trick is the last. The last Sau takes 50; the losers took no trick: unterm Tisch, 3 Striche. 5 Striche win the match.',
        de: 'Spiel 4, eine Karte jeder: der einzige Stich ist der letzte. Die letzte Sau nimmt 50; die Verlierer ohne Stich: unterm Tisch, 3 Striche. 5 Striche gewinnen die Partie.',
      },
      rules: ['2.2', '2.3', '3.2', '6.4', '7.1'],
      moves: [play(0, 'AE'), play(1, '10E'), play(2, '10G'), play(3, 'AG')],
      why: { en: 'One card each: it is the only move, the lesson plays it.', de: 'Eine Karte jeder: es ist der einzige Zug, die Lektion spielt ihn.' },
    },
  ],
};
