/**
 * Lusti-Kartl'n's learning deal (docs/rules/lusti.md, "Learning deal"): four seats, one hand, ended by a
 * Brand in its third trick. A trick nobody matches stays with its leader, a trick of Sau goes to the
 * last Sau, and four Ober burn the hand for team 0.
 */
import type { GameLesson, LessonMove } from '../../core/game.ts';
import { lessonMatch } from '../../core/lesson.ts';
import { finishAfterThisDeal } from '../../core/match.ts';
import { refereeMatch } from './referee.ts';
import type { LustiState } from './state.ts';

const play = (seat: number, card: string): LessonMove => ({ seat, move: { play: card } });

export const lesson: GameLesson<LustiState> = {
  players: 4,
  start: () =>
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
      (state) => finishAfterThisDeal(state, state.matchOver),
    ),
  rules: [
    { id: '1.1', name: { en: 'Two teams: partners sit opposite', de: 'Zwei Teams: Partner sitzen gegenüber' } },
    { id: '3.1', name: { en: 'Any card may be played', de: 'Jede Karte darf kommen' } },
    { id: '3.2', name: { en: 'The last card of the led rank takes; no match: the leader keeps it', de: 'Die letzte Karte vom Rang des Ausspiels sticht; sonst behält es der Ausspieler' } },
    { id: '3.3', name: { en: 'Who took the trick leads', de: 'Wer sticht, spielt aus' } },
    { id: '4.1', name: { en: 'Sau and ten count 10; last trick 10 more', de: 'Sau und Zehn zählen 10; der letzte Stich 10 mehr' } },
    { id: '5.1', name: { en: 'Brand: four of a rank end the hand', de: 'Brand: vier vom gleichen Rang beenden das Spiel' } },
    { id: '5.2', name: { en: 'A Brand scores 4 game points', de: 'Ein Brand zählt 4 Punkte' } },
    { id: '6.1', name: { en: 'Without a Brand: 50 card points win (1, 2 stink, 3 under the table)', de: 'Ohne Brand: 50 Kartenpunkte gewinnen (1, 2 Stinker, 3 unterm Tisch)' } },
  ],
  steps: [
    {
      id: 'no-match',
      say: {
        en: 'Partners sit opposite. Any card may be played: only the led rank matters. Nobody matches the 7: the leader keeps the trick.',
        de: 'Partner sitzen gegenüber. Jede Karte darf kommen: nur der Rang des Ausspiels zählt. Keiner bringt eine 7: der Ausspieler behält den Stich.',
      },
      rules: ['1.1', '3.1', '3.2'],
      moves: [play(1, '7E'), play(2, '9G'), play(3, '8H'), play(0, 'KS')],
      why: { en: 'Keep your Sau and tens: play the K.', de: 'Heb Sau und Zehner auf: spiel den König.' },
    },
    {
      id: 'last-sau',
      say: {
        en: 'The leader leads again. A Sau is led: the LAST Sau played takes it. Sau and ten count 10 each, the last trick 10 more.',
        de: 'Der Ausspieler spielt wieder aus. Eine Sau: die LETZTE Sau nimmt den Stich. Sau und Zehn zählen je 10, der letzte Stich 10 mehr.',
      },
      rules: ['3.3', '3.2', '4.1'],
      moves: [play(1, 'AE'), play(2, 'AG'), play(3, 'AH'), play(0, '10H')],
      why: { en: 'The Sau already lost to the last Sau: the lesson plays the 10 here.', de: 'Die Sau ist schon geschlagen: die Lektion spielt hier die Zehn.' },
    },
    {
      id: 'brand',
      say: {
        en: 'Four Ober in one trick: a Brand! It ends the hand at once and scores 4 game points for the team of the fourth card. Without a Brand, 50 card points win.',
        de: 'Vier Ober in einem Stich: ein Brand! Das Spiel ist sofort aus, das Team der vierten Karte bekommt 4 Punkte. Ohne Brand gewinnen 50 Kartenpunkte.',
      },
      rules: ['5.1', '5.2', '6.1'],
      moves: [play(3, 'OE'), play(0, 'OG'), play(1, 'OH'), play(2, 'OS')],
      why: { en: 'Play your Ober: four Ober in one trick are a Brand.', de: 'Spiel deinen Ober: vier Ober in einem Stich sind ein Brand.' },
    },
  ],
};
