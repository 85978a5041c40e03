/** Fahrstuhl: what the catalogue and the TV intro say beyond the engine's metadata. */
import type { GameContent } from '../content.ts';

export const content: GameContent = {
  explain: {
    en: `Everybody gets the same number of cards, and the number changes every round, like a lift: we start with seven, go down one floor at a time to one, and ride back up again. Before the cards are played, each of you says how many tricks you will take. That is your call, and it is final. Hit it exactly and you get the bonus plus ten for every trick. Miss it and you lose ten for every trick you are off. The card turned up makes its suit trump, and if you hold trump you must play trump. Apart from that, play what you like. The higher rank wins, and at the same rank red beats black. One twist: when all the calls together are fewer than the tricks, the round is shared, and equal top cards all get the trick. On the way back up, every trick counts double. Off we go!`,
    de: `Alle bekommen gleich viele Karten, und die Zahl ändert sich jede Runde wie beim Fahrstuhl: Wir fangen mit sieben an, fahren Stockwerk für Stockwerk runter bis eins und wieder hinauf. Bevor gespielt wird, sagt jeder an, wie viele Stiche er macht. Das ist deine Ansage, und die gilt. Triffst du sie genau, gibt es den Bonus und zehn für jeden Stich. Liegst du daneben, verlierst du zehn für jeden Stich Abstand. Die aufgedeckte Karte macht ihre Farbe zu Trumpf, und wer Trumpf hat, muss Trumpf spielen. Sonst darfst du spielen, was du willst. Der höhere Wert gewinnt, bei gleichem Wert schlägt Rot Schwarz. Ein Kniff: Sind alle Ansagen zusammen weniger als die Stiche, ist die Runde geteilt, und gleich hohe Karten bekommen alle den Stich. Auf der Rückfahrt zählt jeder Stich doppelt. Los geht's!`,
  },
  glance: {
    en: [
      'Exact call: the bonus (100 unless the host changes it) + 10 per trick taken',
      'Missed call: −10 for every trick too many or too few',
      'On the way back up a trick counts 20 instead of 10',
      'The highest total after the last floor wins',
    ],
    de: [
      'Genaue Ansage: der Bonus (100, wenn der Gastgeber nichts ändert) + 10 je Stich',
      'Ansage verfehlt: −10 für jeden Stich zu viel oder zu wenig',
      'Auf der Rückfahrt zählt ein Stich 20 statt 10',
      'Wer nach dem letzten Stockwerk die meisten Punkte hat, gewinnt',
    ],
  },
};
