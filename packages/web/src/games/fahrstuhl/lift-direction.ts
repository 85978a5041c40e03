/**
 * Which way Fahrstuhl's lift travels in the running round: down on the hourglass's outbound trip, up on
 * its return trip and all the way in "up only", neither in a single round (an up-only match scores as
 * outbound but never goes down, so the trip alone cannot say it).
 */
export type LiftWay = 'down' | 'up' | null;

export function liftWay(mode: string, trip: string): LiftWay {
  if (mode === 'single') return null;
  if (mode === 'up' || trip === 'return') return 'up';
  return 'down';
}
