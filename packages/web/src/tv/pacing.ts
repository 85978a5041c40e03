/**
 * Pacing on the TV: a finished trick stays on the table for a moment with its taker highlighted, then
 * slides to the taker; big moments (Kopile, Brand, shared/not shared) flash for a few seconds. The views
 * may already be further on (bots are quick); what is shown is held here, independent of the state.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { isEvent, type GameEvent } from '@kitchen-table/engine';
import type { SessionState } from '../net/session.ts';

export interface TrickPlay {
  seat: number;
  card: string;
}

export interface HeldTrick {
  id: number;
  plays: TrickPlay[];
  winners: number[];
  phase: 'show' | 'sweep';
}

export const TRICK_SHOW_MS = 1600;
export const TRICK_SWEEP_MS = 550;
/** How long a big moment's banner stays on the felt. */
export const FLASH_MS = 2600;
/**
 * The summary between deals waits until the deal's last trick has gone to its taker and the last banner
 * (Elevator's "out of cards", Lusti's hand won or Brand) has faded: the two never show at once (issue 28, part 4).
 */
export const SUMMARY_AFTER_MS = Math.max(TRICK_SHOW_MS + TRICK_SWEEP_MS, FLASH_MS) + 150;

/** A finished trick from the common `trickTaken` event: its cards by seat from the leader on, and its winners. */
export function trickFromEvent(e: GameEvent, seats: number): { plays: TrickPlay[]; winners: number[] } | null {
  if (!isEvent(e, 'trickTaken')) return null;
  const plays = e.cards.map((card, i) => ({ seat: (e.leader + i) % seats, card }));
  return { plays, winners: e.winners.slice() };
}

export function useHeldTrick(state: SessionState): HeldTrick | null {
  const [held, setHeld] = useState<HeldTrick | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const update = state.lastUpdate;
    const seats = state.view?.seats ?? 0;
    if (!update || !seats) return;
    const trick = update.events.map((e) => trickFromEvent(e, seats)).filter((x) => x !== null).pop();
    if (!trick) return;
    for (const id of timers.current) clearTimeout(id);
    const id = state.updates;
    setHeld({ id, ...trick, phase: 'show' });
    timers.current = [
      setTimeout(() => setHeld((h) => (h && h.id === id ? { ...h, phase: 'sweep' } : h)), TRICK_SHOW_MS),
      setTimeout(() => setHeld((h) => (h && h.id === id ? null : h)), TRICK_SHOW_MS + TRICK_SWEEP_MS),
    ];
  }, [state.updates]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return held;
}

export interface Flash {
  id: number;
  kind: string;
  text: string;
}

/**
 * A short banner for a big moment; `describe` turns an event into its text (or null: no flash). It goes
 * after `ms` whatever comes next: the next update (a card played) must not keep it (with reduced motion,
 * where no fade hides it, it stood on the felt until the next banner — under the summary too).
 */
export function useFlash(state: SessionState, describe: (e: GameEvent) => { kind: string; text: string } | null, ms = FLASH_MS): Flash | null {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const update = state.lastUpdate;
    if (!update) return;
    const found = update.events.map(describe).filter((x) => x !== null).pop();
    if (!found) return;
    const id = state.updates;
    setFlash({ id, ...found });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlash((f) => (f && f.id === id ? null : f)), ms);
  }, [state.updates]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return flash;
}

/** Whether the summary of the scoring update `id` may show: SUMMARY_AFTER_MS after it arrived (false for null). */
export function useAfterBanners(id: number | null): boolean {
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (id === null) return;
    const timer = setTimeout(() => setShown(id), SUMMARY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return id !== null && shown === id;
}
