/**
 * A game's play screens — the TV's centre and sidebar, the phone's hand — fetched once per game and
 * side when first needed (issue 27, part 7), through the game's web module (`loadTv`, `loadPhone`), and the
 * game's explanation of a deal's points for the summary (`loadDealWhy`).
 * The hooks give `undefined` until the code has arrived (and for a game without a web module); the
 * screen re-renders when it has.
 */
import { useEffect, useState } from 'preact/hooks';
import type { TvGame } from '../tv/games/types.ts';
import { webGame } from './registry.ts';
import type { PhoneScreen } from './web-game.ts';
import type { DealWhyFn } from './deal-why.ts';

interface Entry<T> {
  promise: Promise<T | undefined>;
  value?: T;
}

const loaded = new Map<string, Entry<unknown>>();

function load<T>(key: string, loader: (() => Promise<T>) | undefined): Entry<T> {
  let entry = loaded.get(key) as Entry<T> | undefined;
  if (entry) return entry;
  const fresh: Entry<T> = {
    promise: (loader ? loader() : Promise.resolve(undefined)).then(
      (value) => (fresh.value = value),
      (error: unknown) => {
        loaded.delete(key); // tried again on the next use
        throw error;
      },
    ),
  };
  entry = fresh;
  loaded.set(key, entry);
  return entry;
}

function useLoaded<T>(key: string, loader: (() => Promise<T>) | undefined): T | undefined {
  const entry = load(key, loader);
  const value = entry.value;
  const [, setTick] = useState(0);
  useEffect(() => {
    if (value !== undefined) return;
    // The code may have arrived between this render and its effect (a preload under way): draw again.
    if (entry.value !== undefined) {
      setTick((n) => n + 1);
      return;
    }
    let live = true;
    entry.promise.then(() => live && setTick((n) => n + 1), (error: unknown) => console.warn('a game screen did not load', error));
    return () => {
      live = false;
    };
  }, [key]);
  return value;
}

export function preloadTvGame(id: string): Promise<TvGame | undefined> {
  return load(`tv:${id}`, webGame(id)?.loadTv).promise;
}

export function preloadPhoneScreen(id: string): Promise<PhoneScreen | undefined> {
  return load(`phone:${id}`, webGame(id)?.loadPhone).promise;
}

export function useTvGame(id: string): TvGame | undefined {
  return useLoaded(`tv:${id}`, webGame(id)?.loadTv);
}

export function usePhoneScreen(id: string | undefined): PhoneScreen | undefined {
  const web = id ? webGame(id) : undefined;
  return useLoaded(`phone:${id ?? ''}`, web?.loadPhone);
}

/** The game's explanation of a deal's points (issue 28, part 4), once its code has arrived. */
export function useDealWhy(id: string | undefined): DealWhyFn | undefined {
  const web = id ? webGame(id) : undefined;
  return useLoaded(`why:${id ?? ''}`, web?.loadDealWhy);
}

export function preloadDealWhy(id: string): Promise<DealWhyFn | undefined> {
  return load(`why:${id}`, webGame(id)?.loadDealWhy).promise;
}
