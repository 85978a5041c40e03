/**
 * Fahrstuhl's summary between rounds (issue 28, part 4): each seat's call against its tricks, and the
 * bonus or the penalty that made its points (rules "Points per round": an exact call scores the bonus
 * plus the tricks' worth, a miss loses a trick's worth for every trick too many or too few).
 */
import { perSeat, whyText, type DealWhyFn } from '../deal-why.ts';

export const dealWhy: DealWhyFn = (event, { lang }) => {
  const t = whyText(lang);
  const calls = perSeat(event, 'calls');
  const taken = perSeat(event, 'taken');
  const per = typeof event.perTrick === 'number' ? event.perTrick : 10;
  const bonus = typeof event.bonus === 'number' ? event.bonus : 100;
  const reasons = calls.map((call, s) => {
    const got = taken[s] ?? 0;
    if (got === call) return got === 0 ? t('whyFahrstuhlExactZero', { bonus }) : t('whyFahrstuhlExact', { call, taken: got, bonus, per });
    return t(got > call ? 'whyFahrstuhlOver' : 'whyFahrstuhlUnder', { call, taken: got, n: Math.abs(got - call), per });
  });
  return { headline: null, reasons, rule: t('whyFahrstuhlRule', { bonus, per }) };
};
