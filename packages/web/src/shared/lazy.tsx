/**
 * Components whose code loads on first use (issue 27, part 7): the first screen carries only what it
 * shows, and the replay board, statistics, table, podium and sheets arrive when they are first opened.
 * `lazyComponent(() => import('./X.tsx').then((m) => m.X))` renders nothing until the chunk has arrived
 * (a fraction of a second on a home network), then the component; later mounts render it at once.
 * Preact's own `lazy`/`Suspense` live in `preact/compat`; these few lines do what the app needs without it.
 * `preload()` fetches the chunk ahead (in idle time) where waiting for it would show a gap, e.g. the
 * TV's table while the lobby is still up.
 */
import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export interface LazyComponent<P> {
  (props: P): JSX.Element | null;
  preload(): Promise<ComponentType<P>>;
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a failed fetch (network blip) is tried again on the next mount
        throw error;
      },
    );
    return pending;
  };
  function Lazy(props: P): JSX.Element | null {
    const [, setTick] = useState(0);
    const Component = loaded;
    useEffect(() => {
      if (Component) return;
      // The chunk may have arrived between this render and its effect (a preload under way): draw again.
      if (loaded) {
        setTick((n) => n + 1);
        return;
      }
      let live = true;
      preload().then(() => live && setTick((n) => n + 1), (error: unknown) => console.warn('a part of the page did not load', error));
      return () => {
        live = false;
      };
    }, []);
    return Component ? <Component {...props} /> : null;
  }
  Lazy.preload = preload;
  return Lazy;
}

/** Runs `task` when the browser is idle (after the first screen is interactive), or soon where it cannot tell. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 500);
  return () => clearTimeout(id);
}
