/**
 * Drawing a large screen in two steps. A screen drawn in one go is one long task for a weak TV's CPU
 * (issue 27, part 6: none over 50 ms) — creating all of it, then styling, laying out and painting all
 * of it. Drawing what matters first (the table) and the rest (the sidebar) a frame later makes two
 * shorter tasks of each, and the first picture comes sooner. Preact runs effects after the browser has
 * painted, so the second render is scheduled from one.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** False on a component's first render, true from the render after that first one was painted. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted;
}

/** Its children from the frame after it first appeared (nothing before). */
export function AfterFirstPaint({ children }: { children: ComponentChildren }): JSX.Element | null {
  return useAfterFirstPaint() ? <>{children}</> : null;
}
