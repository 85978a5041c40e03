/**
 * Fünfzehnern's summary between hands (issue 28, part 4): each seat's card points against the 15 every
 * seat put into the pot (rules 7.1–7.2: a hand scores card points − 15, told the old way in chips). The
 * ante is read from the event itself: card points minus the hand's score.
 */
import { perSeat, whyText, type DealWhyFn } from '../deal-why.ts';

export const dealWhy: DealWhyFn = (event, { lang }) => {
  const t = whyText(lang);
  const points = perSeat(event, 'cardPoints');
  const ante = points.length > 0 ? (points[0] ?? 0) - (event.score[0] ?? 0) : 15;
  return {
    headline: null,
    reasons: points.map((n) => t('whyF15Seat', { n, ante })),
    rule: t('whyF15Rule', { ante }),
  };
};
