/** Elevator: what the catalogue and the TV intro say beyond the engine's metadata. */
import type { GameContent } from '../content.ts';

export const content: GameContent = {
  explain: {
    en: `The first one to get rid of all their cards wins. Put a card on the pile that has the other colour and is higher than the top card while the lift goes up, lower while it goes down. An ace sends the lift down, a two sends it back up. You may lay several cards of the same rank in one go, as long as their colours take turns: red, black, red. A joker goes on a card of the other colour any time, and on a joker anything goes. Can't play, or don't want to? Pass and draw a card from the stock. But you may only pass when you could play if the player before you played. And watch out for Kopile: if everybody passes until it comes back to the one who played last, that player draws a card for each of you. Whoever runs out of cards first scores a point for every card left in the other hands.`,
    de: `Wer zuerst alle Karten los ist, gewinnt. Leg eine Karte auf die Ablage, die die andere Farbe hat und höher ist als die oberste Karte, solange der Lift nach oben fährt, und niedriger, wenn er nach unten fährt. Ein Ass schickt den Lift nach unten, eine Zwei wieder nach oben. Du darfst mehrere Karten gleichen Werts auf einmal legen, solange die Farben wechseln: rot, schwarz, rot. Ein Joker geht jederzeit auf eine Karte der anderen Farbe, und auf einen Joker darf alles. Kannst du nicht oder willst du nicht? Dann passe und zieh eine Karte vom Stapel. Aber passen, obwohl du könntest, darfst du nur, wenn dein Vordermann gelegt hat. Und Vorsicht, Kopile: Passen alle, bis es wieder bei dem ist, der zuletzt gelegt hat, zieht der für jeden von euch eine Karte. Wer zuerst keine Karte mehr hat, bekommt einen Punkt für jede Karte, die die anderen noch halten.`,
  },
  glance: {
    en: [
      'The winner of a game scores 1 point for every card left in the other hands',
      'A match has 3 games unless the host chooses otherwise',
      'The highest total after the last game wins the match',
    ],
    de: [
      'Der Sieger eines Spiels bekommt 1 Punkt für jede Karte in den anderen Händen',
      'Eine Partie hat 3 Spiele, wenn der Gastgeber nichts anderes wählt',
      'Die meisten Punkte nach dem letzten Spiel gewinnen die Partie',
    ],
  },
};
