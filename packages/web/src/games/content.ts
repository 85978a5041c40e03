/**
 * What the catalogue and the TV intro say about each game beyond the engine's metadata: the host's
 * spoken explanation (warm, short, in the host's own voice) and the points at a glance.
 */
import type { LocalText } from '@kitchen-table/engine';

export interface GameContent {
  explain: LocalText;
  glance: { en: string[]; de: string[] };
}

export const CONTENT: Record<string, GameContent> = {
  fahrstuhl: {
    explain: {
      en: `Everybody gets the same number of cards, and the number changes every round, like a lift: we start with seven, go down one floor at a time to one, and ride back up again. Before the cards are played, each of you says how many tricks you will take. That is your call, and it is final. Hit it exactly and you get the bonus plus ten for every trick. Miss it and you lose ten for every trick you are off. The card turned up makes its suit trump, and if you hold trump you must play trump. Apart from that, play what you like. The higher rank wins, and at the same rank red beats black. One twist: when all the calls together are fewer than the tricks, the round is shared, and equal top cards all get the trick. On the way back up, every trick counts double. Off we go!`,
      de: `Alle bekommen gleich viele Karten, und die Zahl ändert sich jede Runde wie beim Fahrstuhl: Wir fangen mit sieben an, fahren Stockwerk für Stockwerk runter bis eins und wieder hinauf. Bevor gespielt wird, sagt jeder an, wie viele Stiche er macht. Das ist deine Ansage, und die gilt. Triffst du sie genau, gibt es den Bonus und zehn für jeden Stich. Liegst du daneben, verlierst du zehn für jeden Stich Abstand. Die aufgedeckte Karte macht ihre Farbe zu Trumpf, und wer Trumpf hat, muss Trumpf spielen. Sonst darfst du spielen, was du willst. Der höhere Wert gewinnt, bei gleichem Wert schlägt Rot Schwarz. Ein Kniff: Sind alle Ansagen zusammen weniger als die Stiche, ist die Runde geteilt, und gleich hohe Karten bekommen alle den Stich. Auf der Rückfahrt zählt jeder Stich doppelt. Los geht's!`,
    },
    glance: {
      en: [
        'Exact call: the bonus (100 unless the host changes it) + 10 per trick taken',
        'Missed call: −10 for every trick too many or too few',
        'On the return trip a trick counts 20 instead of 10',
        'The highest total after the last floor wins',
      ],
      de: [
        'Genaue Ansage: der Bonus (100, wenn der Gastgeber nichts ändert) + 10 je Stich',
        'Ansage verfehlt: −10 für jeden Stich zu viel oder zu wenig',
        'Auf der Rückfahrt zählt ein Stich 20 statt 10',
        'Wer nach dem letzten Stockwerk die meisten Punkte hat, gewinnt',
      ],
    },
  },
  elevator: {
    explain: {
      en: `The first one to get rid of all their cards wins. Put a card on the pile that has the other colour and is higher than the top card while the lift goes up, lower while it goes down. An ace sends the lift down, a two sends it back up. You may lay several cards of the same rank in one go, as long as their colours take turns: red, black, red. A joker goes on a card of the other colour any time, and on a joker anything goes. Can't play, or don't want to? Pass and draw a card. But you may only pass when you could play if the player before you played. And watch out for Kopile: if everybody passes until it comes back to the one who played last, that player draws a card for each of you. Whoever runs out of cards first scores a point for every card left in the other hands.`,
      de: `Wer zuerst alle Karten los ist, gewinnt. Leg eine Karte auf den Stapel, die die andere Farbe hat und höher ist als die oberste Karte, solange der Fahrstuhl nach oben fährt, und niedriger, wenn er nach unten fährt. Ein Ass schickt den Fahrstuhl nach unten, eine Zwei wieder nach oben. Du darfst mehrere Karten gleichen Werts auf einmal legen, solange die Farben wechseln: rot, schwarz, rot. Ein Joker geht jederzeit auf eine Karte der anderen Farbe, und auf einen Joker darf alles. Kannst du nicht oder willst du nicht? Dann passe und zieh eine Karte. Aber passen, obwohl du könntest, darfst du nur, wenn dein Vordermann gelegt hat. Und Vorsicht, Kopile: Passen alle, bis es wieder bei dem ist, der zuletzt gelegt hat, zieht der für jeden von euch eine Karte. Wer zuerst keine Karte mehr hat, bekommt einen Punkt für jede Karte, die die anderen noch halten.`,
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
  },
  fuenfzehnern: {
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
  },
  lusti: {
    explain: {
      en: `We play as two teams, and your partner sits opposite you. There is no following suit: play any card you like. The trick goes to the last card of the same rank as the first card. Lead an Ober, and if somebody lays another Ober on it, they have stolen the trick, unless someone after them lays a third one. The Sau and the tens count ten each, and the last trick ten more: ninety in all. Fifty wins the hand and a Strich, more if the others end up with nothing. Four of one rank in a single trick is a Brand: the hand is over at once and worth four Striche. The first team to eleven wins. Prost!`,
      de: `Wir spielen zwei gegen zwei, und dein Partner sitzt dir gegenüber. Bedienen muss keiner: Spiel, welche Karte du willst. Den Stich bekommt die letzte Karte mit demselben Schlag wie die erste. Spielst du einen Ober aus und legt jemand einen Ober drauf, hat er dir den Stich gestohlen, außer ein Späterer legt noch einen. Die Sau und die Zehner zählen je zehn, der letzte Stich zehn extra: neunzig insgesamt. Mit fünfzig gewinnt man das Spiel und einen Strich, mehr, wenn die anderen leer ausgehen. Vier gleiche Schläge in einem Stich sind ein Brand: Das Spiel ist sofort aus und zählt vier Striche. Wer zuerst elf hat, gewinnt. Prost!`,
    },
    glance: {
      en: [
        'Sau (ace) and ten: 10 points each; the last trick 10 more — 90 in all',
        '50 points win the hand: 1 Strich',
        '2 Striche if the losers have 0 points, 3 if they took no trick at all',
        'Brand — four of one rank in a trick: 4 Striche, the hand ends at once',
        'The first team to 11 Striche wins',
      ],
      de: [
        'Sau und Zehner: je 10 Punkte; der letzte Stich 10 extra — 90 insgesamt',
        '50 Punkte gewinnen das Spiel: 1 Strich',
        '2 Striche, wenn die Verlierer 0 Punkte haben, 3, wenn sie gar keinen Stich haben',
        'Brand — vier gleiche Schläge in einem Stich: 4 Striche, das Spiel endet sofort',
        'Wer zuerst 11 Striche hat, gewinnt',
      ],
    },
  },
};
