/** Lusti-Kartl'n: what the catalogue and the TV intro say beyond the engine's metadata. */
import type { GameContent } from '../content.ts';

export const content: GameContent = {
  explain: {
    en: `We play as two teams, and your partner sits opposite you. There is no following suit: play any card you like. The trick goes to the last card of the same rank as the first card. Lead an Ober, and if somebody lays another Ober on it, they have stolen the trick, unless someone after them lays a third one. The Sau and the tens count ten each, and the last trick ten more: ninety in all. Fifty wins the hand and a Strich, more if the others end up with nothing. Four of one rank in a single trick is a Brand: the hand is over at once and worth four Striche. The first team to eleven wins. Prost!`,
    de: `Wir spielen zwei gegen zwei, und dein Partner sitzt dir gegenüber. Bedienen muss keiner: Spiel, welche Karte du willst. Den Stich bekommt die letzte Karte mit demselben Schlag wie die erste. Spielst du einen Ober aus und legt jemand einen Ober drauf, hat er dir den Stich gestohlen, außer ein Späterer legt noch einen. Die Sau und die Zehner zählen je zehn, der letzte Stich zehn extra: neunzig insgesamt. Mit fünfzig gewinnt man das Spiel und einen Strich, mehr, wenn die anderen leer ausgehen. Vier gleiche Schläge in einem Stich sind ein Brand: Das Spiel ist sofort aus und zählt vier Striche. Wer zuerst elf hat, gewinnt. Prost!`,
  },
  glance: {
    en: [
      'Sau (ace) and ten: 10 points each; the last trick 10 more — 90 in all',
      '50 points win the hand: 1 Strich',
      '2 Striche if the losers took a trick but have 0 points, 3 if they took no trick at all',
      'Brand — four of one rank in a trick: 4 Striche, the hand ends at once',
      'The first team to 11 Striche wins',
    ],
    de: [
      'Sau und Zehner: je 10 Punkte; der letzte Stich 10 extra — 90 insgesamt',
      '50 Punkte gewinnen das Spiel: 1 Strich',
      '2 Striche, wenn die Verlierer einen Stich, aber 0 Punkte haben, 3, wenn sie gar keinen Stich haben',
      'Brand — vier gleiche Schläge in einem Stich: 4 Striche, das Spiel endet sofort',
      'Wer zuerst 11 Striche hat, gewinnt',
    ],
  },
};
