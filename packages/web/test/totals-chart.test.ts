/**
 * The totals chart's axes (tv/TotalsChart.tsx): the value axis steps in whole numbers (a rise from 0 to
 * 1 Strich reads 0 and 1, no 0.2), ticks stay far enough apart to read from the sofa, and the axis
 * reaches past the values to whole steps.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axisTicks, WHOLE_STEPS } from '../src/tv/TotalsChart.tsx';

describe('the totals chart’s axis ticks', () => {
  it('a rise from 0 to 1 gets 0 and 1; a flat line one step', () => {
    expect(axisTicks(0, 1, 316, 40, WHOLE_STEPS).ticks).toEqual([0, 1]);
    expect(axisTicks(0, 0, 316, 40, WHOLE_STEPS)).toEqual({ lo: 0, hi: 1, ticks: [0, 1] });
  });

  it('scores from −70 to 0 on 316 px: every 10 (eight ticks, 45 px apart)', () => {
    expect(axisTicks(-70, 0, 316, 40, WHOLE_STEPS).ticks).toEqual([-70, -60, -50, -40, -30, -20, -10, 0]);
  });

  it('the axis widens to whole steps around the values: −15 to 41 reads −20 to 50 by 10', () => {
    expect(axisTicks(-15, 41, 316, 40, WHOLE_STEPS)).toEqual({ lo: -20, hi: 50, ticks: [-20, -10, 0, 10, 20, 30, 40, 50] });
  });

  it('any totals: whole-number ticks of one step, at least 40 px apart, covering every value', () => {
    fc.assert(fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 200, max: 800 }), (a, span, px) => {
      const { lo, hi, ticks } = axisTicks(a, a + span, px, 40, WHOLE_STEPS);
      const step = ticks[1]! - ticks[0]!;
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(WHOLE_STEPS).toContain(step);
      expect(ticks.every((t, i) => i === 0 || t - ticks[i - 1]! === step)).toBe(true);
      expect(lo).toBeLessThanOrEqual(a);
      expect(hi).toBeGreaterThanOrEqual(a + span);
      expect(px / (ticks.length - 1)).toBeGreaterThanOrEqual(40);
    }));
  });
});
