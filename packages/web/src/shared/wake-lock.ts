/** Keeps the phone's screen on during a match (Screen Wake Lock API, where the browser has it). */
import { useEffect } from 'preact/hooks';

interface WakeLockSentinelLike {
  release(): Promise<void>;
  released?: boolean;
}

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const nav = navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } };
    if (!active || !nav.wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let live = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      nav.wakeLock!.request('screen').then(
        (s) => {
          if (live) sentinel = s;
          else s.release().catch(() => undefined);
        },
        () => undefined, // refused (battery saver, no gesture yet): the screen may dim, nothing breaks
      );
    };
    acquire();
    // The lock is dropped when the page is hidden; take it again on return.
    document.addEventListener('visibilitychange', acquire);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', acquire);
      sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}

/** A short buzz where the device can (Vibration API). */
export function vibrate(pattern: number | number[]): void {
  // Browsers refuse (and log) a vibration before the user has touched the page, e.g. right after a reload.
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation && !activation.hasBeenActive) return;
  try {
    navigator.vibrate?.(pattern);
  } catch {
    /* not allowed without a gesture on some browsers */
  }
}
