/** Fünfzehnern: what the catalogue and the TV intro say beyond the engine's metadata. */
import type { GameContent } from '../content.ts';

export const content: GameContent = {
  explain: {
    en: `Every suit is worth fifteen points: the ace five, the king four, the queen three, the jack two and the ten one. After each hand you score what you took minus fifteen, so fifteen means you broke even. Follow suit if you can; the highest card of the suit led takes the trick. Now the catch: when you win a trick that somebody else led, you are bound to that suit. As long as you keep the lead you have to lead that suit again, unless you have a card nobody can beat. And if you hold the king and queen of a suit, you can lead the queen and call Zwang: whoever has the ace must give it up. Tricks lie face down, so keep count in your head!`,
    de: `Jede Farbe ist fünfzehn Punkte wert: das Ass fünf, der König vier, die Dame drei, der Bube zwei und die Zehn eins. Nach jedem Spiel zählst du, was du bekommen hast, minus fünfzehn, also heißt fünfzehn: plus minus null. Farbe bedienen, wenn du kannst; die höchste Karte der ausgespielten Farbe macht den Stich. Jetzt der Haken: Gewinnst du einen Stich, den ein anderer ausgespielt hat, bist du an diese Farbe gebunden. Solange du am Ausspielen bleibst, musst du sie wieder ausspielen, außer du hast eine Karte, die keiner schlagen kann. Und hast du König und Dame einer Farbe, kannst du die Dame ausspielen und Zwang ansagen: Wer das Ass hat, muss es hergeben. Die Stiche liegen verdeckt, also gut mitzählen!`,
  },
  glance: {
    en: [
      'Card points: A 5, K 4, Q 3, J 2, 10 1 — 15 in every suit',
      'A hand scores your card points − 15',
      'The hands add up to zero: what one wins, the others pay',
      'Tricks lie face down: points are shown when the hand is over',
    ],
    de: [
      'Kartenpunkte: A 5, K 4, D 3, B 2, 10 1 — 15 in jeder Farbe',
      'Ein Spiel zählt deine Kartenpunkte − 15',
      'Zusammen ergibt jedes Spiel null: Was einer gewinnt, zahlen die anderen',
      'Die Stiche liegen verdeckt: Punkte gibt es am Ende des Spiels',
    ],
  },
};
