/**
 * Playing to a trick and taking it. Follow the suit led if you can, otherwise play any card; the highest
 * card of the suit led takes the trick (there is no trump). Under zwang the ace holder's duty comes first.
 */
import { aceDutyMask } from './zwang.ts';
import { rankOfIndex, suitMask, suitOfIndex } from './pack.ts';

/** The cards of the suit led in `hand` — the cards a follower must choose from if there are any. */
export function followSuitMask(hand: number, ledSuit: number): number {
  return hand & suitMask(ledSuit);
}

/** Every card a follower may play: the ace under zwang, else the suit led if held, else any card. */
export function legalFollowMask(hand: number, ledSuit: number, zwang: boolean): number {
  const ace = aceDutyMask(hand, ledSuit, zwang);
  if (ace !== 0) return ace;
  const suit = followSuitMask(hand, ledSuit);
  return suit !== 0 ? suit : hand;
}

/**
 * Position (0 = the lead) of the card that takes the trick: the highest card of the suit led. `cards`
 * holds card indices in play order.
 */
export function trickWinnerPosition(cards: ArrayLike<number>, count: number): number {
  const ledSuit = suitOfIndex(cards[0]);
  let best = 0;
  let bestRank = rankOfIndex(cards[0]);
  for (let i = 1; i < count; i++) {
    const c = cards[i];
    if (suitOfIndex(c) === ledSuit && rankOfIndex(c) < bestRank) {
      best = i;
      bestRank = rankOfIndex(c);
    }
  }
  return best;
}
