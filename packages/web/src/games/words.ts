/**
 * The words a game's screens put into the strings every game shares: what one deal is called (a round of
 * Fahrstuhl, a game of Elevator, a hand of Fünfzehnern and Lusti-Kartl'n) and, where a game has its own,
 * what it scores in (Lusti-Kartl'n's Striche). The glossary, docs/players/glossary.md, is the list every
 * screen, lesson line, summary and rules sheet follows; packages/web/test/glossary.test.ts checks them.
 * A game picks one of these sets in its web module (`words`) and may add its own keys on top.
 */
import type { GameWords } from '../i18n.ts';

export const ROUND_WORDS: GameWords = {
  en: {
    deal: 'Round {n}',
    dealOf: 'Round {n} of {m}',
    dealScoredTitle: 'Round {n}: the scores',
    thisDeal: 'This round',
    endAfterDeal: 'End after this round',
    finishingAfterDeal: 'The match ends after this round.',
    nextDeal: 'Next round',
    dealOver: 'Round {n} is over',
    yourDealPoints: 'Your points this round: {n}',
    nextDealIn: 'Next round in {s} s',
    summaryTime: 'Pause between rounds',
    summaryTimeHint: 'at most; the next round starts as soon as every player tapped “Next round”',
    takeSeatPending: 'You take {name}’s seat when this round ends.',
    err_DEAL_OVER: 'This round is over',
    replayDealScore: 'Round: {n}',
    replayOpen: 'Replay the round on the TV',
    replayPrevDeal: 'Previous round',
    replayNextDeal: 'Next round',
    replayKeys: '← → step · ↑ ↓ round',
  },
  // German says Runde for a deal anyway: the shared strings are Fahrstuhl's words already.
  de: {},
};

/** Spiel in German: a game of Elevator, a hand of Fünfzehnern and Lusti-Kartl'n. */
const SPIEL: GameWords['de'] = {
  deal: 'Spiel {n}',
  dealOf: 'Spiel {n} von {m}',
  dealScoredTitle: 'Spiel {n}: die Punkte',
  thisDeal: 'Dieses Spiel',
  endAfterDeal: 'Nach diesem Spiel beenden',
  finishingAfterDeal: 'Die Partie endet nach diesem Spiel.',
  nextDeal: 'Nächstes Spiel',
  dealOver: 'Spiel {n} ist vorbei',
  yourDealPoints: 'Deine Punkte in diesem Spiel: {n}',
  nextDealIn: 'Nächstes Spiel in {s} s',
  summaryTime: 'Pause zwischen den Spielen',
  summaryTimeHint: 'höchstens; das nächste Spiel beginnt, sobald alle Spieler „Nächstes Spiel“ getippt haben',
  takeSeatPending: 'Du übernimmst den Platz von {name}, sobald dieses Spiel endet.',
  err_DEAL_OVER: 'Dieses Spiel ist vorbei',
  replayDealScore: 'Spiel: {n}',
  replayOpen: 'Das Spiel auf dem Fernseher wiederholen',
  replayPrevDeal: 'Voriges Spiel',
  replayNextDeal: 'Nächstes Spiel',
  replayKeys: '← → Schritt · ↑ ↓ Spiel',
};

export const GAME_WORDS: GameWords = {
  en: {
    deal: 'Game {n}',
    dealOf: 'Game {n} of {m}',
    dealScoredTitle: 'Game {n}: the scores',
    thisDeal: 'This game',
    endAfterDeal: 'End after this game',
    finishingAfterDeal: 'The match ends after this game.',
    nextDeal: 'Next game',
    dealOver: 'Game {n} is over',
    yourDealPoints: 'Your points this game: {n}',
    nextDealIn: 'Next game in {s} s',
    summaryTime: 'Pause between games',
    summaryTimeHint: 'at most; the next game starts as soon as every player tapped “Next game”',
    takeSeatPending: 'You take {name}’s seat when this game ends.',
    err_DEAL_OVER: 'This game is over',
    replayDealScore: 'Game: {n}',
    replayOpen: 'Replay the game on the TV',
    replayPrevDeal: 'Previous game',
    replayNextDeal: 'Next game',
    replayKeys: '← → step · ↑ ↓ game',
  },
  de: SPIEL,
};

export const HAND_WORDS: GameWords = {
  en: {
    deal: 'Hand {n}',
    dealOf: 'Hand {n} of {m}',
    dealScoredTitle: 'Hand {n}: the scores',
    thisDeal: 'This hand',
    endAfterDeal: 'End after this hand',
    finishingAfterDeal: 'The match ends after this hand.',
    nextDeal: 'Next hand',
    dealOver: 'Hand {n} is over',
    yourDealPoints: 'Your points this hand: {n}',
    nextDealIn: 'Next hand in {s} s',
    summaryTime: 'Pause between hands',
    summaryTimeHint: 'at most; the next hand starts as soon as every player tapped “Next hand”',
    takeSeatPending: 'You take {name}’s seat when this hand ends.',
    err_DEAL_OVER: 'This hand is over',
    replayDealScore: 'Hand: {n}',
    replayOpen: 'Replay the hand on the TV',
    replayPrevDeal: 'Previous hand',
    replayNextDeal: 'Next hand',
    replayKeys: '← → step · ↑ ↓ hand',
  },
  de: SPIEL,
};

/** A set of words with a game's own keys on top. */
export function withWords(base: GameWords, own: GameWords): GameWords {
  return { en: { ...base.en, ...own.en }, de: { ...base.de, ...own.de } };
}
