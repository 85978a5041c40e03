/**
 * Elevator's summary between games (issue 28, part 4): who went out first and takes a point for every
 * card left in the other hands (rule 7.2), each other player's cards left, and the Kopiles that filled
 * a hand up (rules 5.1–5.2: the cards drawn or given).
 */
import { perSeat, whyText, type DealWhyFn } from '../deal-why.ts';

export const dealWhy: DealWhyFn = (event, { lang, names }) => {
  const t = whyText(lang);
  const left = perSeat(event, 'cardsLeft');
  const kopile = perSeat(event, 'kopile');
  const kopileCards = perSeat(event, 'kopileCards');
  const winner = typeof event.winner === 'number' ? event.winner : left.indexOf(0);
  const others = left.reduce((sum, n, s) => (s === winner ? sum : sum + n), 0);
  const reasons = left.map((n, s) => {
    const own = s === winner ? t('whyElevatorWinner', { n: others }) : t('whyElevatorLeft', { n });
    const times = kopile[s] ?? 0;
    if (times === 0) return own;
    const cards = kopileCards[s] ?? 0;
    return `${own} · ${times > 1 ? t('whyElevatorKopileTimes', { k: times, n: cards }) : t('whyElevatorKopile', { n: cards })}`;
  });
  return { headline: winner >= 0 ? t('whyElevatorHeadline', { name: names[winner] ?? '?' }) : null, reasons, rule: t('whyElevatorRule') };
};
